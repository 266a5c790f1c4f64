// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/connectdialog.h"

#include "tasks/libraryopening.h"
#include "tasks/libraryworker.h"
#include "widgets/accelerators.h"
#include "widgets/errorlabel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

constexpr int DefaultPort = 5432;
const QString SettingsGroup = QStringLiteral("connect");

QString encoded(const QString &text)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}

QString tlsText(const QString &mode)
{
    if (mode == u"require")
        return ConnectDialog::tr("Required, any certificate (require)");
    if (mode == u"verify-ca")
        return ConnectDialog::tr("Required, certificate of a trusted authority (verify-ca)");
    if (mode == u"verify-full")
        return ConnectDialog::tr("Required, certificate naming the host (verify-full)");
    if (mode == u"disable")
        return ConnectDialog::tr("Never (disable)");
    return ConnectDialog::tr("When the server offers it (prefer)");
}

} // namespace

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_tls(new QComboBox(this))
    , m_passwordLabel(new QLabel(tr("&Password:"), this))
    , m_password(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_error(createErrorLabel(this))
    , m_connect(new QPushButton(tr("&Connect"), this))
{
    setWindowTitle(tr("Connect to Team Library"));
    auto *intro = new QLabel(tr("A library on a PostgreSQL server, shared by a team. Lectern makes its tables in "
                                "an empty database."),
        this);
    intro->setWordWrap(true);

    m_host->setPlaceholderText(QStringLiteral("localhost"));
    m_host->setToolTip(tr("The server's name or address, or the folder of its Unix socket"));
    m_port->setRange(1, 65535);
    m_port->setValue(DefaultPort);
    m_port->setGroupSeparatorShown(false);
    m_database->setPlaceholderText(QStringLiteral("lectern"));
    m_user->setPlaceholderText(qEnvironmentVariable("USER"));
    m_user->setToolTip(tr("Empty: your user name on this computer"));
    for (const QString &mode : tlsModes())
        m_tls->addItem(tlsText(mode), mode);
    m_tls->setToolTip(tr("TLS encrypts the connection; verify-full also checks that the server is the one named"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setToolTip(tr("Kept until Lectern quits, never saved. Lectern also finds passwords in ~/.pgpass, "
                              "PGPASSWORD and service files, as every PostgreSQL program does."));
    m_passwordLabel->hide();
    m_password->hide();

    auto *form = new QFormLayout;
    const auto addRow = [form](QLabel *label, QWidget *field) {
        form->addRow(label, field);
        label->setBuddy(field);
        field->setAccessibleName(removeAcceleratorMarker(label->text()).remove(u':'));
    };
    addRow(new QLabel(tr("&Host:"), this), m_host);
    addRow(new QLabel(tr("P&ort:"), this), m_port);
    addRow(new QLabel(tr("&Database:"), this), m_database);
    addRow(new QLabel(tr("&User:"), this), m_user);
    addRow(new QLabel(tr("&TLS:"), this), m_tls);
    addRow(m_passwordLabel, m_password);

    // What the server said comes from outside: shown as written, never as markup.
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->hide();
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_connect->setDefault(true);
    buttons->addButton(m_connect, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    for (QLineEdit *field : { m_host, m_database, m_user, m_password })
        connect(field, &QLineEdit::textEdited, m_error, &QLabel::hide);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_busy);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    setMinimumWidth(460);
    restoreFields();
}

ConnectDialog::~ConnectDialog()
{
    // A connection still being made is let go of, not waited for.
    if (m_worker && !m_opened)
        LibraryWorker::abandon(std::move(m_worker));
}

QStringList ConnectDialog::tlsModes()
{
    // libpq's default first.
    return { QStringLiteral("prefer"),
        QStringLiteral("require"),
        QStringLiteral("verify-ca"),
        QStringLiteral("verify-full"),
        QStringLiteral("disable") };
}

Storage::Location ConnectDialog::location() const
{
    const QString host = m_host->text().trimmed();
    const QString user = m_user->text().trimmed();
    QStringList parameters;
    QString uri = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        uri += encoded(user) + u'@';
    if (host.startsWith(u'/')) {
        // A Unix socket's folder has no place in the authority of a URI.
        parameters.append(QStringLiteral("host=") + encoded(host));
        if (m_port->value() != DefaultPort)
            parameters.append(QStringLiteral("port=%1").arg(m_port->value()));
    } else {
        uri += host.contains(u':') ? u'[' + host + u']' : encoded(host); // an IPv6 address is bracketed
        if (m_port->value() != DefaultPort)
            uri += QStringLiteral(":%1").arg(m_port->value());
    }
    uri += u'/' + encoded(m_database->text().trimmed());
    if (const QString mode = m_tls->currentData().toString(); mode != tlsModes().constFirst())
        parameters.append(QStringLiteral("sslmode=") + mode);
    if (!parameters.isEmpty())
        uri += u'?' + parameters.join(u'&');
    const auto location = Storage::Location::parse(uri, nullptr).value();
    return !m_password->isHidden() ? withPassword(location, m_password->text()) : location;
}

std::unique_ptr<LibraryWorker> ConnectDialog::takeWorker()
{
    return m_opened ? std::move(m_worker) : nullptr;
}

QString ConnectDialog::message() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void ConnectDialog::accept()
{
    if (m_database->text().trimmed().isEmpty()) {
        m_error->setText(tr("Name the database the library is in."));
        m_error->show();
        m_database->setFocus();
        return;
    }
    connectToServer();
}

void ConnectDialog::reject()
{
    if (m_worker && !m_opened)
        LibraryWorker::abandon(std::move(m_worker));
    QDialog::reject();
}

void ConnectDialog::connectToServer()
{
    const Storage::Location library = location();
    m_error->hide();
    m_status->setText(tr("Connecting to %1…").arg(library.displayName()));
    setConnecting(true);
    m_worker = std::make_unique<LibraryWorker>(library, Storage::Database::Access::ReadWrite);
    connect(m_worker.get(), &LibraryWorker::opened, this, &ConnectDialog::opened);
    connect(m_worker.get(), &LibraryWorker::openFailed, this, &ConnectDialog::failed);
}

void ConnectDialog::opened()
{
    m_opened = true;
    saveFields();
    QDialog::accept();
}

void ConnectDialog::failed(const QString &message, bool wantsPassword)
{
    // Let go of after the signal that told it: the worker is done.
    m_worker.release()->deleteLater();
    setConnecting(false);
    m_error->setText(message);
    m_error->show();
    if (wantsPassword) {
        m_passwordLabel->show();
        m_password->show();
        m_password->selectAll();
        m_password->setFocus();
    }
}

void ConnectDialog::setConnecting(bool connecting)
{
    for (QWidget *field : std::initializer_list<QWidget *>{ m_host, m_port, m_database, m_user, m_tls, m_password })
        field->setEnabled(!connecting);
    m_connect->setEnabled(!connecting);
    m_status->setVisible(connecting);
    m_busy->setVisible(connecting);
}

void ConnectDialog::restoreFields()
{
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    m_host->setText(settings.value(QStringLiteral("host")).toString());
    m_port->setValue(settings.value(QStringLiteral("port"), DefaultPort).toInt());
    m_database->setText(settings.value(QStringLiteral("database")).toString());
    m_user->setText(settings.value(QStringLiteral("user")).toString());
    const int mode = m_tls->findData(settings.value(QStringLiteral("sslmode")).toString());
    m_tls->setCurrentIndex(std::max(mode, 0));
}

void ConnectDialog::saveFields() const
{
    // Never the password.
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    settings.setValue(QStringLiteral("host"), m_host->text().trimmed());
    settings.setValue(QStringLiteral("port"), m_port->value());
    settings.setValue(QStringLiteral("database"), m_database->text().trimmed());
    settings.setValue(QStringLiteral("user"), m_user->text().trimmed());
    settings.setValue(QStringLiteral("sslmode"), m_tls->currentData());
}

} // namespace Lectern::Desktop
