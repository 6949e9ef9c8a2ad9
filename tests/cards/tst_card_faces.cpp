// Card faces: every card of every deck has a face, faces render with content at small and large
// sizes, no glyph depends on a font, and the cache renders each size once.
#include "cards/card_faces.h"
#include "cards/face_scripts.h"
#include "core/deck.h"

#include <QFile>
#include <QGuiApplication>
#include <QScopeGuard>
#include <QTest>

using namespace paiju;

namespace {

const char* const decks[] = {"fourcolor", "hakka", "tichu", "zipai"};

// Share of pixels that differ clearly from the card's paper color: glyphs and pieces.
double inkShare(const QImage& image) {
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    // The paper is the most common opaque color.
    QHash<QRgb, int> histogram;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (qAlpha(img.pixel(x, y)) >= 200)
                ++histogram[img.pixel(x, y)];
    QRgb mode = 0;
    for (auto it = histogram.cbegin(); it != histogram.cend(); ++it)
        if (it.value() > histogram.value(mode))
            mode = it.key();
    const QColor paper = QColor::fromRgba(mode);
    int ink = 0, opaque = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.alpha() < 200)
                continue;
            ++opaque;
            if (std::abs(c.red() - paper.red()) + std::abs(c.green() - paper.green()) +
                    std::abs(c.blue() - paper.blue()) >
                120)
                ++ink;
        }
    return opaque ? double(ink) / opaque : 0.0;
}

} // namespace

class TestCardFaces : public QObject {
    Q_OBJECT
private slots:
    void everyCardHasAFace_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("own") << QString();
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    }

    // In every language's faces.
    void everyCardHasAFace() {
        QFETCH(QString, language);
        cards::setFaceLanguage(language);
        const auto reset = qScopeGuard([] { cards::setFaceLanguage(QString()); });
        for (const char* id : decks) {
            cards::CardFaces faces(QString::fromLatin1(id));
            QVERIFY2(faces.isValid(), id);
            const Deck* deck = deckById(id);
            for (int t = 0; t < deck->typeCount(); ++t)
                QVERIFY2(faces.hasFace(QString::fromStdString(deck->typeToken(t))),
                         deck->typeToken(t).c_str());
            QVERIFY(!faces.back(64).isNull());
            QVERIFY(!faces.highlight(64).isNull());
            QVERIFY(!faces.hasFace(QStringLiteral("nonsense")));
        }
    }

    void facesRenderWithInk_data() {
        QTest::addColumn<int>("height");
        QTest::newRow("64 px") << 64;
        QTest::newRow("512 px") << 512;
    }

    void facesRenderWithInk() {
        QFETCH(int, height);
        for (const char* id : decks) {
            cards::CardFaces faces(QString::fromLatin1(id));
            const Deck* deck = deckById(id);
            for (int t = 0; t < deck->typeCount(); ++t) {
                const QString token = QString::fromStdString(deck->typeToken(t));
                const QImage image = faces.face(token, height);
                QCOMPARE(image.height(), height);
                const double share = inkShare(image);
                QVERIFY2(share > 0.03 && share < 0.8,
                         qPrintable(QString("%1 %2: ink %3").arg(id, token).arg(share)));
            }
        }
    }

    void noGlyphNeedsAFont() {
        for (const char* id : {"fourcolor", "fourcolor-colourblind", "hakka", "hakka-zh_TW",
                               "tichu", "tichu-zh_CN", "zipai", "zipai-zh_TW"}) {
            QFile file(QStringLiteral(":/cards/%1.svg").arg(QLatin1String(id)));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray svg = file.readAll();
            QVERIFY2(!svg.contains("<text"), id);
            QVERIFY2(!svg.contains("font-family"), id);
            QVERIFY2(!svg.contains("<filter"), id);
        }
        // This test program runs with fontconfig pointed at no fonts at all (tests/CMakeLists.txt),
        // so the faces above rendered without any font.
        QVERIFY(qEnvironmentVariableIsSet("FONTCONFIG_FILE"));
    }

    void cacheRendersEachSizeOnce() {
        cards::CardFaces faces(QStringLiteral("tichu"));
        const QImage first = faces.face(QStringLiteral("DR"), 120);
        QCOMPARE(faces.renders(), 1);
        const QImage again = faces.face(QStringLiteral("DR"), 120);
        QCOMPARE(faces.renders(), 1);
        QCOMPARE(again, first);
        const QImage sharp = faces.face(QStringLiteral("DR"), 120, 2.0);
        QCOMPARE(faces.renders(), 2);
        QCOMPARE(sharp.height(), 240);
        QCOMPARE(sharp.devicePixelRatio(), 2.0);
        QCOMPARE(faces.cacheSize(), 2);
    }

    // Under a red-green colour-blindness the red, green and yellow cards look nearly alike: the
    // colour-blind faces add a shape, so every face of those colours differs from its plain face
    // (white keeps its face), and each colour's shape differs from the others'.
    void colourBlindFacesDifferInEveryColour() {
        cards::CardFaces plain(QStringLiteral("fourcolor"), false);
        cards::CardFaces marked(QStringLiteral("fourcolor"), true);
        QVERIFY(!plain.colourBlind());
        QVERIFY(marked.colourBlind());
        QCOMPARE(marked.aspectRatio(), plain.aspectRatio());
        const Deck* deck = deckById("fourcolor");
        for (int t = 0; t < deck->typeCount(); ++t) {
            const QString token = QString::fromStdString(deck->typeToken(t));
            const QImage a = plain.face(token, 140);
            const QImage b = marked.face(token, 140);
            QVERIFY(!b.isNull());
            if (token.startsWith(QLatin1Char('W')))
                QCOMPARE(b, a);
            else
                QVERIFY2(b != a, qPrintable(token));
        }
        // Same rank, different colours: the marks differ in shape, not only in colour. Compared in
        // grey, the middle band of the red, green and yellow soldiers are all different.
        auto band = [&](const QString& token) {
            return marked.face(token, 140)
                .copy(QRect(0, 45, 40, 50))
                .convertToFormat(QImage::Format_Grayscale8);
        };
        QVERIFY(band(QStringLiteral("RS")) != band(QStringLiteral("GS")));
        QVERIFY(band(QStringLiteral("GS")) != band(QStringLiteral("YS")));
        QVERIFY(band(QStringLiteral("RS")) != band(QStringLiteral("YS")));
        // Decks without colour-blind faces draw their one set either way.
        QVERIFY(!cards::CardFaces(QStringLiteral("tichu"), true).colourBlind());
    }

    void facesFollowTheAppWideChoice() {
        cards::CardFaces faces(QStringLiteral("fourcolor"));
        const QImage plain = faces.face(QStringLiteral("RK"), 100);
        QVERIFY(!faces.colourBlind());
        cards::setColourBlindFaces(true);
        const QImage marked = faces.face(QStringLiteral("RK"), 100);
        cards::setColourBlindFaces(false);
        QVERIFY(marked != plain);
        QCOMPARE(faces.face(QStringLiteral("RK"), 100), plain);
    }

    // Each language draws the faces whose characters are in its script: simplified for 简体中文,
    // traditional for 繁體中文, and the deck's own for English. Four-color cards print their
    // pieces in traditional forms for every reader, as real cards do (docs/cards.md).
    void eachLanguageDrawsOneScript_data() {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<bool>("colourBlind");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<bool>("traditional");
        const struct {
            const char* deck;
            bool colourBlind;
            const char* own; // the deck's own faces, and the script they are printed in
            bool traditional;
            const char* zhCN;
            const char* zhTW;
        } decks[] = {
            {"fourcolor", false, "fourcolor", true, "fourcolor", "fourcolor"},
            {"fourcolor", true, "fourcolor-colourblind", true, "fourcolor-colourblind",
             "fourcolor-colourblind"},
            {"hakka", false, "hakka", false, "hakka", "hakka-zh_TW"},
            {"tichu", false, "tichu", true, "tichu-zh_CN", "tichu"},
            {"zipai", false, "zipai", false, "zipai", "zipai-zh_TW"},
        };
        const auto file = [](const char* name) {
            return QStringLiteral(":/cards/%1.svg").arg(QLatin1String(name));
        };
        for (const auto& d : decks) {
            const QString name =
                QLatin1String(d.deck) + (d.colourBlind ? QStringLiteral(" colour-blind") : "");
            // No language, and English as the app names it: the deck's own faces.
            for (const char* language : {"", "en_US"})
                QTest::addRow("%s %s", qPrintable(name), *language ? language : "own")
                    << QString::fromLatin1(d.deck) << d.colourBlind << QString::fromLatin1(language)
                    << file(d.own) << d.traditional;
            QTest::addRow("%s zh_CN", qPrintable(name))
                << QString::fromLatin1(d.deck) << d.colourBlind << QStringLiteral("zh_CN")
                << file(d.zhCN) << (qstrcmp(d.deck, "fourcolor") == 0);
            QTest::addRow("%s zh_TW", qPrintable(name))
                << QString::fromLatin1(d.deck) << d.colourBlind << QStringLiteral("zh_TW")
                << file(d.zhTW) << true;
        }
    }

    void eachLanguageDrawsOneScript() {
        QFETCH(QString, deck);
        QFETCH(bool, colourBlind);
        QFETCH(QString, language);
        QFETCH(QString, resource);
        QFETCH(bool, traditional);
        QCOMPARE(cards::deckResource(deck, colourBlind, language), resource);
        const QSet<QChar> characters = testing::faceCharacters(resource);
        QVERIFY2(!characters.isEmpty(), qPrintable(resource));
        const auto wanted =
            traditional ? testing::Script::Traditional : testing::Script::Simplified;
        int inScript = 0;
        for (const QChar c : characters) {
            // A character new to the decks must be sorted into the lists first.
            QVERIFY2(testing::classified(c),
                     qPrintable(QStringLiteral("%1 not in face_scripts.h").arg(QString(c))));
            const auto script = testing::scriptOf(c);
            QVERIFY2(!script || *script == wanted,
                     qPrintable(QStringLiteral("%1 in %2").arg(QString(c), resource)));
            inScript += script.has_value();
        }
        QVERIFY2(inScript > 0, "the faces print a character of their script");
    }

    // Faces drawn follow the language: the cards written differently in its script change, the
    // others keep their image, and the faces come back with the language.
    void facesFollowTheLanguage_data() {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("changed");
        QTest::addColumn<QStringList>("same");
        const auto row = [](const char* deck, const char* language, const QStringList& changed,
                            const QStringList& same) {
            QTest::addRow("%s %s", deck, language)
                << QString::fromLatin1(deck) << QString::fromLatin1(language) << changed << same;
        };
        row("hakka", "zh_TW", {"G7", "X7", "Y1"}, {"S7", "Z7"});
        row("hakka", "zh_CN", {}, {"G7", "X7", "Y1"});
        row("tichu", "zh_CN", {"5s", "PH", "DR"}, {"5j", "MJ", "DG"});
        row("tichu", "zh_TW", {}, {"5s", "PH", "DR"});
        row("zipai", "zh_TW", {"B2", "B3", "B6"}, {"B1", "S2"});
        row("zipai", "zh_CN", {}, {"B2", "B3", "B6"});
        row("fourcolor", "zh_CN", {}, {"RK", "GK", "RC", "GH"});
    }

    void facesFollowTheLanguage() {
        QFETCH(QString, deck);
        QFETCH(QString, language);
        QFETCH(QStringList, changed);
        QFETCH(QStringList, same);
        cards::CardFaces faces(deck);
        QHash<QString, QImage> own;
        for (const QString& token : changed + same)
            own.insert(token, faces.face(token, 120));
        cards::setFaceLanguage(language);
        for (const QString& token : changed)
            QVERIFY2(faces.face(token, 120) != own.value(token), qPrintable(token));
        for (const QString& token : same)
            QVERIFY2(faces.face(token, 120) == own.value(token), qPrintable(token));
        cards::setFaceLanguage(QString());
        for (const QString& token : changed)
            QCOMPARE(faces.face(token, 120), own.value(token));
    }

    void fourColorCardsAreLongAndNarrow() {
        cards::CardFaces faces(QStringLiteral("fourcolor"));
        QVERIFY(faces.aspectRatio() > 0.25 && faces.aspectRatio() < 0.32); // about 1 : 3.5
    }
};

QTEST_MAIN(TestCardFaces)
#include "tst_card_faces.moc"
