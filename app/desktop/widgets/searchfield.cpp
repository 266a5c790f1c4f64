// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/searchfield.h"

#include "search/query.h"
#include "widgets/abstractbrowser.h"
#include "widgets/plaintext.h"
#include "widgets/themeicon.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCompleter>
#include <QDialog>
#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QPointer>
#include <QStringListModel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

// Values the query language itself defines.
QStringList knownValues(const QString &field)
{
    if (field == QLatin1String("status"))
        return { QStringLiteral("unread"), QStringLiteral("reading"), QStringLiteral("read") };
    if (field == QLatin1String("starred"))
        return { QStringLiteral("yes"), QStringLiteral("no") };
    if (field == QLatin1String("has"))
        return { QStringLiteral("note"), QStringLiteral("highlight"), QStringLiteral("link"), QStringLiteral("tag") };
    if (field == QLatin1String("rating"))
        return { QStringLiteral(">=1"),
            QStringLiteral(">=2"),
            QStringLiteral(">=3"),
            QStringLiteral(">=4"),
            QStringLiteral("5") };
    return {};
}

// A value as the query language reads it back: quoted when it holds a space or a quote.
QString quotedValue(const QString &value)
{
    if (!value.contains(u' ') && !value.contains(u'"') && !value.contains(u'(') && !value.contains(u')'))
        return value;
    QString escaped = value;
    escaped.remove(u'"');
    return u'"' + escaped + u'"';
}

} // namespace

SearchField::SearchField(QWidget *parent)
    : QLineEdit(parent)
    , m_errorAction(new QAction(this))
    , m_helpAction(new QAction(this))
    , m_findAction(nullptr)
    , m_scope(new QToolButton(this))
    , m_completer(new QCompleter(this))
    , m_candidates(new QStringListModel(this))
{
    setPlaceholderText(tr("Search titles, abstracts and notes — F1 for fields like tag: or year:"));
    setClearButtonEnabled(true);
    setAccessibleName(tr("Search"));
    setAccessibleDescription(tr("Filters the paper list as you type. F1 explains the query language."));
    setWhatsThis(tr("<p>Type words to find the papers whose title, abstract or note has them all, as you type. "
                    "Fields narrow the search: <code>tag:method</code>, <code>year:2020..2024</code>, "
                    "<code>status:unread</code>; <code>-word</code> excludes, <code>OR</code> and parentheses "
                    "combine. Press F1 for every field.</p>"));
    // A name for screen readers, which announce the icon as a button.
    m_findAction = addAction(themeIcon(QStringLiteral("edit-find")), QLineEdit::LeadingPosition);
    m_findAction->setText(tr("Search"));
    // Where the search icon is while the search is limited to a part of the library.
    m_scope->setAutoRaise(true);
    m_scope->setCursor(Qt::ArrowCursor);
    m_scope->setIcon(themeIcon(QStringLiteral("edit-clear")));
    m_scope->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_scope->setLayoutDirection(Qt::RightToLeft); // the name, then the icon that takes it away
    m_scope->hide();
    connect(m_scope, &QToolButton::clicked, this, &SearchField::wholeLibraryRequested);
    m_errorAction->setIcon(
        QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning)));
    addAction(m_errorAction, QLineEdit::TrailingPosition);
    // Hidden once added: hidden before, its button is still painted under the next one.
    m_errorAction->setVisible(false);
    m_helpAction->setIcon(themeIcon(QStringLiteral("help-contextual")));
    m_helpAction->setText(tr("Search &Syntax"));
    // F1 anywhere in the window: the query language is the one thing Lectern's help explains.
    m_helpAction->setShortcut(QKeySequence::HelpContents);
    m_helpAction->setShortcutContext(Qt::WindowShortcut);
    m_helpAction->setToolTip(tr("How to search (%1)").arg(m_helpAction->shortcut().toString(QKeySequence::NativeText)));
    addAction(m_helpAction, QLineEdit::TrailingPosition);
    connect(m_helpAction, &QAction::triggered, this, &SearchField::showHelp);

    m_completer->setModel(m_candidates);
    m_completer->setWidget(this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchStartsWith);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this, &SearchField::insertCompletion);
    connect(this, &QLineEdit::textEdited, this, &SearchField::updateCompletion);
}

void SearchField::setScopeName(const QString &name)
{
    if (name == m_scopeName)
        return;
    m_scopeName = name;
    const QString shown = fontMetrics().elidedText(name, Qt::ElideMiddle, fontMetrics().averageCharWidth() * 18);
    m_scope->setText(withLiteralAmpersands(tr("In %1", "the part of the library searched").arg(shown)));
    const QString tip = tr("Searching in “%1” only. Click here, or press Backspace at the start of the field, to "
                           "search the whole library.")
                            .arg(name);
    m_scope->setToolTip(plainToRichText(tip));
    m_scope->setAccessibleName(tip);
    placeScope();
}

void SearchField::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Backspace && event->modifiers() == Qt::NoModifier && !m_scopeName.isEmpty() &&
        cursorPosition() == 0 && !hasSelectedText()) {
        Q_EMIT wholeLibraryRequested();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void SearchField::resizeEvent(QResizeEvent *event)
{
    QLineEdit::resizeEvent(event);
    placeScope();
}

void SearchField::placeScope()
{
    const bool limited = !m_scopeName.isEmpty();
    m_findAction->setVisible(!limited);
    m_scope->setVisible(limited);
    if (!limited) {
        setTextMargins(0, 0, 0, 0);
        return;
    }
    const QSize size = m_scope->sizeHint().boundedTo(QSize(width() / 2, height() - 2));
    m_scope->setGeometry(2, (height() - size.height()) / 2, size.width(), size.height());
    setTextMargins(size.width() + 2, 0, 0, 0);
}

void SearchField::setValueSource(ValueSource source)
{
    m_values = std::move(source);
}

void SearchField::setValueLookup(ValueLookup lookup)
{
    m_lookup = std::move(lookup);
}

void SearchField::setError(const QString &error)
{
    m_error = error;
    m_errorAction->setVisible(!error.isEmpty());
    const QString tip = error.isEmpty() ? QString() : plainToRichText(error);
    m_errorAction->setToolTip(tip);
    setToolTip(tip);
}

QStringList SearchField::completions() const
{
    const auto context = Search::Query::completionAt(text(), cursorPosition());
    QStringList candidates;
    switch (context.kind) {
    case Search::Query::CompletionContext::Word:
        return {};
    case Search::Query::CompletionContext::FieldName:
        for (const QString &field : Search::Query::fieldNames())
            candidates.append(field + u':');
        break;
    case Search::Query::CompletionContext::FieldValue:
        candidates = knownValues(context.field);
        if (candidates.isEmpty() && m_values)
            candidates = m_values(context.field);
        break;
    }
    QStringList matching;
    for (const QString &candidate : std::as_const(candidates)) {
        if (candidate.startsWith(context.prefix, Qt::CaseInsensitive) &&
            candidate.compare(context.prefix, Qt::CaseInsensitive) != 0)
            matching.append(candidate);
    }
    return matching;
}

void SearchField::updateCompletion()
{
    const QStringList candidates = completions();
    if (!candidates.isEmpty() || !lookUpValues())
        showCompletions(candidates);
}

bool SearchField::lookUpValues()
{
    const auto context = Search::Query::completionAt(text(), cursorPosition());
    if (context.kind != Search::Query::CompletionContext::FieldValue || !m_lookup)
        return false;
    m_completer->popup()->hide();
    QPointer<SearchField> self(this);
    m_lookup(context.field,
        context.prefix,
        [self, asked = text(), cursor = cursorPosition(), prefix = context.prefix](const QStringList &values) {
            // Typed on meanwhile: the lookup of what was typed since shows its own.
            if (!self || self->text() != asked || self->cursorPosition() != cursor)
                return;
            QStringList offered;
            for (const QString &value : values) {
                if (value.compare(prefix, Qt::CaseInsensitive) != 0)
                    offered.append(value);
            }
            self->showCompletions(offered);
        });
    return true;
}

void SearchField::showCompletions(const QStringList &candidates)
{
    if (candidates.isEmpty()) {
        m_completer->popup()->hide();
        return;
    }
    m_candidates->setStringList(candidates);
    m_completer->setCompletionPrefix(QString());
    QRect under = cursorRect();
    under.setWidth(std::max(240, m_completer->popup()->sizeHintForColumn(0) + 24));
    m_completer->complete(under);
}

void SearchField::insertCompletion(const QString &completion)
{
    const auto context = Search::Query::completionAt(text(), cursorPosition());
    const bool isValue = context.kind == Search::Query::CompletionContext::FieldValue;
    QString typed = text();
    qsizetype start = context.start;
    qsizetype end = cursorPosition();
    // A value typed inside quotes is replaced quotes and all.
    if (isValue && start > 0 && typed[start - 1] == u'"') {
        --start;
        if (end < typed.size() && typed[end] == u'"')
            ++end;
    }
    const QString inserted = isValue ? quotedValue(completion) + u' ' : completion;
    typed.replace(start, end - start, inserted);
    setText(typed);
    setCursorPosition(static_cast<int>(start + inserted.size()));
    Q_EMIT textEdited(typed);
}

void SearchField::showHelp()
{
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("How to Search"));
    auto *text = new AbstractBrowser(dialog);
    QString html = tr("<p>Words must all appear, in the title, abstract or note; the last word also finds longer "
                      "words while you type. <code>\"exact phrase\"</code>, <code>-word</code> or "
                      "<code>NOT word</code> to exclude, <code>OR</code>, and parentheses. Fields:</p>");
    html += QStringLiteral("<table cellpadding=\"4\">");
    for (const auto &field : Search::Query::fieldHelp()) {
        html += QStringLiteral("<tr><td><b>%1:</b></td><td>%2</td><td><code>%3</code></td></tr>")
                    .arg(field.name.toHtmlEscaped(), field.description.toHtmlEscaped(), field.example.toHtmlEscaped());
    }
    html += QStringLiteral("</table><p>") +
        tr("Example: <code>diffusion tag:method -survey year:2023..2025 rating:&gt;=4</code>") + QStringLiteral("</p>");
    text->setHtml(html);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog->resize(640, 520);
    dialog->show();
}

} // namespace Lectern::Desktop
