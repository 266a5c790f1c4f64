// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace Lectern {

using PaperId = qint64;
using CollectionId = qint64;
using TagId = qint64;
using HighlightId = qint64;
using ReadingListId = qint64;

enum class ReadingStatus {
    Unread = 0,
    Reading = 1,
    Read = 2,
};

// What the reader has made of a paper so far; edited together, undone together.
struct ReadingState
{
    ReadingStatus status = ReadingStatus::Unread;
    int rating = 0; // 0 (none) to 5
    bool starred = false;

    friend bool operator==(const ReadingState &, const ReadingState &) = default;
};

constexpr int MaxRating = 5;

// A person as a record names them. Where a format does not tell the parts apart, the whole
// name is the family name.
struct PersonName
{
    QString family;
    QString given;
    QString orcid = {}; // "0000-0002-1825-0097" where the source gives one

    // "Family, Given", or the family name alone.
    QString toString() const;
    // "Given Family", as a byline writes it.
    QString displayName() const { return given.isEmpty() ? family : given + u' ' + family; }
    // Reads "Family, Given" back; any other form is a family name alone.
    static PersonName fromString(const QString &name);
    // A name as people write it, given names first ("Keng Lin Wong", "Ludwig van Beethoven"): the
    // last word and the lower-case particles before it are the family name.
    static PersonName fromDisplayName(const QString &name);
    friend bool operator==(const PersonName &, const PersonName &) = default;
};

// A field of the source record that Lectern has no column for, kept so an export can write it back.
struct SourceField
{
    QString name;
    QString value;
    friend bool operator==(const SourceField &, const SourceField &) = default;
};

// How a paper is cited and found again elsewhere: what reference managers and databases know.
struct Reference
{
    QList<PersonName> authors;
    QString doi; // "10.1000/xyz", without a resolver
    QString arxivId; // without a version: "2101.00001", "math/0211159"
    QString pmid;
    QStringList keywords;
    QString entryType; // the source's own word: "article", "JOUR", "inproceedings"
    QString citationKey;
    QString sourceFormat; // the reader that read it: "text", "ris"
    QList<SourceField> fields;
    friend bool operator==(const Reference &, const Reference &) = default;
};

// A paper as the user sees it. Plain data: stores fill it, models and writers read it.
struct Paper
{
    PaperId id = 0;
    QString title;
    // True when Lectern made the title up from the abstract; the UI shows such titles in italics.
    bool titleInferred = false;
    QString abstract;
    Reference reference;
    QString venue;
    int year = 0; // 0 when unknown
    CollectionId collectionId = 0; // 0 when in no collection
    QString collection;
    QList<QUrl> links;
    QString sourceFile;
    int sourcePosition = 0; // 1-based position of the abstract in its source file
    QDateTime added;
    ReadingState reading;
};

// Written by the exports beside a title Lectern inferred from the abstract (BibTeX's titleaddon,
// a RIS note, a CSV column, a line under a reading list's heading), so that nobody cites it as
// the paper's own; the readers of those formats take it back as the mark.
inline constexpr QStringView InferredTitleMark = u"[title inferred from the abstract]";

// What a table row needs: everything but the long texts.
struct PaperSummary
{
    PaperId id = 0;
    QString title;
    bool titleInferred = false;
    QString collection;
    int year = 0;
    QDateTime added;
    ReadingState reading;
    // The first two authors' family names and how many there are, for a byline that fits a
    // column ("Faraj et al.").
    QStringList firstAuthors;
    int authorCount = 0;
    QString venue;
    QString doi;
};

enum class HighlightColor {
    Yellow,
    Green,
    Blue,
    Pink,
    Orange,
};
constexpr HighlightColor HighlightColors[] = {
    HighlightColor::Yellow,
    HighlightColor::Green,
    HighlightColor::Blue,
    HighlightColor::Pink,
    HighlightColor::Orange,
};

// A marked passage of an abstract. The range is in characters of the abstract as imported
// (not as shown), so it stays right however the abstract is rendered.
struct Highlight
{
    HighlightId id = 0;
    PaperId paper = 0;
    qsizetype start = 0;
    qsizetype end = 0;
    HighlightColor color = HighlightColor::Yellow;
    QString comment;

    friend bool operator==(const Highlight &, const Highlight &) = default;
};

// What a user made of a paper in Lectern, as Lectern's own export carries it; an import of that
// export gives it back to the papers it adds.
struct UserAnnotations
{
    QStringList tags;
    QString note;
    QList<Highlight> highlights; // ranges in the abstract as imported
    ReadingState reading;
    QStringList lists; // reading lists, by name

    friend bool operator==(const UserAnnotations &, const UserAnnotations &) = default;
};

// A paper as a reader found it in a file, before it has an id.
struct PaperRecord
{
    QString title;
    bool titleInferred = false;
    QString abstract; // may be empty where a format carries none
    Reference reference;
    // The record's own venue and year; where it has none, those of its file's collection.
    QString venue;
    int year = 0;
    QList<QUrl> links;
    int sourcePosition = 0;
    std::optional<UserAnnotations> annotations; // only from Lectern's own export
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

// A user's label. Names are hierarchical with "/" ("method/diffusion"): a tag stands for
// itself and every tag below it.
struct Tag
{
    TagId id = 0;
    QString name;
    QString color; // "#rrggbb"
    int paperCount = 0;

    friend bool operator==(const Tag &, const Tag &) = default;
};

using SavedSearchId = qint64;

// A query kept under a name in the library, shown in the sidebar.
struct SavedSearch
{
    SavedSearchId id = 0;
    QString name;
    QString query;

    friend bool operator==(const SavedSearch &, const SavedSearch &) = default;
};

// A named, ordered list of papers ("Reading group, week 3"); a paper may be in many.
struct ReadingList
{
    ReadingListId id = 0;
    QString name;
    QString description;
    int paperCount = 0;

    friend bool operator==(const ReadingList &, const ReadingList &) = default;
};

// A paper with everything the user added to it: what the detail pane, `show` and the exports read.
struct PaperDetails
{
    Paper paper; // with its reading state
    QList<Tag> tags; // in the order of the tag list
    QString note; // Markdown; empty when there is none
    qint64 noteVersion = 0; // what a save of the note is based on (Storage::NoteStore)
    QList<Highlight> highlights; // in the order of the abstract
    QStringList lists; // the reading lists it is in, by name
};

// The tags' names, in the order given.
QStringList tagNames(const QList<Tag> &tags);

// The names are the query language's and the exports' (stable, not translated).
QString statusName(ReadingStatus status);
std::optional<ReadingStatus> statusFromName(const QString &name);
QString highlightColorName(HighlightColor color);
std::optional<HighlightColor> highlightColorFromName(const QString &name);

} // namespace Lectern
