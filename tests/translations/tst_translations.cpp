// The translations are complete, current and in the right script: a .ts file with an unfinished
// or obsolete entry, or without a string the sources use, fails here.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

namespace {

struct Entry {
    QString source;
    QString translation; // for plural entries, the forms run together
    QString type;        // "unfinished", "obsolete", "vanished" or empty
    bool plural = false;
};

QList<Entry> readTs(const QString& path) {
    QList<Entry> entries;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return entries;
    QXmlStreamReader xml(&file);
    Entry current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("message")) {
            current = Entry{};
            current.plural = xml.attributes().value("numerus") == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            current.type = xml.attributes().value("type").toString();
            current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            entries.append(current);
        }
    }
    return entries;
}

const QString tsDir = QStringLiteral(PAIJU_SOURCE_DIR "/translations");

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void everyEntryIsTranslated_data() {
        QTest::addColumn<QString>("file");
        for (const QString& file : QDir(tsDir).entryList({"paiju_*.ts"}))
            QTest::newRow(qPrintable(file)) << tsDir + "/" + file;
    }

    void everyEntryIsTranslated() {
        QFETCH(QString, file);
        const auto entries = readTs(file);
        QVERIFY(!entries.isEmpty());
        // English is the source language: its file exists for the plural forms alone.
        const bool english = file.endsWith(QLatin1String("_en.ts"));
        QVERIFY(!english || std::any_of(entries.begin(), entries.end(),
                                        [](const Entry& e) { return e.plural; }));
        for (const Entry& e : entries) {
            if (english && !e.plural)
                continue;
            QVERIFY2(e.type.isEmpty(), qPrintable(e.type + ": " + e.source));
            QVERIFY2(!e.translation.trimmed().isEmpty(), qPrintable(e.source));
        }
    }

    // lupdate run over the sources into a copy of each file must find nothing new.
    void noSourceStringIsMissing_data() { everyEntryIsTranslated_data(); }
    void noSourceStringIsMissing() {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QFileInfo(file).fileName());
        QVERIFY(QFile::copy(file, copy));
        QProcess lupdate;
        lupdate.start(QStringLiteral(PAIJU_LUPDATE),
                      {"-no-obsolete", "-locations", "none",
                       QStringLiteral(PAIJU_SOURCE_DIR "/app"), "-ts", copy});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        const bool english = file.endsWith(QLatin1String("_en.ts"));
        for (const Entry& e : readTs(copy))
            QVERIFY2(e.type.isEmpty() || (english && !e.plural),
                     qPrintable("not translated: " + e.source));
        QCOMPARE(readTs(copy).size(), readTs(file).size());
    }

    // Every game's rules exist in the three languages, the traditional ones in traditional script.
    void rulesInEveryLanguage() {
        const QString simplifiedOnly = QString::fromUtf8("规则设说戏关于帮统传庄梦发张门对");
        for (const char* game : {"fourcolor", "hakka", "tichu", "zipai"})
            for (const char* lang : {"en", "zh_CN", "zh_TW"}) {
                QFile file(QStringLiteral(PAIJU_SOURCE_DIR "/assets/rules/%1.%2.html")
                               .arg(QLatin1String(game), QLatin1String(lang)));
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
                const QString text = QString::fromUtf8(file.readAll());
                QVERIFY2(text.contains(QLatin1String("<h2>")) && text.size() > 600,
                         qPrintable(file.fileName()));
                if (QLatin1String(lang) == QLatin1String("zh_TW"))
                    for (const QChar c : simplifiedOnly)
                        QVERIFY2(!text.contains(c), qPrintable(file.fileName() + ": " + c));
            }
    }

    // Traditional Chinese is its own text, not the simplified one copied.
    void traditionalUsesTraditionalCharacters() {
        const QString simplifiedOnly = QString::fromUtf8(
            "规则设说戏关于帮统传庄梦发张门对号这们时间计总选单录从给将还开没让请输赢过进连钟听认"
            "讯网络线");
        for (const Entry& e : readTs(tsDir + "/paiju_zh_TW.ts"))
            for (const QChar c : simplifiedOnly)
                QVERIFY2(!e.translation.contains(c), qPrintable(e.translation));
    }
};

QTEST_APPLESS_MAIN(TestTranslations)
#include "tst_translations.moc"
