// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/folding.h"
#include "text/termmatcher.h"

#include <catch2/catch_test_macros.hpp>

using Lectern::Text::findTerms;
using Lectern::Text::foldForSearch;
using Lectern::Text::foldForSearchMapped;
using Lectern::Text::TextRange;

namespace {

QString str(const char16_t *text)
{
    return QString::fromUtf16(text);
}

// The highlighted parts of text, for readable expectations.
QStringList highlighted(
    const QString &text, const QStringList &words, const QStringList &phrases = {}, bool lastWordIsPrefix = false)
{
    QStringList parts;
    for (const TextRange &range : findTerms(text, words, phrases, lastWordIsPrefix))
        parts.append(text.sliced(range.start, range.length()));
    return parts;
}

} // namespace

TEST_CASE("Folding removes case and diacritics, and maps letters Unicode does not decompose", "[text][folding]")
{
    const struct
    {
        const char16_t *text;
        const char16_t *folded;
    } cases[] = {
        { u"Łojasiewicz", u"lojasiewicz" },
        { u"ŁÓDŹ", u"lodz" },
        { u"Ørsted Ærø", u"orsted aero" },
        { u"Đorđe Ðóra", u"dorde dora" },
        { u"Gödel Erdős Çağ naïve résumé", u"godel erdos cag naive resume" },
        { u"Straße ẞ", u"strasse ss" },
        { u"œuvre Þór ħ ı", u"oeuvre thor h i" },
        { u"ﬁnd ＦＵＬＬ", u"find full" },
        { u"𝒪(n²) ℝ", u"o(n2) r" },
        { u"ΕΛΛΗΝΙΚΆ ς", u"ελληνικα σ" },
        { u"Cafe\u0301", u"cafe" },
        { u"がっこう 한국어 中文", u"がっこう 한국어 中文" },
        { u"ÀÉÎÕÜ àéîõü", u"aeiou aeiou" },
    };
    for (const auto &c : cases) {
        const QString actual = foldForSearch(str(c.text));
        INFO(str(c.text).toStdString() << " → " << actual.toStdString());
        CHECK(actual == str(c.folded));
    }
    // Most text keeps its length, so a position in the fold is the position in the text.
    for (const char16_t *text : { u"Łojasiewicz", u"Gödel Erdős", u"Ørsted", u"我们提出了一种方法" })
        CHECK(foldForSearch(str(text)).size() == str(text).size());
}

TEST_CASE("Mapped folding leads back to the original's positions", "[text][folding]")
{
    const QString text = str(u"Die Straße, Cafe\u0301 und 𝒪x");
    const auto folded = foldForSearchMapped(text);
    REQUIRE(folded.text == str(u"die strasse, cafe und ox"));
    REQUIRE(folded.origins.size() == folded.text.size() + 1);
    const auto original = [&](const char16_t *part) {
        const qsizetype start = folded.text.indexOf(str(part));
        const TextRange range = folded.toOriginal({ start, start + str(part).size() });
        return text.sliced(range.start, range.length());
    };
    CHECK(original(u"strasse") == str(u"Straße"));
    CHECK(original(u"ss") == str(u"ß"));
    CHECK(original(u"cafe") == str(u"Cafe\u0301"));
    CHECK(original(u"o") == str(u"𝒪"));
    CHECK(original(u"ox") == str(u"𝒪x"));
    CHECK(folded.toOriginal({ 0, 0 }) == TextRange{ 0, 0 });
    CHECK(folded.toOriginal({ folded.text.size(), folded.text.size() }) == TextRange{ text.size(), text.size() });
    CHECK(foldForSearchMapped(QString()).toOriginal({ 0, 0 }) == TextRange{ 0, 0 });
}

TEST_CASE("Search words match whole words, without regard to case or diacritics", "[text][termmatcher]")
{
    const QString text = str(u"The Łojasiewicz inequality (ŁOJASIEWICZ, 1963) and Gödel's théorème.");
    CHECK(highlighted(text, { str(u"Lojasiewicz") }) == QStringList{ str(u"Łojasiewicz"), str(u"ŁOJASIEWICZ") });
    CHECK(highlighted(text, { str(u"godel"), str(u"THEOREME") }) == QStringList{ str(u"Gödel"), str(u"théorème") });
    CHECK(highlighted(text, { str(u"1963") }) == QStringList{ str(u"1963") });
    CHECK(highlighted(text, { str(u"inequal") }).isEmpty());
    CHECK(highlighted(text, { str(u"the") }) == QStringList{ str(u"The") });
    CHECK(highlighted(str(u"train trains pretrain retraining"), { str(u"train") }) == QStringList{ str(u"train") });
    CHECK(highlighted(text, {}).isEmpty());
    CHECK(highlighted(text, { QString(), str(u"  "), str(u"--") }).isEmpty());
}

TEST_CASE("The word being typed matches word starts", "[text][termmatcher]")
{
    const QString text = str(u"train trains training pretrain");
    const auto ranges = findTerms(text, { str(u"train") }, {}, true);
    CHECK(ranges == QList<TextRange>{ { 0, 5 }, { 6, 11 }, { 13, 18 } });
    // Only the last word is a prefix.
    CHECK(highlighted(str(u"deep deeper learn learning"), { str(u"deep"), str(u"learn") }, {}, true) ==
        QStringList{ str(u"deep"), str(u"learn"), str(u"learn") });
}

TEST_CASE("Phrases match their words in order across spaces and punctuation", "[text][termmatcher]")
{
    const QString text = str(u"Gradient-descent, gradient   descent, gradient\u2014Descent and gradient of descent.");
    CHECK(highlighted(text, {}, { str(u"gradient descent") }) ==
        QStringList{ str(u"Gradient-descent"), str(u"gradient   descent"), str(u"gradient\u2014Descent") });
    CHECK(highlighted(str(u"we use GPT-4 and GPT 4, not GPT-40"), { str(u"gpt-4") }) ==
        QStringList{ str(u"GPT-4"), str(u"GPT 4") });
    CHECK(highlighted(str(u"the deep learning model"), { str(u"deep"), str(u"learning") }, { str(u"deep learning") }) ==
        QStringList{ str(u"deep learning") });
}

TEST_CASE("Terms in Chinese, Japanese and Korean match anywhere", "[text][termmatcher]")
{
    const QString text = str(u"我们提出了一种新的扩散模型方法，基于BERT模型。拡散モデルを使う。확산모델은");
    CHECK(highlighted(text, { str(u"扩散模型") }) == QStringList{ str(u"扩散模型") });
    CHECK(highlighted(text, { str(u"模型") }) == QStringList{ str(u"模型"), str(u"模型") });
    CHECK(highlighted(text, { str(u"bert") }) == QStringList{ str(u"BERT") });
    CHECK(highlighted(text, { str(u"BERT模型") }) == QStringList{ str(u"BERT模型") });
    CHECK(highlighted(text, { str(u"モデル") }) == QStringList{ str(u"モデル") });
    CHECK(highlighted(text, { str(u"확산") }) == QStringList{ str(u"확산") });
    CHECK(highlighted(text, {}, { str(u"新的 扩散") }) == QStringList{ str(u"新的扩散") });
}

TEST_CASE("Ranges are in the text's positions even when folding changes lengths", "[text][termmatcher]")
{
    const QString text = str(u"Straße, Cafe\u0301 crème and 𝒪(n) for strasse");
    CHECK(highlighted(text, { str(u"strasse") }) == QStringList{ str(u"Straße"), str(u"strasse") });
    CHECK(highlighted(text, { str(u"cafe"), str(u"creme") }) == QStringList{ str(u"Cafe\u0301"), str(u"crème") });
    CHECK(highlighted(text, { str(u"o") }) == QStringList{ str(u"𝒪") });
}

TEST_CASE("A review's keywords: single words whole, several words as a phrase")
{
    const QString text =
        str(u"Randomized controlled trial of omeprazole; not a controlled-release form, not a trial run.");
    QStringList found;
    for (const TextRange &range : Lectern::Text::findKeywords(text, { str(u"controlled trial"), str(u"Omeprazole") }))
        found.append(text.mid(range.start, range.length()));
    CHECK(found == QStringList{ str(u"controlled trial"), str(u"omeprazole") });
    CHECK(Lectern::Text::findKeywords(text, {}).isEmpty());
}

TEST_CASE("One reading of a text finds each list of keywords on its own", "[text][termmatcher]")
{
    const QString text = str(u"Ménétrier's disease and omeprazole: a randomized trial of omeprazole, not a survey.");
    Lectern::Text::KeywordFinder finder(text);
    const QStringList inclusion{ str(u"omeprazole"), str(u"randomized trial") };
    const QStringList exclusion{ str(u"survey"), str(u"menetrier") };
    CHECK(finder.find(inclusion) == Lectern::Text::findKeywords(text, inclusion));
    CHECK(finder.find(inclusion).size() == 3);
    // Nothing of the first list is left in the second's answer.
    CHECK(finder.find(exclusion) == Lectern::Text::findKeywords(text, exclusion));
    CHECK(finder.find(exclusion).size() == 2); // "Ménétrier" without its accents, and "survey"
    CHECK(finder.find({}).isEmpty());
}
