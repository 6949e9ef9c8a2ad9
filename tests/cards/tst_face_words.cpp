// The faces the app draws agree with the words it says. After the language is switched as the app
// switches it, each deck draws its faces for that language, and no card name in the language holds
// a character whose other form the faces print (the log saying 剑 while the card shows 劍).
#include "cards/card_faces.h"
#include "cards/face_scripts.h"
#include "core/deck.h"
#include "text/card_names.h"
#include "text/language.h"

#include <QCoreApplication>
#include <QTest>

using namespace paiju;

class TestFaceWords : public QObject {
    Q_OBJECT
private slots:
    void facesAgreeWithTheWords_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("resources"); // fourcolor, hakka, tichu, zipai
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{"fourcolor", "hakka", "tichu", "zipai"};
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{"fourcolor", "hakka", "tichu-zh_CN", "zipai"};
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW")
                               << QStringList{"fourcolor", "hakka-zh_TW", "tichu", "zipai-zh_TW"};
    }

    void facesAgreeWithTheWords() {
        QFETCH(QString, language);
        QFETCH(QStringList, resources);
        gui::applyLanguage(language);
        // The words are the language's own: its translation is loaded.
        const QString dragon = QCoreApplication::translate("paiju::gui::CardNames", "Dragon");
        QCOMPARE(dragon == QLatin1String("Dragon"), language == QLatin1String("en"));
        const char* const decks[] = {"fourcolor", "hakka", "tichu", "zipai"};
        for (int d = 0; d < 4; ++d) {
            const QString deckId = QString::fromLatin1(decks[d]);
            const QString resource = QStringLiteral(":/cards/%1.svg").arg(resources[d]);
            QCOMPARE(cards::deckResource(deckId, false), resource);
            const QSet<QChar> printed = testing::faceCharacters(resource);
            QVERIFY2(!printed.isEmpty(), qPrintable(resource));
            const Deck* deck = deckById(decks[d]);
            for (int t = 0; t < deck->typeCount(); ++t) {
                const QString name =
                    gui::cardName(deckId, QString::fromStdString(deck->typeToken(t)));
                for (const QChar c : name)
                    QVERIFY2(!testing::scriptOf(c) || !printed.contains(testing::otherScript(c)),
                             qPrintable(QStringLiteral("%1 named %2, printed %3 in %4")
                                            .arg(QString::fromStdString(deck->typeToken(t)), name,
                                                 QString(testing::otherScript(c)), resource)));
            }
        }
    }

    void cleanupTestCase() { gui::applyLanguage(QStringLiteral("en")); }
};

QTEST_MAIN(TestFaceWords)
#include "tst_face_words.moc"
