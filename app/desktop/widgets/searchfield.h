// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>

#include <functional>

class QCompleter;
class QStringListModel;
class QToolButton;

namespace Lectern::Desktop {

// The search field: a query as typed, with completion of field names and of the values the
// library has (tags, venues, collections), a marker and tooltip when the query is malformed,
// and the query language's help on F1 or the "?" button (helpAction(), also in the Help menu).
// While the search is limited to a part of the library (a collection, a list, a tag), that part is
// named at the field's start; a click on it, or Backspace at the start of the field, asks for
// the whole library.
class SearchField : public QLineEdit
{
    Q_OBJECT

public:
    // The values the library has for a field ("tag" → every tag name); empty for fields whose
    // values the query language knows itself.
    using ValueSource = std::function<QStringList(const QString &field)>;
    // Looks up the library's values of a field that begin with a prefix (authors, venues,
    // keywords: too many to hold, read away from the GUI thread) and calls found with them.
    using ValueLookup = std::function<void(
        const QString &field, const QString &prefix, std::function<void(const QStringList &values)> found)>;

    explicit SearchField(QWidget *parent = nullptr);

    void setValueSource(ValueSource source);
    // Asked when the value source has nothing that begins with what is typed.
    void setValueLookup(ValueLookup lookup);
    // Shows why the query is malformed, or nothing when it is fine.
    void setError(const QString &error);
    QString error() const { return m_error; }
    QCompleter *fieldCompleter() const { return m_completer; }
    // The candidates for what is being typed at the cursor.
    QStringList completions() const;
    void showHelp();
    QAction *helpAction() const { return m_helpAction; }
    // The part of the library the search is limited to; empty for the whole library.
    void setScopeName(const QString &name);
    QToolButton *scopeButton() const { return m_scope; }

Q_SIGNALS:
    void wholeLibraryRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateCompletion();
    // Asks the value lookup for what is typed, when the cursor is in a field's value.
    bool lookUpValues();
    void showCompletions(const QStringList &candidates);
    void insertCompletion(const QString &completion);
    void placeScope();

    ValueSource m_values;
    ValueLookup m_lookup;
    QString m_error;
    QAction *m_errorAction;
    QAction *m_helpAction;
    QAction *m_findAction;
    QToolButton *m_scope;
    QString m_scopeName;
    QCompleter *m_completer;
    QStringListModel *m_candidates;
};

} // namespace Lectern::Desktop
