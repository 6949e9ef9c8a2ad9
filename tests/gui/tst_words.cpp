// Every word the table says, in every language: action labels, log sentences, the table's lines and
// the table options, gathered from whole hands of every game played by bots.
#include "client/table_client.h"
#include "core/autoplay.h"
#include "core/match_ledger.h"
#include "core/refusal.h"
#include "core/rng.h"
#include "dialogs/create_table_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/rules.h"
#include "games/tichu/tichu_module.h"
#include "hand_clicks.h"
#include "io/registry.h"
#include "lobby/lobby_window.h"
#include "main_window.h"
#include "support/online_windows.h"
#include "table/local_table.h"
#include "table/online_table.h"
#include "table/open_table.h"
#include "table/replay_table.h"
#include "table/table_window.h"
#include "text/card_names.h"
#include "text/game_terms.h"
#include "text/language.h"
#include "text/server_words.h"
#include "text/view_text.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTimer>
#include <functional>

using namespace paiju;
using namespace paiju::gui;

namespace {

// Latin words that may stay in Chinese text: proper names (the games Tichu and Goofspiel, the
// app) and the name of the encryption the lobby offers.
const QStringList allowed = {QStringLiteral("Tichu"), QStringLiteral("Goofspiel"),
                             QStringLiteral("Paiju"), QStringLiteral("TLS"), QStringLiteral("OK")};

// Characters only simplified Chinese writes (their traditional forms differ).
const QString simplifiedOnly = QString::fromUtf8(
    "红绿黄贯线云将帅车马过扫开龙凤剑愿结张对给领时机许胜弃权赢梦们这个为发传单见说话认让谁长"
    "门"
    "间队页顶顺须风飞鸟龟贰叁陆与样吗点钱没从选择问题数种给输赢轮连锁继续显设语简库乐实际体后");

// What is wrong with one visible text in `language`, or nothing.
QString fault(const QString& text, const QString& language, const Deck& deck) {
    static const QRegularExpression latin(QStringLiteral("[A-Za-z]{2,}"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z0-9=-]+"));
    if (language != QLatin1String("en")) {
        for (auto it = latin.globalMatch(text); it.hasNext();)
            if (const QString w = it.next().captured(); !allowed.contains(w))
                return QStringLiteral("Latin word '%1'").arg(w);
        if (language == QLatin1String("zh_TW"))
            for (const QChar c : text)
                if (simplifiedOnly.contains(c))
                    return QStringLiteral("simplified character '%1'").arg(c);
        return {};
    }
    // Not "hu": Hakka and four-color count points in hu (胡) in English too.
    static const QStringList notation = {"nogrand",
                                         "nobomb",
                                         "chi",
                                         "peng",
                                         "sao",
                                         "guosao",
                                         "bi",
                                         "pung:",
                                         "saochuan",
                                         "kaizhao",
                                         "soldiers3",
                                         "soldiers4",
                                         "general-kong",
                                         "give",
                                         "right=",
                                         "partner=",
                                         "left=",
                                         "PH=",
                                         "xianggong",
                                         "five-tigers",
                                         "hand-end",
                                         "match-end",
                                         "exhaustive-draw",
                                         "wish-fulfilled",
                                         "no-winner"};
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured();
        if (deck.parseType(w.toStdString()) && w != QLatin1String("10"))
            return QStringLiteral("card token '%1'").arg(w);
        for (const QString& n : notation)
            if (w.compare(n, Qt::CaseSensitive) == 0 || (n.endsWith('=') && w.startsWith(n)))
                return QStringLiteral("notation word '%1'").arg(w);
    }
    return {};
}

// Every text a person can see in the app's visible windows now (not what they typed: line edits
// and editable lists hold names and host names).
QStringList visibleTexts() {
    QStringList texts;
    const auto plain = [](const QString& text) {
        return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText()
                                         : text;
    };
    for (QWidget* window : QApplication::topLevelWidgets()) {
        if (!window->isVisible())
            continue;
        texts << window->windowTitle();
        for (QWidget* w : window->findChildren<QWidget*>()) {
            if (!w->isVisibleTo(window))
                continue;
            texts << plain(w->toolTip()) << w->accessibleName() << w->accessibleDescription();
            if (auto* label = qobject_cast<QLabel*>(w))
                texts << plain(label->text());
            if (auto* combo = qobject_cast<QComboBox*>(w); combo && !combo->isEditable())
                for (int i = 0; i < combo->count(); ++i)
                    texts << combo->itemText(i);
            if (auto* button = qobject_cast<QAbstractButton*>(w))
                texts << button->text();
            if (auto* browser = qobject_cast<QTextBrowser*>(w))
                texts << browser->toPlainText();
            if (auto* list = qobject_cast<QListWidget*>(w))
                for (int i = 0; i < list->count(); ++i)
                    texts << list->item(i)->text();
            if (auto* sheet = qobject_cast<QTableWidget*>(w))
                for (int c = 0; c < sheet->columnCount(); ++c)
                    if (auto* item = sheet->horizontalHeaderItem(c))
                        texts << item->text();
            if (auto* view = qobject_cast<QGraphicsView*>(w); view && view->scene())
                for (QGraphicsItem* item : view->scene()->items()) {
                    if (auto* t = dynamic_cast<QGraphicsSimpleTextItem*>(item))
                        texts << t->text();
                    if (auto* t = dynamic_cast<QGraphicsTextItem*>(item))
                        texts << t->toPlainText();
                    texts << item->toolTip();
                }
        }
    }
    texts.removeAll(QString());
    return texts;
}

// The texts of every window while the modal dialog that `open` shows is up; the dialog is then
// closed as with Escape.
QStringList modalTexts(const std::function<void()>& open) {
    QStringList texts;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll.stop();
        texts = visibleTexts();
        dialog->reject();
    });
    poll.start();
    open();
    QElapsedTimer clock;
    clock.start();
    while (poll.isActive() && clock.elapsed() < 5000)
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    // A dialog came up (a failure is recorded otherwise).
    QTest::qVerify(!poll.isActive(), "a dialog came up", "", __FILE__, __LINE__);
    return texts;
}

// What is wrong with any of `texts` in `language`, or nothing.
QString faultIn(const QStringList& texts, const QString& language, const QString& where,
                const QString& game = QStringLiteral("tichu")) {
    for (const QString& text : texts)
        if (const QString why = fault(text, language, *findGame(game.toStdString())->deck);
            !why.isEmpty())
            return QStringLiteral("%1: %2 in \"%3\"").arg(where, why, text);
    return {};
}

} // namespace

class TestWords : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        // Settings of this run only: runs side by side (of several builds) do not share them.
        QCoreApplication::setApplicationName(
            QStringLiteral("tst_words-%1").arg(QCoreApplication::applicationPid()));
    }

    void cleanupTestCase() {
        QSettings settings;
        settings.clear();
        settings.sync();
        QFile::remove(settings.fileName());
    }

    // Each test reads only its own windows: those an earlier one left open (an online table
    // outlives its lobby) are closed.
    void init() {
        for (QWidget* window : QApplication::topLevelWidgets())
            if (window->isVisible())
                window->close();
    }

    // The notation shows in an action's tooltip only for a player who asked for it.
    void notationOnlyWhenAsked() {
        applyLanguage(QStringLiteral("en"));
        QSettings().setValue(QStringLiteral("showNotation"), false);
        QCOMPARE(actionToolTip("play 8j 8s", "Play a pair: 8 8"),
                 QStringLiteral("Play a pair: 8 8"));
        QSettings().setValue(QStringLiteral("showNotation"), true);
        QVERIFY(actionToolTip("play 8j 8s", "Play a pair: 8 8").endsWith("play 8j 8s"));
        QSettings().remove(QStringLiteral("showNotation"));
    }

    void tableWords_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        for (const char* game : {"fourcolor", "hakka", "tichu", "zipai"})
            for (const char* language : {"en", "zh_CN", "zh_TW"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(game, language)))
                    << QString::fromLatin1(game) << QString::fromLatin1(language);
    }

    // Each claim has one word in each language, wherever it is said: its button, the caption
    // on the felt, the name of its meld, the window's question and the log's sentence.
    void oneWordPerClaim_data() { tableOptions_data(); }
    void oneWordPerClaim() {
        QFETCH(QString, language);
        applyLanguage(language);
        const auto terms = [](const char* text) {
            return QCoreApplication::translate("paiju::gui::GameTerms", text);
        };
        const auto caption = [](const char* text) {
            return QCoreApplication::translate("paiju::gui::TablePresenter", text);
        };
        // A name alone, without a gloss in Chinese ("pong (碰)"), in lower case.
        const auto bare = [](QString text) {
            text.remove(QRegularExpression(QStringLiteral("\\s*\\(.*\\)$")));
            return text.trimmed().toLower();
        };
        struct Claim {
            const char* button;      // GameTerms, with the cards as %1
            QStringList names;       // the same word alone: captions and melds
            QStringList inSentences; // the word within: questions and the log
        };
        const QList<Claim> claims{
            {"Pung %1", {caption("Pung"), terms("pung")}, {terms("%1 pungs %2.")}},
            {"Kong %1", {caption("Kong"), terms("kong")}, {terms("%1 kongs %2.")}},
            {"Chow %1", {caption("Chow")}, {terms("%1 chows %2.")}},
            {"Pong %1",
             {caption("Pong (碰)"), terms("pong (碰)")},
             {terms("pong?"), terms("pongs"), terms("%1 pongs %2.")}},
            {"Chow %1",
             {caption("Chow (吃)"), terms("chow (吃)")},
             {terms("chow?"), terms("chows"), terms("%1 chows %2.")}},
        };
        for (const Claim& claim : claims) {
            const QString word = bare(terms(claim.button).arg(QString()));
            QVERIFY(!word.isEmpty());
            for (const QString& name : claim.names)
                QVERIFY2(bare(name) == word,
                         qPrintable(
                             QStringLiteral("%1 is '%2', not '%3'").arg(claim.button, name, word)));
            for (const QString& sentence : claim.inSentences)
                QVERIFY2(sentence.contains(word, Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("%1 is '%2', not in '%3'")
                                        .arg(claim.button, word, sentence)));
        }
        // The button the table makes says it so too.
        QVERIFY(bare(actionText(QStringLiteral("kong"), {QStringLiteral("fourcolor"), {}, 0, {}}))
                    .startsWith(bare(terms("Kong %1").arg(QString()))));
    }

    // A match of each game, seen from every seat after every action: each action label, log
    // sentence and table line reads in the language, with no notation in it.
    void tableWords() {
        QFETCH(QString, game);
        QFETCH(QString, language);
        applyLanguage(language);
        const GameInfo* info = findGame(game.toStdString());
        QVERIFY(info);
        const Deck& deck = *info->deck;
        // The players' names as they would write them.
        const QStringList names =
            language == QLatin1String("en")
                ? QStringList{"Ann", "Bob", "Cy", "Dee"}
                : QStringList{QString::fromUtf8("小明"), QString::fromUtf8("阿芳"),
                              QString::fromUtf8("美玲"), QString::fromUtf8("志強")};
        QSet<QString> seen;
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 1; ++seed) {
            QString error;
            const auto setup = makeSetup(*info, info->defaultSeats, {}, seed, &error);
            QVERIFY2(setup, qPrintable(error));
            auto state = info->create(*setup);
            const auto bot = info->basicBot();
            Rng rng(seed);
            for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
                for (int seat = 0; seat < state->seatCount(); ++seat) {
                    const QJsonObject obs = info->observe(*state, seat);
                    const TextContext context{game, names, seat, obs};
                    QStringList texts;
                    QStringList legal;
                    for (const std::string& a : state->legalActions(seat))
                        legal << QString::fromStdString(a);
                    if (obs.value("mayGive").toBool()) { // passing: one way to give, as offered
                        const QStringList hand = tokensIn(
                            obs.value("seats").toArray().at(seat).toObject().value("hand"));
                        legal << QStringLiteral("give right=%1 partner=%2 left=%3")
                                     .arg(hand.value(0), hand.value(1), hand.value(2));
                    }
                    for (const QString& a : legal) {
                        const QString label = actionText(a, context);
                        QVERIFY2(label != a, qPrintable(a));
                        texts << label << actionToolTip(a, label);
                    }
                    for (const QJsonValue& e : obs.value("log").toArray())
                        texts << eventLine(e.toObject(), game, names);
                    texts << tableLines(obs, game, names);
                    for (const QString& text : texts) {
                        if (seen.contains(text))
                            continue;
                        seen.insert(text);
                        ++checked;
                        const QString why = fault(text, language, deck);
                        QVERIFY2(why.isEmpty(),
                                 qPrintable(QStringLiteral("%1 in \"%2\"").arg(why, text)));
                    }
                }
                const auto awaited = state->awaiting();
                if (awaited.empty())
                    break;
                const int seat = awaited.front();
                QVERIFY(state->apply(seat, bot->choose(*state, seat, rng)).ok());
            }
        }
        QVERIFY(checked > 100);
    }

    // Every score line of whole matches of each game (and Goofspiel) is a known line: its key and
    // arguments give its English back byte for byte, and it reads in every language.
    void scoreLines() {
        for (const GameInfo& info : allGames()) {
            const QString game = QString::fromStdString(info.id);
            QSet<QString> keys;
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                QString error;
                const auto setup = makeSetup(info, info.defaultSeats, {}, seed, &error);
                QVERIFY2(setup, qPrintable(error));
                auto state = info.create(*setup);
                const auto bot = info.basicBot();
                std::vector<Bot*> bots(std::size_t(state->seatCount()), bot.get());
                Rng rng(seed);
                QVERIFY(autoplay(*state, bots, rng).error.empty());
                for (const HandResult& hand : state->ledger().history())
                    for (const std::string& line : hand.lines) {
                        const LedgerLine parsed = LedgerLine::parse(line);
                        QVERIFY2(!parsed.key.empty(), line.c_str());
                        QCOMPARE(parsed.text(), line);
                        keys.insert(QString::fromStdString(parsed.key));
                        for (const char* language : {"en", "zh_CN", "zh_TW"}) {
                            applyLanguage(QString::fromLatin1(language));
                            const QString text = ledgerText(line, {game, {}, -1, {}});
                            QVERIFY2(!text.contains(QLatin1String("seat ")), qPrintable(text));
                            const QString why =
                                fault(text, QString::fromLatin1(language), *info.deck);
                            QVERIFY2(why.isEmpty(),
                                     qPrintable(QStringLiteral("%1 in \"%2\"").arg(why, text)));
                        }
                    }
            }
            QVERIFY2(!keys.isEmpty(), qPrintable(game));
        }
    }

    // Every refusal the engines give in whole matches (other seats' actions, actions out of
    // turn, cards not held, junk) is a known refusal: its key and arguments give its English back
    // byte for byte, the English has no "a 8" or "1 cards", and it reads in every language with
    // the table's names.
    void refusals() {
        const QStringList junk = {"",           "pass",    "play",       "discard",
                                  "discard ZZ", "play ZZ", "play 2j 2j", "chow",
                                  "chow field", "chi",     "wish 1",     "give right=2j",
                                  "gift 7",     "bid A13", "tichu 3",    "discard S1 S2"};
        static const QRegularExpression badEnglish(
            QStringLiteral("\\ba [8A]\\b|\\b1 cards\\b|by (\\d) to \\1 seats"));
        for (const GameInfo& info : allGames()) {
            const QString game = QString::fromStdString(info.id);
            QSet<QString> reasons;
            QString error;
            const auto setup = makeSetup(info, info.defaultSeats, {}, 7, &error);
            QVERIFY2(setup, qPrintable(error));
            auto state = info.create(*setup);
            const auto bot = info.basicBot();
            Rng rng(7);
            for (int step = 0; step < 300 && !state->isTerminal(); ++step) {
                if (step % 3 == 0) {
                    QStringList tried = junk;
                    for (int s = 0; s < state->seatCount(); ++s)
                        for (const std::string& a : state->legalActions(s))
                            if (tried.size() < 60)
                                tried << QString::fromStdString(a);
                    for (int seat = -1; seat <= state->seatCount(); ++seat)
                        for (const QString& action : tried) {
                            auto copy = state->clone();
                            const ApplyResult result = copy->apply(seat, action.toStdString());
                            if (!result.ok())
                                reasons.insert(QString::fromStdString(result.error));
                        }
                }
                const auto awaited = state->awaiting();
                if (awaited.empty())
                    break;
                const int seat = awaited.front();
                QVERIFY(state->apply(seat, bot->choose(*state, seat, rng)).ok());
            }
            QVERIFY2(reasons.size() > 5, qPrintable(game));
            for (const QString& reason : std::as_const(reasons)) {
                const std::string english = reason.toStdString();
                const Refusal parsed = Refusal::parse(english);
                QVERIFY2(!parsed.key.empty(), qPrintable(game + ": " + reason));
                QCOMPARE(parsed.text(), english);
                QVERIFY2(!badEnglish.match(reason).hasMatch(), qPrintable(reason));
                if (!info.listed) // the reference game has no names for its cards in the app
                    continue;
                for (const char* language : {"en", "zh_CN", "zh_TW"}) {
                    applyLanguage(QString::fromLatin1(language));
                    const QStringList names =
                        language == QByteArray("en")
                            ? QStringList{"Ann", "Bob", "Cy", "Dee"}
                            : QStringList{QString::fromUtf8("小明"), QString::fromUtf8("阿芳"),
                                          QString::fromUtf8("美玲"), QString::fromUtf8("志強")};
                    const QString text = refusalText(english, {game, names, 0, {}});
                    QVERIFY2(!text.contains(QLatin1String("seat ")), qPrintable(text));
                    QVERIFY2(!badEnglish.match(text).hasMatch(), qPrintable(text));
                    const QString why = fault(text, QString::fromLatin1(language), *info.deck);
                    QVERIFY2(
                        why.isEmpty(),
                        qPrintable(QStringLiteral("%1 in \"%2\" (%3)").arg(why, text, reason)));
                }
            }
        }
    }

    // The English slips the engines made are gone where no scenario pins the sentence: "an 8",
    // "1 card", "played by 4 seats"; the app says each in words.
    void refusalGrammar() {
        const Refusal wish = Refusal::parse("the wish for 8 obliges seat 1 to play an 8 (or a "
                                            "bomb, when following)");
        QCOMPARE(wish.key, std::string("tichu.wish-an"));
        QCOMPARE(Refusal::parse("must beat X3 when able, else discard 1 card").key,
                 std::string("hakka.must-beat-one"));
        QString error;
        QVERIFY(!makeSetup(*findGame("tichu"), 3, {}, 1, &error));
        QCOMPARE(error, QStringLiteral("tichu is played by 4 seats, not 3"));
        QVERIFY(!makeSetup(*findGame("zipai"), 5, {}, 1, &error));
        QCOMPARE(error, QStringLiteral("zipai is played by 2 to 3 seats, not 5"));
        applyLanguage(QStringLiteral("en"));
        const TextContext hakka{"hakka", {"Ann", "Bob", "Cy", "Dee"}, 1, {}};
        QCOMPARE(refusalText("must beat X3 when able, else discard 1 card", hakka),
                 QStringLiteral("Beat 3 of 线 if you can; otherwise discard 1 card."));
        QCOMPARE(refusalText("must beat X3 X4 when able, else discard 2 cards", hakka),
                 QStringLiteral("Beat 3 of 线, 4 of 线 if you can; otherwise discard 2 cards."));
        QCOMPARE(refusalText("it is seat 2's turn, not seat 1's", hakka),
                 QStringLiteral("It is Cy's turn, not Bob's."));
        // zipai's melds from the hand take their own article ("an open four", not "a open").
        const TextContext zipai{"zipai", {"Ann", "Bob", "Cy"}, 0, {}};
        const auto made = [&](const char* type) {
            return eventSentence(QJsonObject{{"type", QString::fromLatin1(type)}, {"seat", 1}},
                                 zipai);
        };
        QCOMPARE(made("kaizhao"), QString::fromUtf8("Bob makes an open four (开招)."));
        QCOMPARE(made("guosao"), QString::fromUtf8("Bob makes an open sweep (过扫)."));
        QCOMPARE(made("sao"), QString::fromUtf8("Bob makes a sweep (扫)."));
        QCOMPARE(made("saochuan"), QString::fromUtf8("Bob makes a closed four (扫穿)."));
        // A saved record whose match refuses an action says which step and why, in words.
        QCOMPARE(refusalText("action 4 (seat 0, \"bid A4\") was refused: 'A4' is not in seat 0's "
                             "hand",
                             {"goofspiel", {"Ann", "Bob"}, -1, {}}),
                 QStringLiteral("Step 5 of the record, Ann's action “Bid A4”, is not allowed: Ann "
                                "does not hold A4."));
        applyLanguage(QStringLiteral("zh_TW"));
        const QString traditional =
            refusalText("the wish for 8 obliges seat 1 to play an 8 (or a bomb, when following)",
                        {"tichu", {QString::fromUtf8("小明"), QString::fromUtf8("阿芳")}, 1, {}});
        QVERIFY2(traditional.contains(QString::fromUtf8("阿芳")) &&
                     traditional.contains(QLatin1Char('8')),
                 qPrintable(traditional));
        QVERIFY(fault(traditional, QStringLiteral("zh_TW"), *findGame("tichu")->deck).isEmpty());
        // A server's engine refusal reads in the language too.
        const QString online = serverErrorText(
            "illegal-action", "it is seat 2's turn, not seat 1's",
            {"tichu",
             {QString::fromUtf8("小明"), QString::fromUtf8("阿芳"), QString::fromUtf8("美玲")},
             1,
             {}});
        QVERIFY2(online.contains(QString::fromUtf8("美玲")), qPrintable(online));
        // A server's refusal with a count no int holds is said, not thrown on.
        const QString huge = serverErrorText(
            "illegal-action", "must beat X3 when able, else discard 99999999999999999999 cards",
            {"hakka", {QString::fromUtf8("小明"), QString::fromUtf8("阿芳")}, 1, {}});
        QVERIFY2(huge.contains(QStringLiteral("99999999999999999999")), qPrintable(huge));
        QVERIFY(fault(online, QStringLiteral("zh_TW"), *findGame("tichu")->deck).isEmpty());
    }

    // Every table option of every game has a name and a one-line explanation in the language.
    void tableOptions_data() {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "zh_CN", "zh_TW"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void tableOptions() {
        QFETCH(QString, language);
        applyLanguage(language);
        for (const GameInfo& info : allGames()) {
            if (!info.listed)
                continue;
            const QString game = QString::fromStdString(info.id);
            for (const OptionSpec& spec : info.options) {
                if (spec.advanced)
                    continue; // not offered in the dialogs, so never named there
                const QString key = QString::fromStdString(spec.key);
                QStringList texts{optionName(game, key), optionTip(game, key)};
                QVERIFY2(texts[0] != key, qPrintable(key));
                QVERIFY2(!texts[1].isEmpty() && !texts[1].contains('\n'), qPrintable(key));
                for (const std::string& choice : spec.choices)
                    texts << choiceName(game, key, QString::fromStdString(choice));
                for (const QString& text : texts) {
                    const QString why = fault(text, language, *info.deck);
                    QVERIFY2(why.isEmpty(),
                             qPrintable(QStringLiteral("%1 in \"%2\"").arg(why, text)));
                }
            }
        }
    }

    // Every refusal a server may send (docs/protocol.md) reads in the UI language, whatever the
    // server's own English message says.
    void serverRefusals_data() { tableOptions_data(); }
    void serverRefusals() {
        QFETCH(QString, language);
        applyLanguage(language);
        const QStringList codes = {
            "bad-length",     "too-large",   "bad-json",       "slow-frame",     "unknown-type",
            "bad-field",      "hello-first", "hello-again",    "bad-version",    "bad-game",
            "bad-options",    "no-table",    "bad-seat",       "bad-level",      "seat-taken",
            "already-seated", "no-bot",      "wrong-password", "no-spectators",  "not-host",
            "started",        "seats-empty", "not-seated",     "illegal-action", "window-open",
            "bad-token",      "server-full", "rate-limit",     "idle",           "server-error"};
        QSet<QString> seen;
        for (const QString& code : codes) {
            const QString text = serverErrorText(code, QStringLiteral("seat 1 is not free"));
            QVERIFY2(!text.contains(QLatin1String("seat 1 is not free")), qPrintable(code));
            const QString why = fault(text, language, *findGame("tichu")->deck);
            QVERIFY2(why.isEmpty(),
                     qPrintable(QStringLiteral("%1: %2 in \"%3\"").arg(code, why, text)));
            seen.insert(text);
        }
        QCOMPARE(seen.size(), codes.size()); // each code says its own thing
        // A code this app does not know yet keeps the server's words.
        QVERIFY(serverErrorText("new-code", "details").contains(QLatin1String("details")));
    }

    // The table at one screen, as a person sees it mid-hand with cards selected, then at the end
    // of a hand with the score sheet: every visible text (labels, buttons, tooltips, the log,
    // the painted table's captions, window titles) reads in the language.
    void tableWindow_data() { tableWords_data(); }

    void tableWindow() {
        QFETCH(QString, game);
        QFETCH(QString, language);
        applyLanguage(language);
        const GameInfo* info = findGame(game.toStdString());
        const QString seats = game == QLatin1String("zipai") ? QStringLiteral("human,bot,bot")
                                                             : QStringLiteral("human,bot,bot,bot");
        QString error;
        auto widget = openTable(game, seats, 11, 0, &error);
        QVERIFY2(widget, qPrintable(error));
        auto* table = qobject_cast<TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        const auto check = [&](const QString& where) {
            for (const QString& text : visibleTexts()) {
                const QString why = fault(text, language, *info->deck);
                if (!why.isEmpty())
                    return QStringLiteral("%1: %2 in \"%3\"").arg(where, why, text);
            }
            return QString();
        };
        int acted = 0;
        bool selected = false;
        bool ended = false;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 60000 && !table->local()->session().state().isTerminal()) {
            QApplication::processEvents();
            if (table->local()->session().pausedAtHandEnd()) {
                QString why = check(QStringLiteral("end of hand"));
                QVERIFY2(why.isEmpty(), qPrintable(why));
                QTest::mouseClick(table->findChild<QPushButton*>(QStringLiteral("scores")),
                                  Qt::LeftButton);
                why = check(QStringLiteral("score sheet"));
                QVERIFY2(why.isEmpty(), qPrintable(why));
                ended = true;
                break;
            }
            const auto waiting = table->local()->session().state().awaiting();
            if (std::find(waiting.begin(), waiting.end(), 0) == waiting.end())
                continue;
            const auto legal = table->local()->session().state().legalActions(0);
            if (legal.empty())
                continue;
            // Prefer an action with cards, selected in the hand, so the bar offers its words.
            QString action = QString::fromStdString(legal.front());
            for (const std::string& a : legal)
                if (!table->local()->cardsOf(QString::fromStdString(a)).isEmpty())
                    action = QString::fromStdString(a);
            QStringList cards = table->local()->cardsOf(action);
            if (action.startsWith(QLatin1String("give ")))
                for (const QString& word : action.split(' ').mid(1))
                    cards << word.section('=', 1);
            test::clickCards(*table->hand(), cards);
            QApplication::processEvents();
            selected |= !cards.isEmpty();
            const QString why = check(QStringLiteral("mid-hand"));
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QVERIFY2(test::clickAction(table->actionButtons(), action), qPrintable(action));
            ++acted;
        }
        QVERIFY(acted > 0 && selected);
        QVERIFY(ended);
        QVERIFY(visibleTexts().size() > 20);
        // Closing a match that is not over asks whether to save it.
        table->local()->setKeepUnfinished(true);
        const QString why =
            faultIn(modalTexts([table] { table->close(); }), language, "close question", game);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    // The dialogs that make a table, for every game: option names, choices, tooltips, buttons.
    void tableDialogs_data() { tableOptions_data(); }

    void tableDialogs() {
        QFETCH(QString, language);
        applyLanguage(language);
        for (const char* id : {"fourcolor", "hakka", "tichu", "zipai"}) {
            const GameInfo* info = findGame(id);
            NewGameDialog local(QString::fromLatin1(id));
            CreateTableDialog online;
            local.show();
            online.show();
            if (auto* game = online.findChild<QComboBox*>(QStringLiteral("game")))
                game->setCurrentIndex(game->findData(QString::fromLatin1(id)));
            QApplication::processEvents();
            for (const QString& text : visibleTexts()) {
                const QString why = fault(text, language, *info->deck);
                QVERIFY2(why.isEmpty(),
                         qPrintable(QStringLiteral("%1: %2 in \"%3\"").arg(id, why, text)));
            }
        }
    }

    // A finished short match opens step by step: at every tenth step, from the rail and from a
    // seat, the replay window's texts read in the language.
    void replayWindow_data() { tableWords_data(); }

    void replayWindow() {
        QFETCH(QString, game);
        QFETCH(QString, language);
        applyLanguage(language);
        const GameInfo* info = findGame(game.toStdString());
        const std::map<std::string, std::string> shortMatch = {
            {"fourcolor", "hands"}, {"hakka", "rounds"}, {"tichu", "target"}, {"zipai", "hands"}};
        Replay replay;
        replay.game = info->id;
        replay.seed = 5;
        const std::string key = shortMatch.at(info->id);
        replay.options[key] = key == "target" ? "100" : "1";
        QString error;
        const auto setup =
            makeSetup(*info, info->defaultSeats, replay.options, replay.seed, &error);
        QVERIFY2(setup, qPrintable(error));
        auto state = info->create(*setup);
        const auto bot = info->basicBot();
        std::vector<Bot*> bots(std::size_t(state->seatCount()), bot.get());
        Rng rng(5);
        QVERIFY(autoplay(*state, bots, rng, 1'000'000, [&](int seat, const std::string& action) {
                    replay.actions.push_back({seat, action});
                }).error.empty());
        for (int s = 0; s < state->seatCount(); ++s)
            replay.seatNames << (language == QLatin1String("en")
                                     ? QStringLiteral("Player%1").arg(s + 1)
                                     : QString::fromUtf8("玩家") + QString::number(s + 1));
        auto window = openSavedTable(replay, 0, &error);
        QVERIFY2(window, qPrintable(error));
        QVERIFY(window->replay());
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto* slider = window->findChild<QSlider*>();
        auto* viewer = window->findChild<QComboBox*>(QStringLiteral("viewer"));
        QVERIFY(slider && viewer);
        for (int seat : {0, 1})
            for (int step = 0; step <= slider->maximum(); step += 10) {
                viewer->setCurrentIndex(seat);
                slider->setValue(step);
                QApplication::processEvents();
                for (const QString& text : visibleTexts()) {
                    const QString why = fault(text, language, *info->deck);
                    QVERIFY2(why.isEmpty(),
                             qPrintable(
                                 QStringLiteral("step %1: %2 in \"%3\"").arg(step).arg(why, text)));
                }
            }
    }

    // The start page, with its menus, and the lobby of online tables.
    void startPageAndLobby_data() { tableOptions_data(); }

    void startPageAndLobby() {
        QFETCH(QString, language);
        applyLanguage(language);
        MainWindow start;
        LobbyWindow lobby;
        start.show();
        lobby.show();
        QVERIFY(QTest::qWaitForWindowExposed(&start));
        QStringList texts = visibleTexts();
        for (const QMenu* menu : start.findChildren<QMenu*>()) {
            texts << menu->title();
            for (const QAction* action : menu->actions())
                texts << action->text() << action->toolTip();
        }
        for (const Language& l : languages()) // each language as its readers write it
            texts.removeAll(l.name);
        for (const QString& text : texts) {
            const QString why = fault(text, language, *findGame("tichu")->deck);
            QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("%1 in \"%2\"").arg(why, text)));
        }
    }

    // A table hosted from the lobby, seated with two bots, once the person is to act.
    void onlineTable_data() { tableOptions_data(); }

    void onlineTable() {
        QFETCH(QString, language);
        applyLanguage(language);
        for (QWidget* window : QApplication::topLevelWidgets()) // an earlier row's tables
            window->close();
        LobbyWindow lobby;
        lobby.windowMs = 0;
        lobby.nameEdit()->setText(language == QLatin1String("en") ? QStringLiteral("Ann")
                                                                  : QString::fromUtf8("小雅"));
        lobby.show();
        TableWindow* table = test::hostTable(lobby, QStringLiteral("fourcolor"), 3);
        QVERIFY(table);
        const auto seated = [table] {
            return table->online()->seatNames().size() -
                   table->online()->seatNames().count(QString());
        };
        // The lobby's own dialogs: create a table, choose a seat at the one listed, an invite.
        QTRY_VERIFY_WITH_TIMEOUT(lobby.tables()->rowCount() > 0, 60000);
        lobby.tables()->selectRow(0);
        for (const char* button : {"create", "join", "open-invite"}) {
            auto* b = lobby.findChild<QPushButton*>(QLatin1String(button));
            QVERIFY2(b, button);
            QStringList texts = modalTexts([b] { b->click(); });
            for (const QString& name : table->online()->seatNames())
                for (QString& text : texts)
                    if (!name.isEmpty())
                        text.replace(name, QStringLiteral("N"));
            const QString why = faultIn(texts, language, QLatin1String(button), "fourcolor");
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        lobby.addBot(table->online()->table()); // one at a time, each once the lobby has it
        QTRY_COMPARE_WITH_TIMEOUT(seated(), 2, 60000);
        lobby.addBot(table->online()->table());
        QTRY_VERIFY_WITH_TIMEOUT(table->online()->seatNames().size() == 3 &&
                                     !table->online()->seatNames().contains(QString()),
                                 60000);
        lobby.start(table->online()->table());
        QTRY_VERIFY_WITH_TIMEOUT(table->online()->view().awaited && table->log()->count() > 0,
                                 60000);
        QApplication::processEvents();
        // The bots are named in the language (the server names them in English); the names
        // people typed are theirs.
        QStringList texts = visibleTexts();
        QCOMPARE(table->online()->seatNames().at(1),
                 QCoreApplication::translate("paiju::gui::LobbyWindow", "Bot %1").arg(2));
        for (QString& text : texts)
            text.replace(lobby.nameEdit()->text(), QStringLiteral("N"));
        for (const QString& text : texts) {
            const QString why = fault(text, language, *findGame("fourcolor")->deck);
            QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("%1 in \"%2\"").arg(why, text)));
        }
    }

    // Every window and dialog the start page opens: New local game, Appearance and sound, About,
    // the rules of each game, and a saved game whose record its match refuses (the refusal in
    // words).
    void everyDialog_data() { tableOptions_data(); }

    void everyDialog() {
        QFETCH(QString, language);
        applyLanguage(language);
        MainWindow start;
        start.show();
        QVERIFY(QTest::qWaitForWindowExposed(&start));
        const auto action = [&](const QString& name) {
            QAction* found = nullptr;
            for (QMenu* menu : start.findChildren<QMenu*>())
                for (QAction* a : menu->actions())
                    if (a->objectName() == name || a->text() == name)
                        found = a;
            return found;
        };
        for (const QString& name :
             {QStringLiteral("new-game"), QStringLiteral("appearance"),
              QCoreApplication::translate("paiju::gui::MainWindow", "&About Paiju")}) {
            QAction* a = action(name);
            QVERIFY2(a, qPrintable(name));
            const QString why = faultIn(modalTexts([a] { a->trigger(); }), language, name);
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        for (const char* game : {"fourcolor", "hakka", "tichu", "zipai"}) {
            const auto before = QApplication::topLevelWidgets();
            showRules(QString::fromLatin1(game), &start);
            QApplication::processEvents();
            const QString why = faultIn(visibleTexts(), language, QStringLiteral("rules"),
                                        QString::fromLatin1(game));
            QVERIFY2(why.isEmpty(), qPrintable(why));
            for (QWidget* w : QApplication::topLevelWidgets())
                if (!before.contains(w) && w->isVisible())
                    w->close();
        }
        // A record whose second action the match refuses: the warning says why in words.
        Replay replay;
        replay.game = "tichu";
        replay.seed = 3;
        replay.seatNames = language == QLatin1String("en")
                               ? QStringList{"Ann", "Bob", "Cy", "Dee"}
                               : QStringList{QString::fromUtf8("小明"), QString::fromUtf8("阿芳"),
                                             QString::fromUtf8("美玲"), QString::fromUtf8("志強")};
        replay.actions = {{0, "nogrand"}, {0, "nogrand"}};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(replay.toJson()).toJson());
        file.close();
        QStringList texts = modalTexts([&] { start.openSavedGame(path); });
        const QString shown = texts.join('\n');
        QVERIFY2(shown.contains(replay.seatNames[0]), qPrintable(shown));
        for (QString& text : texts) // the file's place is the person's, not the app's words
            text.replace(path, QStringLiteral("F"));
        const QString why = faultIn(texts, language, QStringLiteral("refused record"));
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    // People at one screen: the curtain between them and the prompt of a claim window; then a
    // short match of bots to its end, with the match-end panel.
    void curtainAndMatchEnd_data() { tableWords_data(); }

    void curtainAndMatchEnd() {
        QFETCH(QString, game);
        QFETCH(QString, language);
        applyLanguage(language);
        const bool three = game == QLatin1String("zipai");
        {
            QString error;
            auto widget = openTable(game,
                                    three ? QStringLiteral("human,human,bot")
                                          : QStringLiteral("human,human,bot,bot"),
                                    5, 0, &error);
            QVERIFY2(widget, qPrintable(error));
            auto* table = qobject_cast<TableWindow*>(widget.get());
            QVERIFY(table && table->local());
            table->resize(1280, 800);
            table->show();
            QVERIFY(QTest::qWaitForWindowExposed(table));
            QTRY_VERIFY_WITH_TIMEOUT(table->local()->curtain()->isVisible(), 60000);
            const QString why = faultIn(visibleTexts(), language, QStringLiteral("curtain"), game);
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        if (game == QLatin1String("fourcolor") || game == QLatin1String("zipai")) {
            // A bot's discard opens a claim window: the prompt with a button per person.
            QString error;
            auto widget = openTable(game,
                                    three ? QStringLiteral("bot,human,human")
                                          : QStringLiteral("bot,human,human,bot"),
                                    5, 0, &error);
            QVERIFY2(widget, qPrintable(error));
            widget->resize(1280, 800);
            widget->show();
            QVERIFY(QTest::qWaitForWindowExposed(widget.get()));
            auto* prompt = widget->findChild<QFrame*>(QStringLiteral("claim-window"));
            QVERIFY(prompt);
            QTRY_VERIFY_WITH_TIMEOUT(prompt->isVisible(), 60000);
            const QString why = faultIn(visibleTexts(), language, QStringLiteral("prompt"), game);
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        const std::map<QString, std::pair<std::string, std::string>> shortMatch = {
            {"fourcolor", {"hands", "1"}},
            {"hakka", {"rounds", "1"}},
            {"tichu", {"target", "100"}},
            {"zipai", {"hands", "1"}}};
        TableRequest request;
        request.game = game;
        request.kinds =
            three ? QStringList{"bot", "bot", "bot"} : QStringList{"bot", "bot", "bot", "bot"};
        request.options = {shortMatch.at(game)};
        request.seed = 5;
        request.botDelayMs = 0;
        QString error;
        auto widget = openTable(request, &error);
        QVERIFY2(widget, qPrintable(error));
        auto* table = qobject_cast<TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QElapsedTimer clock;
        clock.start();
        while (!table->local()->session().state().isTerminal() && clock.elapsed() < 60000) {
            if (table->local()
                    ->session()
                    .pausedAtHandEnd()) // nobody here to go on to the next hand
                table->local()->session().resume();
            QApplication::processEvents(QEventLoop::AllEvents, 20);
        }
        QVERIFY(table->local()->session().state().isTerminal());
        QTest::qWait(50);
        const QString why = faultIn(visibleTexts(), language, QStringLiteral("match end"), game);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    // Qt's own buttons follow the language: its translations are loaded with the app's.
    void qtButtonsFollowTheLanguage() {
        const auto text = [](QDialogButtonBox::StandardButton which) {
            QDialogButtonBox buttons(which);
            return buttons.button(which)->text();
        };
        applyLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(text(QDialogButtonBox::Cancel), QString::fromUtf8("取消"));
        QCOMPARE(text(QDialogButtonBox::Close), QString::fromUtf8("关闭"));
        applyLanguage(QStringLiteral("zh_TW"));
        QCOMPARE(text(QDialogButtonBox::Close), QString::fromUtf8("關閉"));
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(text(QDialogButtonBox::Cancel), QStringLiteral("Cancel"));
    }

    // A Tichu bomb is what the engine reads as one: four of a rank, or a straight flush.
    void tichuBombsAreTheEnginesBombs() {
        const auto bomb = [](const char* cards) {
            return gui::isTichuBomb(QString::fromLatin1(cards).split(' '));
        };
        QVERIFY(bomb("7j 7s 7p 7t"));
        QVERIFY(bomb("9s Ts Js Qs Ks"));
        QVERIFY(bomb("2p 3p 4p 5p 6p 7p"));
        QVERIFY(!bomb("7j 7s 7p PH"));    // the Phoenix is in no bomb
        QVERIFY(!bomb("9s Ts Js Qs Kj")); // a straight of several suits
        QVERIFY(!bomb("2s 4s 6s 8s Ts")); // one suit, not in a row
        QVERIFY(!bomb("7j 7s 8p 8t"));    // pairs in a row
        QVERIFY(!bomb("7j 7s 7p"));       // three of a kind
        QVERIFY(!bomb("MJ 2s 3s 4s 5s")); // the Mah Jong is in no bomb
    }

    // A four-color claim in the log is read back by the engine: the claimant, what it did and the
    // meld it laid.
    void fourColorClaimsReadAsTheirMeld() {
        applyLanguage(QStringLiteral("en"));
        const QStringList names{"Ann", "Bob", "Cy", "Dee"};
        const auto line = [&](const char* text) {
            return eventLine(QJsonObject{{"type", "claim"}, {"seat", 1}, {"text", text}},
                             QStringLiteral("fourcolor"), names);
        };
        QCOMPARE(line("pung: GC GC GC"), QString::fromUtf8("Bob pungs green Chariot (車)."));
        QCOMPARE(line("kong: RK RK RK RK"), QString::fromUtf8("Bob kongs red General (帥)."));
        QCOMPARE(line("chow single: RK"), QString::fromUtf8("Bob chows red General (帥)."));
        QCOMPARE(line("chow soldiers3 GS YS: GS RS YS"),
                 QString::fromUtf8(
                     "Bob chows green Soldier (卒), red Soldier (兵), yellow Soldier (兵)."));
    }

    // A Tichu play is named by the engine's reading of its cards, each kind in its own words.
    void tichuPlaysAreNamedAsCombinations_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("words");
        const auto row = [](const char* action, const char* words) {
            QTest::newRow(action) << QString::fromUtf8(action) << QString::fromUtf8(words);
        };
        row("play 7j", "Play Jade 7");
        row("play DG", "Play Dog");
        row("play 9j 9s", "Play a pair: 9 9");
        row("play 9j PH PH=9", "Play a pair: 9 9 (the Phoenix as 9)");
        row("play Qj Qs Qp", "Play three of a kind: Q Q Q");
        row("play 3j 3s 3p 3t", "Play a bomb: 3 3 3 3");
        row("play 5j 5s 5p Kj PH PH=K", "Play a full house: 5 5 5 K K (the Phoenix as K)");
        row("play 2j 2s 2p Aj As", "Play a full house: 2 2 2 A A");
        row("play MJ 2s 3p 4t 5j", "Play a straight: 1–5");
        row("play 9s Ts Js Qs Ks", "Play a straight flush bomb: 9–K");
        row("play 9s Ts PH Qs Ks PH=J", "Play a straight: 9–K (the Phoenix as J)");
        row("play 6j 6s 7p 7t 8j 8s", "Play pairs in a row: 6 6 7 7 8 8");
        // Cards that make no combination are listed as they are.
        row("play 4j 9s", "Play Jade 4, Sword 9");
    }
    void tichuPlaysAreNamedAsCombinations() {
        QFETCH(QString, action);
        QFETCH(QString, words);
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(actionText(action, {"tichu", {}, -1, {}}), words);
    }

    // Cards are named as printed: a red General is 帥, a green one 將, in every language.
    void cardsFollowTheFaces() {
        applyLanguage(QStringLiteral("zh_TW"));
        QCOMPARE(cardName("fourcolor", "RK"), QString::fromUtf8("紅帥"));
        QCOMPARE(cardName("fourcolor", "GC"), QString::fromUtf8("綠車"));
        QCOMPARE(cardName("zipai", "B2"), QString::fromUtf8("貳"));
        QCOMPARE(cardName("hakka", "G7"), QString::fromUtf8("七貫"));
        applyLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(cardName("fourcolor", "WP"), QString::fromUtf8("白包"));
        QCOMPARE(cardName("hakka", "Y1"), QString::fromUtf8("云线"));
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(cardName("fourcolor", "RK"), QString::fromUtf8("red General (帥)"));
        QCOMPARE(cardName("fourcolor", "YE"), QString::fromUtf8("yellow Elephant (相)"));
        QCOMPARE(cardName("zipai", "S7"), QString::fromUtf8("small 7 (七)"));
        QCOMPARE(actionText("wish 8"), QStringLiteral("Wish for an 8"));
        QCOMPARE(actionText("play 8j 8s 8p 8t", {"tichu", {}, -1, {}}),
                 QStringLiteral("Play a bomb: 8 8 8 8"));
        QCOMPARE(actionText("play 2j 3s 4p 5t PH PH=6", {"tichu", {}, -1, {}}),
                 QStringLiteral("Play a straight: 2–6 (the Phoenix as 6)"));
        QCOMPARE(actionText("give right=2s partner=3j left=Ap",
                            {"tichu", {"Ann", "Bob", "Cy", "Dee"}, 3, {}}),
                 QStringLiteral("Give Sword 2 to Ann, Jade 3 to Bob, Pagoda A to Cy"));
    }
};

QTEST_MAIN(TestWords)
#include "tst_words.moc"
