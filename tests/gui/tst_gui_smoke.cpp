#include "main_window.h"

#include <QApplication>
#include <QFrame>
#include <QLabel>
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
};

QTEST_MAIN(TestGuiSmoke)
#include "tst_gui_smoke.moc"
