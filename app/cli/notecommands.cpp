// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/notecommands.h"

#include "storage/database.h"
#include "storage/engine.h"
#include "storage/librarysession.h"
#include "storage/members.h"
#include "storage/notestore.h"
#include "text/utf8.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <algorithm>

namespace Lectern::Cli {
namespace {

const QCommandLineOption memberOption(QStringLiteral("member"),
    QString::fromUtf8(QT_TRANSLATE_NOOP(
        "Lectern::Cli", "In a team library: print this member's note (their login) instead of your own.")),
    QStringLiteral("login"));

// The note login wrote on the paper, one's own or another member's; empty when they wrote none
// (or there is no such member: both print nothing).
QString memberNote(
    const Storage::Database &database, const Storage::NoteStore &notes, PaperId paper, const QString &login)
{
    if (!database.engine().members(database))
        throw UsageError{ Tr::tr("a library file has one note per paper; --member is for a team library") };
    if (login == database.login())
        return notes.note(paper);
    const QList<Storage::NoteStore::MemberNote> others = notes.othersNotes(paper);
    const auto written =
        std::find_if(others.cbegin(), others.cend(), [&login](const auto &note) { return note.member == login; });
    return written != others.cend() ? written->markdown : QString();
}

int noteShowCommand(Context &context)
{
    const PaperId id = paperId(context.parser);
    auto library = openLibrary(context.parser, Access::Read);
    knownPapers(library->database(), { id });
    const Storage::NoteStore notes(library->database());
    const QString note = context.parser.isSet(memberOption)
        ? memberNote(library->database(), notes, id, context.parser.value(memberOption))
        : notes.note(id);
    // Printed as stored, with a final newline added where the note has none.
    context.out << note;
    if (!note.isEmpty() && !note.endsWith(u'\n'))
        context.out << u'\n';
    context.out.flush();
    return Success;
}

int noteSetCommand(Context &context)
{
    const PaperId id = paperId(context.parser);
    auto library = openLibrary(context.parser);
    knownPapers(library->database(), { id });
    // An input that cannot be read must not pass for an empty one: that would delete the note.
    if (!context.in.isReadable())
        throw UsageError{ Tr::tr("cannot read the note from stdin; nothing changed") };
    const QByteArray bytes = context.in.readAll();
    const Text::DecodedText decoded = Text::decodeUtf8(bytes);
    switch (decoded.error) {
    case Text::DecodedText::Error::None:
        break;
    case Text::DecodedText::Error::Binary:
        throw UsageError{
            Tr::tr("the input is not text (binary data at offset %1); nothing changed").arg(decoded.errorOffset)
        };
    case Text::DecodedText::Error::InvalidUtf8:
        throw UsageError{
            Tr::tr("the input is not UTF-8 (invalid byte at offset %1); nothing changed").arg(decoded.errorOffset)
        };
    }
    Storage::NoteStore &notes = library->notes();
    const bool hadNote = !notes.note(id).isEmpty();
    notes.setNote(id, decoded.text);
    if (!decoded.text.trimmed().isEmpty())
        context.out << Tr::tr("Saved the note of paper %1.").arg(id) << Qt::endl;
    else if (hadNote)
        context.out << Tr::tr("Deleted the note of paper %1.").arg(id) << Qt::endl;
    else
        context.out << Tr::tr("Paper %1 has no note; nothing changed.").arg(id) << Qt::endl;
    return Success;
}

} // namespace

QList<Command> noteCommands()
{
    return {
        { "note show",
            QT_TRANSLATE_NOOP("Lectern::Cli", "Print a paper's Markdown note (nothing when it has none)."),
            [](QCommandLineParser &parser) {
                addPaperIdArgument(parser);
                addTranslatedOptions(parser, { memberOption });
            },
            noteShowCommand },
        { "note set",
            QT_TRANSLATE_NOOP(
                "Lectern::Cli", "Store a paper's note, read as UTF-8 from stdin; empty input deletes it."),
            addPaperIdArgument,
            noteSetCommand },
    };
}

} // namespace Lectern::Cli
