// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/membercommands.h"

#include "storage/database.h"
#include "storage/engine.h"
#include "storage/librarysession.h"
#include "storage/members.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <memory>

namespace Lectern::Cli {
namespace {

const QCommandLineOption roleOption(QStringLiteral("role"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli",
        "owner (also deletes papers, makes reviews and manages members), member (reads and writes) or reader "
        "(reads only).")),
    QStringLiteral("role"));

const QCommandLineOption nameOption(QStringLiteral("name"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "The member's name as the window shows it.")),
    QStringLiteral("name"));

std::unique_ptr<Storage::MemberAdmin> memberAdmin(const Storage::Database &database)
{
    auto admin = database.engine().members(database);
    if (!admin)
        throw UsageError{ Tr::tr("a library file has no members; members belong to a team library on a "
                                 "server (--db postgresql://…)") };
    return admin;
}

Storage::MemberRole chosenRole(const QCommandLineParser &parser)
{
    // Context named: lupdate takes Tr::tr() in a function returning Storage::… for another context.
    if (!parser.isSet(roleOption))
        throw UsageError{ QCoreApplication::translate(
            "Lectern::Cli", "give the member's role: --role owner, member or reader") };
    const auto role = Storage::roleNamed(parser.value(roleOption));
    if (!role)
        throw UsageError{ QCoreApplication::translate("Lectern::Cli", "unknown role '%1': give owner, member or reader")
                .arg(parser.value(roleOption)) };
    return *role;
}

// A login that is a member: anything else is the user's mistake.
void knownMember(const Storage::MemberAdmin &admin, const QString &login)
{
    for (const Storage::Member &member : admin.members()) {
        if (member.login == login)
            return;
    }
    throw UsageError{ Tr::tr("%1 is no member of this library; see 'lectern-cli members list'").arg(login) };
}

QString login(const QCommandLineParser &parser)
{
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ Tr::tr("give the member's login name") };
    return arguments.first();
}

int listCommand(Context &context)
{
    const QString outputFormat = format(context.parser, { QStringLiteral("table"), QStringLiteral("json") });
    auto library = openLibrary(context.parser, Access::Read);
    const QList<Storage::Member> members = memberAdmin(library->database())->members();
    if (outputFormat == QLatin1StringView("json")) {
        QJsonArray items;
        for (const Storage::Member &member : members)
            items.append(QJsonObject{ { QStringLiteral("login"), member.login },
                { QStringLiteral("name"), member.displayName },
                { QStringLiteral("color"), member.color },
                { QStringLiteral("role"), Storage::roleName(member.role) } });
        context.out << QString::fromUtf8(QJsonDocument(items).toJson(QJsonDocument::Indented));
        context.out.flush();
        return Success;
    }
    for (const Storage::Member &member : members) {
        context.out << paddedTo(member.login, 20) << u' ' << paddedTo(Storage::roleName(member.role), 7) << u' '
                    << member.displayName << u'\n';
    }
    context.out.flush();
    context.err << Tr::tr("%n member(s).", nullptr, members.size()) << Qt::endl;
    return Success;
}

int addCommand(Context &context)
{
    const Storage::Member member{
        login(context.parser), context.parser.value(nameOption), {}, chosenRole(context.parser)
    };
    auto library = openLibrary(context.parser);
    memberAdmin(library->database())->add(member);
    context.out << Tr::tr("%1 is a member of the library, as %2.").arg(member.login, Storage::roleName(member.role))
                << Qt::endl;
    return Success;
}

int setRoleCommand(Context &context)
{
    const QString member = login(context.parser);
    const Storage::MemberRole role = chosenRole(context.parser);
    auto library = openLibrary(context.parser);
    const auto admin = memberAdmin(library->database());
    knownMember(*admin, member);
    admin->setRole(member, role);
    context.out << Tr::tr("%1 is now %2.").arg(member, Storage::roleName(role)) << Qt::endl;
    return Success;
}

int removeCommand(Context &context)
{
    const QString member = login(context.parser);
    auto library = openLibrary(context.parser);
    const auto admin = memberAdmin(library->database());
    knownMember(*admin, member);
    admin->remove(member);
    context.out << Tr::tr("%1 is no longer a member; the login stays on the server.").arg(member) << Qt::endl;
    return Success;
}

void addLoginArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        QStringLiteral("login"), Tr::tr("The member's login on the server."), QStringLiteral("LOGIN"));
}

} // namespace

QList<Command> memberCommands()
{
    return {
        { "members list",
            QT_TRANSLATE_NOOP("Lectern::Cli", "List the members of a team library and their roles."),
            [](QCommandLineParser &parser) { addTranslatedOptions(parser, { formatOption }); },
            listCommand },
        { "members add",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Make a login a member of a team library, with a role the server enforces (the owner's command)."),
            [](QCommandLineParser &parser) {
                addLoginArgument(parser);
                addTranslatedOptions(parser, { roleOption, nameOption });
            },
            addCommand },
        { "members set-role",
            QT_TRANSLATE_NOOP("Lectern::Cli", "Give a member another role (the owner's command)."),
            [](QCommandLineParser &parser) {
                addLoginArgument(parser);
                addTranslatedOptions(parser, { roleOption });
            },
            setRoleCommand },
        { "members remove",
            QT_TRANSLATE_NOOP("Lectern::Cli", "Take a member's role away (the owner's command)."),
            [](QCommandLineParser &parser) { addLoginArgument(parser); },
            removeCommand },
    };
}

} // namespace Lectern::Cli
