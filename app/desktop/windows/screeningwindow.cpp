// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/screeningwindow.h"

#include "storage/database.h"
#include "storage/librarysession.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "tasks/libraryworker.h"
#include "text/richtext.h"
#include "text/termmatcher.h"
#include "widgets/abstractview.h"
#include "widgets/closeshortcuts.h"
#include "widgets/plaintext.h"
#include "widgets/reviewdialog.h"
#include "widgets/softbreaks.h"
#include "windows/reviewresultswindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QThreadPool>
#include <QVBoxLayout>

#include <cmath>

namespace Lectern::Desktop {
namespace {

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // titles, abstracts and reasons come from files and users
    label->setWordWrap(true);
    return label;
}

} // namespace

ScreeningWindow::ScreeningWindow(
    LibraryWorker &worker, Review::ScreeningSession::Start start, const QString &reviewer, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_worker(&worker)
    , m_session(std::make_unique<Review::ScreeningSession>(std::move(start), reviewer, writer()))
    , m_question(plainLabel(this))
    , m_title(plainLabel(this))
    , m_byline(plainLabel(this))
    , m_keywordHits(plainLabel(this))
    , m_abstract(new AbstractView(this))
    , m_reason(new QComboBox(this))
    , m_note(new QLineEdit(this))
    , m_ranking(new QComboBox(this))
    , m_explanation(plainLabel(this))
    , m_stopping(plainLabel(this))
    , m_progress(new QProgressBar(this))
    , m_counts(plainLabel(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    applyFonts();
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setAccessibleName(tr("Title"));
    m_question->setAccessibleName(tr("Review question"));
    m_byline->setForegroundRole(QPalette::PlaceholderText);
    m_byline->setAccessibleName(tr("Authors, venue and year"));
    m_keywordHits->setAccessibleName(tr("Keyword hits"));
    m_abstract->setPlaceholderText(tr("This record has no abstract."));
    m_abstract->setAccessibleName(tr("Abstract"));
    m_abstract->setAccessibleDescription(tr("Inclusion keywords are underlined, exclusion keywords underlined with "
                                            "a wavy line."));
    m_counts->setWordWrap(false);
    m_counts->setAccessibleName(tr("Screening counts"));
    m_explanation->setAccessibleName(tr("Why this paper"));
    m_stopping->setAccessibleName(tr("When to stop"));
    m_stopping->setWhatsThis(tr("<p>How many relevant papers may be left, by the stopping rule of Callaghan and "
                                "Müller-Hansen (2020): the papers screened last are taken as a random sample of those "
                                "not screened before them. The most likely relevant come first, so the sample holds "
                                "more relevant papers than a random one would, and the estimate errs on the side of "
                                "screening on. Included and maybe count as relevant.</p>"));

    m_note->setPlaceholderText(tr("Note on this decision (N)"));
    m_note->setAccessibleName(tr("Note on this decision"));
    m_note->setClearButtonEnabled(true);
    m_reason->setAccessibleName(tr("Reason to exclude"));
    m_reason->setAccessibleDescription(tr("Keys 1 to 9 choose a reason before E excludes."));
    m_ranking->setAccessibleName(tr("Order"));
    m_progress->setAccessibleName(tr("Screening progress"));
    setWhatsThis(tr("<p>Screening shows the papers of a review one at a time. Decide with the keys: I includes, "
                    "E excludes (1 to 9 pick a reason first), M marks maybe, S skips, N writes a note on the "
                    "decision, Ctrl+Z or Backspace undoes. Once you have included and excluded a paper, the "
                    "likely relevant ones come first and the side says why.</p>"));
    for (const QString &model : Review::RelevanceModels::names()) {
        m_ranking->addItem(model == Review::RelevanceModels::defaultName()
                ? tr("Most likely relevant first")
                : tr("Most likely relevant first, by the model “%1”").arg(model),
            model);
        m_ranking->setItemData(m_ranking->count() - 1, Review::RelevanceModels::description(model), Qt::ToolTipRole);
    }
    m_ranking->addItem(tr("Random order"), QStringLiteral("random"));
    m_ranking->addItem(tr("Library order"), QStringLiteral("library"));
    m_progress->setTextVisible(false);

    auto *include = new QPushButton(tr("&Include (I)"), this);
    auto *maybe = new QPushButton(tr("&Maybe (M)"), this);
    auto *exclude = new QPushButton(tr("&Exclude (E)"), this);
    auto *skip = new QPushButton(tr("&Skip (S)"), this);
    for (QPushButton *button : { include, maybe, exclude, skip })
        button->setFocusPolicy(Qt::NoFocus); // the keys stay with the window
    connect(include, &QPushButton::clicked, this, [this] { decide(Verdict::Include); });
    connect(maybe, &QPushButton::clicked, this, [this] { decide(Verdict::Maybe); });
    connect(exclude, &QPushButton::clicked, this, [this] { decide(Verdict::Exclude); });
    connect(skip, &QPushButton::clicked, this, [this] {
        m_session->skip();
        showCurrent();
    });

    auto *decisionRow = new QHBoxLayout;
    decisionRow->addWidget(include);
    decisionRow->addWidget(maybe);
    decisionRow->addWidget(exclude);
    decisionRow->addWidget(m_reason, 1);
    decisionRow->addWidget(skip);

    auto *reading = new QVBoxLayout;
    reading->addWidget(m_question);
    reading->addWidget(m_title);
    reading->addWidget(m_byline);
    reading->addWidget(m_keywordHits);
    reading->addWidget(m_abstract, 1);
    reading->addLayout(decisionRow);
    reading->addWidget(m_note);

    auto *why = new QGroupBox(tr("Why this paper"), this);
    auto *whyLayout = new QVBoxLayout(why);
    whyLayout->addWidget(m_explanation);
    whyLayout->addStretch();
    auto *stopping = new QGroupBox(tr("When to stop"), this);
    auto *stoppingLayout = new QVBoxLayout(stopping);
    stoppingLayout->addWidget(m_stopping);
    auto *order = new QFormLayout;
    order->addRow(tr("&Order:"), m_ranking);
    auto *edit = new QPushButton(tr("Edit &Review…"), this);
    edit->setFocusPolicy(Qt::NoFocus);
    connect(edit, &QPushButton::clicked, this, &ScreeningWindow::editReview);
    auto *results = new QPushButton(tr("Res&ults…"), this);
    results->setFocusPolicy(Qt::NoFocus);
    connect(results, &QPushButton::clicked, this, [this] {
        if (m_worker)
            (new ReviewResultsWindow(*m_worker, m_session->review().id, m_session->reviewer(), this))->show();
    });
    auto *reviewButtons = new QHBoxLayout;
    reviewButtons->addStretch();
    reviewButtons->addWidget(results);
    reviewButtons->addWidget(edit);
    auto *side = new QVBoxLayout;
    side->addLayout(reviewButtons);
    side->addLayout(order);
    side->addWidget(why, 1);
    side->addWidget(stopping);

    auto *body = new QHBoxLayout;
    body->addLayout(reading, 3);
    body->addLayout(side, 1);
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_counts);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addLayout(progressRow);

    m_ranking->setCurrentIndex(m_ranking->findData(m_session->orderName()));
    connect(m_ranking, &QComboBox::activated, this, [this] {
        m_session->setOrder(m_ranking->currentData().toString());
        showModel();
        if (m_session->needsFeatures())
            makeFeatures();
        else
            train();
    });
    createActions();
    resize(1100, 720);
    showReview();
    showCurrent();
    makeFeatures();
    // A count of new keywords that never ended (the application quit) is made now.
    countKeywordHits(Counting::IfMissing);
}

void ScreeningWindow::applyFonts()
{
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    QFont abstractFont = font();
    abstractFont.setPointSizeF(abstractFont.pointSizeF() * 1.2);
    m_abstract->setFont(abstractFont);
}

void ScreeningWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QWidget::changeEvent(event);
}

void ScreeningWindow::showReview()
{
    const ReviewInfo &info = m_session->review();
    setWindowTitle(tr("Screening “%1” — Lectern").arg(info.name));
    m_question->setText(info.question.isEmpty() ? info.name : info.question);
    m_abstract->setReviewKeywords(info.inclusionKeywords, info.exclusionKeywords);
    m_reason->clear();
    m_reason->addItem(tr("No reason"));
    for (qsizetype i = 0; i < info.reasons.size(); ++i)
        m_reason->addItem(i < 9 ? tr("%1 · %2").arg(i + 1).arg(info.reasons[i]) : info.reasons[i], info.reasons[i]);
}

void ScreeningWindow::editReview()
{
    ReviewDialog dialog(m_session->review(), this);
    if (dialog.exec() == QDialog::Accepted)
        applyReview(dialog.review());
}

void ScreeningWindow::applyReview(const ReviewInfo &review)
{
    if (!m_worker)
        return;
    QPointer<ScreeningWindow> self(this);
    m_worker->write(
        [review, self](Storage::LibrarySession &library) -> LibraryWorker::Delivery {
            const bool newKeywords = library.reviews().update(review, Storage::ReviewStore::Counting::Later);
            return [self, review, newKeywords] {
                if (!self)
                    return;
                self->m_session->setReview(review);
                if (newKeywords)
                    self->countKeywordHits(Counting::Always);
                self->showReview();
                self->showCurrent();
            };
        },
        [self](const Storage::StorageError &error) {
            if (self)
                QMessageBox::warning(self, tr("The review was not changed"), plainToRichText(error.message()));
        });
}

Review::ScreeningSession::Writer ScreeningWindow::writer()
{
    return [this](Review::ScreeningSession::Write write) {
        if (!m_worker || m_writeFailed)
            return; // the window is closing: its session is gone with it
        QPointer<ScreeningWindow> self(this);
        m_worker->write(
            [write = std::move(write)](Storage::LibrarySession &library) -> LibraryWorker::Delivery {
                write(library.database());
                return {};
            },
            [self](const Storage::StorageError &error) {
                if (self)
                    self->writeFailed(error);
            });
    };
}

void ScreeningWindow::writeFailed(const Storage::StorageError &error)
{
    if (std::exchange(m_writeFailed, true))
        return; // the writes queued after it failed too: said once
    // The session went on without the write; the library's decisions are the truth to go on from.
    auto *box = new QMessageBox(QMessageBox::Warning,
        tr("Not saved"),
        plainToRichText(tr("%1\n\nThe screening window is closed: open it again to go on from the decisions the "
                           "library holds.")
                .arg(error.message())),
        QMessageBox::Ok,
        parentWidget());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    close();
}

void ScreeningWindow::countKeywordHits(Counting counting)
{
    ++m_countingHits;
    QPointer<ScreeningWindow> self(this);
    QThreadPool::globalInstance()->start(
        [location = m_worker->location(), review = m_session->review().id, counting, self] {
            // A connection of this thread's own: the count reads every paper of the review, and even
            // finding whether hits are missing reads all of its papers.
            QString error;
            bool saved = false;
            try {
                Storage::Database database(location);
                if (!database.open())
                    throw Storage::StorageError(database.errorString());
                Storage::ReviewStore reviews(database);
                if (counting == Counting::Always || !reviews.hasAllKeywordHits(review)) {
                    if (const auto count = reviews.countKeywordHits(review))
                        saved = reviews.saveKeywordHits(*count);
                }
            } catch (const Storage::StorageError &failure) {
                error = failure.message();
            }
            QMetaObject::invokeMethod(qApp, [self, saved, error] {
                if (!self)
                    return;
                --self->m_countingHits;
                if (!error.isEmpty())
                    QMessageBox::warning(self, tr("The keywords were not counted"), plainToRichText(error));
                else if (saved)
                    Q_EMIT self->keywordHitsChanged();
            });
        });
}

bool ScreeningWindow::isCountingKeywordHits() const
{
    return m_countingHits > 0;
}

void ScreeningWindow::makeFeatures()
{
    QPointer<ScreeningWindow> self(this);
    QThreadPool::globalInstance()->start([records = m_session->records(), order = m_session->orderName(), self] {
        auto features = Review::Prioritiser::featuresFor(records, order);
        QMetaObject::invokeMethod(qApp, [features = std::move(features), order, self] {
            if (!self)
                return;
            self->m_session->setFeatures(features, order);
            if (self->m_session->needsFeatures())
                self->makeFeatures(); // the order changed meanwhile
            else
                self->train();
        });
    });
}

ScreeningWindow::~ScreeningWindow() = default;

bool ScreeningWindow::isTraining() const
{
    return m_training || m_session->needsFeatures();
}

QList<ScreeningWindow::KeyHelp> ScreeningWindow::keys()
{
    QList<QKeySequence> digits;
    for (int digit = 1; digit <= 9; ++digit)
        digits.append(QKeySequence(Qt::Key_0 + digit));
    return {
        { Key::Include, tr("Include the paper"), { QKeySequence(Qt::Key_I) } },
        { Key::Exclude, tr("Exclude the paper"), { QKeySequence(Qt::Key_E) } },
        { Key::Maybe, tr("Decide later (maybe)"), { QKeySequence(Qt::Key_M) } },
        { Key::Skip, tr("Skip the paper"), { QKeySequence(Qt::Key_S) } },
        { Key::Note, tr("Write a note on the decision"), { QKeySequence(Qt::Key_N) } },
        { Key::Undo,
            tr("Undo the last decision"),
            { QKeySequence(QKeySequence::Undo), QKeySequence(Qt::Key_Backspace) } },
        { Key::Reason, tr("Choose the reason of that number"), digits },
        { Key::Close, tr("Close the screening window"), standardCloseKeys() },
    };
}

void ScreeningWindow::createActions()
{
    for (const KeyHelp &binding : keys()) {
        // A reason is picked by its own digit: an action for each.
        const bool reason = binding.key == Key::Reason;
        for (qsizetype index = 0; index < (reason ? binding.sequences.size() : 1); ++index) {
            auto *action = new QAction(binding.text, this);
            action->setShortcuts(reason ? QList{ binding.sequences[index] } : binding.sequences);
            connect(action, &QAction::triggered, this, [this, key = binding.key, index] {
                press(key, static_cast<int>(index) + 1);
            });
            addAction(action);
        }
    }
    // Leaving the note: back to the keys of the screening.
    connect(m_note, &QLineEdit::returnPressed, this, [this] { m_abstract->setFocus(); });
}

void ScreeningWindow::press(Key key, int digit)
{
    switch (key) {
    case Key::Include:
        decide(Verdict::Include);
        break;
    case Key::Exclude:
        decide(Verdict::Exclude);
        break;
    case Key::Maybe:
        decide(Verdict::Maybe);
        break;
    case Key::Skip:
        m_session->skip();
        showCurrent();
        break;
    case Key::Note:
        m_note->setFocus(Qt::ShortcutFocusReason);
        break;
    case Key::Undo:
        undoDecision();
        break;
    case Key::Reason:
        pickReason(digit);
        break;
    case Key::Close:
        close();
        break;
    }
}

void ScreeningWindow::undoDecision()
{
    if (!m_session->canUndo())
        return;
    m_session->undo();
    Q_EMIT decisionsChanged();
    showCurrent();
    train();
}

void ScreeningWindow::pickReason(int index)
{
    if (index < m_reason->count())
        m_reason->setCurrentIndex(index);
}

void ScreeningWindow::decide(Verdict verdict)
{
    if (!m_session->current())
        return;
    m_session->decide(verdict, m_reason->currentData().toString(), m_note->text().trimmed());
    Q_EMIT decisionsChanged();
    showCurrent();
    train();
}

void ScreeningWindow::showCurrent()
{
    m_reason->setCurrentIndex(0);
    m_note->clear();
    const std::optional<PaperId> current = m_session->current();
    const PaperDetails *details = current ? m_session->details(*current) : nullptr;
    if (!details) {
        m_title->setText(tr("Every paper of this review is screened."));
        m_byline->clear();
        m_keywordHits->clear();
        m_abstract->setAbstract({});
    } else {
        const Paper &paper = details->paper;
        // A title or a byline of one long word (a hostile or broken file) would widen the window.
        constexpr qsizetype MaxShown = 1000;
        m_title->setText(SoftBreaks::forLabel(cutForDisplay(Text::RenderedText::plainTextOf(paper.title), MaxShown)));
        QStringList authors;
        for (const PersonName &author : paper.reference.authors)
            authors.append(author.toString());
        QStringList byline{ authors.join(QStringLiteral(", ")), paper.venue };
        if (paper.year)
            byline.append(QString::number(paper.year));
        byline.removeAll(QString());
        m_byline->setText(SoftBreaks::forLabel(cutForDisplay(byline.join(QStringLiteral(" · ")), MaxShown)));
        const ReviewInfo &info = m_session->review();
        Text::KeywordFinder finder(paper.title + u'\n' + paper.abstract);
        const qsizetype in = finder.find(info.inclusionKeywords).size();
        const qsizetype out = finder.find(info.exclusionKeywords).size();
        m_keywordHits->setText(
            in + out == 0 ? QString() : tr("Inclusion keywords: %1 · exclusion keywords: %2").arg(in).arg(out));
        m_abstract->setAbstract(paper.abstract);
    }
    const Review::ScreeningCounts counts = m_session->counts();
    m_progress->setRange(0, static_cast<int>(std::max<qsizetype>(counts.papers, 1)));
    m_progress->setValue(static_cast<int>(counts.decided()));
    m_counts->setText(tr("%1 of %2 screened · %3 included · %4 excluded · %5 maybe")
            .arg(counts.decided())
            .arg(counts.papers)
            .arg(counts.included)
            .arg(counts.excluded)
            .arg(counts.maybe));
    m_progress->setAccessibleDescription(m_counts->text());
    showModel();
}

void ScreeningWindow::showModel()
{
    const QString order = m_session->orderName();
    if (m_session->needsFeatures()) {
        m_explanation->setText(tr("Reading the papers of the review…"));
    } else if (!m_session->hasLearned()) {
        m_explanation->setText(m_session->learns()
                ? tr("The order learns once you have included and excluded a paper; until then the papers come in "
                     "library order.")
                : order == QLatin1String("random") ? tr("Shown in random order.")
                                                   : tr("Shown in library order."));
    } else {
        const Review::Explanation why = m_session->explain();
        QStringList lines;
        if (!why.raising.isEmpty())
            lines.append(tr("Raised by:"));
        for (const auto &term : why.raising)
            lines.append(QStringLiteral("  + %1").arg(term.text));
        if (!why.lowering.isEmpty())
            lines.append(tr("Lowered by:"));
        for (const auto &term : why.lowering)
            lines.append(QStringLiteral("  − %1").arg(term.text));
        m_explanation->setText(lines.join(u'\n'));
    }
    const Review::StoppingHint hint = m_session->stoppingHint();
    const Review::StoppingRule::Estimate &estimate = hint.estimate;
    const Review::StoppingRule rule;
    // A percentage keeps its sign on its line: "95 %" with a no-break space.
    QString stopping = tr("%n exclusion(s) in a row.", nullptr, int(hint.irrelevantInARow));
    if (estimate.relevantFound > 0) {
        stopping += u'\n' +
            tr("About %n relevant paper(s) may be left, at most %1 (%2 % confidence): recall is at least %3 %.",
                nullptr,
                int(estimate.likelyLeft))
                .arg(estimate.mostLeft)
                .arg(rule.confidence() * 100)
                .arg(std::floor(estimate.recallAtLeast * 100));
        stopping += u'\n' +
            (estimate.canStop ? tr("Recall has reached %1 % with %2 % confidence: screening can stop.")
                              : tr("Screening can stop once recall reaches %1 % with %2 % confidence."))
                .arg(rule.targetRecall() * 100)
                .arg(rule.confidence() * 100);
    }
    m_stopping->setText(stopping);
}

void ScreeningWindow::train()
{
    if (m_session->needsFeatures())
        return; // makeFeatures() trains once they are made
    if (m_training) {
        m_trainAgain = true;
        return;
    }
    m_training = true;
    m_trainAgain = false;
    auto copy = std::make_shared<Review::Prioritiser>(m_session->prioritiser());
    const quint64 generation = m_session->generation();
    QPointer<ScreeningWindow> self(this);
    QThreadPool::globalInstance()->start([copy, generation, self] {
        copy->retrain();
        QMetaObject::invokeMethod(qApp, [copy, generation, self] {
            if (self)
                self->adopt(*copy, generation);
        });
    });
}

void ScreeningWindow::adopt(const Review::Prioritiser &model, quint64 generation)
{
    m_training = false;
    const bool current = m_session->adoptTrained(model, generation);
    if (!current || m_trainAgain) {
        train();
        return;
    }
    showModel();
    if (!m_title->text().isEmpty() && !m_session->current())
        showCurrent();
    Q_EMIT modelAdopted();
}

} // namespace Lectern::Desktop
