// SPDX-License-Identifier: GPL-3.0-or-later
#include "tasks/libraryopening.h"

#include "tasks/libraryworker.h"
#include "widgets/plaintext.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QTimer>
#include <QUrl>

namespace Lectern::Desktop {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LibraryOpening)
};

// A library that opens within this time shows no dialog: a flash of one would only distract.
constexpr int ShowDelayMs = 400;

struct Opening
{
    enum Result { Opened, Failed, Cancelled } result = Cancelled;
    QString message;
    bool wantsPassword = false;
};

// Waits for the worker's opening in an event loop of its own. Until the dialog shows, the loop
// takes no input: a click meant for the window would act on a library that is being replaced.
// Once shown, the dialog is modal to the window and takes the clicks on Cancel.
Opening waitForOpening(LibraryWorker &worker, QWidget *parent)
{
    QEventLoop loop;
    Opening opening;
    bool done = false;
    bool takingInput = false;
    const auto finish = [&](Opening::Result result) {
        opening.result = result;
        done = true;
        loop.exit(0);
    };
    std::unique_ptr<QProgressDialog> progress;
    const auto show = [&](const QString &title, const QString &text, bool cancellable) {
        if (!progress) {
            progress = std::make_unique<QProgressDialog>(parent);
            progress->setRange(0, 0); // a busy indicator: neither libpq nor a migration says how far it got
            progress->setWindowModality(Qt::WindowModal);
            progress->setMinimumDuration(0);
            progress->setMinimumWidth(360); // a library's name on one line, mostly
            // The library's name is the user's: shown as written, never as markup.
            auto *label = new QLabel(progress.get());
            label->setTextFormat(Qt::PlainText);
            label->setWordWrap(true);
            progress->setLabel(label);
            QObject::connect(progress.get(), &QProgressDialog::canceled, &loop, [&] { finish(Opening::Cancelled); });
        }
        if (!cancellable)
            progress->setCancelButton(nullptr);
        progress->setWindowTitle(title);
        progress->setLabelText(text);
        progress->show();
        if (!takingInput)
            loop.exit(1); // the dialog takes input from here on
    };
    const QString name = worker.location().displayName();
    QObject::connect(&worker, &LibraryWorker::upgrading, &loop, [&] {
        show(QCoreApplication::translate("LibraryUpgrade", "Upgrading the Library"),
            QCoreApplication::translate("LibraryUpgrade",
                "Upgrading %1 for this version of Lectern. A large library takes a minute; this happens once.")
                .arg(name),
            false);
    });
    QObject::connect(&worker, &LibraryWorker::opened, &loop, [&] { finish(Opening::Opened); });
    QObject::connect(&worker, &LibraryWorker::openFailed, &loop, [&](const QString &message, bool wantsPassword) {
        opening.message = message;
        opening.wantsPassword = wantsPassword;
        finish(Opening::Failed);
    });
    QTimer::singleShot(ShowDelayMs, &loop, [&] {
        if (progress)
            return;
        if (worker.location().isFile())
            show(Tr::tr("Opening the Library"), Tr::tr("Opening %1…").arg(name), true);
        else
            show(Tr::tr("Connecting"), Tr::tr("Connecting to %1…").arg(name), true);
    });
    if (loop.exec(QEventLoop::ExcludeUserInputEvents) == 1 && !done) {
        takingInput = true;
        loop.exec();
    }
    return opening;
}

} // namespace

std::unique_ptr<LibraryWorker> openLibraryWorker(
    Storage::Location location, Storage::Database::Access access, QWidget *parent, bool askPassword, QString *error)
{
    for (;;) {
        auto worker = std::make_unique<LibraryWorker>(location, access);
        const Opening opening = waitForOpening(*worker, parent);
        switch (opening.result) {
        case Opening::Opened:
            return worker;
        case Opening::Cancelled:
            // A server that does not answer would keep the window waiting for its timeout.
            LibraryWorker::abandon(std::move(worker));
            error->clear();
            return nullptr;
        case Opening::Failed:
            break;
        }
        worker.reset();
        if (askPassword && opening.wantsPassword) {
            if (const auto password = askForPassword(parent, location, opening.message)) {
                location = withPassword(location, *password);
                continue;
            }
        }
        *error = opening.message;
        return nullptr;
    }
}

Storage::Location withPassword(const Storage::Location &location, const QString &password)
{
    // toString() has no password: one refused before goes.
    const QString uri = location.toString();
    const QString parameter = QStringLiteral("password=") + QString::fromLatin1(QUrl::toPercentEncoding(password));
    return Storage::Location::parse(uri + (uri.contains(u'?') ? u'&' : u'?') + parameter, nullptr).value_or(location);
}

std::optional<QString> askForPassword(QWidget *parent, const Storage::Location &location, const QString &message)
{
    bool ok = false;
    const QString password = QInputDialog::getText(parent,
        Tr::tr("Password for %1").arg(location.displayName()),
        plainToRichText(message + QStringLiteral("\n\n") +
            Tr::tr("Password (Lectern keeps it until it quits, and never saves it):")),
        QLineEdit::Password,
        QString(),
        &ok);
    return ok ? std::optional(password) : std::nullopt;
}

} // namespace Lectern::Desktop
