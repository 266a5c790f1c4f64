// SPDX-License-Identifier: GPL-3.0-or-later
#include "clientsphase.h"

#include "benchserver.h"
#include "corpus.h"

#include "import/importer.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/librarycare.h"
#include "storage/members.h"
#include "storage/notestore.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace Lectern::Bench {
namespace {

constexpr qint64 Papers = 1000;
const QString ReviewName = QStringLiteral("Bench");

Storage::Location asLogin(const Storage::Location &library, const QString &login)
{
    QUrl uri(library.toString());
    QUrlQuery query(uri);
    query.removeAllQueryItems(QStringLiteral("user"));
    query.addQueryItem(QStringLiteral("user"), login);
    uri.setQuery(query);
    return Storage::Location::parse(uri.toString(), nullptr).value();
}

// What the clients were told, and what they tried.
struct Ledger
{
    QSet<QString> tagsAcknowledged; // "paper tag"
    // Each paper's note is written by one client only, so its last acknowledged text must be the
    // note, unless a later write that failed still reached the server.
    QHash<PaperId, QString> lastNote;
    QHash<PaperId, QStringList> notesAfterLast;
    QHash<PaperId, QString> noteWriters; // each member has a note of their own on a paper
    QHash<QString, qint64> decisionsAcknowledged; // by reviewer
    QHash<QString, qint64> decisionsTried;
    qint64 acknowledged = 0;
    qint64 failed = 0;
    QStringList failures; // the first few clients' messages
};

// One client: runs a command at a time, the next once the last has ended, until the time is up.
class Client
{
public:
    Client(int index,
        int clients,
        const QString &program,
        const Storage::Location &location,
        QList<PaperId> papers,
        Ledger &ledger)
        : m_index(index)
        , m_clients(clients)
        , m_program(program)
        , m_location(location)
        , m_login(QUrlQuery(QUrl(location.toString())).queryItemValue(QStringLiteral("user")))
        , m_papers(std::move(papers))
        , m_ledger(ledger)
        , m_random(quint32(index) * 7919U + 1U)
    {
        QObject::connect(&m_process, &QProcess::finished, [this](int code, QProcess::ExitStatus status) {
            finished(code == 0 && status == QProcess::NormalExit);
        });
    }

    void start(QDeadlineTimer deadline)
    {
        m_deadline = deadline;
        next();
    }
    bool isDone() const { return m_done; }

private:
    enum class Kind { Tag, Note, Decision };

    void next()
    {
        if (m_deadline.hasExpired()) {
            m_done = true;
            return;
        }
        m_kind = static_cast<Kind>(m_step++ % 3);
        QStringList arguments{ QStringLiteral("--db"), m_location.toString() };
        QByteArray input;
        if (m_kind == Kind::Note) {
            // Papers whose id leaves this client's index modulo the clients are its own to note.
            do
                m_paper = m_papers.at(m_random.bounded(int(m_papers.size())));
            while (m_paper % m_clients != m_index);
            m_text = QStringLiteral("Note %1 of client %2").arg(m_step).arg(m_index);
            m_ledger.noteWriters.insert(m_paper, m_login);
            arguments += { QStringLiteral("note"), QStringLiteral("set"), QString::number(m_paper) };
            input = m_text.toUtf8();
        } else {
            m_paper = m_papers.at(m_random.bounded(int(m_papers.size())));
        }
        if (m_kind == Kind::Tag) {
            m_text = QStringLiteral("bench/c%1/t%2").arg(m_index).arg(m_random.bounded(20));
            arguments += { QStringLiteral("tag"), QStringLiteral("add"), m_text, QString::number(m_paper) };
        } else if (m_kind == Kind::Decision) {
            static const QStringList verdicts = {
                QStringLiteral("include"), QStringLiteral("exclude"), QStringLiteral("maybe")
            };
            arguments += { QStringLiteral("review"),
                QStringLiteral("decide"),
                ReviewName,
                QString::number(m_paper),
                QStringLiteral("--verdict"),
                verdicts.at(m_random.bounded(3)) };
            ++m_ledger.decisionsTried[m_login];
        }
        m_process.start(m_program, arguments);
        m_process.write(input);
        m_process.closeWriteChannel();
    }

    void finished(bool acknowledged)
    {
        if (acknowledged) {
            ++m_ledger.acknowledged;
            switch (m_kind) {
            case Kind::Tag:
                m_ledger.tagsAcknowledged.insert(QStringLiteral("%1 %2").arg(m_paper).arg(m_text));
                break;
            case Kind::Note:
                m_ledger.lastNote.insert(m_paper, m_text);
                m_ledger.notesAfterLast.remove(m_paper);
                break;
            case Kind::Decision:
                ++m_ledger.decisionsAcknowledged[m_login];
                break;
            }
        } else {
            ++m_ledger.failed;
            if (m_kind == Kind::Note)
                m_ledger.notesAfterLast[m_paper].append(m_text);
            if (m_ledger.failures.size() < 5)
                m_ledger.failures.append(QString::fromUtf8(m_process.readAllStandardError()).trimmed());
        }
        next();
    }

    int m_index;
    int m_clients;
    QString m_program;
    Storage::Location m_location;
    QString m_login;
    QList<PaperId> m_papers;
    Ledger &m_ledger;
    QRandomGenerator m_random;
    QProcess m_process;
    QDeadlineTimer m_deadline;
    int m_step = 0;
    bool m_done = false;
    Kind m_kind = Kind::Tag;
    PaperId m_paper = 0;
    QString m_text;
};

// The acknowledged edits that are not in the library.
QStringList missing(const Storage::Database &library, ReviewId review, const Ledger &ledger)
{
    QStringList lost;
    QSqlQuery tags = Storage::runOrThrow(library.connection(),
        QStringLiteral("SELECT pt.paper_id, t.name FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id"));
    QSet<QString> present;
    while (tags.next())
        present.insert(QStringLiteral("%1 %2").arg(tags.value(0).toLongLong()).arg(tags.value(1).toString()));
    for (const QString &tag : ledger.tagsAcknowledged) {
        if (!present.contains(tag))
            lost.append(QStringLiteral("tag ") + tag);
    }
    const Storage::NoteStore notes(library);
    // The note of the member who wrote it, as the library's owner reads every member's.
    const auto noteOf = [&notes, &ledger](PaperId paper) {
        const QString writer = ledger.noteWriters.value(paper);
        for (const Storage::NoteStore::MemberNote &note : notes.othersNotes(paper)) {
            if (note.member == writer)
                return note.markdown;
        }
        return QString();
    };
    for (auto it = ledger.lastNote.cbegin(); it != ledger.lastNote.cend(); ++it) {
        const QString note = noteOf(it.key());
        if (note != it.value() && !ledger.notesAfterLast.value(it.key()).contains(note))
            lost.append(QStringLiteral("note on %1").arg(it.key()));
    }
    QHash<QString, qint64> logged;
    for (const Decision &decision : Storage::ReviewStore(library).log(review))
        ++logged[decision.reviewer];
    for (auto it = ledger.decisionsAcknowledged.cbegin(); it != ledger.decisionsAcknowledged.cend(); ++it) {
        if (logged.value(it.key()) < it.value() || logged.value(it.key()) > ledger.decisionsTried.value(it.key()))
            lost.append(QStringLiteral("decisions of %1: %2 acknowledged, %3 logged")
                    .arg(it.key())
                    .arg(it.value())
                    .arg(logged.value(it.key())));
    }
    return lost;
}

} // namespace

QJsonObject runClientsPhase(
    const BenchServer &server, const Corpus &corpus, const QString &folder, int clients, int seconds)
{
    const Storage::Location library = server.createLibrary(QStringLiteral("clients"));
    Storage::Database owner(library);
    if (!owner.open())
        throw std::runtime_error(owner.errorString().toStdString());
    Import::Importer(owner).importFiles(corpus.writeFiles(Papers, folder));
    QList<PaperId> papers;
    QSqlQuery ids = Storage::runOrThrow(owner.connection(), QStringLiteral("SELECT id FROM papers ORDER BY id"));
    while (ids.next())
        papers.append(ids.value(0).toLongLong());
    ReviewInfo info;
    info.name = ReviewName;
    const ReviewId review = Storage::ReviewStore(owner).create(info);
    Storage::ReviewStore(owner).addPapers(review, papers);

    const auto members = owner.engine().members(owner);
    Ledger ledger;
    std::vector<std::unique_ptr<Client>> running;
    const QString program = QStringLiteral(LECTERN_CLI);
    for (int i = 0; i < clients; ++i) {
        const QString login = QStringLiteral("bench_client_%1").arg(i + 1);
        members->add({ login, {}, {}, Storage::MemberRole::Member });
        running.push_back(std::make_unique<Client>(i, clients, program, asLogin(library, login), papers, ledger));
    }
    QElapsedTimer timer;
    timer.start();
    const QDeadlineTimer deadline{ std::chrono::seconds(seconds) };
    for (const auto &client : running)
        client->start(deadline);
    while (!std::all_of(running.cbegin(), running.cend(), [](const auto &client) { return client->isDone(); }))
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    const double elapsed = double(timer.elapsed()) / 1000.0;

    const QStringList lost = missing(owner, review, ledger);
    const QStringList problems = Storage::LibraryCare::of(library).problems(library, Storage::LibraryCare::Depth::Full);
    return { { QStringLiteral("phase"), QStringLiteral("clients") },
        { QStringLiteral("clients"), clients },
        { QStringLiteral("papers"), Papers },
        { QStringLiteral("seconds"), elapsed },
        { QStringLiteral("edits_acknowledged"), ledger.acknowledged },
        { QStringLiteral("edits_per_second"), double(ledger.acknowledged) / elapsed },
        { QStringLiteral("edits_failed"), ledger.failed },
        { QStringLiteral("failures"), QJsonArray::fromStringList(ledger.failures) },
        { QStringLiteral("acknowledged_missing"), lost.size() },
        { QStringLiteral("missing"), QJsonArray::fromStringList(lost.first(std::min<qsizetype>(lost.size(), 10))) },
        { QStringLiteral("check_problems"), QJsonArray::fromStringList(problems) } };
}

} // namespace Lectern::Bench
