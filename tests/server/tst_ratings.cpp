// The Weng–Lin Plackett–Luce update (Algorithm 4 of Weng and Lin, JMLR 12, 2011) against worked
// examples, and how a match's scores rank its seats.
//
// The expected numbers are those the openskill.js test suite publishes for its Plackett–Luce model
// with the same defaults (mu 25, sigma 25/3, beta 25/6, kappa 0.0001, gamma sigma_i/c; files
// src/models/__tests__/plackett-luce.test.js and src/__tests__/rate.test.js), and every one was
// also evaluated from the paper's formulas, as written out in ratings/weng_lin.cpp, by a separate
// script in double precision: both agree to every printed digit.
#include "ratings/standing.h"
#include "ratings/weng_lin.h"

#include <QTest>

using namespace paiju::ratings;

namespace {

constexpr double tolerance = 1e-9;

bool near(double a, double b) {
    return std::abs(a - b) < tolerance;
}

#define CHECK_RATING(actual, mu_, sigma_)                                                          \
    do {                                                                                           \
        const Rating got = (actual);                                                               \
        if (!near(got.mu, mu_) || !near(got.sigma, sigma_))                                        \
            QFAIL(qPrintable(QStringLiteral("got (%1, %2), expected (%3, %4)")                     \
                                 .arg(got.mu, 0, 'g', 17)                                          \
                                 .arg(got.sigma, 0, 'g', 17)                                       \
                                 .arg(double(mu_), 0, 'g', 17)                                     \
                                 .arg(double(sigma_), 0, 'g', 17)));                               \
    } while (false)

const Rating newcomer{};

} // namespace

class TestRatings : public QObject {
    Q_OBJECT
private slots:
    // Two newcomers, the first wins. By hand: sigma² = 625/9 = 69.444, beta² = 17.361, so
    // c² = 2 (69.444 + 17.361) = 173.611 and c = 13.176. Both have the same mu, so the winner's
    // p̂ over both is 1/2: Ω = (69.444 / 13.176)(1 − 1/2) = 2.6352, mu 25 + 2.6352 = 27.6352.
    // γ = sigma / c = 0.63246, Δ = 0.63246 · 69.444 / 173.611 · (1/2)(1/2) = 0.063246, and sigma
    // 8.3333 · sqrt(1 − 0.063246) = 8.0655. The loser's only term is q = the winner (its own
    // set C holds itself alone, p̂ = 1, adding 0): mu 25 − 2.6352, the same sigma.
    void twoPlayers() {
        const auto after = rate({{{newcomer}, {newcomer}}, {1, 2}});
        CHECK_RATING(after[0][0], 27.63523138347365, 8.065506316323548);
        CHECK_RATING(after[1][0], 22.36476861652635, 8.065506316323548);
        // The ranks say who won, not the order of the teams.
        const auto reversed = rate({{{newcomer}, {newcomer}}, {2, 1}});
        CHECK_RATING(reversed[0][0], 22.36476861652635, 8.065506316323548);
        CHECK_RATING(reversed[1][0], 27.63523138347365, 8.065506316323548);
    }

    // Four newcomers, free for all, ranked in seat order.
    void fourPlayersFreeForAll() {
        const auto after = rate({{{newcomer}, {newcomer}, {newcomer}, {newcomer}}, {1, 2, 3, 4}});
        CHECK_RATING(after[0][0], 27.795084971874736, 8.263160757613477);
        CHECK_RATING(after[1][0], 26.552824984374855, 8.179213704945203);
        CHECK_RATING(after[2][0], 24.68943500312503, 8.083731307186588);
        CHECK_RATING(after[3][0], 20.96265504062538, 8.083731307186588);
    }

    // Four players of different ratings.
    void fourPlayersOfDifferentSkill() {
        const auto after = rate(
            {{{{29.182, 4.782}}, {{27.174, 4.922}}, {{16.672, 6.217}}, {newcomer}}, {1, 2, 3, 4}});
        CHECK_RATING(after[0][0], 30.209971908310553, 4.764898977359521);
        CHECK_RATING(after[1][0], 27.64460833689499, 4.882789305097372);
        CHECK_RATING(after[2][0], 17.403586731283518, 6.100723440599442);
        CHECK_RATING(after[3][0], 19.214790707434826, 7.8542613981643985);
    }

    // A tie for second: (10, 8) first, (5, 10) and (0, 12) tied.
    void tie() {
        const auto after = rate({{{{10, 8}}, {{5, 10}}, {{0, 12}}}, {1, 2, 2}});
        CHECK_RATING(after[0][0], 11.942833056030613, 7.926463661123746);
        CHECK_RATING(after[1][0], 2.938193791485662, 9.65347573412201);
        CHECK_RATING(after[2][0], -1.4023734358082325, 11.323360667700934);
        // Four newcomers all tied: nobody's mean moves, everybody grows surer.
        const auto all = rate({{{newcomer}, {newcomer}, {newcomer}, {newcomer}}, {1, 1, 1, 1}});
        for (const auto& team : all)
            CHECK_RATING(team[0], 25.0, 8.263160757613477);
    }

    // Two against two: a team's mu and variance are its members' sums; each member moves by its
    // share of the team's variance.
    void twoAgainstTwo() {
        const auto after =
            rate({{{newcomer, {32.444, 5.123}}, {{43.381, 2.421}, {25.188, 6.211}}}, {1, 2}});
        CHECK_RATING(after[0][0], 28.669648436582808, 8.071520788025197);
        CHECK_RATING(after[0][1], 33.83086971107981, 5.062772998705765);
        CHECK_RATING(after[1][0], 43.071274808241974, 2.4166900452721256);
        CHECK_RATING(after[1][1], 23.149503312339064, 6.1378606973362135);
    }

    void nothingToRate() {
        const Match alone{{{newcomer}}, {1}};
        QCOMPARE(rate(alone), alone.teams);
        const Match unranked{{{newcomer}, {newcomer}}, {1}};
        QCOMPARE(rate(unranked), unranked.teams);
    }

    void display() {
        QCOMPARE(newcomer.display(), 0.0);
        QCOMPARE((Rating{30, 2}).display(), 24.0);
    }

    // Final totals rank the seats: higher first, equal totals tied (competition ranks).
    void standingFromTotals() {
        const Standing s = standingOf({10, 30, 20, 30}, false);
        QCOMPARE(s.teams.size(), std::size_t(4));
        QCOMPARE(s.ranks, (std::vector<int>{4, 1, 3, 1}));
        QCOMPARE(s.rankOf(2), 3);
    }

    // Tichu: seats 0 and 2 against 1 and 3, by the team's points.
    void standingOfPartners() {
        const Standing s = standingOf({1020, 985, 1020, 985}, true);
        QCOMPARE(s.teams, (std::vector<std::vector<int>>{{0, 2}, {1, 3}}));
        QCOMPARE(s.ranks, (std::vector<int>{1, 2}));
        QCOMPARE(s.teamOf(3), 1);
        // Newcomers two against two: each winner as in the 2-vs-2 case with equal teams.
        const auto after = rateSeats(s, std::vector<Rating>(4, newcomer));
        CHECK_RATING(after[0], 26.964185503295965, 8.17755635771097);
        CHECK_RATING(after[2], 26.964185503295965, 8.17755635771097);
        CHECK_RATING(after[1], 23.035814496704035, 8.17755635771097);
        CHECK_RATING(after[3], 23.035814496704035, 8.17755635771097);
    }

    // A player who left ranks last whatever the score; two who left tie for last.
    void leavingIsLosing() {
        const Standing s = standingOf({10, 30, 20, 40}, false, {false, false, false, true});
        QCOMPARE(s.ranks, (std::vector<int>{3, 1, 2, 4}));
        // Ranked 3, 1, 2, 4: the four-player example in another order.
        const auto after = rateSeats(s, std::vector<Rating>(4, newcomer));
        CHECK_RATING(after[1], 27.795084971874736, 8.263160757613477);
        CHECK_RATING(after[2], 26.552824984374855, 8.179213704945203);
        CHECK_RATING(after[0], 24.68943500312503, 8.083731307186588);
        CHECK_RATING(after[3], 20.96265504062538, 8.083731307186588);
        const Standing two = standingOf({50, 0, 10, 20}, false, {true, false, false, true});
        QCOMPARE(two.ranks, (std::vector<int>{3, 2, 1, 3}));
        // A Tichu team with a player who left loses, though it scored more.
        const Standing team = standingOf({1100, 900, 1100, 900}, true, {false, false, true, false});
        QCOMPARE(team.ranks, (std::vector<int>{2, 1}));
    }
};

QTEST_GUILESS_MAIN(TestRatings)
#include "tst_ratings.moc"
