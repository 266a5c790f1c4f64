// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/titlenames.h"

// The titles the rules make of what an abstract names, states and opens with.
namespace Lectern::Text::TitleRules {

// Text with its first letter in upper case.
QString capitalized(QString text);

// A title: a name, what it is, or both ("ET-SEED: efficient … diffusion model").
struct Title
{
    QString name;
    QString description;

    QString text() const
    {
        if (name.isEmpty() || description.isEmpty())
            return capitalized(name.isEmpty() ? description : name);
        return capitalized(name) + QStringLiteral(": ") + description;
    }
};

// A phrase in title form: without leading praise ("a novel") and without words at its end that
// would leave it unfinished.
QString titled(Tokens phrase);

// The words a title has left for a description after a name.
qsizetype wordsLeft(const QString &name);

// A name with what it is, read from its description, in the words a title has left or in maxWords.
Title titleFromName(const Name &name);
Title titleFromName(const Name &name, qsizetype maxWords);

// The phrase the abstract opens with; when not strict, also one that says little ("The role").
std::optional<Title> titleFromTopic(const Reading &reading, bool strict, qsizetype limit = MaxTitleWords);

// The field the abstract opens with: "Few-shot classification" in "A recent approach to few-shot
// classification …"; empty when its first sentence opens with no such phrase.
Tokens fieldOf(const Reading &reading);

// A title completed with the field, where it has room for it ("… for deep learning systems").
void addField(Title &title, const Tokens &field);

// The title of a name the abstract spells in bold, else of its statements, else its opening phrase.
std::optional<Title> describedTitle(const Reading &reading);

// The title the rules alone make of an abstract.
Title rulesTitle(const Reading &reading);

} // namespace Lectern::Text::TitleRules
