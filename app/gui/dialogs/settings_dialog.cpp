#include "dialogs/settings_dialog.h"

#include "cards/card_faces.h"
#include "games/catalog.h"
#include "settings/app_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QPainter>
#include <QScreen>
#include <QVBoxLayout>
#include <algorithm>

namespace paiju::gui {

namespace {

// Keeps its window's size and place when the window closes or hides.
class GeometryKeeper : public QObject {
public:
    GeometryKeeper(QWidget* window, QString key) : QObject(window), key_(std::move(key)) {
        window->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if ((event->type() == QEvent::Close || event->type() == QEvent::Hide) &&
            watched == parent())
            if (auto* window = qobject_cast<QWidget*>(watched); window && window->isWindow())
                settings::setWindowGeometry(key_, window->saveGeometry());
        return false;
    }

private:
    QString key_;
};

} // namespace

void fitToScreen(QWidget* window, const QString& key, QSize preferred) {
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    const QRect area = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
    // The frame and title bar are not in the size: room for them is left.
    const QSize room = area.size() - QSize(16, 48);
    if (QWidget* over = window->parentWidget()) {
        // A dialog over a window: within that window too, where Qt centres it.
        const QSize size = preferred.boundedTo(room).boundedTo(over->window()->size() * 9 / 10);
        window->resize(size.expandedTo(window->minimumSize().boundedTo(size)));
        return;
    }
    const QByteArray saved = settings::windowGeometry(key);
    const bool restored = !saved.isEmpty() && window->restoreGeometry(saved) &&
                          window->width() <= room.width() && window->height() <= room.height() &&
                          area.intersects(window->geometry());
    if (!restored) {
        const QSize size =
            preferred.boundedTo(room).expandedTo(window->minimumSize().boundedTo(room));
        window->resize(size);
        window->move(area.center() - QPoint(size.width() / 2, size.height() / 2));
    }
    if (window->property("geometryKey").toString() != key) { // one keeper a window
        window->setProperty("geometryKey", key);
        new GeometryKeeper(window, key);
    }
}

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("settings"));
    setWindowTitle(tr("Appearance and sound"));
    auto* form = new QFormLayout;
    auto combo = [this](const char* name) {
        auto* box = new QComboBox(this);
        box->setObjectName(QLatin1String(name));
        return box;
    };
    preset_ = combo("preset");
    preset_->addItem(tr("Standard"), int(Preset::Standard));
    preset_->addItem(tr("Colour-blind"), int(Preset::ColourBlind));
    preset_->addItem(tr("Dark"), int(Preset::Dark));
    preset_->addItem(tr("Custom"), int(Preset::Custom));
    preset_->setToolTip(tr("Sets the fields below at once; sound keeps its own switch."));
    form->addRow(tr("&Preset:"), preset_);
    theme_ = combo("theme");
    theme_->addItem(tr("Follow the system"), int(Theme::System));
    theme_->addItem(tr("Light"), int(Theme::Light));
    theme_->addItem(tr("Dark"), int(Theme::Dark));
    form->addRow(tr("&Theme:"), theme_);
    felt_ = combo("felt");
    const QStringList feltNames{tr("Green baize"), tr("Blue"), tr("Burgundy"), tr("Grey"),
                                tr("Brown")};
    const QList<QColor> felts = feltChoices();
    for (int i = 0; i < felts.size(); ++i) {
        QPixmap swatch(16, 16);
        swatch.fill(felts[i]);
        felt_->addItem(QIcon(swatch), feltNames.value(i), felts[i]);
    }
    form->addRow(tr("Table &felt:"), felt_);
    size_ = combo("card-size");
    size_->addItem(tr("Small"), int(CardSize::Small));
    size_->addItem(tr("Normal"), int(CardSize::Normal));
    size_->addItem(tr("Large"), int(CardSize::Large));
    form->addRow(tr("Card &size:"), size_);
    colourBlind_ = new QCheckBox(tr("&Colour-blind cards: a shape for each colour"), this);
    colourBlind_->setObjectName(QStringLiteral("colour-blind"));
    colourBlind_->setToolTip(tr("Four-color cards carry a triangle (red), a square (green) or a "
                                "cross (yellow) besides their colour; white cards have none."));
    form->addRow(colourBlind_);
    preview_ = new QLabel(this);
    preview_->setObjectName(QStringLiteral("preview"));
    preview_->setAlignment(Qt::AlignCenter);
    form->addRow(preview_);
    sound_ =
        new QCheckBox(tr("S&ound effects: cards played, claims, your turn, bombs, wins"), this);
    sound_->setObjectName(QStringLiteral("sound"));
    form->addRow(sound_);
    decline_ = combo("auto-decline");
    for (int seconds : {2, 3, 5})
        decline_->addItem(tr("after %n second(s)", nullptr, seconds), seconds * 1000);
    decline_->addItem(tr("wait for me"), 0);
    const int declineAt = decline_->findData(settings::autoDeclineMs());
    decline_->setCurrentIndex(declineAt >= 0 ? declineAt : decline_->count() - 1);
    decline_->setToolTip(tr("Against bots the table waits for you when you could claim a card "
                            "(or bomb at the last chance in Tichu). For fast play, choose a "
                            "countdown: the card then passes by itself when it ends, and you "
                            "click only to claim or bomb."));
    form->addRow(tr("&Decline claims:"), decline_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    for (QComboBox* box : {theme_, felt_, size_})
        connect(box, &QComboBox::currentIndexChanged, this, &SettingsDialog::fieldsChanged);
    connect(colourBlind_, &QCheckBox::toggled, this, &SettingsDialog::fieldsChanged);
    connect(preset_, &QComboBox::activated, this, [this] {
        const auto preset = Preset(preset_->currentData().toInt());
        if (preset != Preset::Custom)
            choosePreset(preset);
    });
    setAppearance(currentAppearance());
}

Appearance SettingsDialog::appearance() const {
    Appearance a;
    a.theme = Theme(theme_->currentData().toInt());
    const QColor felt = felt_->currentData().value<QColor>();
    if (felt != feltChoices().constFirst())
        a.felt = felt;
    a.cardSize = CardSize(size_->currentData().toInt());
    a.colourBlind = colourBlind_->isChecked();
    a.sound = sound_->isChecked();
    return a;
}

void SettingsDialog::setAppearance(const Appearance& a) {
    filling_ = true;
    theme_->setCurrentIndex(theme_->findData(int(a.theme)));
    const int felt = felt_->findData(a.felt.isValid() ? a.felt : feltChoices().constFirst());
    if (felt < 0) { // a felt kept by hand in the settings file: offered as it is
        felt_->addItem(a.felt.name(), a.felt);
        felt_->setCurrentIndex(felt_->count() - 1);
    } else {
        felt_->setCurrentIndex(felt);
    }
    size_->setCurrentIndex(size_->findData(int(a.cardSize)));
    colourBlind_->setChecked(a.colourBlind);
    sound_->setChecked(a.sound);
    filling_ = false;
    fieldsChanged();
}

void SettingsDialog::choosePreset(Preset preset) {
    Appearance a = presetAppearance(preset);
    a.sound = sound_->isChecked();
    setAppearance(a);
}

namespace {

QString colourBlindDeck() {
    for (const GameModule* module : gameModules())
        if (module->colourBlindFaces())
            return module->id();
    return {};
}

} // namespace

void SettingsDialog::fieldsChanged() {
    if (filling_)
        return;
    preset_->setCurrentIndex(preset_->findData(int(presetOf(appearance()))));
    // Four-color cards of each colour on the chosen felt, with or without the shapes: the first
    // deck with colour-blind faces.
    cards::CardFaces faces(colourBlindDeck(), colourBlind_->isChecked());
    const int height = int(110 * cardScale(CardSize(size_->currentData().toInt())));
    const qreal dpr = devicePixelRatioF();
    const int width = int(height * faces.aspectRatio());
    QPixmap sheet(QSize(12 + 4 * (width + 8), height + 12) * dpr);
    sheet.setDevicePixelRatio(dpr);
    sheet.fill(felt_->currentData().value<QColor>());
    QPainter painter(&sheet);
    int x = 10;
    for (const char* token : {"RC", "GC", "YC", "WC"}) {
        painter.drawImage(QPoint(x, 6), faces.face(QLatin1String(token), height, dpr));
        x += width + 8;
    }
    painter.end();
    preview_->setPixmap(sheet);
}

int SettingsDialog::autoDeclineMs() const {
    return decline_->currentData().toInt();
}

void SettingsDialog::edit(QWidget* parent) {
    SettingsDialog dialog(parent);
    if (dialog.exec() == QDialog::Accepted) {
        saveAppearance(dialog.appearance());
        settings::setAutoDeclineMs(dialog.autoDeclineMs());
    }
}

} // namespace paiju::gui
