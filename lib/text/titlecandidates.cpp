// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titlecandidates.h"

#include "text/titlerules.h"

#include <array>
#include <optional>

namespace Lectern::Text::TitleRules {

using namespace TitlePhrases;

namespace {

using Kind = TitleCandidate::Kind;

// The words a phrase may have: its head with a complement or two, and as many as a title has.
// Shorter phrases lose the complements that real titles mostly leave out ("… on three
// benchmarks"); the longer keep the purpose they often state ("… for few-shot learning").
constexpr std::array<qsizetype, 3> Limits{ 4, 8, MaxTitleWords };

// A name is the paper's own when the abstract keeps using it.
constexpr qsizetype MinRecurringUses = 3;

// A finding shorter than this says too little to be a title: "LLMs fail".
constexpr qsizetype MinFindingWords = 4;

// An opening phrase shorter than this names a field, not the problem a paper takes on.
constexpr qsizetype MinProblemWords = 4;

QString lowered(const Token &token)
{
    return token.text.toString().toLower();
}

// The candidates made so far, each text once. The paper's name, where the rules find one, heads
// every description that does not say it: a reader scans for it, and real titles start with it.
class Proposals
{
public:
    Proposals(Tokens field, QString name) : m_field(std::move(field)), m_name(std::move(name)) { }

    // A title, and the same completed with the field the abstract opens with where it has room.
    // A finding is a sentence of its own: "How LLMs recover from errors" takes no "for …".
    void add(Title title, TitleCandidate candidate)
    {
        // What the abstract opens with says what the field is, not what a named paper makes.
        const bool opening = candidate.kind == Kind::Topic || candidate.kind == Kind::FirstSentence;
        if (opening && !m_name.isEmpty())
            return;
        if (title.name.isEmpty() && !m_name.isEmpty() && !title.description.contains(m_name))
            title.name = m_name;
        candidate.text = title.text();
        add(candidate);
        if (candidate.kind == Kind::Finding)
            return;
        Title fielded = title;
        addField(fielded, m_field);
        if (fielded.description != title.description) {
            candidate.text = fielded.text();
            candidate.field = true;
            add(std::move(candidate));
        }
    }

    // A name with what it is, in each length.
    void addName(const Name &name, qsizetype sentence, const QString &cue)
    {
        for (const qsizetype limit : Limits)
            add(titleFromName(name, std::min(limit, wordsLeft(name.name))),
                { .kind = Kind::Named, .sentence = sentence, .cue = cue, .limit = limit });
        add(Title{ name.name, {} }, { .kind = Kind::NameAlone, .sentence = sentence, .cue = cue });
    }

    QList<TitleCandidate> &candidates() { return m_candidates; }
    const QString &name() const { return m_name; }
    // Whether the abstract states what the paper does: in the sentence given, or in any.
    bool statesWhatItDoes(std::optional<qsizetype> sentence = std::nullopt) const
    {
        return std::any_of(m_candidates.cbegin(), m_candidates.cend(), [sentence](const TitleCandidate &candidate) {
            return (candidate.kind == Kind::Contribution || candidate.kind == Kind::Subject) &&
                (!sentence || candidate.sentence == *sentence);
        });
    }

private:
    void add(TitleCandidate candidate)
    {
        // What inferTitle() would have to cut is no title to choose: the rules' own is cut if need be.
        constexpr qsizetype MaxCharacters = 120;
        const bool tooLong = candidate.text.count(u' ') >= MaxTitleWords || candidate.text.size() > MaxCharacters;
        if (candidate.text.isEmpty() || (tooLong && candidate.kind != Kind::Rules))
            return;
        for (const TitleCandidate &made : std::as_const(m_candidates)) {
            if (made.text == candidate.text)
                return;
        }
        m_candidates.append(std::move(candidate));
    }

    Tokens m_field;
    QString m_name;
    QList<TitleCandidate> m_candidates;
};

// What the statements propose.
void addStatements(const Reading &reading, Proposals &proposals)
{
    static const WordSet furtherWords = wordSet("further also additionally finally then subsequently");
    for (const bool strong : { true, false }) {
        for (const Statement &statement : reading.statements(strong)) {
            const Tokens &sentence = statement.sentence;
            const qsizetype index = statement.sentenceIndex;
            if (statement.whole) {
                proposals.add(
                    Title{ {}, joined(sentence.mid(statement.object)) }, { .kind = Kind::Clause, .sentence = index });
                continue;
            }
            const qsizetype object = objectStart(sentence, statement.object);
            if (object >= sentence.size() || isVague(sentence.at(object)) || isVerb(sentence.at(object)))
                continue;
            const QString cue = object > 0 ? lowered(sentence.at(object - 1)) : QString();
            const bool further = statement.object > 1 && in(furtherWords, sentence.at(statement.object - 2));
            if (const auto name = reading.nameIn(statement, object))
                proposals.addName(*name, index, cue);
            const QString again = statement.object > 0 ? againVerb(sentence.at(statement.object - 1)) : QString();
            for (const qsizetype limit : Limits) {
                const Tokens phrase = nounPhrase(sentence, object, limit);
                if (!phrase.isEmpty() && !isBare(phrase))
                    proposals.add(Title{ {}, again + titled(phrase) },
                        { .kind = strong ? Kind::Contribution : Kind::Subject,
                            .sentence = index,
                            .cue = cue,
                            .limit = limit,
                            .further = further });
            }
        }
    }
}

// The verbs that state a finding ("we show that …") or a question ("we investigate how …"),
// and the words that may come between "we" and them.
const WordSet &showingVerbs()
{
    static const WordSet words = wordSet("show showed find found demonstrate demonstrated prove argue observe reveal");
    return words;
}
const WordSet &askingVerbs()
{
    static const WordSet words = wordSet("investigate study examine analyze analyse explore ask understand");
    return words;
}
const WordSet &passingWords()
{
    static const WordSet words = wordSet("also further then first empirically theoretically");
    return words;
}

// Whether a sentence may state a finding: "we" then, perhaps after an adverb, a verb that states
// one. Read off the text, for most sentences state none and reading one into tokens is costly.
bool mayFind(QStringView text)
{
    const auto wordAt = [text](qsizetype from) {
        while (from < text.size() && text[from] == u' ')
            ++from;
        qsizetype end = from;
        while (end < text.size() && text[end].isLetter())
            ++end;
        return text.sliced(from, end - from);
    };
    // "we " where a word starts, looked for a character at a time: cheaper than a search for "e ",
    // which most words end with.
    for (qsizetype at = 0; at + 2 < text.size(); ++at) {
        if ((text[at] != u'w' && text[at] != u'W') || text[at + 1] != u'e' || text[at + 2] != u' ' ||
            (at > 0 && text[at - 1].isLetter()))
            continue;
        QStringView verb = wordAt(at + 3);
        if (verb.endsWith(u"ly") || passingWords().containsLowered(verb))
            verb = wordAt(verb.cend() - text.cbegin());
        if (showingVerbs().containsLowered(verb) || askingVerbs().containsLowered(verb))
            return true;
    }
    return false;
}

// "We show that domain-general evaluators improve web agents", "we investigate how LLMs recover
// from errors": the finding or the question a paper states is what many titles now say.
void addFindings(const Reading &reading, Proposals &proposals)
{
    static const WordSet questions = wordSet("how why whether when what");
    for (qsizetype index = 0; index < reading.texts.size(); ++index) {
        if (!mayFind(reading.texts.at(index)))
            continue;
        const Tokens &sentence = reading.tokens(index);
        for (qsizetype we = 0; we + 3 < sentence.size(); ++we) {
            if (!sentence.at(we).is(u"we"))
                continue;
            qsizetype verb = we + 1;
            while (verb + 2 < sentence.size() && (isAdverb(sentence.at(verb)) || in(passingWords(), sentence.at(verb))))
                ++verb;
            if (verb + 2 >= sentence.size())
                break;
            const bool showing = in(showingVerbs(), sentence.at(verb));
            const bool claim = showing && sentence.at(verb + 1).is(u"that");
            const bool question =
                (showing || in(askingVerbs(), sentence.at(verb))) && in(questions, sentence.at(verb + 1));
            if (!claim && !question)
                continue;
            const qsizetype from = verb + (claim ? 2 : 1);
            const auto mark = std::find_if(sentence.cbegin() + from, sentence.cend(), [](const Token &token) {
                return token.kind == Token::Mark;
            });
            Tokens clause = sentence.mid(from, mark - sentence.cbegin() - from);
            clause.removeIf([](const Token &token) { return isAdverb(token); });
            // The whole finding, and the finding without what follows each of its prepositions:
            // "… can achieve optimal rates" of "… can achieve optimal rates for the problems of …".
            static const WordSet prepositions =
                wordSet("for in on with across by via using through under over without within between among");
            for (qsizetype end = clause.size(); end >= MinFindingWords; --end) {
                if (end < clause.size() && !in(prepositions, clause.at(end)))
                    continue;
                const Tokens finding = clause.first(end);
                if (wordCount(finding) <= MaxTitleWords && contentWords(finding) >= 2)
                    proposals.add(Title{ {}, capitalized(joined(finding)) },
                        { .kind = Kind::Finding, .sentence = index, .cue = lowered(sentence.at(verb)), .limit = end });
            }
            break;
        }
    }
}

// A word written with a capital and small letters: "Variational", not "GAN" nor "of".
bool isTitleCased(QStringView word)
{
    return word.size() > 1 && word.front().isUpper() &&
        std::any_of(word.cbegin() + 1, word.cend(), [](QChar c) { return c.isLower(); });
}

// Words capitalised inside a sentence, as the abstract writes them: "Annealed Variational
// Objectives", "Fine-Grained Action Repetition for Deep Reinforcement Learning". Not a run that
// starts a sentence or follows a colon, for its first capital is the sentence's; a joining word
// ("of", "for") only between capitalised ones; "and" never, for "Kalai and Kanade" names people.
struct CapitalisedRun
{
    QStringView text;
    qsizetype sentence = 0;
};

QList<CapitalisedRun> capitalisedRuns(const Reading &reading)
{
    static const WordSet joining = wordSet("of for in with on to via from");
    // Fewer title-cased words are a sentence's proper name or two: "Gaussian processes".
    constexpr qsizetype MinTitleCased = 2;
    const std::vector<TextWord> &words = reading.words();
    QList<CapitalisedRun> runs;
    std::size_t word = 0;
    for (qsizetype sentence = 0; sentence < reading.texts.size(); ++sentence) {
        const QChar *sentenceEnd = reading.texts.at(sentence).cend();
        const std::size_t first = word;
        while (word < words.size() && words[word].text.cbegin() < sentenceEnd)
            ++word;
        std::optional<std::size_t> start;
        bool opensClause = false; // the run starts the sentence or follows a colon
        const auto close = [&](std::size_t end) {
            if (!start)
                return;
            const auto from = words.cbegin() + qsizetype(*start);
            auto to = words.cbegin() + qsizetype(end);
            while (to > from && joining.containsLowered((to - 1)->text))
                --to;
            const auto titleCased =
                std::count_if(from, to, [](const TextWord &each) { return isTitleCased(each.text); });
            if (!opensClause && titleCased >= MinTitleCased && to - from <= MaxTitleWords)
                runs.append({ QStringView(from->text.cbegin(), (to - 1)->text.cend()), sentence });
            start.reset();
        };
        for (std::size_t i = first; i < word; ++i) {
            // Most words start no run, and there is none to close.
            if (!start && !words[i].text.front().isUpper())
                continue;
            const QStringView current = words[i].text;
            const QStringView gap = i > first ? QStringView(words[i - 1].text.cend(), current.cbegin()) : QStringView();
            if (std::any_of(gap.cbegin(), gap.cend(), [](QChar c) { return c != u'-' && !isExpressionSpace(c); }))
                close(i);
            const bool joins =
                start && joining.containsLowered(current) && i + 1 < word && words[i + 1].text.front().isUpper();
            if (current.front().isUpper()) {
                if (!start) {
                    start = i;
                    opensClause = i == first || gap.contains(u':');
                }
            } else if (!joins) {
                close(i);
            }
        }
        close(word);
    }
    return runs;
}

// Whether the capitals of a name spell a phrase's initials: "FiGAR" those of "Fine Grained Action
// Repetition", "LCNs" those of "Lovasz Convolutional Networks".
bool spellsInitials(QStringView name, QStringView phrase)
{
    QString initials;
    for (qsizetype i = 0; i < phrase.size(); ++i) {
        if (phrase[i].isUpper() && (i == 0 || !phrase[i - 1].isLetter()))
            initials.append(phrase[i]);
    }
    QString capitals;
    for (const QChar c : name) {
        if (c.isUpper())
            capitals.append(c);
    }
    return initials.size() >= 2 && capitals == initials;
}

// Where the objects of the strong statements start, each up to its fourth token: capitalised
// words there name what the paper contributes ("we introduce Annealed Variational Objectives").
QList<QStringView> statedObjects(const Reading &reading)
{
    constexpr qsizetype ObjectTokens = 4;
    QList<QStringView> objects;
    for (const Statement &statement : reading.statements(true)) {
        const Tokens &sentence = statement.sentence;
        const qsizetype object = objectStart(sentence, statement.object);
        if (object < sentence.size()) {
            const Token &last = sentence.at(std::min(object + ObjectTokens, sentence.size()) - 1);
            objects.append(QStringView(sentence.at(object).text.cbegin(), last.text.cend()));
        }
    }
    return objects;
}

// The acronym given to a phrase in the parentheses right after it: "AVO" of "Annealed
// Variational Objectives (AVO)". Empty for none, for more than one word ("(Welling and Teh,
// 2011)", "(Section 3)") and for one that does not start as the phrase does.
QStringView acronymAfter(QStringView text, QStringView phrase)
{
    const QStringView after = text.sliced(phrase.cend() - text.cbegin()).trimmed();
    const qsizetype closing = after.startsWith(u'(') ? after.indexOf(u')') : -1;
    const QStringView acronym = closing > 1 ? after.sliced(1, closing - 1) : QStringView();
    const bool oneWord =
        std::none_of(acronym.cbegin(), acronym.cend(), [](QChar c) { return c.isSpace() || c == u','; });
    return oneWord && !acronym.isEmpty() && acronym.front() == phrase.front() ? acronym : QStringView();
}

// The name an abstract spells out for what it contributes is what many real titles say:
// "Annealed Variational Objectives", "Lovasz Convolutional Networks". Capitalised words are
// that name where they start the object of a statement of what the paper contributes, spell the
// initials of the paper's name, are given an acronym of their own ("… Objectives (AVO-Net)" but
// not "Reinforcement Learning (RL)"), or recur in a sentence that states a contribution. Others
// name earlier work ("Stochastic Gradient Langevin Dynamics"), a field ("Multi-Agent Systems")
// or people. The cue says which of these holds.
void addCapitalisedPhrases(const Reading &reading, Proposals &proposals)
{
    const QList<QStringView> objects = statedObjects(reading);
    QList<qsizetype> stated;
    for (const Statement &statement : reading.statements(true))
        stated.append(statement.sentenceIndex);
    const QStringView text = reading.abstract;
    // Each place a run stands is asked: the same words may be earlier work in passing, then the
    // paper's own. A text proposed once already is not proposed again (Proposals::add).
    for (const CapitalisedRun &run : capitalisedRuns(reading)) {
        QStringList cues;
        if (std::any_of(objects.cbegin(), objects.cend(), [&run](QStringView object) {
                return run.text.cbegin() >= object.cbegin() && run.text.cbegin() < object.cend();
            }))
            cues.append(QStringLiteral("object"));
        if (!proposals.name().isEmpty() && spellsInitials(proposals.name(), run.text))
            cues.append(QStringLiteral("initials"));
        if (const QStringView acronym = acronymAfter(text, run.text);
            !acronym.isEmpty() && isNameLike(acronym) && !isCommonAcronym(acronym))
            cues.append(QStringLiteral("defined"));
        if (stated.contains(run.sentence) && text.count(run.text) > 1)
            cues.append(QStringLiteral("recurring"));
        if (!cues.isEmpty())
            proposals.add(Title{ {}, run.text.toString().simplified() },
                { .kind = Kind::Capitalised, .sentence = run.sentence, .cue = cues.join(u' ') });
    }
}

// The name-like word the abstract uses most, if it uses it often enough to be the paper's own.
QString recurringName(const Reading &reading)
{
    const std::vector<TextWord> &words = reading.words();
    QString best;
    qsizetype bestUses = MinRecurringUses - 1;
    QList<QStringView> seen;
    for (const TextWord &word : words) {
        if (seen.contains(word.text) || !isNameLike(word.text) || isCommonAcronym(word.text))
            continue;
        seen.append(word.text);
        const qsizetype uses =
            std::count_if(words.cbegin(), words.cend(), [&](const TextWord &other) { return other.text == word.text; });
        if (uses > bestUses) {
            best = word.text.toString();
            bestUses = uses;
        }
    }
    return best;
}

} // namespace

QList<TitleCandidate> titleCandidates(const Reading &reading)
{
    const Title rules = rulesTitle(reading);
    const Tokens field = fieldOf(reading);
    Proposals proposals(field, rules.name.isEmpty() ? recurringName(reading) : rules.name);
    proposals.add(rules, { .kind = Kind::Rules });
    addStatements(reading, proposals);
    addFindings(reading, proposals);
    addCapitalisedPhrases(reading, proposals);
    if (const auto name = reading.givenName())
        proposals.addName(*name, -1, QStringLiteral("name"));
    // The phrase the abstract opens with. Where the abstract states what it does, only one that
    // says more than a field: the problem a paper takes on is what many real titles name, but
    // "Offline reinforcement learning" is no title for a paper that proposes certified defenses
    // for it. One that says little only where there is no other. The first sentence whole only
    // where it is no statement: "We propose …" is none.
    const bool stated = proposals.statesWhatItDoes();
    for (const qsizetype limit : Limits) {
        auto topic = titleFromTopic(reading, true, limit);
        if (!topic)
            topic = titleFromTopic(reading, false, limit);
        if (topic && !(stated && topic->text().count(u' ') < MinProblemWords - 1))
            proposals.add(*topic, { .kind = Kind::Topic, .sentence = 0, .limit = limit });
    }
    if (!field.isEmpty() && !stated)
        proposals.add(
            Title{ {}, capitalized(joined(field)) }, { .kind = Kind::Topic, .sentence = 0, .limit = wordCount(field) });
    if (!reading.texts.isEmpty() && !proposals.statesWhatItDoes(0)) {
        const QString first = reading.texts.first().toString().simplified();
        if (first.count(u' ') < MaxTitleWords)
            proposals.add(Title{ {}, capitalized(first) }, { .kind = Kind::FirstSentence, .sentence = 0 });
    }
    return std::move(proposals.candidates());
}

} // namespace Lectern::Text::TitleRules
