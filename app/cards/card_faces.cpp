#include "card_faces.h"

#include <QFile>
#include <QPainter>
#include <cmath>

namespace paiju::cards {

namespace {
bool appColourBlind = false;
QString appLanguage;
// Counts the changes of the app-wide choice, so that a deck looks its faces up again only after
// one (the lookup asks the resource system for files that mostly do not exist).
int appChoice = 0;
} // namespace

void setColourBlindFaces(bool on) {
    appChoice += appColourBlind != on;
    appColourBlind = on;
}

bool colourBlindFaces() {
    return appColourBlind;
}

void setFaceLanguage(const QString& language) {
    appChoice += appLanguage != language;
    appLanguage = language;
}

QString faceLanguage() {
    return appLanguage;
}

QString deckResource(const QString& deckId, bool colourBlind, const QString& language) {
    const QString marked = QStringLiteral(":/cards/%1-colourblind.svg").arg(deckId);
    if (colourBlind && QFile::exists(marked))
        return marked;
    const QString written = QStringLiteral(":/cards/%1-%2.svg").arg(deckId, language);
    if (!language.isEmpty() && QFile::exists(written))
        return written;
    return QStringLiteral(":/cards/%1.svg").arg(deckId);
}

CardFaces::CardFaces(const QString& deckId) : deckId_(deckId) {
    follow();
}

CardFaces::CardFaces(const QString& deckId, bool colourBlind)
    : deckId_(deckId), follows_(false), colourBlind_(colourBlind) {
    loaded_ = deckResource(deckId_, colourBlind_);
    renderer_ = std::make_unique<QSvgRenderer>(loaded_);
}

void CardFaces::follow() {
    if (!follows_ || (renderer_ && followed_ == appChoice))
        return;
    followed_ = appChoice;
    const QString wanted = deckResource(deckId_, appColourBlind);
    if (wanted == loaded_ && renderer_)
        return;
    loaded_ = wanted;
    renderer_ = std::make_unique<QSvgRenderer>(loaded_);
    cache_.clear();
}

bool CardFaces::colourBlind() const {
    return loaded_.endsWith(QStringLiteral("-colourblind.svg"));
}

bool CardFaces::hasFace(const QString& token) const {
    return isValid() && renderer_->elementExists(elementFor(token));
}

double CardFaces::aspectRatio() const {
    const QRectF bounds = renderer_->boundsOnElement(QStringLiteral("back"));
    return bounds.height() > 0 ? bounds.width() / bounds.height() : 2.0 / 3.0;
}

QImage CardFaces::face(const QString& token, int height, qreal dpr) {
    return element(elementFor(token), height, dpr);
}

QImage CardFaces::element(const QString& id, int height, qreal dpr) {
    follow();
    const QString key = QStringLiteral("%1/%2/%3").arg(id).arg(height).arg(dpr);
    if (auto it = cache_.constFind(key); it != cache_.constEnd())
        return *it;
    if (!isValid() || !renderer_->elementExists(id))
        return {};
    const int pixelHeight = int(std::lround(height * dpr));
    const int pixelWidth = int(std::lround(pixelHeight * aspectRatio()));
    QImage image(pixelWidth, pixelHeight, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer_->render(&painter, id, QRectF(0, 0, pixelWidth, pixelHeight));
    }
    image.setDevicePixelRatio(dpr);
    ++renders_;
    cache_.insert(key, image);
    return image;
}

QImage contactSheet(CardFaces& faces, const QStringList& tokens, int height, int columns) {
    const int width = int(std::lround(height * faces.aspectRatio()));
    const int gap = std::max(4, height / 20);
    const int count = int(tokens.size()) + 1; // and the back
    const int rows = (count + columns - 1) / columns;
    QImage sheet(gap + columns * (width + gap), gap + rows * (height + gap),
                 QImage::Format_ARGB32_Premultiplied);
    sheet.fill(QColor(0x2f, 0x5d, 0x3a)); // table felt
    QPainter painter(&sheet);
    for (int i = 0; i < count; ++i) {
        const QImage card = i < tokens.size() ? faces.face(tokens[i], height) : faces.back(height);
        painter.drawImage(
            QPoint(gap + (i % columns) * (width + gap), gap + (i / columns) * (height + gap)),
            card);
    }
    return sheet;
}

} // namespace paiju::cards
