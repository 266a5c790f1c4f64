// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>

#include <functional>

class QCompleter;
class QStringListModel;

namespace Lectern::Desktop {

// The search field: a query as typed, with completion of field names and of the values the
// library has (tags, venues, collections), a marker and tooltip when the query is malformed,
// and the query language's help on F1 or the "?" button (helpAction(), also in the Help menu).
class SearchField : public QLineEdit
{
    Q_OBJECT

public:
    // The values the library has for a field ("tag" → every tag name); empty for fields whose
    // values the query language knows itself.
    using ValueSource = std::function<QStringList(const QString &field)>;

    explicit SearchField(QWidget *parent = nullptr);

    void setValueSource(ValueSource source);
    // Shows why the query is malformed, or nothing when it is fine.
    void setError(const QString &error);
    QString error() const { return m_error; }
    QCompleter *fieldCompleter() const { return m_completer; }
    // The candidates for what is being typed at the cursor.
    QStringList completions() const;
    void showHelp();
    QAction *helpAction() const { return m_helpAction; }

private:
    void updateCompletion();
    void insertCompletion(const QString &completion);

    ValueSource m_values;
    QString m_error;
    QAction *m_errorAction;
    QAction *m_helpAction;
    QCompleter *m_completer;
    QStringListModel *m_candidates;
};

} // namespace Lectern::Desktop
