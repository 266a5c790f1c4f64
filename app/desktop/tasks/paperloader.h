// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

namespace Lectern::Desktop {

class LibraryWorker;

// Reads the paper the detail pane is to show on the library's worker. Only the paper asked for
// last is shown: an older one still waiting is not read, and one that comes after a newer was
// asked for is dropped. The pane keeps what it shows until then.
class PaperLoader : public QObject
{
    Q_OBJECT

public:
    explicit PaperLoader(QObject *parent = nullptr);

    // Null while no library is open.
    void setWorker(LibraryWorker *worker);
    // Reads the paper again even when it is the one shown; 0 shows none, at once.
    void load(PaperId paper);
    // The paper asked for last.
    PaperId paper() const { return m_paper; }

Q_SIGNALS:
    void loaded(const std::optional<Lectern::PaperDetails> &details);
    void failed(const QString &message);

private:
    LibraryWorker *m_worker = nullptr;
    PaperId m_paper = 0;
    // The number of the newest request, read on the worker's thread too.
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(0);
};

} // namespace Lectern::Desktop
