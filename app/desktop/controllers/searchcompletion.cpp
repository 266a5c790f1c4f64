// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/searchcompletion.h"

#include "controllers/librarycontroller.h"
#include "controllers/reviewcontroller.h"
#include "models/sidebarmodel.h"
#include "storage/librarysession.h"
#include "storage/referencevalues.h"
#include "tasks/libraryworker.h"
#include "widgets/searchfield.h"

namespace Lectern::Desktop {
namespace {

// How many authors, venues or keywords the search field offers at once.
constexpr int CompletedValues = 12;

} // namespace

SearchCompletion::SearchCompletion(
    SearchField *field, const SidebarModel *sidebar, const ReviewController &reviews, LibraryController &library)
    : QObject(field), m_sidebar(sidebar), m_reviews(reviews), m_library(library)
{
    field->setValueSource([this](const QString &name) { return knownValues(name); });
    field->setValueLookup(
        [this](const QString &name, const QString &prefix, auto found) { lookUp(name, prefix, std::move(found)); });
}

QStringList SearchCompletion::knownValues(const QString &field) const
{
    QStringList values;
    if (field == QLatin1String("tag"))
        values = m_sidebar->counts().tagNames();
    else if (field == QLatin1String("review")) {
        for (const ReviewInfo &review : m_reviews.reviews())
            values.append(review.name);
    } else if (field == QLatin1String("collection") || field == QLatin1String("venue")) {
        for (const Collection &collection : m_sidebar->counts().collections) {
            const QString value = field == QLatin1String("venue") ? collection.venue : collection.name;
            if (!value.isEmpty() && !values.contains(value))
                values.append(value);
        }
    }
    return values;
}

void SearchCompletion::lookUp(
    const QString &field, const QString &prefix, std::function<void(const QStringList &)> found)
{
    using Lookup = QStringList (Storage::ReferenceValues::*)(const QString &, int) const;
    const Lookup lookup = field == QLatin1String("author")                     ? &Storage::ReferenceValues::authors
        : field == QLatin1String("keyword")                                    ? &Storage::ReferenceValues::keywords
        : field == QLatin1String("venue") || field == QLatin1String("journal") ? &Storage::ReferenceValues::venues
                                                                               : nullptr;
    LibraryWorker *worker = m_library.worker();
    if (!worker || !lookup)
        return;
    const quint64 asked = ++*m_newestLookup;
    worker->read<QStringList>(
        [lookup, prefix](Storage::LibrarySession &library) {
            return (Storage::ReferenceValues(library.database()).*lookup)(prefix, CompletedValues);
        },
        std::move(found),
        {},
        [newest = m_newestLookup, asked] { return *newest == asked; });
}

} // namespace Lectern::Desktop
