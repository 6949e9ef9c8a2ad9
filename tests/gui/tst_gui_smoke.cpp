#include "main_window.h"

#include <QApplication>
#include <QFrame>
#include <QLabel>
#include <QPushButton>
#include <QTest>

class TestGuiSmoke : public QObject {
    Q_OBJECT
private slots:
    void startPageShowsTheFourGames() {
        paiju::gui::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList names;
        for (const QLabel* label : window.findChildren<QLabel*>())
            names << label->text();
        for (const char* name : {"四色牌", "客家牌", "Tichu", "河池字牌"})
            QVERIFY2(names.contains(QString::fromUtf8(name)), name);
        const QImage image = window.grab().toImage();
        QCOMPARE(image.size(), QSize(1280, 800));
    }

    // Each game's button sits the player down at a table of that game against bots.
    void eachGameOpensATable() {
        paiju::gui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const char* id : {"fourcolor", "hakka", "tichu", "zipai"}) {
            auto* play = window.findChild<QPushButton*>(QStringLiteral("play-") + id);
            QVERIFY2(play && play->isEnabled(), id);
            const auto before = QApplication::topLevelWidgets().size();
            QTest::mouseClick(play, Qt::LeftButton);
            QWidget* table = nullptr;
            for (QWidget* w : QApplication::topLevelWidgets())
                if (w->inherits("paiju::gui::TableWindow") && w->isVisible())
                    table = w;
            QVERIFY2(table, id);
            QCOMPARE(QApplication::topLevelWidgets().size(), before + 1);
            QVERIFY(QTest::qWaitForWindowExposed(table));
            table->close(); // deletes itself
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
    }
};

QTEST_MAIN(TestGuiSmoke)
#include "tst_gui_smoke.moc"
