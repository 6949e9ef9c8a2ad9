// Card faces: every card of every deck has a face, faces render with content at small and large
// sizes, no glyph depends on a font, and the cache renders each size once.
#include "cards/card_faces.h"
#include "core/deck.h"

#include <QFile>
#include <QGuiApplication>
#include <QTest>

using namespace paiju;

namespace {

const char* const decks[] = {"fourcolor", "hakka", "tichu", "zipai"};

// Share of pixels that differ clearly from the card's paper color: glyphs and pieces.
double inkShare(const QImage& image) {
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    // The paper is the most common opaque color.
    QHash<QRgb, int> histogram;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (qAlpha(img.pixel(x, y)) >= 200)
                ++histogram[img.pixel(x, y)];
    QRgb mode = 0;
    for (auto it = histogram.cbegin(); it != histogram.cend(); ++it)
        if (it.value() > histogram.value(mode))
            mode = it.key();
    const QColor paper = QColor::fromRgba(mode);
    int ink = 0, opaque = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.alpha() < 200)
                continue;
            ++opaque;
            if (std::abs(c.red() - paper.red()) + std::abs(c.green() - paper.green()) +
                    std::abs(c.blue() - paper.blue()) >
                120)
                ++ink;
        }
    return opaque ? double(ink) / opaque : 0.0;
}

} // namespace

class TestCardFaces : public QObject {
    Q_OBJECT
private slots:
    void everyCardHasAFace() {
        for (const char* id : decks) {
            cards::CardFaces faces(QString::fromLatin1(id));
            QVERIFY2(faces.isValid(), id);
            const Deck* deck = deckById(id);
            for (int t = 0; t < deck->typeCount(); ++t)
                QVERIFY2(faces.hasFace(QString::fromStdString(deck->typeToken(t))),
                         deck->typeToken(t).c_str());
            QVERIFY(!faces.back(64).isNull());
            QVERIFY(!faces.highlight(64).isNull());
            QVERIFY(!faces.hasFace(QStringLiteral("nonsense")));
        }
    }

    void facesRenderWithInk_data() {
        QTest::addColumn<int>("height");
        QTest::newRow("64 px") << 64;
        QTest::newRow("512 px") << 512;
    }

    void facesRenderWithInk() {
        QFETCH(int, height);
        for (const char* id : decks) {
            cards::CardFaces faces(QString::fromLatin1(id));
            const Deck* deck = deckById(id);
            for (int t = 0; t < deck->typeCount(); ++t) {
                const QString token = QString::fromStdString(deck->typeToken(t));
                const QImage image = faces.face(token, height);
                QCOMPARE(image.height(), height);
                const double share = inkShare(image);
                QVERIFY2(share > 0.03 && share < 0.8,
                         qPrintable(QString("%1 %2: ink %3").arg(id, token).arg(share)));
            }
        }
    }

    void noGlyphNeedsAFont() {
        for (const char* id :
             {"fourcolor", "fourcolor-colourblind", "hakka", "hakka-zh_TW", "tichu", "zipai"}) {
            QFile file(QStringLiteral(":/cards/%1.svg").arg(QLatin1String(id)));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray svg = file.readAll();
            QVERIFY2(!svg.contains("<text"), id);
            QVERIFY2(!svg.contains("font-family"), id);
            QVERIFY2(!svg.contains("<filter"), id);
        }
        // This test program runs with fontconfig pointed at no fonts at all (tests/CMakeLists.txt),
        // so the faces above rendered without any font.
        QVERIFY(qEnvironmentVariableIsSet("FONTCONFIG_FILE"));
    }

    void cacheRendersEachSizeOnce() {
        cards::CardFaces faces(QStringLiteral("tichu"));
        const QImage first = faces.face(QStringLiteral("DR"), 120);
        QCOMPARE(faces.renders(), 1);
        const QImage again = faces.face(QStringLiteral("DR"), 120);
        QCOMPARE(faces.renders(), 1);
        QCOMPARE(again, first);
        const QImage sharp = faces.face(QStringLiteral("DR"), 120, 2.0);
        QCOMPARE(faces.renders(), 2);
        QCOMPARE(sharp.height(), 240);
        QCOMPARE(sharp.devicePixelRatio(), 2.0);
        QCOMPARE(faces.cacheSize(), 2);
    }

    // Under a red-green colour-blindness the red, green and yellow cards look nearly alike: the
    // colour-blind faces add a shape, so every face of those colours differs from its plain face
    // (white keeps its face), and each colour's shape differs from the others'.
    void colourBlindFacesDifferInEveryColour() {
        cards::CardFaces plain(QStringLiteral("fourcolor"), false);
        cards::CardFaces marked(QStringLiteral("fourcolor"), true);
        QVERIFY(!plain.colourBlind());
        QVERIFY(marked.colourBlind());
        QCOMPARE(marked.aspectRatio(), plain.aspectRatio());
        const Deck* deck = deckById("fourcolor");
        for (int t = 0; t < deck->typeCount(); ++t) {
            const QString token = QString::fromStdString(deck->typeToken(t));
            const QImage a = plain.face(token, 140);
            const QImage b = marked.face(token, 140);
            QVERIFY(!b.isNull());
            if (token.startsWith(QLatin1Char('W')))
                QCOMPARE(b, a);
            else
                QVERIFY2(b != a, qPrintable(token));
        }
        // Same rank, different colours: the marks differ in shape, not only in colour. Compared in
        // grey, the middle band of the red, green and yellow soldiers are all different.
        auto band = [&](const QString& token) {
            return marked.face(token, 140)
                .copy(QRect(0, 45, 40, 50))
                .convertToFormat(QImage::Format_Grayscale8);
        };
        QVERIFY(band(QStringLiteral("RS")) != band(QStringLiteral("GS")));
        QVERIFY(band(QStringLiteral("GS")) != band(QStringLiteral("YS")));
        QVERIFY(band(QStringLiteral("RS")) != band(QStringLiteral("YS")));
        // Decks without colour-blind faces draw their one set either way.
        QVERIFY(!cards::CardFaces(QStringLiteral("tichu"), true).colourBlind());
    }

    void facesFollowTheAppWideChoice() {
        cards::CardFaces faces(QStringLiteral("fourcolor"));
        const QImage plain = faces.face(QStringLiteral("RK"), 100);
        QVERIFY(!faces.colourBlind());
        cards::setColourBlindFaces(true);
        const QImage marked = faces.face(QStringLiteral("RK"), 100);
        cards::setColourBlindFaces(false);
        QVERIFY(marked != plain);
        QCOMPARE(faces.face(QStringLiteral("RK"), 100), plain);
    }

    // Hakka suits are printed in the reader's script: 贯/线/云 in simplified characters, 貫/線/雲
    // for 繁體中文. The faces name their glyphs by code point, so the file tells which is drawn.
    void hakkaFacesInTraditionalCharacters() {
        const auto glyphsOf = [](const char* file) {
            QFile svg(QStringLiteral(":/cards/%1.svg").arg(QLatin1String(file)));
            return svg.open(QIODevice::ReadOnly) ? QString::fromUtf8(svg.readAll()) : QString();
        };
        const auto uses = [](const QString& svg, QChar c) {
            return svg.contains(QStringLiteral("#g%1").arg(c.unicode(), 4, 16, QLatin1Char('0')));
        };
        const QString simplified = glyphsOf("hakka");
        const QString traditional = glyphsOf("hakka-zh_TW");
        QVERIFY(!simplified.isEmpty() && !traditional.isEmpty());
        for (const char16_t c : {u'贯', u'线', u'云'}) {
            QVERIFY(uses(simplified, QChar(c)));
            QVERIFY2(!uses(traditional, QChar(c)), qPrintable(QString(QChar(c))));
        }
        for (const char16_t c : {u'貫', u'線', u'雲'}) {
            QVERIFY2(uses(traditional, QChar(c)), qPrintable(QString(QChar(c))));
            QVERIFY(!uses(simplified, QChar(c)));
        }
        QCOMPARE(cards::deckResource(QStringLiteral("hakka"), false, QStringLiteral("zh_TW")),
                 QStringLiteral(":/cards/hakka-zh_TW.svg"));
        QCOMPARE(cards::deckResource(QStringLiteral("hakka"), false, QStringLiteral("zh_CN")),
                 QStringLiteral(":/cards/hakka.svg"));
        // Decks printed alike in both scripts keep their one set of faces.
        QCOMPARE(cards::deckResource(QStringLiteral("zipai"), false, QStringLiteral("zh_TW")),
                 QStringLiteral(":/cards/zipai.svg"));

        // Faces drawn follow the language: the suits written differently change, the others not.
        cards::CardFaces faces(QStringLiteral("hakka"));
        const QImage g7 = faces.face(QStringLiteral("G7"), 120);
        const QImage s7 = faces.face(QStringLiteral("S7"), 120);
        const QImage x7 = faces.face(QStringLiteral("X7"), 120);
        const QImage y1 = faces.face(QStringLiteral("Y1"), 120);
        cards::setFaceLanguage(QStringLiteral("zh_TW"));
        QVERIFY(faces.face(QStringLiteral("G7"), 120) != g7);
        QVERIFY(faces.face(QStringLiteral("X7"), 120) != x7);
        QVERIFY(faces.face(QStringLiteral("Y1"), 120) != y1);
        QCOMPARE(faces.face(QStringLiteral("S7"), 120), s7);
        cards::setFaceLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(faces.face(QStringLiteral("G7"), 120), g7);
        cards::setFaceLanguage(QString());
    }

    void fourColorCardsAreLongAndNarrow() {
        cards::CardFaces faces(QStringLiteral("fourcolor"));
        QVERIFY(faces.aspectRatio() > 0.25 && faces.aspectRatio() < 0.32); // about 1 : 3.5
    }
};

QTEST_MAIN(TestCardFaces)
#include "tst_card_faces.moc"
