#pragma once

#include <QHash>
#include <QImage>
#include <QString>
#include <QSvgRenderer>
#include <memory>

namespace paiju::cards {

// The faces of one deck, drawn from the deck's SVG (a Qt resource, `:/cards/<deck>.svg`). A card
// is the element `c_<token>` for the engine's type token (`c_RK`, `c_2j`, `c_B10`); `back` and
// `highlight` are the back and the selection overlay. Each image is rendered once per height
// and device pixel ratio and then served from a cache, so repainting a table costs no SVG work.
//
// A deck whose colours carry meaning (four-color) also has colour-blind faces with a shape per
// colour (`:/cards/<deck>-colourblind.svg`). Faces made without a variant follow the app-wide
// choice (setColourBlindFaces) and switch as soon as it changes; other decks draw their one set.
// A deck whose printed words differ by script has faces for the language that reads the other
// script (`:/cards/<deck>-<language>.svg`: Hakka's 貫/線 and zipai's 貳/參/陸 for zh_TW, Tichu's
// 剑/凤/龙 for zh_CN), drawn when the app's language is that one (setFaceLanguage). Four-color
// cards print their pieces in traditional forms for every reader, as real cards do (docs/cards.md).
class CardFaces {
public:
    explicit CardFaces(const QString& deckId);
    // Always the given set of faces, whatever the app-wide choice.
    CardFaces(const QString& deckId, bool colourBlind);

    bool isValid() const { return renderer_ && renderer_->isValid(); }
    // Whether the faces drawn are the deck's colour-blind ones (false for a deck without them).
    bool colourBlind() const;
    const QString& deckId() const { return deckId_; }
    bool hasFace(const QString& token) const;
    // Width : height of the deck's cards.
    double aspectRatio() const;

    // `height` in device-independent pixels; the image has devicePixelRatio `dpr`.
    QImage face(const QString& token, int height, qreal dpr = 1.0);
    QImage back(int height, qreal dpr = 1.0) {
        return element(QStringLiteral("back"), height, dpr);
    }
    QImage highlight(int height, qreal dpr = 1.0) {
        return element(QStringLiteral("highlight"), height, dpr);
    }

    int cacheSize() const { return int(cache_.size()); }
    int renders() const { return renders_; }
    void clearCache() { cache_.clear(); }

    static QString elementFor(const QString& token) { return QStringLiteral("c_") + token; }

private:
    QImage element(const QString& id, int height, qreal dpr);
    // Loads the set of faces wanted now, when it is not the one loaded.
    void follow();

    QString deckId_;
    bool follows_ = true; // the app-wide choice
    bool colourBlind_ = false;
    QString loaded_;    // the resource drawn
    int followed_ = -1; // the app-wide choice the loaded faces were looked up for
    std::unique_ptr<QSvgRenderer> renderer_;
    QHash<QString, QImage> cache_;
    int renders_ = 0;
};

// The app-wide choice of faces, for every CardFaces made without a variant (off by default).
void setColourBlindFaces(bool on);
bool colourBlindFaces();
// The language of the faces drawn ("zh_TW", "zh_CN", "en"; empty: the deck's own faces), for every
// deck that has faces for it. The app sets it with its window language.
void setFaceLanguage(const QString& language);
QString faceLanguage();
// The resource of a deck's faces: its colour-blind set when asked for and the deck has one, else
// its faces in `language` when it has them, else its own.
QString deckResource(const QString& deckId, bool colourBlind,
                     const QString& language = faceLanguage());

// Every face of a deck and its back on one sheet, in the deck's type order: `paiju-cli
// render-deck` and the documentation's preview images.
QImage contactSheet(CardFaces& faces, const QStringList& tokens, int height, int columns);

} // namespace paiju::cards
