// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/offlinecommands.h"

#include "review/offlinescreening.h"
#include "storage/database.h"
#include "storage/librarycopy.h"
#include "storage/librarysession.h"
#include "storage/offlinereviews.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextStream>

namespace Lectern::Cli {
namespace {

// An offline review goes into a new library, or an empty one (left by a copy that failed).
void refuseUsedLibrary(const QString &path)
{
    if (!QFileInfo::exists(path))
        return;
    Storage::Database library(Storage::Location::file(path));
    if (!library.open(Storage::Database::Access::ReadOnly))
        throw UsageError{ library.errorString() };
    if (!Storage::LibraryCopy::isEmpty(library))
        throw UsageError{ Tr::tr("%1 is a library with papers: an offline review goes into a new file").arg(path) };
}

int takeOfflineCommand(Context &context)
{
    const QString path = context.parser.value(outputOption);
    if (path.isEmpty())
        throw UsageError{ Tr::tr("give the new library's file with -o") };
    auto team = openLibrary(context.parser, Access::Read);
    const ReviewInfo review = existingReview(team->database(), reviewName(context));
    refuseUsedLibrary(path);
    const auto taken =
        Review::OfflineScreening::takeOffline(team->database(), review.id, Storage::Location::file(path));
    context.out << Tr::tr("'%1' taken offline to %2: %n paper(s)", nullptr, taken.papers).arg(review.name, path)
                << u'\n' << Tr::tr("%n of your decisions taken along", nullptr, taken.decisions) << u'\n'
                << Tr::tr("Screen it with --db %1; send your decisions back with 'lectern-cli --db %1 review "
                          "send-decisions \"%2\"'.")
                       .arg(path, review.name)
                << Qt::endl;
    return Success;
}

// "17  Title (tom, lea)": a paper as the reviewer knows it from the offline library.
QString paperLine(const Storage::PaperStore &papers, PaperId paper, const QStringList &reviewers = {})
{
    const std::optional<Paper> found = papers.paper(paper);
    QString line = QString::number(paper).rightJustified(6) + QStringLiteral("  ") + (found ? found->title : QString());
    if (!reviewers.isEmpty())
        line += QStringLiteral(" (%1)").arg(reviewers.join(QStringLiteral(", ")));
    return line;
}

int sendDecisionsCommand(Context &context)
{
    auto offline = openLibrary(context.parser, Access::Modify);
    const ReviewInfo review = existingReview(offline->database(), reviewName(context));
    const auto taken = Storage::OfflineReviews(offline->database()).find(review.id);
    if (!taken)
        throw UsageError{
            Tr::tr("'%1' was not taken offline from a team library: there is nothing to send").arg(review.name)
        };
    QString error;
    const auto origin = Storage::Location::parse(taken->origin, &error);
    auto team = origin ? Storage::LibrarySession::open(*origin, &error) : nullptr;
    if (!team)
        throw UsageError{ error };
    const auto sent = Review::OfflineScreening::sendDecisions(offline->database(), review.id, team->database());
    const Storage::PaperStore papers(offline->database());
    if (sent.sent == 0 && sent.newerOnTeam.isEmpty() && sent.gone.isEmpty()) {
        context.out << Tr::tr("Nothing to send: the team library has every decision on '%1'.").arg(review.name)
                    << Qt::endl;
        return Success;
    }
    context.out << Tr::tr("%n decision(s) on '%1' sent to %2", nullptr, sent.sent).arg(review.name, taken->origin)
                << u'\n';
    if (!sent.decidedByOthers.isEmpty()) {
        context.out << Tr::tr("Decided meanwhile by someone else:") << u'\n';
        for (auto it = sent.decidedByOthers.cbegin(); it != sent.decidedByOthers.cend(); ++it)
            context.out << paperLine(papers, it.key(), it.value()) << u'\n';
    }
    if (!sent.newerOnTeam.isEmpty()) {
        context.out << Tr::tr("Not sent: you decided these again on the team library later, and that decision stands:")
                    << u'\n';
        for (const PaperId paper : sent.newerOnTeam)
            context.out << paperLine(papers, paper) << u'\n';
    }
    if (!sent.gone.isEmpty()) {
        context.out << Tr::tr("Not sent: the review on the team library no longer has these papers:") << u'\n';
        for (const PaperId paper : sent.gone)
            context.out << paperLine(papers, paper) << u'\n';
    }
    context.out.flush();
    return Success;
}

} // namespace

QList<Command> offlineCommands()
{
    return {
        { "review take-offline",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Copy a review's papers and your decisions into a new library file (-o), to screen without the "
                "server."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
                addTranslatedOptions(parser, { outputOption });
            },
            takeOfflineCommand },
        { "review send-decisions",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Send the decisions made in a review taken offline back to its team library (each once)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
            },
            sendDecisionsCommand },
    };
}

} // namespace Lectern::Cli
