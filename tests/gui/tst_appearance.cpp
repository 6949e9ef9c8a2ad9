// A table for every player: the Settings dialog and its presets (colour-blind, dark), the theme,
// felt and card size on an open table, the sound cues, the cards in the rules pages and the replay
// window's icons, on the offscreen platform and without an audio device.
#include "dialogs/appearance.h"
#include "dialogs/new_table.h"
#include "dialogs/rules.h"
#include "dialogs/settings_dialog.h"
#include "dialogs/sound_cues.h"
#include "io/registry.h"
#include "io/replay.h"
#include "table/hand_widget.h"
#include "table/open_table.h"
#include "table/replay_table.h"
#include "table/table_view.h"
#include "table/table_window.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QJsonArray>
#include <QPalette>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

using namespace paiju;
using gui::Cue;

namespace {

QJsonObject fourColorView() {
    Replay start;
    start.game = "fourcolor";
    start.seed = 5;
    start.seatNames = {"A", "B", "C", "D"};
    ReplayRun run = runReplay(start);
    if (!run.state)
        qFatal("fourcolor: %s", qPrintable(run.failure->message()));
    return findGame("fourcolor")->observe(*run.state, 0);
}

// The tallest card drawn on the table, in scene units.
qreal tallestCard(gui::TableView& view) {
    qreal tallest = 0;
    for (QGraphicsItem* item : view.scene()->items())
        if (auto* card = qgraphicsitem_cast<QGraphicsPixmapItem*>(item))
            tallest = std::max(tallest, card->boundingRect().height());
    return tallest;
}

QJsonObject logEvent(const QString& type, int seat, const QString& text = {}) {
    return {{"type", type}, {"seat", seat}, {"text", text}};
}

} // namespace

class TestAppearance : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void cleanup() { gui::applyAppearance({}); }

    void defaultsAreStandardWithSoundOff() {
        const gui::Appearance a = gui::currentAppearance();
        QCOMPARE(gui::presetOf(a), gui::Preset::Standard);
        QVERIFY(!a.sound);
        QVERIFY(!a.colourBlind);
        QCOMPARE(a.theme, gui::Theme::System);
    }

    // The colour-blind preset fills the fields; changing one makes it custom; OK keeps them.
    void settingsDialogPresets() {
        gui::SettingsDialog dialog;
        auto* preset = dialog.findChild<QComboBox*>(QStringLiteral("preset"));
        auto* colourBlind = dialog.findChild<QCheckBox*>(QStringLiteral("colour-blind"));
        auto* size = dialog.findChild<QComboBox*>(QStringLiteral("card-size"));
        auto* felt = dialog.findChild<QComboBox*>(QStringLiteral("felt"));
        QVERIFY(preset && colourBlind && size && felt);
        QCOMPARE(preset->currentData().toInt(), int(gui::Preset::Standard));
        QVERIFY(!colourBlind->isChecked());
        preset->setCurrentIndex(preset->findData(int(gui::Preset::ColourBlind)));
        emit preset->activated(preset->currentIndex());
        QVERIFY(colourBlind->isChecked());
        QCOMPARE(size->currentData().toInt(), int(gui::CardSize::Large));
        QCOMPARE(dialog.appearance(), gui::presetAppearance(gui::Preset::ColourBlind));
        felt->setCurrentIndex(felt->count() - 1);
        QCOMPARE(preset->currentData().toInt(), int(gui::Preset::Custom));
        dialog.choosePreset(gui::Preset::ColourBlind);
        QCOMPARE(preset->currentData().toInt(), int(gui::Preset::ColourBlind));

        gui::saveAppearance(dialog.appearance());
        QSettings settings;
        QCOMPARE(settings.value("appearance/colourBlind").toBool(), true);
        QCOMPARE(settings.value("appearance/cardSize").toString(), QStringLiteral("large"));
        QCOMPARE(settings.value("sound/on").toBool(), false);
        QCOMPARE(gui::currentAppearance(), gui::presetAppearance(gui::Preset::ColourBlind));
        gui::saveAppearance({});
    }

    // Settings → Appearance and sound: OK keeps what is chosen, Cancel nothing.
    void theDialogKeepsWithOk() {
        auto answer = [](bool ok) {
            QTimer::singleShot(0, [ok] {
                auto* dialog =
                    qobject_cast<gui::SettingsDialog*>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                dialog->findChild<QCheckBox*>(QStringLiteral("sound"))->setChecked(true);
                dialog->choosePreset(gui::Preset::Dark);
                ok ? dialog->accept() : dialog->reject();
            });
        };
        answer(false);
        gui::SettingsDialog::edit(nullptr);
        QCOMPARE(gui::currentAppearance(), gui::Appearance{});
        answer(true);
        gui::SettingsDialog::edit(nullptr);
        gui::Appearance dark = gui::presetAppearance(gui::Preset::Dark);
        dark.sound = true;
        QCOMPARE(gui::currentAppearance(), dark);
        QCOMPARE(QSettings().value("appearance/theme").toString(), QStringLiteral("dark"));
        QCOMPARE(QSettings().value("sound/on").toBool(), true);
        gui::saveAppearance({});
    }

    // An open table takes the felt, the card size and the colour-blind faces at once.
    void openTablesFollowTheSettings() {
        gui::TableView view(QStringLiteral("fourcolor"));
        gui::HandWidget hand(QStringLiteral("fourcolor"));
        view.setSoundCues(false);
        view.resize(960, 540);
        const QJsonObject obs = fourColorView();
        view.display(obs, {"A", "B", "C", "D"}, 0);
        hand.setCards({"RK", "GK", "YK", "WK"});
        hand.resize(hand.sizeHint());
        const QImage plainHand = hand.grab().toImage();
        const qreal normal = tallestCard(view);
        const int normalHand = hand.sizeHint().height();
        QCOMPARE(view.scene()->backgroundBrush().color(), gui::feltColour());

        gui::applyAppearance(gui::presetAppearance(gui::Preset::ColourBlind));
        QCOMPARE(view.scene()->backgroundBrush().color(), gui::feltChoices().at(1));
        QVERIFY(tallestCard(view) > normal * 1.1);
        QVERIFY(hand.sizeHint().height() > normalHand);
        hand.resize(QSize(hand.width(), normalHand)); // same size: only the faces differ
        QVERIFY(hand.grab().toImage() != plainHand);

        gui::Appearance small;
        small.cardSize = gui::CardSize::Small;
        gui::applyAppearance(small);
        QVERIFY(tallestCard(view) < normal);
        QVERIFY(hand.sizeHint().height() < normalHand);
    }

    // Small cards are plainly smaller than normal ones in the hand of an open table, at once,
    // and large ones plainly larger; the window keeps its size.
    void cardSizesDifferInAnOpenTable() {
        QString error;
        auto widget = gui::openTable(QStringLiteral("tichu"), QStringLiteral("human,bot,bot,bot"),
                                     3, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY2(table && table->local(), qPrintable(error));
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QTRY_VERIFY(!table->hand()->cards().isEmpty());
        const auto cardHeight = [table] {
            QApplication::processEvents();
            return table->hand()->cardRect(0).height();
        };
        const int normal = cardHeight();
        gui::Appearance a;
        a.cardSize = gui::CardSize::Small;
        gui::applyAppearance(a);
        const int small = cardHeight();
        a.cardSize = gui::CardSize::Large;
        gui::applyAppearance(a);
        const int large = cardHeight();
        qInfo() << "hand card height at 1280x800: small" << small << "normal" << normal << "large"
                << large;
        QVERIFY2(small <= normal * 0.8 && large >= normal * 1.2,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(small).arg(normal).arg(large)));
        QCOMPARE(table->size(), QSize(1280, 800));
    }

    // Dark turns the palette dark and the felt deeper; System gives the desktop's back.
    void darkThemeAndBack() {
        const QPalette system = QApplication::palette();
        const bool systemDark = gui::darkTheme();
        gui::applyAppearance(gui::presetAppearance(gui::Preset::Dark));
        QVERIFY(gui::darkTheme());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 180);
        QVERIFY(gui::feltColour().lightness() < gui::feltChoices().constFirst().lightness());
        gui::Appearance light;
        light.theme = gui::Theme::Light;
        gui::applyAppearance(light);
        QVERIFY(!gui::darkTheme());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
        gui::applyAppearance({});
        QCOMPARE(gui::darkTheme(), systemDark);
        QCOMPARE(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
    }

    void soundCuesFromTheLog() {
        QJsonObject before{{"game", "tichu"},
                           {"viewer", 0},
                           {"round", 1},
                           {"awaiting", QJsonArray{1}},
                           {"legal", QJsonArray{}},
                           {"log", QJsonArray{logEvent("deal", -1, "round 1")}}};
        QCOMPARE(gui::cueFor({}, before), Cue::None);
        QCOMPARE(gui::cueFor(before, before), Cue::None);
        auto after = [&](const QJsonObject& e) {
            QJsonObject next = before;
            QJsonArray log = before.value("log").toArray();
            log.append(e);
            next.insert("log", log);
            return next;
        };
        QCOMPARE(gui::cueFor(before, after(logEvent("play", 1, "7j"))), Cue::CardPlayed);
        QCOMPARE(gui::cueFor(before, after(logEvent("bomb", 1, "7j 7s 7p 7t"))), Cue::Bomb);
        QCOMPARE(gui::cueFor(before, after(logEvent("pass", 1, "pass"))), Cue::None);
        // Your turn: awaited with something to do, and not already before.
        QJsonObject mine = after(logEvent("play", 1, "7j"));
        mine.insert("awaiting", QJsonArray{0});
        mine.insert("legal", QJsonArray{"pass"});
        QCOMPARE(gui::cueFor(before, mine), Cue::YourTurn);
        QCOMPARE(gui::cueFor(mine, mine), Cue::None);
        // A new round: the last one was settled.
        QJsonObject next = before;
        next.insert("round", 2);
        QCOMPARE(gui::cueFor(before, next), Cue::Win);
        // Claims, and four-color's sealed declaration, which is no win.
        before.insert("game", "fourcolor");
        QCOMPARE(gui::cueFor(before, after(logEvent("claim", 2, "pung: YC YC YC"))), Cue::Claim);
        QCOMPARE(gui::cueFor(before, after(logEvent("declare", 0, "pass"))), Cue::None);
        QCOMPARE(gui::cueFor(before, after(logEvent("hu", 0, "single RK"))), Cue::Win);
        for (Cue cue : {Cue::CardPlayed, Cue::Claim, Cue::YourTurn, Cue::Bomb, Cue::Win})
            QVERIFY2(QFile::exists(QStringLiteral(":/sounds/%1.wav").arg(gui::cueName(cue))),
                     qPrintable(gui::cueName(cue)));
    }

    // With sound on, the effects play, or fail quietly where there is no audio device (as here).
    void soundWithoutAnAudioDevice() {
        gui::Appearance loud;
        loud.sound = true;
        gui::applyAppearance(loud);
        for (Cue cue : {Cue::CardPlayed, Cue::Claim, Cue::YourTurn, Cue::Bomb, Cue::Win})
            gui::playCue(cue);
        // Each WAV decodes (whether a device plays it or not).
        for (Cue cue : {Cue::CardPlayed, Cue::Claim, Cue::YourTurn, Cue::Bomb, Cue::Win}) {
            QSoundEffect effect;
            effect.setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(gui::cueName(cue))));
            QTRY_VERIFY_WITH_TIMEOUT(effect.status() != QSoundEffect::Loading &&
                                         effect.status() != QSoundEffect::Null,
                                     60000);
            QVERIFY2(effect.status() == QSoundEffect::Ready, qPrintable(gui::cueName(cue)));
        }
        gui::TableView view(QStringLiteral("fourcolor"));
        view.display(fourColorView(), {"A", "B", "C", "D"}, 0);
        QVERIFY(!view.scene()->items().isEmpty());
    }

    // Every card the rules pages show is a face of the game's deck, in every language.
    void rulesShowTheDecksFaces() {
        const QRegularExpression img(QStringLiteral("<img src=\"(card:[^\"]+)\""));
        for (const char* game : {"fourcolor", "hakka", "tichu", "zipai"})
            for (const char* lang : {"en", "zh_CN", "zh_TW"}) {
                const QString html = gui::rulesHtml(QLatin1String(game), QLatin1String(lang));
                int count = 0;
                for (const auto& m : img.globalMatch(html)) {
                    const QUrl url(m.captured(1));
                    QVERIFY2(url.path().startsWith(QLatin1String(game) + QLatin1Char('/')),
                             qPrintable(m.captured(1)));
                    const QImage face = gui::rulesCardImage(url, 60, 1.0);
                    QVERIFY2(!face.isNull(), qPrintable(m.captured(1)));
                    QCOMPARE(face.height(), 60);
                    ++count;
                }
                QVERIFY2(count >= 8, game);
            }
        QVERIFY(gui::rulesCardImage(QUrl("card:tichu/XX"), 60, 1.0).isNull());
        QVERIFY(gui::rulesCardImage(QUrl("https://example.org/a.png"), 60, 1.0).isNull());

        // The window loads them into its page.
        QWidget parent;
        gui::showRules(QStringLiteral("tichu"), &parent);
        auto* browser = parent.findChild<QTextBrowser*>();
        QVERIFY(browser);
        const QVariant dragon =
            browser->document()->resource(QTextDocument::ImageResource, QUrl("card:tichu/DR"));
        QVERIFY(!dragon.value<QImage>().isNull());
    }

    // The replay's buttons are icons from the style, not font glyphs, with tooltips.
    void replayButtonsAreIcons() {
        Replay start;
        start.game = "zipai";
        start.seed = 3;
        start.seatNames = {"A", "B", "C"};
        QString error;
        auto replay = gui::TableWindow::replayOf(start, &error);
        QVERIFY2(replay && replay->replay(), qPrintable(error));
        for (const char* name : {"first", "back", "forward", "last"}) {
            auto* button = replay->findChild<QPushButton*>(QLatin1String(name));
            QVERIFY2(button, name);
            QVERIFY2(button->text().isEmpty(), name);
            QVERIFY2(!button->icon().pixmap(16).isNull(), name);
            QVERIFY2(!button->toolTip().isEmpty(), name);
        }
    }
};

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
