// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace Lectern::Desktop {

class LibraryWorker;

// File → Connect to Team Library…: a PostgreSQL database named by its host, port, database, user
// and TLS mode. Connect connects on a worker, the dialog saying so and staying responsive; a
// refused connection is told in the dialog, in one sentence, for the fields to be corrected, and a
// server that wants a password gets a field for it. The password is kept in memory only; the
// other fields are remembered for next time. Accepted once the library is open: takeWorker().
class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectDialog(QWidget *parent = nullptr);
    ~ConnectDialog() override;

    // The library the fields name, as a libpq URI ("postgresql://ann@db.lab:5433/lectern
    // ?sslmode=verify-full"), with the password when one was given.
    Storage::Location location() const;
    // The worker of the library connected to, once accepted.
    std::unique_ptr<LibraryWorker> takeWorker();

    // For tests: the fields, and the sentence shown (empty when none).
    QLineEdit *hostField() const { return m_host; }
    QSpinBox *portField() const { return m_port; }
    QLineEdit *databaseField() const { return m_database; }
    QLineEdit *userField() const { return m_user; }
    QComboBox *tlsField() const { return m_tls; }
    QLineEdit *passwordField() const { return m_password; }
    QPushButton *connectButton() const { return m_connect; }
    QString message() const;

    // libpq's sslmode values, in the order offered.
    static QStringList tlsModes();

public Q_SLOTS:
    void accept() override;
    void reject() override;

private:
    void connectToServer();
    void opened();
    void failed(const QString &message, bool wantsPassword);
    void setConnecting(bool connecting);
    void restoreFields();
    void saveFields() const;

    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_tls;
    QLabel *m_passwordLabel;
    QLineEdit *m_password;
    QLabel *m_status;
    QProgressBar *m_busy;
    QLabel *m_error;
    QPushButton *m_connect;
    std::unique_ptr<LibraryWorker> m_worker;
    bool m_opened = false;
};

} // namespace Lectern::Desktop
