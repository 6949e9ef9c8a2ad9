// Runs a fuzz target over every file of a corpus directory (builds without libFuzzer).
#include <QDir>
#include <QFile>
#include <QTextStream>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char* argv[]) {
    if (argc != 2) {
        QTextStream(stderr) << "usage: " << argv[0] << " CORPUS_DIR\n";
        return 2;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    const auto files = dir.entryList(QDir::Files);
    if (files.isEmpty()) {
        QTextStream(stderr) << "no corpus in " << dir.path() << "\n";
        return 1;
    }
    for (const QString& name : files) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            return 1;
        const QByteArray bytes = file.readAll();
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                               std::size_t(bytes.size()));
    }
    QTextStream(stdout) << files.size() << " inputs run\n";
    return 0;
}
