// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every lectern-cli command shares: how it reports a user's error, reads its arguments,
// opens the library and writes its output.

#include "cli/commands.h"
#include "core/paper.h"
#include "core/review.h"
#include "export/exporter.h"
#include "storage/location.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QTemporaryDir>

#include <functional>
#include <memory>

class QCommandLineParser;
class QIODevice;
class QTextStream;

namespace Lectern::Storage {
class Database;
class LibrarySession;
} // namespace Lectern::Storage

namespace Lectern::Cli {

// A user error: reported as one line on stderr, exit code 1.
struct UsageError
{
    QString message;
};

// The translation context of the command-line tool's messages. A sentence with a count is
// written in its plural form with %n; the English translation gives its singular.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Cli)
public:
    // Counts are qsizetype here; Qt's count is an int.
    static QString tr(const char *text, const char *disambiguation, qsizetype n)
    {
        return tr(text, disambiguation, static_cast<int>(n));
    }
};

struct Context
{
    QCommandLineParser &parser;
    QIODevice &in;
    QTextStream &out;
    QTextStream &err;
};

struct Command
{
    const char *name; // "list", or a group's and a subcommand's name: "tag add"
    const char *summary;
    std::function<void(QCommandLineParser &)> addArguments;
    std::function<int(Context &)> run;
};

extern const QCommandLineOption dbOption;
extern const QCommandLineOption queryOption;
extern const QCommandLineOption formatOption;
extern const QCommandLineOption showFormatOption;
extern const QCommandLineOption listOption;
extern const QCommandLineOption exportFormatOption;
extern const QCommandLineOption idsOption;
extern const QCommandLineOption outputOption;
extern const QCommandLineOption noAbstractsOption;
extern const QCommandLineOption latexOption;
extern const QCommandLineOption bomOption;
extern const QCommandLineOption unmarkedTitlesOption;
extern const QCommandLineOption titleOption;
extern const QCommandLineOption forceOption;

// The library named by --db, or the default one.
// How many terminal columns the text takes: Chinese, Japanese and Korean characters take two.
qsizetype terminalWidth(QStringView text);
// The text followed by spaces up to the given number of terminal columns.
QString paddedTo(const QString &text, qsizetype columns);

// Adds the options with their descriptions translated: the options are made before the
// translations are loaded, so their descriptions are only marked (QT_TRANSLATE_NOOP).
void addTranslatedOptions(QCommandLineParser &parser, QList<QCommandLineOption> options);

// The library --db names (a file or a server's URI), or the window's; a URI of no engine is a
// user error.
Storage::Location libraryLocation(const QCommandLineParser &parser);
// "there is no library at PATH; import a file first, or check the path (--db)"
QString noLibraryAt(const Storage::Location &library);

// What a command does to the library. Only an import creates one: any other command given a path
// where there is no library (a mistyped --db) creates nothing.
enum class Access {
    // Reads: a path in a folder that does not exist is refused as a typo. In a folder that
    // exists it reads as an empty library, with a word on stderr: a library not made yet has no
    // papers, and scripts that read it, several at once, before the first import, work.
    Read,
    Modify, // changes a library that exists; a path where there is none is refused
    Create, // changes it, creating it with its folders where there is none
};

// An open library, with the temporary folder of the empty one read in place of a library that
// does not exist yet (Access::Read).
struct OpenedLibrary
{
    std::unique_ptr<QTemporaryDir> standIn; // declared first: removed after the session is closed
    std::unique_ptr<Storage::LibrarySession> session;

    Storage::LibrarySession *operator->() const { return session.get(); }
};

// Opens the library; a refused file is a user error. A library known to be damaged is not
// opened for changes (StorageError, exit 2); read, it answers with a warning on stderr, and the
// command exits 2 (see answeredFromDamagedLibrary()).
OpenedLibrary openLibrary(const QCommandLineParser &parser, Access access = Access::Modify);
// Whether the command run read a library known to be damaged: what it wrote may be wrong.
bool answeredFromDamagedLibrary();
void forgetDamagedLibraryRead();
QString format(const QCommandLineParser &parser, const QStringList &allowed);
PaperId toPaperId(const QString &text);
PaperId paperId(const QCommandLineParser &parser);
// Ids as separate arguments, comma-separated ("1,2,3") or both; each once, in the order given.
QList<PaperId> paperIds(const QStringList &arguments);
// Refuses ids that are not in the library, before anything is changed; returns their states.
QHash<PaperId, ReadingState> knownPapers(const Storage::Database &database, const QList<PaperId> &ids);
ReadingList existingList(const Storage::Database &database, const QString &name);
// The papers a command names: those of --list, else those given by --ids, else those matching --query (all when it is
// not given), in the order they were added.
QList<PaperId> chosenPapers(const Context &context, const Storage::Database &database);
// Writes the papers to -o's file, or to standard output. No papers over a file with content is
// refused without --force: a wrong query or library must not empty a bibliography.
void writeExport(Context &context, Export::Exporter &exporter, const QList<PaperId> &ids);
Export::ExportFormat exportFormat(const QCommandLineParser &parser);
// An exporter of --format with the format's options.
std::unique_ptr<Export::Exporter> exporterFor(const QCommandLineParser &parser, const Storage::Database &database);
// Text to -o's file (written whole or not at all), or to standard output.
void writeText(Context &context, const QString &text);
// The positional argument ID… of commands that take papers.
void addPaperIdsArgument(QCommandLineParser &parser);
// The positional argument ID of commands that take one paper.
void addPaperIdArgument(QCommandLineParser &parser);
// The one review's name a review command is given.
QString reviewName(const Context &context);
// The review of that name; none is a user error.
ReviewInfo existingReview(const Storage::Database &database, const QString &name);

} // namespace Lectern::Cli
