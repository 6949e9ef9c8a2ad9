// The seat panel every table window shows, on the offscreen platform: every legal claim is
// offered in one click without selecting cards, showing the cards it uses; the declining answer
// keeps its place on the left; Tichu's passing is done by placing a card on each seat; and a
// person alone at the screen is declined for when a claim window's countdown ends, but can still
// claim before it does.
#include "core/rng.h"
#include "dialogs/settings_dialog.h"
#include "games/catalog.h"
#include "games/game_module.h"
#include "hand_clicks.h"
#include "io/registry.h"
#include "session/table_session.h"
#include "settings/app_settings.h"
#include "table/action_keys.h"
#include "table/hand_widget.h"
#include "table/local_table.h"
#include "table/open_table.h"
#include "table/seat_panel.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/view_text.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTest>
#include <functional>
#include <optional>

using namespace paiju;

namespace {

Replay newMatch(const std::string& game, int seats, std::uint64_t seed) {
    Replay r;
    r.game = game;
    for (int s = 0; s < seats; ++s)
        r.seatNames << QStringLiteral("Seat %1").arg(s + 1);
    r.seed = seed;
    return r;
}

QList<QPushButton*> shown(const QList<QPushButton*>& buttons) {
    QList<QPushButton*> out;
    for (QPushButton* b : buttons)
        if (!b->property("gone").toBool())
            out << b;
    return out;
}

// Shows the panel at the smallest window size the app supports; false when it never showed.
bool showSmall(gui::SeatPanel& panel) {
    panel.resize(1024, 640);
    panel.show();
    return QTest::qWaitForWindowExposed(&panel);
}

// The seat's view of the state as a table gives it when the seat is asked: its observation and
// the actions it is shown.
session::SeatView askedView(const GameInfo& info, const GameState& state, int seat,
                            quint64 version) {
    session::SeatView view;
    view.seat = seat;
    view.observation = info.observe(state, seat);
    for (const auto& a : state.shownActions(seat))
        view.legal << QString::fromStdString(a);
    view.awaited = true;
    view.version = version;
    return view;
}

// The actions the bar offers now, a menu's choices included.
QStringList offered(const QList<QPushButton*>& buttons) {
    QStringList out;
    for (QPushButton* b : shown(buttons)) {
        out << b->property("action").toString();
        out << b->property("choices").toStringList();
    }
    out.removeAll(QString());
    return out;
}

// A claim on the card in play, a Tichu bomb, or a Hakka call or declaration: what a player takes
// in one click.
bool isClaim(const QString& action, const session::SeatView& view, const Deck& deck) {
    static const QStringList verbs{"chi", "peng", "pung",    "kong",  "chow",
                                   "hu",  "call", "declare", "nobomb"};
    return verbs.contains(action.section(' ', 0, 0)) || gui::takenInOneClick(action, view, deck);
}

// The first seat the person's window asks in a claim window: its legal list holds a claim and
// the declining answer.
bool askedToClaim(const session::SeatView& view, const Deck& deck) {
    if (!view.awaited || !(view.legal.contains("pass") || view.legal.contains("nobomb")))
        return false;
    return std::any_of(view.legal.begin(), view.legal.end(), [&](const QString& a) {
        return a != "pass" && a != "nobomb" && isClaim(a, view, deck);
    });
}

} // namespace

class TestSeatPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_seat_panel"));
        gui::settings::setAutoPass(false);
        gui::settings::setAutoDeclineMs(0); // each test sets its own countdown
    }

    // The log's rail counts what was added while it was out of sight: the log's lines and those
    // of a list a window put under it (the online chat); opening the drawer reads them all.
    void theRailCountsWhatWasNotRead() {
        const GameInfo* info = findGame("tichu");
        QVERIFY(info);
        gui::SeatPanel panel(*info);
        auto* chat = new QListWidget;
        panel.side()->addWidget(chat);
        panel.resize(1280, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.unreadLog(), 0);
        panel.showLog(QJsonArray{QJsonObject{{"type", "deal"}, {"text", "1"}},
                                 QJsonObject{{"type", "pass"}, {"seat", 1}}});
        QCOMPARE(panel.unreadLog(), 2);
        chat->addItem(QStringLiteral("Bob: hello"));
        QCOMPARE(panel.unreadLog(), 3);
        QVERIFY(!chat->isVisible());
        panel.toggleLog();
        QVERIFY(chat->isVisible() && panel.log()->isVisible());
        QCOMPARE(panel.unreadLog(), 0);
        chat->addItem(QStringLiteral("Bob: still here?")); // read as it comes
        QCOMPARE(panel.unreadLog(), 0);
        panel.toggleLog();
        panel.showLog(QJsonArray{QJsonObject{{"type", "deal"}, {"text", "1"}},
                                 QJsonObject{{"type", "pass"}, {"seat", 1}},
                                 QJsonObject{{"type", "pass"}, {"seat", 2}}});
        QCOMPARE(panel.unreadLog(), 1);
        // The next hand's log starts again: all of its lines are new.
        panel.showLog(QJsonArray{QJsonObject{{"type", "deal"}, {"text", "2"}}});
        QCOMPARE(panel.unreadLog(), 1);
    }

    // A line of the log longer than its column wraps: the whole of it is shown, on as many rows
    // as it needs, never cut short ("turned up for Bo…").
    void logLinesWrapAndAreNeverCut_data() {
        QTest::addColumn<QSize>("window");
        QTest::newRow("drawer") << QSize(1024, 640);
        QTest::newRow("column") << QSize(1920, 1080);
    }
    void logLinesWrapAndAreNeverCut() {
        QFETCH(QSize, window);
        const GameInfo* info = findGame("fourcolor");
        QVERIFY(info);
        gui::SeatPanel panel(*info);
        panel.resize(window);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        if (!panel.log()->isVisible())
            panel.toggleLog();
        QListWidget* log = panel.log();
        QVERIFY(log->isVisible());
        const QString line = QStringLiteral(
            "A red General is turned up for Bob; nobody wants it, and it goes to the river");
        log->addItem(QStringLiteral("Alice discards a white horse"));
        log->addItem(line);
        QApplication::processEvents();
        const QRect rect = log->visualItemRect(log->item(1));
        const int room = log->viewport()->width();
        QVERIFY2(log->fontMetrics().horizontalAdvance(line) > room,
                 qPrintable(QStringLiteral("the column is %1 px wide").arg(room)));
        // All of the text's rows lie within the item, and the item within the column.
        const QRect needed = log->fontMetrics().boundingRect(QRect(0, 0, rect.width() - 8, 10000),
                                                             Qt::TextWordWrap, line);
        QVERIFY2(rect.height() >= needed.height(),
                 qPrintable(QStringLiteral("%1 px high for %2 px of text, %3 px wide")
                                .arg(rect.height())
                                .arg(needed.height())
                                .arg(rect.width())));
        QVERIFY(rect.right() <= room);
        QVERIFY(rect.height() > log->visualItemRect(log->item(0)).height());
        // Narrower still, it takes more rows.
        const int before = rect.height();
        log->setFixedWidth(log->width() * 2 / 3);
        QApplication::processEvents();
        QVERIFY(log->visualItemRect(log->item(1)).height() > before);
    }

    // Seeded matches played by random legal actions: whenever a seat may claim, the panel shown
    // that seat's view offers every claim with nothing selected, each with the faces of the cards
    // it uses, and puts the declining answer first.
    void claimsAreOfferedWithoutSelecting_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("fourcolor") << "fourcolor" << 4;
        QTest::newRow("hakka") << "hakka" << 4;
        QTest::newRow("tichu") << "tichu" << 4;
        QTest::newRow("zipai") << "zipai" << 3;
    }
    void claimsAreOfferedWithoutSelecting() {
        QFETCH(QString, game);
        QFETCH(int, seats);
        const GameInfo* info = findGame(game.toStdString());
        QVERIFY(info);
        gui::SeatPanel panel(*info);
        panel.resize(1024, 640);
        panel.show();
        int checked = 0;
        int withCards = 0;
        QSet<QString> verbs;
        int mostClaims = 0;
        for (std::uint64_t seed = 1; seed <= 3 && checked < 60; ++seed) {
            QString error;
            auto session =
                session::TableSession::create(newMatch(game.toStdString(), seats, seed), &error);
            QVERIFY2(session, qPrintable(error));
            Rng rng(seed);
            for (int step = 0; step < 1500 && !session->isOver(); ++step) {
                for (int seat = 0; seat < seats; ++seat) {
                    const session::SeatView view = session->viewFor(seat);
                    QStringList claims;
                    for (const QString& a : view.legal)
                        if (isClaim(a, view, *info->deck))
                            claims << a;
                    if (claims.isEmpty())
                        continue;
                    panel.hand()->clearSelection();
                    panel.display(view, session->record().seatNames, seat);
                    QVERIFY(panel.hand()->selectedCards().isEmpty());
                    const QStringList bar = offered(panel.actionButtons());
                    for (const QString& claim : claims) {
                        QVERIFY2(bar.contains(claim),
                                 qPrintable(game + ": " + claim + " not in " + bar.join(" | ")));
                        verbs.insert(claim.section(' ', 0, 0));
                    }
                    const QList<QPushButton*> buttons = shown(panel.actionButtons());
                    for (QPushButton* b : buttons) {
                        const QString action = b->property("action").toString();
                        if (!gui::cardsOf(action, *info->deck).isEmpty() ||
                            action.startsWith("chow") || action == "pung" || action == "kong" ||
                            action == "peng") {
                            // A claim that uses cards shows them (four-color's and zipai's,
                            // from the card in play).
                            QVERIFY2(!b->icon().isNull(), qPrintable(game + ": " + action));
                            ++withCards;
                            // ... and, where a claim lays a meld of value, says what it is worth.
                            if (action != "hu" && (game == "fourcolor" || game == "zipai"))
                                QVERIFY2(!b->property("value").toString().isEmpty(),
                                         qPrintable(game + ": " + action));
                        }
                    }
                    // However many there are, they stay inside the panel's 1024×640.
                    panel.layout()->activate();
                    QApplication::processEvents();
                    QCOMPARE(panel.size(), QSize(1024, 640));
                    // Buttons past the bar's two rows scroll: the bar is in the panel, and
                    // each button as wide as the bar at most.
                    auto* scroll = panel.findChild<QScrollArea*>(QStringLiteral("action-scroll"));
                    QVERIFY(scroll);
                    QVERIFY(panel.rect().contains(
                        QRect(scroll->mapTo(&panel, QPoint(0, 0)), scroll->size())));
                    for (QPushButton* b : buttons) {
                        QRect r(b->mapTo(scroll->viewport(), QPoint(0, 0)), b->size());
                        QVERIFY(r.left() >= 0 && r.right() < scroll->viewport()->width());
                        r = QRect(b->mapTo(&panel, QPoint(0, 0)), b->size());
                        if (r.bottom() >= scroll->mapTo(&panel, QPoint(0, scroll->height())).y())
                            continue; // scrolled below
                        QVERIFY2(panel.rect().contains(r),
                                 qPrintable(QStringLiteral("%1: %2 claims, %3 at %4,%5 %6x%7")
                                                .arg(game)
                                                .arg(claims.size())
                                                .arg(b->text())
                                                .arg(r.x())
                                                .arg(r.y())
                                                .arg(r.width())
                                                .arg(r.height())));
                    }
                    mostClaims = std::max(mostClaims, int(claims.size()));
                    const bool declines =
                        view.legal.contains("pass") || view.legal.contains("nobomb");
                    if (declines)
                        QVERIFY(buttons.front()->property("pass").toBool());
                    ++checked;
                }
                const auto waiting = session->state().awaiting();
                if (waiting.empty())
                    break;
                const int seat = waiting[rng.below(std::uint32_t(waiting.size()))];
                const auto legal = session->state().legalActions(seat);
                const ApplyResult result = session->submit(
                    seat, QString::fromStdString(legal[rng.below(std::uint32_t(legal.size()))]));
                QVERIFY2(result.ok(), result.error.c_str());
                if (session->pausedAtHandEnd())
                    session->resume();
            }
        }
        QVERIFY2(checked > 0, qPrintable(game));
        qInfo() << game << "checked" << checked << "views, at most" << mostClaims << "claims";
        if (game == "zipai") {
            QVERIFY(verbs.contains("chi"));
            QVERIFY(withCards > 0);
        }
        if (game == "fourcolor") {
            QVERIFY(verbs.contains("pung") || verbs.contains("chow"));
            QVERIFY(withCards > 0);
        }
    }

    // A claim's button says what its meld is worth once laid, as the rules value it: four-color's
    // exposed hu (rules §6, a General kong worth more than another) and zipai's 油 (§10), a chow's
    // 比 groups counted with it. Games whose claims lay nothing of value say nothing.
    void claimButtonsSayWhatTheMeldIsWorth_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QStringList>("groups"); // the claim's faces, the card in play among them
        QTest::addColumn<QString>("value");
        using L = QStringList;
        QTest::newRow("pair") << "fourcolor"
                              << "chow pair" << L{"RC", "RC"} << "0 hu";
        QTest::newRow("single") << "fourcolor"
                                << "chow single" << L{"GK"} << "1 hu";
        QTest::newRow("field") << "fourcolor"
                               << "chow field" << L{"YC", "YH", "YP"} << "1 hu";
        QTest::newRow("command") << "fourcolor"
                                 << "chow command" << L{"WK", "WA", "WE"} << "2 hu";
        QTest::newRow("pung") << "fourcolor"
                              << "pung" << L{"RH", "RH", "RH"} << "1 hu";
        QTest::newRow("soldiers3") << "fourcolor"
                                   << "chow soldiers3 GS YS" << L{"RS", "GS", "YS"} << "3 hu";
        QTest::newRow("soldiers4") << "fourcolor"
                                   << "chow soldiers4" << L{"RS", "GS", "YS", "WS"} << "5 hu";
        QTest::newRow("kong") << "fourcolor"
                              << "kong" << L{"GP", "GP", "GP", "GP"} << "6 hu";
        QTest::newRow("general kong") << "fourcolor"
                                      << "kong" << L{"RK", "RK", "RK", "RK"} << "8 hu";
        QTest::newRow("small peng") << "zipai"
                                    << "peng" << L{"S5", "S5", "S5"} << "1 油";
        QTest::newRow("big peng") << "zipai"
                                  << "peng" << L{"B5", "B5", "B5"} << "3 油";
        QTest::newRow("plain chi") << "zipai"
                                   << "chi S4 S5" << L{"S3", "S4", "S5"} << "0 油";
        QTest::newRow("chi 123") << "zipai"
                                 << "chi S1 S3" << L{"S2", "S1", "S3"} << "3 油";
    }
    void claimButtonsSayWhatTheMeldIsWorth() {
        QFETCH(QString, game);
        QFETCH(QString, action);
        QFETCH(QStringList, groups);
        QFETCH(QString, value);
        const QStringList words = action.split(' ');
        const auto said = gui::gameModule(game).claimValue(words.front(), words, {groups});
        QVERIFY(said);
        QCOMPARE(*said, value); // the words of the source language
    }
    void aChowWithBiCountsEveryGroup() {
        // 吃 二七十 (big) with 比 二七十 (small): 6 油 and 3 油.
        const auto said = gui::gameModule("zipai").claimValue(
            "chi", {"chi", "B7", "B10", "bi", "S2", "S7", "S10"},
            {{"B2", "B7", "B10"}, {"S2", "S7", "S10"}});
        QVERIFY(said);
        QCOMPARE(*said, QStringLiteral("9 油"));
        QVERIFY(!gui::gameModule("tichu").claimValue("play", {"play", "R5"}, {{"R5"}}));
        QVERIFY(!gui::gameModule("fourcolor").claimValue("hu", {"hu"}, {}));
    }

    // A person who pressed a claim and saw another seat take the card is told why, until they
    // next answer or discard; a claim that was made, a pass or a window still open say nothing.
    void aClaimThatCameSecondIsExplained() {
        const auto event = [](const char* type, int seat, const char* text) {
            return QJsonObject{{"type", type}, {"seat", seat}, {"text", text}};
        };
        const gui::GameModule& module = gui::gameModule("fourcolor");
        QJsonArray log{event("discard", 0, "YH"), event("declare", 1, "chow field")};
        QVERIFY(!module.beatenClaim(log, 1)); // the window is open
        log.append(event("claim", 3, "chow pair: YH YH"));
        auto beaten = module.beatenClaim(log, 1);
        QVERIFY(beaten);
        QCOMPARE(beaten->action, QString("chow field"));
        QCOMPARE(beaten->by, 3);
        log.append(event("discard", 3, "RE"));
        log.append(event("draw", 1, "RP")); // turned up for the seat: still told
        QVERIFY(module.beatenClaim(log, 1));
        QVERIFY(!module.beatenClaim(log, 2)); // another seat made no claim
        log.append(event("declare", 1, "pass"));
        QVERIFY(!module.beatenClaim(log, 1)); // it answered since
        const QJsonArray made{event("discard", 0, "YH"), event("declare", 1, "chow field"),
                              event("claim", 1, "chow field: YC YH YP")};
        QVERIFY(!module.beatenClaim(made, 1));
        const QJsonArray passed{event("discard", 0, "YH"), event("declare", 1, "pass"),
                                event("claim", 3, "pung: YH YH YH")};
        QVERIFY(!module.beatenClaim(passed, 1));
        // The person's words, from the view.
        session::SeatView view;
        view.seat = 1;
        view.observation =
            QJsonObject{{"game", "fourcolor"},
                        {"log", QJsonArray{event("declare", 1, "hu"), event("hu", 2, "")}}};
        const QString said = gui::beatenClaimHint(view, {"Ann", "Ben", "Cai", "Dee"});
        QVERIFY2(said.contains("Cai") && said.contains("Win"), qPrintable(said));
        view.seat = 2;
        QVERIFY(gui::beatenClaimHint(view, {"Ann", "Ben", "Cai", "Dee"}).isEmpty());
    }

    // A Tichu or a Grand Tichu stakes 100 or 200 points: Enter never calls one. At the Grand
    // Tichu question Enter declines (the declining answer first, with P); at a lead with nothing
    // selected, where calling Tichu is the only button, Enter does nothing; nor is a call, or a
    // bomb offered with nothing selected, ever the gold button. Over seeded matches, at every
    // question of seat 0.
    void enterNeverCallsTichuNorBombs() {
        const GameInfo& info = *findGame("tichu");
        gui::SeatPanel panel(info);
        QVERIFY(showSmall(panel));
        QStringList chosen;
        connect(&panel, &gui::SeatPanel::chose, this,
                [&chosen](const QString& action) { chosen << action; });
        int grands = 0, leads = 0, bombs = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            QString error;
            const auto setup = makeSetup(info, 4, {}, seed, &error);
            QVERIFY2(setup, qPrintable(error));
            auto state = info.create(*setup);
            const auto bot = info.basicBot();
            Rng rng(seed);
            for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
                const auto legal = state->shownActions(0);
                const bool grand = std::count(legal.begin(), legal.end(), "grand") > 0;
                const bool tichu = std::count(legal.begin(), legal.end(), "tichu") > 0;
                if (state->awaiting().contains(0)) {
                    const session::SeatView view = askedView(info, *state, 0, quint64(step + 1));
                    panel.display(view, {"Ann", "Bob", "Cy", "Dee"}, 0);
                    panel.hand()->clearSelection();
                    panel.refreshActions();
                    const QList<QPushButton*> buttons = shown(panel.actionButtons());
                    for (QPushButton* b : buttons)
                        bombs += b->property("bomb").toBool();
                    for (QPushButton* b : buttons)
                        if (b->isDefault())
                            QVERIFY2(b->property("action") != "grand" &&
                                         b->property("action") != "tichu" &&
                                         !b->property("bomb").toBool(),
                                     qPrintable(b->property("action").toString()));
                    chosen.clear();
                    QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
                    gui::pressActionKey(&enter, panel.actionButtons());
                    if (grand) {
                        QCOMPARE(buttons.value(0)->property("action").toString(), "nogrand");
                        QVERIFY(buttons.value(0)->property("pass").toBool());
                        QCOMPARE(chosen, QStringList{"nogrand"});
                        ++grands;
                    } else if (offered(buttons) == QStringList{"tichu"}) {
                        QCOMPARE(chosen, QStringList{});
                        ++leads;
                    } else if (tichu) {
                        QVERIFY2(!chosen.contains("tichu"), qPrintable(chosen.join(',')));
                    }
                }
                const int seat = state->awaiting().front();
                QVERIFY(state->apply(seat, bot->choose(*state, seat, rng)).ok());
            }
        }
        QVERIFY(grands >= 6);
        QVERIFY2(leads > 0, qPrintable(QString::number(leads)));
        QVERIFY2(bombs > 0, qPrintable(QString::number(bombs))); // offered, never the default
    }

    // Tichu's places keep the whole row while the person passes: a window's note above the hand
    // (online, the turn's clock) gives way to them, as the hint does, and comes back after.
    void theNotesAboveTheHandGiveWayToThePlaces() {
        const GameInfo& info = *findGame("tichu");
        gui::SeatPanel panel(info);
        auto* note =
            new QLabel(QStringLiteral("Your turn: 59 s left, then a bot plays it for you."));
        panel.addAboveHand(note);
        QVERIFY(showSmall(panel));
        QString error;
        const auto setup = makeSetup(info, 4, {}, 2, &error);
        QVERIFY2(setup, qPrintable(error));
        auto state = info.create(*setup);
        for (int seat = 0; seat < 4; ++seat) // nobody calls Grand Tichu: on to the passing
            QVERIFY(state->apply(seat, "nogrand").ok());
        panel.display(askedView(info, *state, 0, 1), {"Ann", "Bob", "Cy", "Dee"}, 0);
        QTRY_VERIFY(panel.findChild<QWidget*>(QStringLiteral("passing"))->isVisible());
        QVERIFY(!note->isVisible());
        const QList<QPushButton*> places = panel.placeButtons();
        QCOMPARE(places.size(), 3);
        for (const QPushButton* place : places)
            QTRY_VERIFY2(place->height() >= place->sizeHint().height(),
                         qPrintable(QStringLiteral("%1 < %2")
                                        .arg(place->height())
                                        .arg(place->sizeHint().height())));
        // Once the cards are given, the note is back.
        session::SeatView after = askedView(info, *state, 0, 2);
        after.awaited = false;
        after.legal.clear();
        panel.display(after, {"Ann", "Bob", "Cy", "Dee"}, 0);
        QTRY_VERIFY(note->isVisible());
    }

    // At a lead, "Select cards to see what they can do." until cards are selected: then the bar
    // says what they can do, and the words would only stand beside it.
    void theLeadsHintGoesOnceCardsAreSelected() {
        const GameInfo& info = *findGame("hakka");
        gui::SeatPanel panel(info);
        QVERIFY(showSmall(panel));
        QString error;
        const auto setup = makeSetup(info, 4, {}, 3, &error);
        QVERIFY2(setup, qPrintable(error));
        auto state = info.create(*setup);
        const auto bot = info.basicBot();
        Rng rng(3);
        // On to the first lead.
        for (int step = 0; step < 50; ++step) {
            const auto legal = state->shownActions(state->awaiting().front());
            if (std::count(legal.begin(), legal.end(), "call") == 0 &&
                std::count(legal.begin(), legal.end(), "pass") == 0)
                break;
            const int seat = state->awaiting().front();
            QVERIFY(state->apply(seat, bot->choose(*state, seat, rng)).ok());
        }
        const session::SeatView view = askedView(info, *state, state->awaiting().front(), 1);
        panel.display(view, {"Ann", "Bob", "Cy", "Dee"}, view.seat);
        const auto* hint = panel.findChild<QLabel*>(QStringLiteral("hint"));
        QVERIFY(hint);
        QCOMPARE(hint->text(), QStringLiteral("Select cards to see what they can do."));
        panel.hand()->toggle(0);
        QTRY_COMPARE(hint->text(), QString());
        panel.hand()->clearSelection();
        QTRY_COMPARE(hint->text(), QStringLiteral("Select cards to see what they can do."));
    }

    // Hakka's bid stakes the hand as Tichu's calls do (a privileged caller who fails pays for
    // both losers): Enter passes at the bidding, and calling takes its own button.
    void enterPassesAtHakkasBidding() {
        const GameInfo& info = *findGame("hakka");
        gui::SeatPanel panel(info);
        QVERIFY(showSmall(panel));
        QStringList chosen;
        connect(&panel, &gui::SeatPanel::chose, this,
                [&chosen](const QString& action) { chosen << action; });
        int bids = 0;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            QString error;
            const auto setup = makeSetup(info, 4, {}, seed, &error);
            QVERIFY2(setup, qPrintable(error));
            auto state = info.create(*setup);
            const auto legal = state->shownActions(state->awaiting().front());
            if (std::count(legal.begin(), legal.end(), "call") == 0)
                continue;
            const session::SeatView view = askedView(info, *state, state->awaiting().front(), seed);
            panel.display(view, {"Ann", "Bob", "Cy", "Dee"}, view.seat);
            const QList<QPushButton*> buttons = shown(panel.actionButtons());
            QCOMPARE(offered(buttons), (QStringList{"pass", "call"}));
            QVERIFY(!buttons.value(1)->isDefault());
            chosen.clear();
            QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
            gui::pressActionKey(&enter, panel.actionButtons());
            QCOMPARE(chosen, QStringList{"pass"});
            ++bids;
        }
        QVERIFY(bids >= 6); // every deal opens with a bid
    }

    // Tichu's passing: a card clicked, then a seat (its place under the hand or its zone on the
    // table); one card to each of the three others, then one button gives them. The window keeps
    // its width and every control stays inside it.
    void tichuPassingByPlacingCards() {
        QString error;
        auto widget = gui::openTable("tichu", "human,bot,bot,bot", 5, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY2(table && table->local(), qPrintable(error));
        const QSize small(1024, 640);
        table->resize(small);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QTRY_VERIFY(table->local()->session().viewFor(0).awaited);
        QApplication::processEvents();
        QVERIFY(test::clickAction(table->actionButtons(), "nogrand"));
        QTRY_VERIFY(table->local()->session().viewFor(0).observation["mayGive"].toBool());
        QApplication::processEvents();
        gui::SeatPanel* panel = table->panel();
        const QList<QPushButton*> places = panel->placeButtons();
        QCOMPARE(places.size(), 3);
        for (QPushButton* p : places)
            QVERIFY(p->isVisible());
        const QStringList hand = table->hand()->cards();
        const QStringList three{hand[4], hand[1], hand[9]};
        // To the right by its place under the hand.
        QCOMPARE(test::clickCards(*table->hand(), {three[0]}), QString());
        QTest::mouseClick(places[0], Qt::LeftButton);
        // To the partner by a click on its seat.
        QCOMPARE(test::clickCards(*table->hand(), {three[1]}), QString());
        emit table->tableView()->seatClicked(2);
        // The first card again, now to the left: it moves there.
        QCOMPARE(test::clickCards(*table->hand(), {three[0]}), QString());
        QTest::mouseClick(places[2], Qt::LeftButton);
        QCOMPARE(panel->placed(), (QStringList{QString(), three[1], three[0]}));
        QVERIFY(!offered(table->actionButtons()).join(' ').contains("give "));
        QCOMPARE(test::clickCards(*table->hand(), {three[2]}), QString());
        QTest::mouseClick(places[0], Qt::LeftButton);
        QApplication::processEvents();
        const QString give =
            QStringLiteral("give right=%1 partner=%2 left=%3").arg(three[2], three[1], three[0]);
        QCOMPARE(table->size(), small);
        // The cards placed are dimmed in the hand, the others not.
        for (int i = 0; i < table->hand()->cards().size(); ++i)
            QCOMPARE(table->hand()->isDimmed(i), three.contains(table->hand()->cards()[i]));
        QVERIFY(offered(table->actionButtons()).contains(give));
        const QList<QPushButton*> buttons = shown(table->actionButtons());
        QPushButton* giveButton = test::buttonFor(buttons, give);
        QVERIFY(giveButton && giveButton->isDefault()); // Enter gives
        QVERIFY(!giveButton->icon().isNull());          // with the three faces
        const auto before = table->local()->session().record().actions.size();
        QVERIFY(test::clickAction(table->actionButtons(), give));
        QTRY_VERIFY(table->local()->session().record().actions.size() > before);
        QCOMPARE(QString::fromStdString(table->local()->session().record().actions[before].text),
                 give);
        QTRY_VERIFY(!table->local()->session().viewFor(0).observation["mayGive"].toBool());
        QApplication::processEvents();
        for (QPushButton* p : places)
            QVERIFY(!p->isVisible());
        QCOMPARE(table->size(), small);
    }

    // Against bots, a claim window that asks the person shows a countdown and declines for them
    // when it ends; with "wait for me" the table waits; and the person can still claim before the
    // countdown ends.
    void theCountdownDeclinesButTheyMayClaim_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::addColumn<bool>("claim");
        QTest::newRow("fourcolor declines") << "fourcolor"
                                            << "human,bot,bot,bot" << false;
        QTest::newRow("fourcolor claims") << "fourcolor"
                                          << "human,bot,bot,bot" << true;
        QTest::newRow("zipai declines") << "zipai"
                                        << "human,bot,bot" << false;
        QTest::newRow("zipai claims") << "zipai"
                                      << "human,bot,bot" << true;
    }
    void theCountdownDeclinesButTheyMayClaim() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QFETCH(bool, claim);
        const GameInfo* info = findGame(game.toStdString());
        QString error;
        auto widget = gui::openTable(game, seats, 3, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY2(table && table->local(), qPrintable(error));
        QCOMPARE(table->local()->autoDecline(), 0);
        table->resize(1024, 640);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        // The person plays their turns (the first legal action) until a window asks them.
        auto& session = table->local()->session();
        test::playFirstLegalUntil(session, 0, 2000, [&](const session::SeatView& view) {
            return askedToClaim(view, *info->deck);
        });
        QApplication::processEvents();
        const session::SeatView view = session.viewFor(0);
        QVERIFY(askedToClaim(view, *info->deck));
        // "Wait for me": no countdown, the table waits.
        QVERIFY(!table->local()->declineCountdown()->isVisible());
        const auto before = session.record().actions.size();
        QTest::qWait(50);
        QCOMPARE(session.record().actions.size(), before);
        // The countdown: claims are in the bar meanwhile.
        table->local()->setAutoDecline(claim ? 60000 : 400);
        QVERIFY(table->local()->declineCountdown()->isVisible());
        QVERIFY(!table->local()->declineCountdown()->text().isEmpty());
        QString taken = "pass";
        if (claim) {
            for (const QString& a : view.legal)
                if (a != "pass" && isClaim(a, view, *info->deck)) {
                    taken = a;
                    break;
                }
            QVERIFY(test::clickAction(table->actionButtons(), taken));
        }
        QTRY_VERIFY_WITH_TIMEOUT(session.record().actions.size() > before, 60000);
        QCOMPARE(session.record().actions[before].seat, 0);
        QCOMPARE(QString::fromStdString(session.record().actions[before].text), taken);
        QApplication::processEvents();
        if (!askedToClaim(session.viewFor(0), *info->deck))
            QVERIFY(!table->local()->declineCountdown()->isVisible());
    }

    // Tichu: a person alone against bots who could bomb before a trick is taken sees each bomb as
    // a button and a countdown; when it ends, "No bomb" is taken for them.
    void noBombIsTakenForAPersonWhoDoesNotBomb() {
        const GameInfo* info = findGame("tichu");
        // A match played at random until some seat may bomb at the end of a trick.
        std::optional<Replay> found;
        int bomber = -1;
        for (std::uint64_t seed = 1; seed <= 6 && !found; ++seed) {
            QString error;
            auto session = session::TableSession::create(newMatch("tichu", 4, seed), &error);
            QVERIFY2(session, qPrintable(error));
            Rng rng(seed);
            for (int step = 0; step < 3000 && !session->isOver() && !found; ++step) {
                for (int seat = 0; seat < 4 && !found; ++seat)
                    if (session->viewFor(seat).legal.contains("nobomb")) {
                        found = session->record();
                        bomber = seat;
                    }
                if (found)
                    break;
                const auto waiting = session->state().awaiting();
                const int seat = waiting[rng.below(std::uint32_t(waiting.size()))];
                const auto legal = session->state().legalActions(seat);
                session->submit(
                    seat, QString::fromStdString(legal[rng.below(std::uint32_t(legal.size()))]));
            }
        }
        QVERIFY(found);
        for (int s = 0; s < 4; ++s)
            found->players << (s == bomber ? "human" : "bot");
        QString error;
        auto widget = gui::openSavedTable(*found, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY2(table && table->local(), qPrintable(error));
        table->resize(1024, 640);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QApplication::processEvents();
        const session::SeatView view = table->local()->session().viewFor(bomber);
        QVERIFY(view.legal.contains("nobomb"));
        QVERIFY(askedToClaim(view, *info->deck));
        const QList<QPushButton*> buttons = shown(table->actionButtons());
        QVERIFY(buttons.front()->property("pass").toBool()); // No bomb, on the left
        bool bombShown = false;
        for (QPushButton* b : buttons)
            bombShown |= b->property("bomb").toBool() && !b->icon().isNull();
        QVERIFY(bombShown);
        const auto before = table->local()->session().record().actions.size();
        table->local()->setAutoDecline(300);
        QVERIFY(table->local()->declineCountdown()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(table->local()->session().record().actions.size() > before, 60000);
        QCOMPARE(table->local()->session().record().actions[before].seat, bomber);
        QCOMPARE(table->local()->session().record().actions[before].text, std::string("nobomb"));
    }
};

QTEST_MAIN(TestSeatPanel)
#include "tst_seat_panel.moc"
