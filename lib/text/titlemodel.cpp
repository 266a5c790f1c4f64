// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titlemodel.h"

#include <QFile>
#include <QTextStream>

namespace Lectern::Text {
namespace {

const QLatin1String Magic("lectern-title-model 1");
const QLatin1String HashedPrefix("hash:");

} // namespace

TitleModel::TitleModel() : m_weights(TitleFeatures::dimension(), 0.0f) { }

std::optional<TitleModel> TitleModel::fromText(QStringView text, QString *error)
{
    const QStringList &names = TitleFeatures::names();
    TitleModel model;
    bool started = false;
    qsizetype lineNumber = 0;
    for (const QStringView line : text.tokenize(u'\n')) {
        ++lineNumber;
        const QStringView trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(u'#'))
            continue;
        const auto fail = [&](const QString &what) {
            *error = QStringLiteral("line %1: %2").arg(lineNumber).arg(what);
            return std::nullopt;
        };
        if (!started) {
            if (trimmed != Magic)
                return fail(QStringLiteral("expected \"%1\"").arg(Magic));
            started = true;
            continue;
        }
        const qsizetype space = trimmed.lastIndexOf(u' ');
        bool ok = false;
        const float weight = space > 0 ? trimmed.sliced(space + 1).toFloat(&ok) : 0;
        if (!ok)
            return fail(QStringLiteral("expected a feature and its weight"));
        const QStringView feature = trimmed.first(space).trimmed();
        qsizetype index = names.indexOf(feature);
        if (feature.startsWith(HashedPrefix)) {
            const uint hashed = feature.sliced(HashedPrefix.size()).toUInt(&ok);
            if (!ok || hashed >= TitleFeatures::HashedDimension)
                return fail(QStringLiteral("no hashed feature %1 in this build").arg(feature));
            index = names.size() + hashed;
        }
        if (index < 0)
            return fail(QStringLiteral("no feature %1 in this build").arg(feature));
        model.m_weights[index] = weight;
    }
    if (!started) {
        *error = QStringLiteral("expected \"%1\"").arg(Magic);
        return std::nullopt;
    }
    return model;
}

QString TitleModel::text(const QStringList &comments) const
{
    QString text;
    QTextStream stream(&text);
    for (const QString &comment : comments)
        stream << "# " << comment << '\n';
    stream << Magic << '\n';
    const QStringList &names = TitleFeatures::names();
    for (std::size_t i = 0; i < m_weights.size(); ++i) {
        // Six significant digits say a weight closely enough; a zero says nothing.
        const QString weight = QString::number(m_weights[i], 'g', 6);
        if (weight == u"0" || weight == u"-0")
            continue;
        if (qsizetype(i) < names.size())
            stream << names.at(qsizetype(i));
        else
            stream << HashedPrefix << i - std::size_t(names.size());
        stream << ' ' << weight << '\n';
    }
    stream.flush();
    return text;
}

const TitleModel *TitleModel::shipped()
{
    static const std::optional<TitleModel> model = [] {
        QFile file(QStringLiteral(":/text/titlemodel.txt"));
        QString error = QStringLiteral("cannot be opened");
        std::optional<TitleModel> read;
        if (file.open(QIODevice::ReadOnly))
            read = fromText(QString::fromUtf8(file.readAll()), &error);
        if (!read)
            qWarning(
                "The title model %s: %s; titles are the rules' alone", qPrintable(file.fileName()), qPrintable(error));
        return read;
    }();
    return model ? &*model : nullptr;
}

float TitleModel::score(const FeatureVector &features) const
{
    float score = 0;
    for (std::size_t i = 0; i < features.indices.size(); ++i)
        score += m_weights[features.indices[i]] * features.values[i];
    return score;
}

} // namespace Lectern::Text
