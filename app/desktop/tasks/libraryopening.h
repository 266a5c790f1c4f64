// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"

#include <QString>

#include <memory>
#include <optional>

class QWidget;

namespace Lectern::Desktop {

class LibraryWorker;

// Opens a library on a worker of its own while the window stays responsive, and waits for it in
// a dialog over parent: "Connecting to lectern on db.lab…" with Cancel when it takes a moment (a
// server far away, one that does not answer), "Upgrading …" while a library of an older version
// is upgraded (a minute at a million papers: a window that stops answering without a word looks
// hung). A server that wants a password asks the user for it when askPassword is set; Lectern
// keeps it in memory only. Returns the worker, its session open; nothing when the library was
// refused (error: one sentence naming it) or the user cancelled (error empty).
std::unique_ptr<LibraryWorker> openLibraryWorker(
    Storage::Location location, Storage::Database::Access access, QWidget *parent, bool askPassword, QString *error);

// The location with this password, to connect with; toString() still leaves it out.
Storage::Location withPassword(const Storage::Location &location, const QString &password);

// Asks for the password a server wants, saying why (message: the server's refusal); nothing when
// the user cancels.
std::optional<QString> askForPassword(QWidget *parent, const Storage::Location &location, const QString &message);

} // namespace Lectern::Desktop
