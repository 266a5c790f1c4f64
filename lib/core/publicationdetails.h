// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

namespace Lectern {

// Where a paper appeared, beyond its venue and year: what every citation style prints and every
// exchange format has a field for, though each names it its own way. Readers keep these among
// the source's fields under the source's names; this reads them whatever the source was, so that
// a writer of one format carries what a reader of another kept.
struct PublicationDetails
{
    QString volume;
    QString issue;
    QString firstPage;
    QString lastPage; // empty for a single page or an article number
    QString publisher;
    QList<PersonName> editors;

    // "12–19", or the one page.
    QString pages(QStringView dash = u"-") const;
    // Reads "12-19", "12–19" or a single page.
    void setPages(const QString &pages);
    bool isEmpty() const;
};

PublicationDetails publicationDetails(const Reference &reference);

// Gives the reference these volume, issue, pages and publisher (its editors stay as they are):
// the fields that held them are replaced by fields under the names of its source's format, or
// BibTeX's names for a format with none of its own; an empty part has no field.
void setPublicationDetails(Reference &reference, const PublicationDetails &details);

// A field the source kept, as text: a BibTeX value without the braces that protect its letters
// from a style's case changes ("{ELSEVIER}", "{{154}}"). An escaped brace ("\\{") is text.
QString sourceFieldText(const Reference &reference, const QString &value);

// Whether a field the source kept is one publicationDetails() reads: a writer that writes the
// details does not write it a second time among the source's other fields.
bool isPublicationDetail(const Reference &reference, const QString &fieldName);

} // namespace Lectern
