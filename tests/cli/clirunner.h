// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the built lectern-cli for its end-to-end tests: its output and its exit code.
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>

#include <unistd.h>

namespace CliTest {

using Lectern::Test::Workspace;
using namespace Qt::StringLiterals;

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs a program with input on its stdin (closed at once when there is none), in English
// unless another language is asked for.
inline Result run(
    const QString &program, const QStringList &arguments, const QByteArray &input, const QString &language)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"LANGUAGE"_s, language);
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    REQUIRE(process.waitForStarted(30000));
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    REQUIRE(process.waitForFinished(30000));
    REQUIRE(process.exitStatus() == QProcess::NormalExit);
    return { process.exitCode(),
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

inline Result cli(const QStringList &arguments, const QByteArray &input = {}, const QString &language = u"en"_s)
{
    return run(QStringLiteral(LECTERN_CLI), arguments, input, language);
}

inline QStringList asNobody()
{
    return { u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s };
}

// Skips the test unless lectern-cli can run as a user whom file permissions bind: root may write
// anywhere, so as root it runs as "nobody" (util-linux's setpriv). Call it outside any assertion,
// once the library's permissions are set: a SKIP inside CHECK counts as a failure.
inline void skipUnlessPermissionsBind(const QString &library)
{
    if (geteuid() != 0)
        return;
    const QString setpriv = QStandardPaths::findExecutable(u"setpriv"_s);
    const QString test = QStandardPaths::findExecutable(u"test"_s);
    if (setpriv.isEmpty() || test.isEmpty())
        SKIP("running as root without setpriv: file permissions cannot be tried");
    const QStringList reachable{ test, u"-x"_s, QStringLiteral(LECTERN_CLI), u"-a"_s, u"-r"_s, library };
    if (run(setpriv, asNobody() + reachable, {}, u"en"_s).exitCode != 0)
        SKIP("nobody cannot reach the program or the library here: file permissions cannot be tried");
}

// Runs lectern-cli as a user whom file permissions bind; skipUnlessPermissionsBind() comes first.
inline Result cliAsUnprivilegedUser(const QStringList &arguments)
{
    if (geteuid() != 0)
        return cli(arguments);
    const QString setpriv = QStandardPaths::findExecutable(u"setpriv"_s);
    REQUIRE(!setpriv.isEmpty()); // skipUnlessPermissionsBind() skips the test without it
    return run(setpriv, asNobody() + QStringList{ QStringLiteral(LECTERN_CLI) } + arguments, {}, u"en"_s);
}

struct Library
{
    Workspace workspace;
    // The library of the engine the tests run against: a file, or a database on the tests' server.
    QString db = workspace.location().toString();
    QString list = workspace.writeFile(QStringLiteral("list.txt"), Lectern::Test::sampleList());

    Result run(QStringList arguments, const QByteArray &input = {}, const QString &language = u"en"_s) const
    {
        arguments.prepend(db);
        arguments.prepend(QStringLiteral("--db"));
        return cli(arguments, input, language);
    }

    // Runs a command on the team library as login connects to it.
    Result runAs(const QString &login, const QStringList &arguments, const QByteArray &input = {}) const
    {
        const auto location = Lectern::Storage::Location::parse(db, nullptr).value();
        return cli(
            QStringList{ QStringLiteral("--db"), Lectern::Test::asLogin(location, login).toString() } + arguments,
            input);
    }

    // Runs a command that must succeed.
    QString ok(const QStringList &arguments, const QByteArray &input = {}) const
    {
        const Result result = run(arguments, input);
        INFO(arguments.join(u' ').toStdString() << ": " << result.err.toStdString());
        REQUIRE(result.exitCode == 0);
        return result.out;
    }

    QJsonObject json(const QStringList &arguments) const
    {
        return QJsonDocument::fromJson(
            ok(arguments + QStringList{ QStringLiteral("--format"), QStringLiteral("json") }).toUtf8())
            .object();
    }

    QJsonObject paper(int id) const { return json({ QStringLiteral("show"), QString::number(id) }); }

    // Tag name → number of papers carrying exactly it.
    QMap<QString, int> tagCounts() const
    {
        QMap<QString, int> counts;
        const QJsonArray tags =
            json({ QStringLiteral("tag"), QStringLiteral("list") }).value(QStringLiteral("tags")).toArray();
        for (const QJsonValue &tag : tags)
            counts.insert(tag[QStringLiteral("name")].toString(), tag[QStringLiteral("papers")].toInt());
        return counts;
    }

    QJsonArray papers(const QStringList &extra = {}) const
    {
        const Result result =
            run(QStringList{ QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json") } + extra);
        REQUIRE(result.exitCode == 0);
        return QJsonDocument::fromJson(result.out.toUtf8()).object().value(QStringLiteral("papers")).toArray();
    }
};

} // namespace CliTest
