// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/logcommands.h"

#include "storage/changelog.h"
#include "storage/changeretention.h"
#include "storage/librarysession.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace Lectern::Cli {
namespace {

QString retentionText(int days)
{
    return days == 0 ? Tr::tr("until every member has read them") : Tr::tr("%n day(s)", nullptr, days);
}

int statusCommand(Context &context)
{
    const QString outputFormat = format(context.parser, { QStringLiteral("table"), QStringLiteral("json") });
    auto library = openLibrary(context.parser, Access::Read);
    const Storage::Database &database = library->database();
    const Storage::ChangeRetention retention(database);
    const qint64 latest = Storage::ChangeLog(database).latest();
    const int days = retention.retentionDays();
    const QList<Storage::ChangeRetention::Position> positions = retention.positions();
    if (outputFormat == QLatin1StringView("json")) {
        QJsonArray members;
        for (const auto &position : positions) {
            members.append(QJsonObject{ { QStringLiteral("member"), position.member },
                { QStringLiteral("read_through"), position.sequence },
                { QStringLiteral("at"), position.at.toString(Qt::ISODate) } });
        }
        context.out << QString::fromUtf8(QJsonDocument(QJsonObject{ { QStringLiteral("latest"), latest },
                                                           { QStringLiteral("retention_days"), days },
                                                           { QStringLiteral("positions"), members } })
                .toJson(QJsonDocument::Indented));
        context.out.flush();
        return Success;
    }
    context.out << Tr::tr("Latest change: %1").arg(latest) << u'\n'
                << Tr::tr("Changes are kept: %1").arg(retentionText(days)) << u'\n';
    for (const auto &position : positions) {
        context.out << paddedTo(position.member, 20) << u' '
                    << Tr::tr("read through %1 on %2")
                           .arg(position.sequence)
                           .arg(position.at.toLocalTime().toString(Qt::ISODate))
                    << u'\n';
    }
    context.out.flush();
    return Success;
}

int pruneCommand(Context &context)
{
    auto library = openLibrary(context.parser);
    const Storage::ChangeRetention::Pruned pruned = Storage::ChangeRetention(library->database()).prune();
    context.out << Tr::tr("Pruned %n change(s); the log now begins after change %1.", nullptr, pruned.removed)
                       .arg(pruned.through)
                << Qt::endl;
    return Success;
}

int retentionCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() > 1)
        throw UsageError{ Tr::tr("give one number of days, or none to see it") };
    if (arguments.isEmpty()) {
        auto library = openLibrary(context.parser, Access::Read);
        context.out << retentionText(Storage::ChangeRetention(library->database()).retentionDays()) << Qt::endl;
        return Success;
    }
    bool isNumber = false;
    const int days = arguments.first().toInt(&isNumber);
    if (!isNumber || days < 0)
        throw UsageError{ Tr::tr("'%1' is no number of days: give 0 or more").arg(arguments.first()) };
    auto library = openLibrary(context.parser);
    Storage::ChangeRetention(library->database()).setRetentionDays(days);
    context.out << Tr::tr("Changes are kept %1.").arg(retentionText(days)) << Qt::endl;
    return Success;
}

} // namespace

QList<Command> logCommands()
{
    return {
        { "log status",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Show the change log's latest number, how long changes are kept and how far each member has read."),
            [](QCommandLineParser &parser) { addTranslatedOptions(parser, { formatOption }); },
            statusCommand },
        { "log prune",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Remove the changes every member has read, and those older than the retention (an owner's "
                "command on a team library; the window does it every hour)."),
            [](QCommandLineParser &) {},
            pruneCommand },
        { "log retention",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Show, or set in days, how long changes are kept for members who have not read them; 0 keeps "
                "them until all have (an owner's command on a team library)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("days"), Tr::tr("How many days changes are kept."), QStringLiteral("[DAYS]"));
            },
            retentionCommand },
    };
}

} // namespace Lectern::Cli
