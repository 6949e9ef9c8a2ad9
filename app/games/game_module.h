#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace paiju {
class Deck;
namespace session {
struct SeatView;
}
} // namespace paiju

namespace paiju::gui {

struct TableZones;
struct TextContext;
enum class Cue;

// A table option of a game in words: its key, its name and a one-line explanation (English,
// translated in the "paiju::gui::GameTerms" context).
struct OptionWords {
    const char* key;
    const char* name;
    const char* tip;
};

// How a game's hand is held (gui/table/hand_widget): its own order, its columns and the steps
// between its cards, in card widths.
struct HandStyle {
    bool ownOrder = false; // sorted as players hold it, never as dealt
    bool columns = false;  // in columns of one number (zipai)
    double within = 0;     // the step within a group; 0: a card's width and a small gap
    double across = 1.2;   // the step to the next group
};

// Where a game's observation keeps each seat's melds (hand_result_panel).
struct MeldFields {
    QString list = QStringLiteral("melds"); // the seat's field holding its melds
    QString kind = QStringLiteral("kind");  // a meld's field naming its kind
    bool cardsWon = false;                  // the "melds" are the cards won in tricks (Hakka)
    bool declareShowsElders = false;        // a declare shows the elders in hand (Hakka)
};

// What the app knows about one game, in the game's own folder (app/games/<id>/), listed by the
// app's catalog (app/games/catalog.h) beside the engine's. The generic windows and words ask a
// game's module and never compare a game's id. This base is also the module of a game the app
// has none for: every answer is the generic one.
class GameModule {
public:
    virtual ~GameModule() = default;

    // The engine's id of the game, which is also its deck's.
    virtual QString id() const { return {}; }

    // --- The table picture (gui/table/table_presenter) ---
    // Fills in what the common part of the zones cannot know; false when the game has no
    // presenter of its own (the one awaited seat is then lit).
    virtual bool present(const QJsonObject& observation, TableZones& zones) const;

    // --- Cards ---
    // A card of the deck as players name it, in the UI language (the token is the deck's).
    virtual QString cardName(const QString& token) const { return token; }
    // A key that orders the deck's card type `type` by rank first (then suit).
    virtual int rankKey(int type) const { return type; }
    virtual HandStyle handStyle() const { return {}; }
    // The key the hand is sorted by, from the card's rank key.
    virtual int handSortKey(int rankKey) const { return rankKey; }
    // The group of the hand a card is held in (cards of a group sit closer), when the game holds
    // its cards its own way rather than by rank or suit.
    virtual std::optional<int> handGroup(const QString& token, int rankKey, int index) const;
    // The height of a card drawn inline in the rules page.
    virtual int rulesCardHeight() const { return 64; }
    // The deck has colour-blind faces (Settings shows them as its preview).
    virtual bool colourBlindFaces() const { return false; }

    // --- Words (gui/text/game_terms) ---
    // An action as its button says it, when the game words it its own way; `cards` names the
    // action's card tokens. The verbs of one game are worded the same whatever the context's game
    // (a log line read without its game).
    virtual std::optional<QString> actionText(const QString& verb, const QStringList& words,
                                              const TextContext& context,
                                              const QString& cards) const;
    // The meld a claim makes with the card in play (its button's faces), for the game's claims.
    virtual std::optional<QStringList> claimMeld(const QString& verb, const QStringList& words,
                                                 const QString& card) const;
    // A log event as a sentence, when the game tells it its own way.
    virtual std::optional<QString> eventSentence(const QString& type, const QJsonObject& event,
                                                 const TextContext& context) const;
    // A kind of log event in a word or two (its English source, in the "paiju::gui::GameTerms"
    // context), for the kinds only this game logs.
    virtual const char* eventWord(const QString& type) const;
    // A table option's words; nullptr for an option the module does not know.
    virtual const OptionWords* option(const QString& key) const;
    // A choice of a table option in words.
    virtual std::optional<QString> choiceName(const QString& key, const QString& value) const;

    // --- The seat's actions (gui/text/view_text, gui/table/seat_panel) ---
    // Whether an action is offered whatever cards are selected, when the game decides it.
    virtual std::optional<bool> takenInOneClick(const QString& verb, const QString& action,
                                                const session::SeatView& view,
                                                const Deck& deck) const;
    // The seat's last claim, when another seat's came first and the seat has not acted since:
    // its action and the seat that took the card. A person who pressed a claim and sees nothing
    // happen is told why.
    struct BeatenClaim {
        QString action;
        int by = -1;
    };
    virtual std::optional<BeatenClaim> beatenClaim(const QJsonArray& log, int seat) const;
    // Why the seat may only discard face down, as the hint says it; empty otherwise.
    virtual QString mustDiscardHint(const session::SeatView& view, const Deck& deck) const;
    // The action plays a bomb (its button stands out).
    virtual bool isBomb(const QString& action, const QStringList& cards) const;
    // The answer that declines what the table asks (a claim, a last chance to bomb): its button
    // comes first in the bar and P takes it.
    virtual bool declines(const QString& action) const { return action == QLatin1String("pass"); }
    // A call that stakes points on the hand: it is made on purpose, by its button or its digit,
    // never as the action Enter takes, which a key pressed for something else (the curtain, a
    // play whose cards are not selected yet) would make.
    virtual bool isCall(const QString& /*action*/) const { return false; }
    // The observation's field that counts the hands (the top bar's "Hand n").
    virtual QString handNumberField() const { return QStringLiteral("hand"); }
    // The game's windows are last chances to bomb (Tichu's end of a trick), not claims on a card.
    virtual bool windowsAreForBombs() const { return false; }
    // What a claim's meld is worth once laid ("1 hu", "6 油"), for its button: players weigh a
    // claim by it. `groups` are the claim's faces (gui/text/game_terms actionCards), the card in
    // play among them.
    virtual std::optional<QString> claimValue(const QString& verb, const QStringList& words,
                                              const QList<QStringList>& groups) const;

    // --- The end of a hand (gui/table/hand_result_panel) ---
    virtual MeldFields meldFields() const { return {}; }
    // A meld of the result named `name` with its value, when the game values melds.
    virtual std::optional<QString> meldCaption(const QString& kind, const QStringList& cards,
                                               bool exposed, const QString& name) const;

    // --- The coach (gui/table/coach_words, review_job) ---
    // A decision that loses more than this, in the game's expected points, is costly in a review
    // (a Tichu round moves hundreds of points, a Hakka hand a few).
    virtual double costlyLoss() const { return 1; }
    // The coach's chance to win is the team's, of the round (Tichu), not the seat's of the hand.
    virtual bool winsAsATeam() const { return false; }
    // --- Sounds (gui/dialogs/sound_cues) ---
    // The cue a log event calls for, when the game hears it its own way.
    virtual std::optional<Cue> cueOfEvent(const QString& type) const;
};

} // namespace paiju::gui
