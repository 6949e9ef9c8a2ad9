#include "dialogs/new_table.h"

#include "dialogs/settings_dialog.h"

#include <QSettings>

namespace paiju::gui {

int savedBotDelay() {
    return QSettings().value(QStringLiteral("botDelay"), 600).toInt();
}

void saveBotDelay(int milliseconds) {
    QSettings().setValue(QStringLiteral("botDelay"), milliseconds);
    TableSettingsSignals::notify();
}

int savedClaimWindowMs() {
    return QSettings().value(QStringLiteral("claimWindowMs"), 3000).toInt();
}

void saveClaimWindowMs(int milliseconds) {
    QSettings().setValue(QStringLiteral("claimWindowMs"), milliseconds);
    TableSettingsSignals::notify();
}

bool savedAutoPass() {
    return QSettings().value(QStringLiteral("autoPass"), true).toBool();
}

void saveAutoPass(bool on) {
    QSettings().setValue(QStringLiteral("autoPass"), on);
    TableSettingsSignals::notify();
}

} // namespace paiju::gui
