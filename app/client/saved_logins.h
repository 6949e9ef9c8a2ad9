#pragma once

#include <QString>

namespace paiju::client {

// The login tokens of "stay logged in", one per server ("host:port"), each in a file of its own
// under the app's data directory (QStandardPaths::AppDataLocation/logins), readable and writable
// by the user alone (0600, in a 0700 directory). A token logs into its account until the server
// revokes it (logging out), so it is kept like a password would be.
QString savedLogin(const QString& server);
bool saveLogin(const QString& server, const QString& token);
void forgetLogin(const QString& server);
// The file a server's token is kept in.
QString savedLoginPath(const QString& server);

} // namespace paiju::client
