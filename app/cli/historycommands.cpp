// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/historycommands.h"

#include "review/decisionexchange.h"
#include "storage/librarysession.h"
#include "storage/paperhistory.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace Lectern::Cli {
namespace {

using Action = Storage::PaperEvent::Action;

const QCommandLineOption historyFormatOption(QStringLiteral("format"),
    QString::fromUtf8(QT_TRANSLATE_NOOP(
        "Lectern::Cli", "Output format: table, json or tsv (time, member, action, subject; no header).")),
    QStringLiteral("format"),
    QStringLiteral("table"));

// What was done, as scripts read it: the action's stable name, and a decision's verdict.
QString whatWasDone(const Storage::PaperEvent &event)
{
    const QString action = Storage::PaperHistory::actionName(event.action);
    return event.action == Action::Decided ? action + u' ' + Review::verdictName(event.verdict) : action;
}

int historyCommand(Context &context)
{
    const QString outputFormat =
        format(context.parser, { QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("tsv") });
    const PaperId id = paperId(context.parser);
    auto library = openLibrary(context.parser, Access::Read);
    // A paper removed has a history still: who removed it, and when.
    const QList<Storage::PaperEvent> events = Storage::PaperHistory(library->database()).of(id, 100000);
    if (events.isEmpty())
        knownPapers(library->database(), { id });
    if (outputFormat == QLatin1StringView("json")) {
        QJsonArray json;
        for (const Storage::PaperEvent &event : events) {
            json.append(QJsonObject{ { QStringLiteral("at"), event.at.toUTC().toString(Qt::ISODateWithMs) },
                { QStringLiteral("member"), event.member },
                { QStringLiteral("member_name"), event.memberName },
                { QStringLiteral("action"), whatWasDone(event) },
                { QStringLiteral("subject"), event.subject } });
        }
        context.out << QString::fromUtf8(
            QJsonDocument(QJsonObject{ { QStringLiteral("id"), id }, { QStringLiteral("history"), json } })
                .toJson(QJsonDocument::Indented));
        context.out.flush();
        return Success;
    }
    qsizetype nameWidth = 0;
    for (const Storage::PaperEvent &event : events)
        nameWidth = std::max(nameWidth, terminalWidth(event.memberName));
    for (const Storage::PaperEvent &event : events) {
        const QString at = event.at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        // A name or subject is one line: a tab or newline in it would end a field or a row.
        const QString subject = event.subject.simplified();
        if (outputFormat == QLatin1StringView("tsv")) {
            context.out << at << u'\t' << event.memberName.simplified() << u'\t' << whatWasDone(event) << u'\t'
                        << subject << u'\n';
        } else {
            context.out << at << QStringLiteral("  ") << paddedTo(event.memberName.simplified(), nameWidth)
                        << (nameWidth ? QStringLiteral("  ") : QString()) << paddedTo(whatWasDone(event), 16) << subject
                        << u'\n';
        }
    }
    context.out.flush();
    return Success;
}

} // namespace

QList<Command> historyCommands()
{
    return {
        { "history",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Show what was done to a paper, by whom and when, newest first: tags, notes, highlights, lists, "
                "edits, imports and decisions."),
            [](QCommandLineParser &parser) {
                addPaperIdArgument(parser);
                addTranslatedOptions(parser, { historyFormatOption });
            },
            historyCommand },
    };
}

} // namespace Lectern::Cli
