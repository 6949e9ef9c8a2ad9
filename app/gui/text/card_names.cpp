#include "text/card_names.h"

#include "core/deck.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace paiju::gui {

namespace {

struct Names {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::CardNames)
};

QString number(int n) { // 1..10 as written on the cards
    static const char* const digits[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "一"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "二"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "三"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "四"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "五"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "六"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "七"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "八"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "九"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "十")};
    return n >= 1 && n <= 10 ? Names::tr(digits[n - 1]) : QString::number(n);
}

// As printed on each colour's face (rules §1.2): red and yellow carry the red-side characters,
// green and white the black-side ones. English names the piece and shows the face.
QString fourColor(const QString& t) {
    static const char* const red[] = {"帥", "仕", "相", "俥", "傌", "炮", "兵"};
    static const char* const black[] = {"將", "士", "象", "車", "馬", "包", "卒"};
    static const char* const pieces[] = {
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "red General (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "red Advisor (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "red Elephant (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "red Chariot (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "red Horse (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "red Cannon (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "red Soldier (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "green General (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "green Advisor (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "green Elephant (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "green Chariot (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "green Horse (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "green Cannon (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "green Soldier (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "yellow General (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "yellow Advisor (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "yellow Elephant (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "yellow Chariot (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "yellow Horse (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "yellow Cannon (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "yellow Soldier (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "white General (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "white Advisor (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "white Elephant (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "white Chariot (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "white Horse (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "white Cannon (%1)"),
        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "white Soldier (%1)")};
    const qsizetype color = QStringLiteral("RGYW").indexOf(t[0]);
    const qsizetype piece = QStringLiteral("KAECHPS").indexOf(t[1]);
    const char* face = (color == 0 || color == 2 ? red : black)[piece];
    return Names::tr(pieces[color * 7 + piece]).arg(QString::fromUtf8(face));
}

} // namespace

QString fourColorSuitName(const QStringList& tokens) {
    static const char* const colors[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "red %1"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "green %1"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "yellow %1"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "white %1")};
    static const char* const ranks[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "General (%1)"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Advisor (%1)"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Elephant (%1)"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Chariot (%1)"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Horse (%1)"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Cannon (%1)"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Soldier (%1)")};
    static const char* const red[] = {"帥", "仕", "相", "俥", "傌", "炮", "兵"};
    static const char* const black[] = {"將", "士", "象", "車", "馬", "包", "卒"};
    if (tokens.isEmpty())
        return {};
    const qsizetype color = QStringLiteral("RGYW").indexOf(tokens.front().at(0));
    QStringList pieces;
    for (const QString& t : tokens) {
        const qsizetype piece = QStringLiteral("KAECHPS").indexOf(t.at(1));
        if (t.at(0) != tokens.front().at(0) || color < 0 || piece < 0)
            return {};
        pieces << Names::tr(ranks[piece])
                      .arg(QString::fromUtf8((color == 0 || color == 2 ? red : black)[piece]));
    }
    QString all = pieces.front();
    for (const QString& piece : pieces.mid(1))
        all = Names::tr("%1, %2", "pieces of one colour").arg(all, piece);
    return Names::tr(colors[color]).arg(all);
}

namespace {

QString hakka(const QString& t) {
    if (t == QLatin1String("Y1"))
        return Names::tr("云线");
    static const char* const suits[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "%1 of 十"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "%1 of 贯"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "%1 of 索"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "%1 of 线")};
    return Names::tr(suits[QStringLiteral("SGZX").indexOf(t[0])]).arg(number(t.mid(1).toInt()));
}

QString tichu(const QString& t) {
    if (t == QLatin1String("MJ"))
        return Names::tr("Mah Jong");
    if (t == QLatin1String("DG"))
        return Names::tr("Dog");
    if (t == QLatin1String("PH"))
        return Names::tr("Phoenix");
    if (t == QLatin1String("DR"))
        return Names::tr("Dragon");
    static const char* const suits[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Jade %1"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Sword %1"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Pagoda %1"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Star %1")};
    const QString rank = t[0] == QLatin1Char('T') ? QStringLiteral("10") : QString(t[0]);
    return Names::tr(suits[QStringLiteral("jspt").indexOf(t[1])]).arg(rank);
}

// Small cards 一…十 and big cards 壹…拾, as printed.
QString zipai(const QString& t) {
    static const char* const small[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九", "十"};
    static const char* const big[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "壹"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "贰"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "叁"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "肆"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "伍"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "陆"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "柒"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "捌"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "玖"),
                                      QT_TRANSLATE_NOOP("paiju::gui::CardNames", "拾")};
    const int n = t.mid(1).toInt();
    if (n < 1 || n > 10)
        return t;
    // The face is %1; English adds the number as %2, Chinese shows the face alone.
    QString name = t[0] == QLatin1Char('B')
                       ? Names::tr("big %2 (%1)").arg(Names::tr(big[n - 1]))
                       : Names::tr("small %2 (%1)").arg(QString::fromUtf8(small[n - 1]));
    return name.contains(QLatin1String("%2")) ? name.arg(n) : name;
}

} // namespace

QString cardName(const QString& deckId, const QString& token) {
    const Deck* deck = deckById(deckId.toStdString());
    if (!deck || !deck->parseType(token.toStdString()))
        return token;
    if (deckId == QLatin1String("fourcolor"))
        return fourColor(token);
    if (deckId == QLatin1String("hakka"))
        return hakka(token);
    if (deckId == QLatin1String("tichu"))
        return tichu(token);
    if (deckId == QLatin1String("zipai"))
        return zipai(token);
    return token;
}

int rankKey(const QString& deckId, const QString& token) {
    const Deck* deck = deckById(deckId.toStdString());
    const auto type = deck ? deck->parseType(token.toStdString()) : std::nullopt;
    if (!type)
        return 0;
    // Each deck lists its types suit by suit: 4 colours × 7 pieces, 4 suits × 9 (+ 云线),
    // 4 suits × 13 (+ 4 specials), 2 cases × 10.
    const int t = *type;
    if (deckId == QLatin1String("fourcolor"))
        return (t % 7) * 4 + t / 7;
    if (deckId == QLatin1String("hakka"))
        return t < 36 ? (t % 9) * 4 + t / 9 : 100;
    if (deckId == QLatin1String("tichu"))
        return t < 52 ? (t % 13) * 4 + t / 13 + 1 : (t == 52 ? 0 : 100 + t); // Mah Jong lowest
    if (deckId == QLatin1String("zipai"))
        return (t % 10) * 2 + t / 10;
    return t;
}

QString withCardNames(const QString& deckId, const QString& text) {
    static const QRegularExpression word(QStringLiteral("[A-Za-z0-9]+"));
    QString out;
    qsizetype at = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += text.mid(at, m.capturedStart() - at) + cardName(deckId, m.captured());
        at = m.capturedEnd();
    }
    return out + text.mid(at);
}

} // namespace paiju::gui
