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
class CardFaces {
public:
    explicit CardFaces(const QString& deckId);

    bool isValid() const { return renderer_ && renderer_->isValid(); }
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

    QString deckId_;
    std::unique_ptr<QSvgRenderer> renderer_;
    QHash<QString, QImage> cache_;
    int renders_ = 0;
};

// Every face of a deck and its back on one sheet, in the deck's type order: `paiju-cli
// render-deck` and the documentation's preview images.
QImage contactSheet(CardFaces& faces, const QStringList& tokens, int height, int columns);

} // namespace paiju::cards
