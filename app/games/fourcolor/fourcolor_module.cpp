#include "games/fourcolor/fourcolor_module.h"

#include "fourcolor/fourcolor_melds.h"
#include "session/observed.h"
#include "table/table_presenter.h"

#include <QCoreApplication>

namespace paiju::gui {

namespace {

struct Names {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::CardNames)
};

// The end of a hand's words are the panel's.
struct Panel {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::HandResultPanel)
};

std::optional<fourcolor::MeldKind> fourColorKind(const QString& name) {
    for (int k = 0; k <= int(fourcolor::MeldKind::GeneralKong); ++k)
        if (name == QLatin1String(fourcolor::meldName(fourcolor::MeldKind(k))))
            return fourcolor::MeldKind(k);
    return std::nullopt;
}

} // namespace

std::optional<FourColorClaim> readFourColorClaim(const QString& text) {
    const auto claim = fourcolor::readClaim(text.toStdString());
    if (!claim)
        return std::nullopt;
    FourColorClaim read{claim->move.type, {}};
    for (const int type : claim->types)
        read.cards << QString::fromStdString(fourColorDeck().typeToken(type));
    return read;
}

bool FourColorModule::present(const QJsonObject& observation, TableZones& zones) const {
    presenters::fourColor(observation, zones);
    return true;
}

// As printed on each colour's face (rules §1.2): red and yellow carry the red-side characters,
// green and white the black-side ones. English names the piece and shows the face.
QString FourColorModule::cardName(const QString& t) const {
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

int FourColorModule::rankKey(int t) const {
    return (t % 7) * 4 + t / 7; // 4 colours × 7 pieces
}

HandStyle FourColorModule::handStyle() const {
    return {.across = 1.45}; // a wide gap between colours
}

MeldFields FourColorModule::meldFields() const {
    return {.list = QStringLiteral("exposed")};
}

std::optional<QString> FourColorModule::meldCaption(const QString& kind, const QStringList&,
                                                    bool exposed, const QString& name) const {
    const auto k = fourColorKind(kind);
    if (!k)
        return name;
    const int hu = exposed ? fourcolor::exposedValue(*k) : fourcolor::inHandValue(*k);
    return Panel::tr("%1 · %n hu", "a meld and its value", hu).arg(name);
}

// A seat's answer in a claim window is sealed ("declare", told to that seat alone); the window's
// outcome follows it at once: the claim made, by whichever seat came first (rules §7.2). The
// seat is told until it next answers or discards.
std::optional<GameModule::BeatenClaim> FourColorModule::beatenClaim(const QJsonArray& log,
                                                                    int seat) const {
    for (qsizetype i = log.size() - 1; i >= 0; --i) {
        const session::ObservedEvent e(log[i].toObject());
        const QString type = e.type();
        // A card turned up for the seat is not its doing: the news stands while it decides.
        if (e.seat() != seat || type == QLatin1String("draw"))
            continue;
        const QString action = e.text();
        if (type != QLatin1String("declare") || action == QLatin1String("pass"))
            return std::nullopt; // the seat acted since, or passed
        if (i + 1 >= log.size())
            return std::nullopt; // the window is still open
        const session::ObservedEvent outcome(log[i + 1].toObject());
        const QString made = outcome.type();
        const int by = outcome.seat();
        if ((made == QLatin1String("claim") || made == QLatin1String("hu")) && by != seat)
            return BeatenClaim{action, by};
        return std::nullopt;
    }
    return std::nullopt;
}

// A laid meld's value (rules §6, exposed): a chow names its kind, a kong of generals is worth more
// than another.
std::optional<QString> FourColorModule::claimValue(const QString& verb, const QStringList& words,
                                                   const QList<QStringList>& groups) const {
    if (groups.size() != 1 || groups.front().isEmpty())
        return std::nullopt;
    const bool generals = groups.front().front().endsWith(QLatin1Char('K'));
    const QString kind = verb == QLatin1String("chow")   ? words.value(1)
                         : verb != QLatin1String("kong") ? verb
                         : generals                      ? QStringLiteral("general-kong")
                                                         : verb;
    const auto k = fourColorKind(kind);
    if (!k)
        return std::nullopt;
    return Panel::tr("%n hu", "a claim's meld's value", fourcolor::exposedValue(*k));
}

} // namespace paiju::gui
