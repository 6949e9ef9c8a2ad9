// The table played from the keyboard alone, and read by a screen reader: a whole hand of each
// game by key events only, and every card and action of the hand named in each UI language.
#include "hand_clicks.h"
#include "settings/app_settings.h"
#include "table/hand_widget.h"
#include "table/local_table.h"
#include "table/open_table.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/language.h"

#include <QAccessible>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QMap>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace paiju;

namespace {

// Where the keys go: the table's focus, which must stay in the hand.
void key(gui::TableWindow& table, Qt::Key k) {
    QWidget* target = table.focusWidget() ? table.focusWidget() : table.hand();
    QTest::keyClick(target, k);
}

// Moves the hand's keyboard focus to `index` with the arrows, and selects the card with Space.
void selectByKeys(gui::TableWindow& table, int index) {
    gui::HandWidget& hand = *table.hand();
    while (hand.cursor() < index)
        key(table, Qt::Key_Right);
    while (hand.cursor() > index)
        key(table, Qt::Key_Left);
    key(table, Qt::Key_Space);
}

} // namespace

class TestTableKeys : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_table_keys"));
        gui::settings::setAutoPass(false);
        gui::applyLanguage(QStringLiteral("en"));
    }

    void playAHandByKeys_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::addColumn<int>("seed");
        QTest::newRow("hakka") << "hakka"
                               << "human,bot,bot,bot" << 3;
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "bot,human,bot" << 17;
        QTest::newRow("tichu") << "tichu"
                               << "bot,bot,human,bot" << 17;
        QTest::newRow("zipai") << "zipai"
                               << "bot,human,bot" << 17;
    }

    void playAHandByKeys() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QFETCH(int, seed);
        QString error;
        auto widget = gui::openTable(game, seats, quint64(seed), 0, &error);
        QVERIFY2(widget, qPrintable(error));
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        auto& session = table->local()->session();
        const int me = int(seats.split(',').indexOf("human"));
        int acted = 0;
        int handsDone = 0;
        QElapsedTimer clock;
        clock.start();
        // A whole hand in which the person acted, then Next hand by Enter as well.
        while (clock.elapsed() < 60000 && !session.state().isTerminal()) {
            QApplication::processEvents();
            if (session.pausedAtHandEnd()) {
                // The result opens once the table has shown the hand's last moves.
                QTRY_VERIFY(table->findChild<QDialog*>(QStringLiteral("end-of-hand")) &&
                            table->findChild<QDialog*>(QStringLiteral("end-of-hand"))->isVisible());
                auto* result = table->findChild<QDialog*>(QStringLiteral("end-of-hand"));
                if (acted > 0)
                    ++handsDone;
                QTest::keyClick(result, Qt::Key_Return); // Next hand
                QVERIFY(!session.pausedAtHandEnd());
                if (handsDone > 0)
                    break;
                continue;
            }
            const auto waiting = session.state().awaiting();
            if (std::find(waiting.begin(), waiting.end(), me) == waiting.end() ||
                !table->hand()->isVisible())
                continue;
            // The focus stays in the hand while the buttons change.
            QCOMPARE(table->focusWidget(), static_cast<QWidget*>(table->hand()));
            const auto legal = session.state().legalActions(me);
            // The first legal action and the last in turn, so that every kind of key is used.
            const QString action = QString::fromStdString(acted % 2 ? legal.back() : legal.front());
            QStringList cards = table->local()->cardsOf(action);
            const bool give = action.startsWith(QLatin1String("give "));
            if (give)
                for (const QString& word : action.split(' ').mid(1))
                    cards << word.section('=', 1);
            key(*table, Qt::Key_Escape);
            QVERIFY(table->hand()->selectedCards().isEmpty());
            QList<int> used;
            for (const QString& card : cards) {
                int index = -1;
                for (int i = 0; i < table->hand()->cards().size() && index < 0; ++i)
                    if (table->hand()->cards()[i] == card && !used.contains(i))
                        index = i;
                QVERIFY2(index >= 0, qPrintable(card));
                used << index;
                selectByKeys(*table, index);
            }
            QApplication::processEvents();
            const auto before = session.record().actions.size();
            const QList<QPushButton*> buttons = test::liveButtons(*table);
            int at = -1;
            for (int i = 0; i < buttons.size(); ++i)
                if (buttons[i]->property("action").toString() == action ||
                    buttons[i]->property("choices").toStringList().contains(action))
                    at = i; // Tichu's wishes share one button, its menu the ranks
            if (give) {     // any order of the three cards will do: Enter takes the first
                key(*table, Qt::Key_Return);
            } else {
                QVERIFY2(at >= 0, qPrintable("no button for " + action));
                QVERIFY2(buttons[at]->toolTip().contains(QString::number(at + 1)),
                         qPrintable(buttons[at]->toolTip()));
                if (buttons[at]->property("pass").toBool()) {
                    key(*table, Qt::Key_P);
                    ++keysUsed_["P"];
                } else if (buttons[at]->isDefault()) {
                    key(*table, Qt::Key_Return);
                    ++keysUsed_["Enter"];
                } else {
                    key(*table, Qt::Key(Qt::Key_1 + at));
                    ++keysUsed_["digit"];
                }
                if (QAction* entry = test::menuEntryFor(buttons[at], action)) {
                    QTRY_VERIFY(buttons[at]->findChild<QMenu*>()->isVisible()); // the key opened it
                    entry->trigger();
                }
            }
            QVERIFY2(session.record().actions.size() > before, qPrintable(action));
            const auto& mine = session.record().actions[before];
            QCOMPARE(mine.seat, me);
            if (give)
                QVERIFY(QString::fromStdString(mine.text).startsWith("give "));
            else
                QCOMPARE(QString::fromStdString(mine.text), action);
            ++acted;
        }
        QVERIFY2(handsDone > 0 || session.state().isTerminal(),
                 qPrintable(QString("%1 actions by keys, no hand ended").arg(acted)));
        QVERIFY(acted > 0);
    }

    // Every card of the hand and every action is named for a screen reader, in each language.
    // Across the games, passing, the primary action and a numbered one were all taken by keys.
    void everyKindOfKeyWasUsed() {
        QVERIFY2(keysUsed_.value("P") > 0 && keysUsed_.value("Enter") > 0 &&
                     keysUsed_.value("digit") > 0,
                 qPrintable(QString("P %1, Enter %2, digits %3")
                                .arg(keysUsed_.value("P"))
                                .arg(keysUsed_.value("Enter"))
                                .arg(keysUsed_.value("digit"))));
    }

    void everyCardAndActionIsNamed_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_CN") << "zh_CN";
        QTest::newRow("zh_TW") << "zh_TW";
    }

    void everyCardAndActionIsNamed() {
        QFETCH(QString, language);
        gui::applyLanguage(language);
        QString error;
        auto widget = gui::openTable("fourcolor", "human,bot,bot", 4, 0, &error);
        QVERIFY2(widget, qPrintable(error));
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QTRY_VERIFY(!table->hand()->cards().isEmpty() && !test::liveButtons(*table).isEmpty());
        QAccessibleInterface* hand = QAccessible::queryAccessibleInterface(table->hand());
        QVERIFY(hand);
        QCOMPARE(hand->role(), QAccessible::List);
        QVERIFY(!hand->text(QAccessible::Name).isEmpty());
        QCOMPARE(hand->childCount(), table->hand()->cards().size());
        for (int i = 0; i < hand->childCount(); ++i) {
            QAccessibleInterface* card = hand->child(i);
            QVERIFY(card);
            QCOMPARE(card->parent(), hand);
            QCOMPARE(hand->indexOfChild(card), i);
            const QString name = card->text(QAccessible::Name);
            QVERIFY2(!name.isEmpty(), qPrintable(table->hand()->cards()[i]));
            QVERIFY(name != table->hand()->cards()[i]); // a name, not the notation
            QVERIFY(!card->text(QAccessible::Description).isEmpty());
            if (language != "en") // described in Chinese
                QVERIFY(card->text(QAccessible::Description).contains(QChar(0x5f35)) ||
                        card->text(QAccessible::Description).contains(QChar(0x5f20)));
            if (language != "en") // named in Chinese
                QVERIFY2(name.at(0).unicode() > 0x2e80, qPrintable(name));
        }
        // Selecting a card is told.
        table->hand()->toggle(0);
        QVERIFY(hand->child(0)->state().selected);
        table->hand()->toggle(0);
        // Every seat plate of the table too, with the table in lines as its description.
        QAccessibleInterface* view = QAccessible::queryAccessibleInterface(table->tableView());
        QVERIFY(view);
        QVERIFY(!view->text(QAccessible::Name).isEmpty());
        QVERIFY(!view->text(QAccessible::Description).isEmpty());
        QCOMPARE(view->childCount(), 3);
        for (int i = 0; i < view->childCount(); ++i) {
            const QString plate = view->child(i)->text(QAccessible::Name);
            QVERIFY(plate.contains(table->local()->session().record().seatNames.value(i)));
            QVERIFY(!view->child(i)->rect().isEmpty());
        }
        for (QPushButton* button : test::liveButtons(*table)) {
            QAccessibleInterface* action = QAccessible::queryAccessibleInterface(button);
            QVERIFY(action);
            QVERIFY2(!action->text(QAccessible::Name).isEmpty(),
                     qPrintable(button->property("action").toString()));
            QVERIFY(!action->text(QAccessible::Description).isEmpty()); // its keys
        }
        gui::applyLanguage(QStringLiteral("en"));
    }

private:
    QMap<QString, int> keysUsed_;
};

QTEST_MAIN(TestTableKeys)
#include "tst_table_keys.moc"
