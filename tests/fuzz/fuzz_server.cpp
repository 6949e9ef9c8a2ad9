// Sequences of client messages against a whole table server (server_driver.h). With PAIJU_FUZZ
// (clang) this is a libFuzzer target; otherwise it runs the checked-in corpus under CTest.
#include "server_driver.h"

#include <QCoreApplication>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static int argc = 1;
    static char name[] = "fuzz_server";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv); // the server's timers and deferred frees need one
    paiju::test::ServerDriver driver;
    if (!driver.run(data, size))
        __builtin_trap();
    return 0;
}
