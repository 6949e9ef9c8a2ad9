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
    QString loaded_; // the resource drawn
    std::unique_ptr<QSvgRenderer> renderer_;
    QHash<QString, QImage> cache_;
    int renders_ = 0;
};

// The app-wide choice of faces, for every CardFaces made without a variant (off by default).
void setColourBlindFaces(bool on);
bool colourBlindFaces();
// The resource of a deck's faces: its colour-blind set when asked for and the deck has one.
QString deckResource(const QString& deckId, bool colourBlind);

// Every face of a deck and its back on one sheet, in the deck's type order: `paiju-cli
// render-deck` and the documentation's preview images.
QImage contactSheet(CardFaces& faces, const QStringList& tokens, int height, int columns);

} // namespace paiju::cards
