#pragma once
// What the speculative-decoding window shows of a round and of a sweep, in display text: made
// on the lab's worker thread from the core's results (ui/lab/speculative_controller.h), so the
// widgets never touch the core.

#include <QString>
#include <QStringList>
#include <QVector>
#include <vector>

#include "core/types.h"

namespace kvscope::ui {

// Where a row of a KV cache table stands after the round.
enum class CacheRowState { Kept, Written, RolledBack };

struct SpeculativeRoundView {
    int number = 0;             // 1 for the first round
    int position = 0;           // n: the first drafted position
    QStringList sequence;       // (n) the tokens before the round; the last one is fed by it
    int promptLength = 0;       // sequence[0 .. promptLength) is the prompt
    QStringList drafted;        // (k) the draft's proposals
    QVector<double> q, p;       // (k) their probability under the draft and under the target
    int accepted = 0;           // drafted tokens kept, from the left
    QString next;               // the token after them
    bool resampled = false;     // next replaced a rejected token (else the target's bonus token)

    // The caches: rows [0, before) were there, the round wrote [before, written) and kept
    // [0, kept). The target's verification pass writes k + 1 rows; the draft writes one a token.
    int targetBefore = 0, targetWritten = 0, targetKept = 0;
    int draftBefore = 0, draftWritten = 0, draftKept = 0;

    // The verification pass in layer `layer`: per query head, (k + 1, n + k) attention weights
    // of the rows of positions n-1 .. n+k-1, 0 after each row's own position.
    int layer = -1;
    std::vector<MatrixF> verification;

    // Totals since the prompt (the prefills not counted as passes of a round)
    int rounds = 0, generated = 0, draftedTotal = 0, acceptedTotal = 0;
    int targetPasses = 0, draftPasses = 0;
    qint64 targetMacs = 0, draftMacs = 0;
    double targetSeconds = 0, draftSeconds = 0;
    qint64 plainMacs = 0;       // what plain decoding of the generated tokens would have multiplied

    int k() const { return static_cast<int>(drafted.size()); }
    // The token text at a position of the round (prompt, drafted or next), for row labels.
    QString tokenAt(int position) const;
    CacheRowState targetRow(int position) const { return rowState(position, targetBefore, targetKept); }
    CacheRowState draftRow(int position) const { return rowState(position, draftBefore, draftKept); }
    static CacheRowState rowState(int position, int before, int kept);
};

struct SpeculationPointView {
    int k = 0;
    double acceptance = 0;           // drafted tokens kept, 0..1
    double targetPassesPerToken = 0;
    double speedUp = 0;              // measured: plain time per token / speculative
    double predictedSpeedUp = 0;     // for a decoder bound by reading weights (SpeculationSweep)
    double macsRatio = 0;            // plain multiply-adds per token / speculative (both models)
};

struct SpeculationSweepView {
    QString target, draft;
    int tokens = 0;
    QVector<SpeculationPointView> points;
};

}  // namespace kvscope::ui
