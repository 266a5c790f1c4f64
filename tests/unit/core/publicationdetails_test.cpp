// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/publicationdetails.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;

namespace {

PublicationDetails corrected()
{
    PublicationDetails details;
    details.volume = QStringLiteral("13");
    details.issue = QStringLiteral("2");
    details.firstPage = QStringLiteral("101");
    details.lastPage = QStringLiteral("109");
    details.publisher = QStringLiteral("Elsevier");
    return details;
}

} // namespace

TEST_CASE("Corrected publication details are read back under the source's own names", "[core][details]")
{
    SECTION("BibTeX: one pages field, the editors and other fields kept")
    {
        Reference reference;
        reference.sourceFormat = QStringLiteral("bibtex");
        reference.fields = { { QStringLiteral("volume"), QStringLiteral("{12}") },
            { QStringLiteral("pages"), QStringLiteral("1--9") },
            { QStringLiteral("editor"), QStringLiteral("Lovelace, Ada") },
            { QStringLiteral("note"), QStringLiteral("In press") } };
        setPublicationDetails(reference, corrected());
        const PublicationDetails details = publicationDetails(reference);
        CHECK(details.volume == QStringLiteral("13"));
        CHECK(details.issue == QStringLiteral("2"));
        CHECK(details.pages() == QStringLiteral("101-109"));
        CHECK(details.publisher == QStringLiteral("Elsevier"));
        CHECK(details.editors.size() == 1);
        CHECK(reference.fields.contains(SourceField{ QStringLiteral("pages"), QStringLiteral("101--109") }));
        CHECK(reference.fields.contains(SourceField{ QStringLiteral("note"), QStringLiteral("In press") }));
        CHECK(reference.fields.size() == 6);
    }
    SECTION("RIS: the first and last page apart")
    {
        Reference reference;
        reference.sourceFormat = QStringLiteral("ris");
        reference.fields = { { QStringLiteral("SP"), QStringLiteral("1") },
            { QStringLiteral("EP"), QStringLiteral("9") } };
        setPublicationDetails(reference, corrected());
        CHECK(reference.fields.contains(SourceField{ QStringLiteral("SP"), QStringLiteral("101") }));
        CHECK(reference.fields.contains(SourceField{ QStringLiteral("EP"), QStringLiteral("109") }));
        CHECK(publicationDetails(reference).pages() == QStringLiteral("101-109"));
    }
    SECTION("plain text, which has no such fields: BibTeX's names")
    {
        Reference reference;
        reference.sourceFormat = QStringLiteral("text");
        setPublicationDetails(reference, corrected());
        CHECK(reference.fields.contains(SourceField{ QStringLiteral("volume"), QStringLiteral("13") }));
        CHECK(publicationDetails(reference).pages() == QStringLiteral("101-109"));
        CHECK(isPublicationDetail(reference, QStringLiteral("publisher")));
    }
    SECTION("an emptied part loses its field")
    {
        Reference reference;
        reference.sourceFormat = QStringLiteral("bibtex");
        reference.fields = { { QStringLiteral("volume"), QStringLiteral("12") } };
        setPublicationDetails(reference, {});
        CHECK(reference.fields.isEmpty());
    }
}
