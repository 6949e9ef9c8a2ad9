#include "games/zipai/zipai_module.h"

#include "table/table_presenter.h"
#include "zipai/zipai_melds.h"

#include <QCoreApplication>
#include <algorithm>

namespace paiju::gui {

namespace {

struct Names {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::CardNames)
};

// The end of a hand's words are the panel's.
struct Panel {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::HandResultPanel)
};

std::optional<zipai::Unit> zipaiUnit(const QString& name, const QStringList& cards) {
    if (cards.isEmpty() || cards.size() > 4)
        return std::nullopt;
    for (int t = 0; t <= int(zipai::UnitType::Pair); ++t) {
        if (name != QLatin1String(zipai::unitName(zipai::UnitType(t))))
            continue;
        zipai::Unit unit;
        unit.type = zipai::UnitType(t);
        unit.size = std::uint8_t(cards.size());
        for (int i = 0; i < cards.size(); ++i) {
            const int id = zipai::parseId(cards[i].toStdString());
            if (id < 0)
                return std::nullopt;
            unit.cards[std::size_t(i)] = std::uint8_t(id);
        }
        return unit;
    }
    return std::nullopt;
}

} // namespace

bool ZipaiModule::present(const QJsonObject& observation, TableZones& zones) const {
    presenters::zipai(observation, zones);
    return true;
}

// Small cards 一…十 and big cards 壹…拾, as printed.
QString ZipaiModule::cardName(const QString& t) const {
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

int ZipaiModule::rankKey(int t) const {
    return (t % 10) * 2 + t / 10; // 2 cases × 10
}

HandStyle ZipaiModule::handStyle() const {
    return {.ownOrder = true, .columns = true};
}

int ZipaiModule::handSortKey(int k) const {
    return (k / 2) * 2 + (1 - k % 2); // in columns by number, the big card over the small
}

std::optional<int> ZipaiModule::handGroup(const QString&, int rankKey, int) const {
    return rankKey / 2; // by number
}

MeldFields ZipaiModule::meldFields() const {
    return {.kind = QStringLiteral("type")};
}

std::optional<QString> ZipaiModule::meldCaption(const QString& kind, const QStringList& cards, bool,
                                                const QString& name) const {
    const auto unit = zipaiUnit(kind, cards);
    if (!unit)
        return name;
    return Panel::tr("%1 · %2 油", "a zipai meld and its 油").arg(name).arg(zipai::yu(*unit));
}

// The 油 a claim lays on the table (§10): a peng, or a chow with the 比 groups laid beside it.
std::optional<QString> ZipaiModule::claimValue(const QString& verb, const QStringList&,
                                               const QList<QStringList>& groups) const {
    if (verb != QLatin1String("peng") && verb != QLatin1String("chi"))
        return std::nullopt;
    int total = 0;
    for (int g = 0; g < groups.size(); ++g) {
        QStringList cards = groups[g];
        std::sort(cards.begin(), cards.end(), [](const QString& a, const QString& b) {
            return zipai::parseId(a.toStdString()) < zipai::parseId(b.toStdString());
        });
        const char* kind = verb == QLatin1String("peng") ? "peng" : g == 0 ? "chi" : "bi";
        const auto unit = zipaiUnit(QLatin1String(kind), cards);
        if (!unit)
            return std::nullopt;
        total += zipai::yu(*unit);
    }
    return Panel::tr("%1 油", "a zipai claim's 油").arg(total);
}

} // namespace paiju::gui
