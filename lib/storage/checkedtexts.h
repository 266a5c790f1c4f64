// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Lectern::Storage {

// A table whose rows carry a checksum of the text a user made or imported in them (see
// Dialect::checksum): a full check compares each row with it, and a copy makes it anew in the
// target. Titles and abstracts, notes, highlights and decisions have one from schema step 7;
// the names and descriptions of tags, lists, saved searches and reviews, reviews' reasons and
// keywords, and papers' authors, keywords, other fields and links from step 24, kept by
// triggers so that no write can miss it.
struct CheckedText
{
    const char *what; // "the note on paper %1": Lectern::LibraryHealth's, not translated yet
    QString table;
    QString id; // the column the message names the row by
    QStringList fields; // in the checksum's order, as SQL names them
    int since; // the schema version from which the rows have it
};

const QList<CheckedText> &checkedTexts();
// The fields of a table's checksum; none for a table without one.
QStringList checkedFields(const QString &table);

} // namespace Lectern::Storage
