#include "text/server_words.h"

#include "core/refusal.h"

#include <QCoreApplication>
#include <QLocale>

namespace paiju::gui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("paiju::gui::ServerWords", text);
}

} // namespace

QString serverErrorText(const QString& code, const QString& message, const TextContext& context) {
    struct Known {
        const char* code;
        const char* text;
    };
    // QT_TRANSLATE_NOOP marks the texts for lupdate; translated() reads them out.
    static const Known known[] = {
        {"bad-length",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The connection sent an empty message.")},
        {"too-large", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "A message was too long.")},
        {"bad-json",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The server could not read a message.")},
        {"slow-frame",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "A message took too long to arrive.")},
        {"unknown-type",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The server does not know that request.")},
        {"bad-field", QT_TRANSLATE_NOOP("paiju::gui::ServerWords",
                                        "The server could not understand that request.")},
        {"hello-first",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The connection did not introduce itself.")},
        {"hello-again",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The connection introduced itself twice.")},
        {"bad-version",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords",
                           "This server runs another version of Paiju: update Paiju, or ask "
                           "the host to update the server.")},
        {"bad-game",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "This server does not offer that game.")},
        {"bad-options", QT_TRANSLATE_NOOP("paiju::gui::ServerWords",
                                          "The server does not accept these table settings.")},
        {"no-table",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "That table is no longer there.")},
        {"bad-seat", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "That table has no such seat.")},
        {"bad-level", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "There is no such bot level.")},
        {"seat-taken", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "That seat is taken.")},
        {"already-seated",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "You already have a seat at that table.")},
        {"no-bot", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "No bot sits in that seat.")},
        {"wrong-password", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "Wrong password.")},
        {"no-spectators",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "That table does not take spectators.")},
        {"not-host",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "Only the host of the table may do that.")},
        {"started", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The match has already begun.")},
        {"seats-empty",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "Every seat needs a player or a bot first.")},
        {"not-seated",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "You have no seat at that table.")},
        {"window-open", QT_TRANSLATE_NOOP("paiju::gui::ServerWords",
                                          "Wait: others are answering the card on offer.")},
        {"bad-token", QT_TRANSLATE_NOOP("paiju::gui::ServerWords",
                                        "The server no longer keeps that seat for you.")},
        {"server-full", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The server is full.")},
        {"rate-limit",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "Too many messages were sent too quickly.")},
        {"idle",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The connection was silent for too long.")},
        {"no-accounts", QT_TRANSLATE_NOOP("paiju::gui::ServerWords",
                                          "This server keeps no accounts: play as a guest.")},
        {"bad-name", QT_TRANSLATE_NOOP("paiju::gui::ServerWords",
                                       "That name cannot be registered: use 2 to 24 letters, "
                                       "digits or symbols, with single spaces.")},
        {"name-taken",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "That name is taken on this server.")},
        {"bad-password",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "A password has 8 to 128 characters.")},
        {"wrong-login", QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "Wrong name or password.")},
        {"login-limit",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "Too many failed logins: try again later.")},
        {"banned",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "You are banned from this server.")},
        {"server-error",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The server could not do that.")},
        {"login-needed", QT_TRANSLATE_NOOP("paiju::gui::ServerWords",
                                           "Log in first: rated play needs an account.")},
        {"no-match",
         QT_TRANSLATE_NOOP("paiju::gui::ServerWords", "The server does not keep that match.")},
    };
    for (const Known& k : known)
        if (code == QLatin1String(k.code))
            return translated(k.text);
    if (code == QLatin1String("illegal-action")) {
        // The engine's reason, when it is one the app can say in the player's words.
        if (!Refusal::parse(message.toStdString()).key.empty())
            return QCoreApplication::translate("paiju::gui::ServerWords",
                                               "That move is not allowed now: %1")
                .arg(refusalText(message.toStdString(), context));
        return QCoreApplication::translate("paiju::gui::ServerWords",
                                           "That move is not allowed now.");
    }
    return QCoreApplication::translate("paiju::gui::ServerWords", "The server refused: %1")
        .arg(message);
}

QString ratingText(double rating) {
    return QLocale().toString(qRound(rating));
}

} // namespace paiju::gui
