// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace Lectern::Bench {

class BenchServer;
class Corpus;

// Issue 31's figure for clients working at once: K lectern-cli processes, each a member of a team
// library, tag, note and decide the same 1,000 papers for a while. Afterwards every edit a client
// was told succeeded must be in the library, and its full check must find nothing wrong.
QJsonObject runClientsPhase(
    const BenchServer &server, const Corpus &corpus, const QString &folder, int clients, int seconds);

} // namespace Lectern::Bench
