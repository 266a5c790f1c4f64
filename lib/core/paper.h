// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>

namespace Lectern {

using PaperId = qint64;
using CollectionId = qint64;

enum class ReadingStatus {
    Unread = 0,
    Reading = 1,
    Read = 2,
};

// A paper as the user sees it. Plain data: stores fill it, models and writers read it.
struct Paper
{
    PaperId id = 0;
    QString title;
    // True when Lectern made the title up from the abstract; the UI shows such titles in italics.
    bool titleInferred = false;
    QString abstract;
    QStringList authors;
    QString venue;
    int year = 0; // 0 when unknown
    CollectionId collectionId = 0; // 0 when in no collection
    QString collection;
    QList<QUrl> links;
    QString sourceFile;
    int sourcePosition = 0; // 1-based position of the abstract in its source file
    QDateTime added;
    ReadingStatus status = ReadingStatus::Unread;
};

// What a table row needs: everything but the long texts.
struct PaperSummary
{
    PaperId id = 0;
    QString title;
    bool titleInferred = false;
    QString collection;
    int year = 0;
    QDateTime added;
    ReadingStatus status = ReadingStatus::Unread;
};

// A paper as a reader found it in a file, before it has an id.
struct PaperRecord
{
    QString title;
    bool titleInferred = false;
    QString abstract;
    QStringList authors;
    QList<QUrl> links;
    int sourcePosition = 0;
};

// The collection a file's papers belong to, read from its header line or its name.
struct CollectionInfo
{
    QString name;
    QString venue;
    int year = 0;
};

struct Collection
{
    CollectionId id = 0;
    QString name;
    QString venue;
    int year = 0;
    int paperCount = 0;
};

QString statusName(ReadingStatus status);

} // namespace Lectern
