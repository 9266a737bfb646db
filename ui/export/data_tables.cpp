#include "ui/export/data_tables.h"

#include <charconv>
#include <cmath>

#include "core/work_meter.h"

namespace kvscope::ui {

namespace {

QString quoted(const QString& field) {
    const bool needs = field.contains(',') || field.contains('"') || field.contains('\n') ||
                       field.contains('\r') || (!field.isEmpty() && (field.front().isSpace() || field.back().isSpace()));
    if (!needs) return field;
    QString q = field;
    q.replace('"', "\"\"");
    return '"' + q + '"';
}

// "k" for a one-wide vector (the toy), else "k0", "k1", …; a stem ending in a digit gets a
// "_" first, so head 1's component 0 ("head1_0") is never read as head 10.
QStringList columns(const QString& stem, int width) {
    if (width == 1) return {stem};
    const QString prefix = stem.back().isDigit() ? stem + '_' : stem;
    QStringList names;
    for (int i = 0; i < width; ++i) names << prefix + QString::number(i);
    return names;
}

void appendRow(QStringList& row, const Matrix& m, Eigen::Index r, bool present) {
    for (Eigen::Index c = 0; c < m.cols(); ++c) row << (present ? csvNumber(m(r, c)) : QString());
}

QString headName(const ModelSummary& model, int layer, int head) {
    return model.headName(layer, head);
}

CsvTable tokensTable(const StepView& step) {
    CsvTable t{"tokens", {"position", "token", "id", "source", "added_by_step"}};
    const StepRecord& r = *step.record;
    for (int p = 0; p < r.positions(); ++p) {
        const bool prompt = p < r.promptLength;
        t.addRow(QStringList{QString::number(p), step.tokens.value(p), QString::number(r.tokens[size_t(p)]),
                              prompt ? "prompt" : "generated",
                              QString::number(prompt ? 0 : p - r.promptLength + 1)});
    }
    return t;
}

CsvTable attentionTable(const QVector<StepView>& steps, int first, int last, const ModelSummary& model) {
    CsvTable t{"attention",
               {"step", "layer", "head", "head_name", "query_position", "query_token", "key_position",
                "key_token", "score", "masked_score", "weight"}};
    for (int s = first; s <= last; ++s) {
        const StepRecord& r = *steps[s].record;
        for (int l = 0; l < static_cast<int>(r.layers.size()); ++l) {
            // a layer the record keeps reduced (and nobody recomputed) gives the float weights
            // of the rows it keeps, with the score cells empty
            const LayerTrace& layer = steps[s].layer(l);
            const bool full = layer.detail == AttentionDetail::Full;
            for (size_t h = 0; h < layer.heads.size(); ++h) {
                const HeadTrace& head = layer.heads[h];
                const int kept = full ? r.rowCount : static_cast<int>(head.weightsF.rows());
                for (int i = 0; i < kept; ++i) {
                    const int q = full ? i : r.rowCount - kept + i;
                    const int pos = r.firstRow + q;
                    for (int k = 0; k < r.positions(); ++k)
                        t.addRow(QStringList{QString::number(s), QString::number(l), QString::number(h),
                                              headName(model, l, int(h)), QString::number(pos),
                                              steps[s].tokens.value(pos), QString::number(k), steps[s].tokens.value(k),
                                              full ? csvNumber(head.scores(q, k)) : QString(),
                                              full ? csvNumber(head.maskedScores(q, k)) : QString(),
                                              full ? csvNumber(head.weights(q, k)) : csvNumber(head.weightsF(i, k))});
                }
            }
        }
    }
    return t;
}

// The last layer's head outputs and their combination; empty cells where a head had no
// output (the views' "—").
CsvTable contextTable(const QVector<StepView>& steps, int first, int last, const ModelSummary& model) {
    CsvTable t{"context", {"step", "position", "token"}};
    // widths from the model, so a step whose last layer is reduced still has every column
    for (int h = 0; h < model.heads; ++h) t.header << columns(QString("head%1").arg(h + 1), model.valueDim);
    t.header << columns("combined", model.combinedDim);
    for (int s = first; s <= last; ++s) {
        const StepRecord& r = *steps[s].record;
        const LayerTrace& top = steps[s].layer(static_cast<int>(r.layers.size()) - 1);
        const bool full = top.detail == AttentionDetail::Full;
        // a reduced last layer: the head outputs from the record's context (kept by every plan
        // but the last), the combination left empty; neither kept: no rows rather than wrong ones
        if (!full && r.context.rows() != r.rowCount) continue;
        for (int q = 0; q < r.rowCount; ++q) {
            const int pos = r.firstRow + q;
            QStringList row{QString::number(s), QString::number(pos), steps[s].tokens.value(pos)};
            if (full) {
                for (const HeadTrace& head : top.heads) appendRow(row, head.outputs, q, head.hasOutput[size_t(q)]);
                appendRow(row, top.combined, q, top.hasCombined[size_t(q)]);
            } else {
                appendRow(row, r.context, q, true);
                for (int c = 0; c < model.combinedDim; ++c) row << QString();
            }
            t.addRow(row);
        }
    }
    return t;
}

CsvTable logitsTable(const QVector<StepView>& steps, int first, int last) {
    CsvTable t{"logits", {"step", "rank", "token", "id", "logit", "probability", "chosen", "forced"}};
    for (int s = first; s <= last; ++s) {
        const StepRecord& r = *steps[s].record;
        for (size_t i = 0; i < r.candidates.size(); ++i) {
            const Eigen::Index e = Eigen::Index(i);
            const bool chosen = r.candidates[i] == r.chosen;
            t.addRow(QStringList{QString::number(s), QString::number(i + 1), steps[s].candidates.value(int(i)),
                                  QString::number(r.candidates[i]), csvNumber(r.logits[e]),
                                  csvNumber(r.probabilities[e]), chosen ? "1" : "0",
                                  chosen && r.forced ? "1" : "0"});
        }
    }
    return t;
}

// The K and V rows each step wrote to the cache (or recomputed, without the cache).
CsvTable kvTable(const QVector<StepView>& steps, int first, int last, const ModelSummary& model) {
    CsvTable t{"kv-cache", {"step", "layer", "kv_head", "position", "token", "recomputed"}};
    t.header << columns("k", model.keyDim) << columns("v", model.valueDim);
    for (int s = first; s <= last; ++s) {
        const StepRecord& r = *steps[s].record;
        for (int l = 0; l < static_cast<int>(r.layers.size()); ++l)
            for (size_t h = 0; h < steps[s].layer(l).kv.size(); ++h) {
                const KvRows& kv = steps[s].layer(l).kv[h];
                for (Eigen::Index p = 0; p < kv.keys.rows(); ++p) {
                    const int pos = r.kvFirstPosition + int(p);
                    QStringList row{QString::number(s), QString::number(l), QString::number(h), QString::number(pos),
                                    steps[s].tokens.value(pos), r.kvRecomputed ? "1" : "0"};
                    appendRow(row, kv.keys, p, true);
                    appendRow(row, kv.values, p, true);
                    t.addRow(row);
                }
            }
    }
    return t;
}

CsvTable workTable(const QVector<StepView>& steps, int first, int last) {
    static const QStringList kCounts{"kv_vectors", "attention_rows", "attention_cells", "macs_kv",
                                     "macs_attention", "macs_other", "macs_logits", "macs",
                                     "kv_bytes_held", "kv_bytes_read", "kv_bytes_written"};
    CsvTable t{"work", {"step", "phase", "cache_mode", "tokens"}};
    for (const char* mode : {"on", "off"})
        for (const QString& c : kCounts) t.header << QString("cache_%1_%2").arg(mode, c);
    t.header << "wall_seconds";
    for (int s = first; s <= last; ++s) {
        const StepRecord& r = *steps[s].record;
        QStringList row{QString::number(s), QString::fromLatin1(phaseName(r.phase)),
                        QString::fromLatin1(cacheModeName(r.cacheMode)), QString::number(r.positions())};
        for (CacheMode mode : {CacheMode::On, CacheMode::Off}) {
            const WorkCounts& w = r.workFor(mode);
            for (std::int64_t v : {w.kvVectors, w.attentionRows, w.attentionCells, w.macsKv, w.macsAttention,
                                   w.macsOther, w.macsLogits, w.macs(), w.kvBytesHeld, w.kvBytesRead,
                                   w.kvBytesWritten})
                row << QString::number(v);
        }
        row << csvNumber(r.wallSeconds);
        t.addRow(row);
    }
    return t;
}

}  // namespace

QString csvNumber(double value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QString::fromLatin1(buffer, int(result.ptr - buffer));
}

namespace {
void appendLine(QByteArray& out, const QStringList& fields) {
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0) out += ',';
        out += quoted(fields[i]).toUtf8();
    }
    out += '\n';
}
}  // namespace

void CsvTable::addRow(const QStringList& fields) {
    appendLine(body_, fields);
    ++rows_;
}

QByteArray CsvTable::toCsv() const {
    QByteArray text;
    appendLine(text, header);
    text.reserve(text.size() + body_.size());
    text += body_;
    return text;
}

QList<CsvTable> dataTables(const QVector<StepView>& steps, int first, int last, const ModelSummary& model) {
    if (first < 0 || last >= steps.size() || first > last) return {};
    return {tokensTable(steps[last]),          attentionTable(steps, first, last, model),
            contextTable(steps, first, last, model), logitsTable(steps, first, last),
            kvTable(steps, first, last, model), workTable(steps, first, last)};
}

}  // namespace kvscope::ui
