#include "cards/card_faces.h"
#include "cli/commands.h"
#include "core/deck.h"

#include <QCommandLineParser>
#include <algorithm>

namespace paiju::cli {

int renderDeck(const QStringList& arguments, QTextStream& out, QTextStream& err) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Draws every card face of a deck and its back on one PNG sheet, through the renderer the "
        "app uses."));
    parser.addHelpOption();
    parser.addOptions(
        {{"game", QStringLiteral("fourcolor, hakka, tichu or zipai"), "G"},
         {"out", QStringLiteral("the PNG file to write"), "FILE"},
         {"height", QStringLiteral("card height in pixels (default 160)"), "PX", "160"},
         {"columns", QStringLiteral("cards per row (default: the deck's)"), "N"},
         {"colour-blind",
          QStringLiteral("the colour-blind faces: a shape per colour (four-color cards)")}});
    if (!parser.parse(arguments)) {
        err << "paiju-cli render-deck: " << parser.errorText() << "\n";
        return 1;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return 0;
    }
    const QString game = parser.value("game");
    const Deck* deck = deckById(game.toStdString());
    cards::CardFaces faces(game, parser.isSet("colour-blind"));
    bool ok = false;
    const int height = parser.value("height").toInt(&ok);
    if (!deck || !faces.isValid() || !ok || height < 16 || height > 2048 || !parser.isSet("out")) {
        err << "paiju-cli render-deck: give --game (a deck: fourcolor, hakka, tichu, zipai), "
               "--out FILE.png and a --height from 16 to 2048\n";
        return 1;
    }
    QStringList tokens;
    for (int t = 0; t < deck->typeCount(); ++t)
        tokens << QString::fromStdString(deck->typeToken(t));
    // Four rows, at least eight columns: 14 for Tichu's 56 cards, 10 for Hakka's 37, 8 for the
    // others.
    const int defaultColumns = std::max(8, int(tokens.size() + 3) / 4);
    const int columns = parser.isSet("columns") ? parser.value("columns").toInt() : defaultColumns;
    for (const QString& token : tokens)
        if (!faces.hasFace(token)) {
            err << "paiju-cli render-deck: the deck has no face for " << token << "\n";
            return 2;
        }
    const QImage sheet = cards::contactSheet(faces, tokens, height, std::max(1, columns));
    if (!sheet.save(parser.value("out"))) {
        err << "paiju-cli render-deck: cannot write " << parser.value("out") << "\n";
        return 2;
    }
    out << "wrote " << parser.value("out") << ": " << tokens.size() << " faces and the back\n";
    return 0;
}

} // namespace paiju::cli
