// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "search/query.h"
#include "text/richtext.h"
#include "widgets/abstractbrowser.h"
#include "widgets/softbreaks.h"

#include <QTextCharFormat>

#include <optional>

namespace Lectern::Desktop {

// An abstract as it reads best: Markdown emphasis, TeX maths as Unicode in the theme's maths
// colour with real superscripts and subscripts, links, the user's highlights and the words of the current search
// marked. Or, with showSource, the text exactly as imported.
//
// The document is built run by run with QTextCursor from Text::RenderedText, never from HTML,
// so no text of an abstract can become markup; the rendered text lines up with the document's
// positions (through the breaks shown in runs too long to lay out), which is how a selection
// becomes a range of the imported text.
class AbstractView : public AbstractBrowser
{
    Q_OBJECT

public:
    explicit AbstractView(QWidget *parent = nullptr);

    void setAbstract(const QString &source);
    void setHighlights(const QList<Highlight> &highlights);
    // The terms of the current search; negated ones are not marked.
    void setSearchTerms(const QList<Search::Term> &terms);
    // A review's keywords: inclusion ones marked green, exclusion ones red.
    void setReviewKeywords(const QStringList &inclusion, const QStringList &exclusion);
    void setShowSource(bool show);
    bool showsSource() const { return m_showSource; }

    // The selection as a range of the imported abstract, if something is selected.
    std::optional<Text::TextRange> selectedSourceRange() const;
    // The rendered text of a source range as plain text (scripts as RenderedText::plainText()
    // writes them), e.g. to quote a highlight in a list.
    QString renderedText(const Text::TextRange &sourceRange) const;

    // The background a highlight colour gets; translucent, so text stays readable in both palettes.
    static QColor highlightBackground(HighlightColor color);

    // Inserts rendered runs at cursor as this view draws them, each run's style over base: maths
    // in the theme's maths colour with its scripts raised and lowered, a paragraph break as a new
    // block, breaks shown in runs too long to lay out. The note preview draws its maths with it,
    // so a formula reads the same in both.
    static void insertRuns(QTextCursor &cursor,
        const QList<Text::TextRun> &runs,
        const QTextCharFormat &base,
        const QFont &font,
        const QPalette &palette,
        SoftBreaks &breaks);

protected:
    void changeEvent(QEvent *event) override;
    // The selection as the text has it, without the breaks shown in it.
    QMimeData *createMimeDataFromSelection() const override;

private:
    void rebuild();
    // How a review's keywords are marked: inclusion and exclusion differ in more than colour.
    struct KeywordMark
    {
        QColor color;
        QTextCharFormat::UnderlineStyle underline;
        QString meaning;
    };
    void markKeywords(const QString &text, const QStringList &keywords, const KeywordMark &mark);
    void markSearchTerms(const QString &text);
    void keepTextReadable();

    QString m_source;
    Text::RenderedText m_rendered;
    QList<Highlight> m_highlights;
    QList<Search::Term> m_terms;
    QStringList m_inclusionKeywords;
    QStringList m_exclusionKeywords;
    bool m_showSource = false;
    SoftBreaks m_breaks{ SoftBreaks::ForViews }; // shown in the document: its positions are the text's through them
};

} // namespace Lectern::Desktop
