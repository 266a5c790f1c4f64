// SPDX-License-Identifier: GPL-3.0-or-later
#include "profile.h"

#include "corpus.h"
#include "import/paragraphreader.h"
#include "text/contentkey.h"
#include "text/links.h"
#include "text/searchtext.h"
#include "text/titleinference.h"
#include "text/utf8.h"

#include <QBuffer>
#include <QElapsedTimer>

namespace Lectern::Bench {

StepCosts profileImportSteps(const Corpus &corpus, int abstracts)
{
    QList<QByteArray> bytes;
    bytes.reserve(abstracts);
    for (int i = 0; i < abstracts; ++i)
        bytes.append(corpus.abstract(i).toUtf8());

    StepCosts costs;
    costs.abstracts = abstracts;
    QElapsedTimer timer;
    const auto perAbstract = [&](qint64 nanoseconds) { return static_cast<double>(nanoseconds) / 1000.0 / abstracts; };

    // What the importer does: paragraphs split, checked and decoded by the streaming reader.
    QByteArray file;
    for (const QByteArray &b : std::as_const(bytes))
        file += b + "\n\n";
    QBuffer buffer(&file);
    buffer.open(QIODevice::ReadOnly);
    // Each text is dropped before the next is read, as in an import, so that the figure is not
    // one of the memory first touched (measured here: that costs more than the reading).
    qsizetype read = 0;
    timer.start();
    {
        Import::ParagraphReader reader(buffer);
        for (QString text; reader.next(&text) == Import::ParagraphReader::Result::Paragraph;)
            read += text.size();
    }
    costs.read = perAbstract(timer.nsecsElapsed());
    QStringList texts;
    texts.reserve(abstracts);
    buffer.seek(0);
    {
        Import::ParagraphReader reader(buffer);
        for (QString text; reader.next(&text) == Import::ParagraphReader::Result::Paragraph;)
            texts.append(text);
    }

    // For comparison: Text::decodeUtf8() of each abstract whole.
    qsizetype decoded = 0;
    timer.start();
    for (const QByteArray &b : std::as_const(bytes))
        decoded += Text::decodeUtf8(b).text.size();
    costs.decode = perAbstract(timer.nsecsElapsed());

    // Each step once before it is timed: what a step sets up once in a process (word tables,
    // compiled expressions, a few milliseconds) is no cost of the abstracts it then reads.
    if (!texts.isEmpty()) {
        const QString &text = texts.first();
        Text::inferTitle(text);
        Text::extractLinks(text);
        Text::contentKey(text);
        Text::searchableText(text);
    }

    QStringList titles;
    titles.reserve(abstracts);
    timer.start();
    for (const QString &text : std::as_const(texts))
        titles.append(Text::inferTitle(text));
    costs.title = perAbstract(timer.nsecsElapsed());

    qsizetype links = 0;
    timer.start();
    for (const QString &text : std::as_const(texts))
        links += Text::extractLinks(text).size();
    costs.links = perAbstract(timer.nsecsElapsed());

    qsizetype keys = 0;
    timer.start();
    for (const QString &text : std::as_const(texts))
        keys += Text::contentKey(text).size();
    costs.contentKey = perAbstract(timer.nsecsElapsed());

    qsizetype searchable = 0;
    timer.start();
    for (qsizetype i = 0; i < texts.size(); ++i)
        searchable += Text::searchableText(titles[i]).size() + Text::searchableText(texts[i]).size();
    costs.searchable = perAbstract(timer.nsecsElapsed());
    Q_UNUSED(read)
    Q_UNUSED(decoded)
    Q_UNUSED(links)
    Q_UNUSED(keys)
    Q_UNUSED(searchable)
    return costs;
}

QString describe(const StepCosts &costs)
{
    return QStringLiteral("per abstract (µs, one thread, %1 abstracts): read %2, title %3, links %4, "
                          "content key %5, searchable text %6; total %7 (Text::decodeUtf8 of a whole abstract, "
                          "not used: %8)")
        .arg(costs.abstracts)
        .arg(costs.read, 0, 'f', 1)
        .arg(costs.title, 0, 'f', 1)
        .arg(costs.links, 0, 'f', 1)
        .arg(costs.contentKey, 0, 'f', 1)
        .arg(costs.searchable, 0, 'f', 1)
        .arg(costs.total(), 0, 'f', 1)
        .arg(costs.decode, 0, 'f', 1);
}

} // namespace Lectern::Bench
