#include "ui/views/explain_text.h"

#include <QObject>

#include <cmath>

#include "core/format.h"
#include "ui/views/kv_grouping.h"

namespace kvscope::ui {

namespace {
QString num(double v) { return QString::fromStdString(formatNumber(v)); }

// How the token was chosen, in the interface's language (the core's describe() is the CLI's).
QString samplingText(const SamplingParams& p) {
    if (p.greedy()) return QObject::tr("greedy");
    QString text = QObject::tr("temperature %1").arg(num(p.temperature));
    if (p.topK > 0) text += QObject::tr(", top-k %1").arg(p.topK);
    if (p.topP < 1.0) text += QObject::tr(", top-p %1").arg(num(p.topP));
    return text + QObject::tr(", seed %1").arg(p.seed);
}

QString vectorText(const Matrix& m, int row) {
    // a long run of a big model keeps full matrices for one layer only (the recording budget);
    // the selected layer is recomputed in full, and the text follows when it arrives
    if (row < 0 || row >= m.rows() || m.cols() == 0) return QObject::tr("(not recorded for this layer; being recomputed)");
    QStringList parts;
    for (Eigen::Index c = 0; c < std::min<Eigen::Index>(m.cols(), 6); ++c) parts << num(m(row, c));
    if (m.cols() > 6) parts << QString("… %1 values").arg(m.cols());
    return "[" + parts.join(", ") + "]";
}
// Grouped-query attention in two sentences with the model's numbers; "" for one KV head per
// query head.
QString groupingParagraph(const ModelSummary& model, const StepRecord& r) {
    if (model.groupSize() <= 1) return {};
    const qint64 bytes = kvBytesPerToken(r);
    return QObject::tr("<p><b>%1:</b> the %2 query heads share %3 KV %4: query heads 1–%5 read the K and V of KV "
                       "head 1, and so on. The cache keeps %6 per token, %7× less than the %8 one KV head per "
                       "query head would need.</p>")
        .arg(groupingName(model))
        .arg(model.heads)
        .arg(model.kvHeads)
        .arg(model.kvHeads == 1 ? QObject::tr("head") : QObject::tr("heads"))
        .arg(model.groupSize())
        .arg(QString::fromStdString(formatBytes(bytes)))
        .arg(model.groupSize())
        .arg(QString::fromStdString(formatBytes(bytes * model.groupSize())));
}

// Rotary positions with the live numbers of the selected position: how far its fastest and
// slowest pairs of dimensions turn. "" for models without RoPE.
QString ropeParagraph(const ModelSummary& model, int query) {
    const auto& f = model.ropeInverseFrequencies;
    if (f.empty()) return {};
    const int index = std::max(0, query);  // positions count from 0 in the rotation
    const double fastest = index * f.front(), slowest = index * f.back();
    return QObject::tr("<p><b>RoPE:</b> q and k are then rotated by their position — no position vector is added. "
                       "Dimensions i and i + %1 of a head form a pair, turned by position × θ<sup>−2i/%2</sup> "
                       "(θ = %3%4). At position %5 (index %6) the fastest pair turns %7 rad (%8°), the slowest "
                       "%9 rad. The cache holds the rotated keys, and q·k depends only on how far apart the two "
                       "positions are.</p>")
        .arg(static_cast<int>(f.size()))
        .arg(2 * static_cast<int>(f.size()))
        .arg(num(model.ropeTheta))
        .arg(model.ropeScaling.empty() ? QString()
                                       : QObject::tr(", stretched by %1 scaling").arg(QString::fromStdString(model.ropeScaling)))
        .arg(index + 1)
        .arg(index)
        .arg(num(fastest))
        .arg(num(fastest * 180.0 / M_PI))
        .arg(num(slowest));
}

}  // namespace

QString explainHtml(const StepView* step, const ModelSummary& model, SubStep stage, int query, int layer,
                    std::optional<CacheMode> shown) {
    if (!step) {
        return QObject::tr("<h3>Ready</h3><p>The prompt <b>%1</b> is waiting. <b>Prefill</b> runs all of "
                           "its tokens through the model in one parallel pass: every position attends "
                           "to itself and the positions before it.</p>")
            .arg(model.defaultPrompt.toHtmlEscaped());
    }
    const StepRecord& r = *step->record;
    const CacheMode mode = shown.value_or(r.cacheMode);
    const int n = r.positions();
    const int q = r.rowCount;
    const bool prefill = r.phase == Phase::Prefill;
    const int H = model.heads;
    const int dk = model.keyDim;
    const QString who = prefill ? QObject::tr("all %1 prompt positions at once").arg(n)
                                : QObject::tr("only the new position %1 (“%2”)").arg(n).arg(step->tokens.last().toHtmlEscaped());
    const int row = std::clamp(query - r.firstRow, 0, q - 1);
    // the selected layer as shown: in full once recomputed, else what the record keeps
    const LayerTrace& L = step->layer(std::clamp(layer, 0, int(r.layers.size()) - 1));
    QString title = subStepTitle(stage), body;

    switch (stage) {
        case SubStep::Embed:
            body = QObject::tr("<p>Each token becomes a vector the model can compute with. This step feeds %1.</p>"
                               "<p>Shape: %2 × d.%3</p>")
                       .arg(who)
                       .arg(q)
                       .arg(model.isToy ? QObject::tr(" In the toy every token carries one number, its value: "
                                                      "Today 10, weather 20, is 1, so 5.")
                                        : QString());
            break;
        case SubStep::QueryKeyValue:
            body = QObject::tr("<p>Each head projects the vectors to a query <i>q</i> (what this position looks for), "
                               "a key <i>k</i> (what it offers) and a value <i>v</i> (what it hands over). "
                               "K and V are computed for %1 rows × %2.</p>%3%4%5")
                       .arg(mode == CacheMode::Off ? r.positions() : r.rowCount)
                       .arg(model.groupSize() > 1 ? QObject::tr("%1 KV heads").arg(model.kvHeads)
                                                  : QObject::tr("%1 heads").arg(H))
                       .arg(groupingParagraph(model, r))
                       .arg(ropeParagraph(model, query))
                       .arg(mode == CacheMode::Off && r.firstRow > 0 ? QObject::tr("<p><b>Cache off:</b> K and V of every earlier position are "
                                                         "computed again, although they have not changed.</p>")
                                           : QObject::tr("<p><b>Cache on:</b> earlier positions' K and V are read from "
                                                         "the cache, not recomputed.</p>"));
            break;
        case SubStep::Scores:
            body = QObject::tr("<p>score = q · k / √d<sub>k</sub> for every query row against every key: a %1 × %2 "
                               "matrix per head (d<sub>k</sub> = %3).</p>%4")
                       .arg(q)
                       .arg(n)
                       .arg(dk)
                       .arg(model.isToy ? QObject::tr("<p>The toy's heads are rules: the score is 0 where the query "
                                                      "matches the key and −∞ where the rule excludes it.</p>")
                                        : QString());
            break;
        case SubStep::Mask:
            body = QObject::tr("<p>The causal mask sets the score of every key after the query to −∞, so no position "
                               "sees the future. Position %1 may look at keys 1…%1.</p>")
                       .arg(query + 1);
            break;
        case SubStep::Softmax: {
            body = QObject::tr("<p>weights = softmax(masked scores): positive, summing to 1 over the keys a row "
                               "admits; −∞ becomes 0.</p><p>Row of position %1, head 1: %2</p>")
                       .arg(query + 1)
                       .arg(L.heads.empty() ? QObject::tr("(not recorded)") : vectorText(L.heads[0].weights, row));
            break;
        }
        case SubStep::Mix: {
            QStringList outs;
            for (int h = 0; h < int(L.heads.size()); ++h)
                outs << (row < int(L.heads[h].hasOutput.size()) && !L.heads[h].hasOutput[row]
                             ? QString(kNoValue)
                             : vectorText(L.heads[h].outputs, row));
            body = QObject::tr("<p>Each head's output is the weighted sum of the values it attends to: "
                               "o = Σ<sub>j</sub> w<sub>j</sub> v<sub>j</sub>.</p>"
                               "<p>Position %1 (“%2”): %3</p><p>A head that admits no key has no output (—); the "
                               "combination averages the heads that have one.</p>")
                       .arg(query + 1)
                       .arg(step->tokens.value(query).toHtmlEscaped())
                       .arg(outs.join(" · "));
            break;
        }
        case SubStep::Logits:
            body = QObject::tr("<p>The last position's context %1 is projected to one logit per vocabulary "
                               "token: logits = context · W.</p><p>Top: %2 %3</p>")
                       .arg(vectorText(r.context, r.context.rows() - 1))
                       .arg(step->candidates.value(0).toHtmlEscaped())
                       .arg(r.logits.size() > 0 ? num(r.logits[0]) : QString(kNoValue));
            break;
        case SubStep::Probabilities:
            body = QObject::tr("<p>p = softmax(logits / T). With T = %1, “%2” has p = %3.</p>")
                       .arg(r.sampling.greedy() ? 1.0 : r.sampling.temperature)
                       .arg(step->candidates.value(0).toHtmlEscaped())
                       .arg(r.probabilities.size() > 0 ? num(r.probabilities[0]) : QString(kNoValue));
            break;
        case SubStep::Choose:
            body = QObject::tr("<p>The next token is <b>%1</b> (%2). The next decode step feeds it back in as "
                               "position %3.</p>")
                       .arg(step->chosen.toHtmlEscaped())
                       .arg(r.forced ? QObject::tr("forced by you") : samplingText(r.sampling))
                       .arg(n + 1);
            break;
        case SubStep::CacheAppend:
            body = mode == CacheMode::On && r.kvEviction.heldRows(n) < n
                       ? QObject::tr("<p>K and V of %1 new position(s) join the cache, bounded to a window of %2 "
                                     "positions%3: it keeps %4 of the %5 (%6) and evicts the rest — no later query "
                                     "sees them again. Evicted keys are red in the heatmaps.</p>")
                             .arg(r.rowCount)
                             .arg(r.kvEviction.window)
                             .arg(r.kvEviction.sinks == 1 ? QObject::tr(", the first kept as an attention sink")
                                  : r.kvEviction.sinks > 1
                                      ? QObject::tr(", the first %1 kept as attention sinks").arg(r.kvEviction.sinks)
                                  : r.kvEviction.heavy > 0
                                      ? QObject::tr(" — in each layer and head the newest %1 and the %2 older ones that "
                                                    "have received the most attention so far (heavy hitters), so "
                                                    "heads keep different positions")
                                            .arg(r.kvEviction.recent())
                                            .arg(r.kvEviction.heavy)
                                      : QString())
                             .arg(r.kvEviction.heldRows(n))
                             .arg(n)
                             .arg(QString::fromStdString(formatBytes(r.workFor(CacheMode::On).kvBytesHeld)))
                   : mode == CacheMode::On
                       ? QObject::tr("<p>K and V of %1 new position(s) join the cache, which now holds %2 positions "
                                     "(%3). The next step computes one new row and reads the rest.</p>")
                             .arg(r.rowCount)
                             .arg(n)
                             .arg(QString::fromStdString(formatBytes(r.workFor(CacheMode::On).kvBytesHeld))) +
                             (model.groupSize() > 1 ? "<p>" + kvPerTokenText(model, kvBytesPerToken(r)).toHtmlEscaped() + ".</p>"
                                                    : QString())
                       : QObject::tr("<p>With the cache off nothing is kept: the next step will compute K and V of "
                                     "all %1 positions again — %2 K/V vectors instead of %3.</p>")
                             .arg(n + 1)
                             .arg((n + 1) * model.kvHeads * model.layers)
                             .arg(model.kvHeads * model.layers);
            break;
    }
    const QString phase = prefill ? QObject::tr("Prefill") : QObject::tr("Decode step %1").arg(r.index);
    return QString("<h3>%1 · %2</h3>%3").arg(phase, title, body);
}

}  // namespace kvscope::ui
