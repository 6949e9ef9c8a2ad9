// Every message in random orders from several connections, one of which sits twice, reconnects
// and drops: the server must never crash, nor answer with a frame a client cannot read. Built with
// the debug-asan preset this is the sanitizer run; PAIJU_CHAOS_RUNS sets how many sequences.
#include "../fuzz/server_driver.h"
#include "core/rng.h"

#include <QTest>

class TestServerChaos : public QObject {
    Q_OBJECT
private slots:
    void randomMessageSequencesNeverBreakTheServer() {
        const int runs = qEnvironmentVariableIntValue("PAIJU_CHAOS_RUNS") > 0
                             ? qEnvironmentVariableIntValue("PAIJU_CHAOS_RUNS")
                             : 150;
        for (int run = 1; run <= runs; ++run) {
            paiju::Rng rng{std::uint64_t(run)};
            std::vector<std::uint8_t> bytes(600);
            for (auto& b : bytes)
                b = std::uint8_t(rng.below(256));
            paiju::test::ServerDriver driver;
            QVERIFY2(driver.run(bytes.data(), bytes.size()), qPrintable(QString::number(run)));
        }
    }
};

QTEST_GUILESS_MAIN(TestServerChaos)
#include "tst_server_chaos.moc"
