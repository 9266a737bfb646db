#include "ui/window/view_help.h"

#include <QCoreApplication>
#include <QHash>

namespace kvscope::ui {

namespace {
// (a class for lupdate to see the context by: a free tr() would file the texts under the
// namespace's name, where the lookup never finds them)
struct ViewHelpText {
    Q_DECLARE_TR_FUNCTIONS(ViewHelp)
};
}  // namespace

QString viewWhatsThis(const QString& view) {
    // Rich text: a title, then what the view shows and how to use it.
    static const QHash<QString, const char*> texts{
        {"attention",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Attention heatmaps</b><p>One small heatmap per head of the selected layer: a row per query "
         "position, a column per key. Each cell is how much the query attends to the key (after softmax), or "
         "the raw score q·k/√d (choose above). The upper triangle is blocked by the causal mask; the newest "
         "row is outlined. Hover a cell for its number; click a head to enlarge it.</p>")},
        {"tokens",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Tokens</b><p>The sequence: prompt tokens, then the generated ones, with their positions. The "
         "dashed box is the token the current step predicts. Click a token to make it the query everywhere.</p>")},
        {"mask",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Causal mask</b><p>Which key each query may see: a position sees itself and the positions before "
         "it. The prefill fills the lower triangle at once; each decode step adds one row. Cells a rule "
         "excludes (the toy's heads) are told apart from cells the mask blocks.</p>")},
        {"context",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Context vectors</b><p>For the selected query: each head's weighted sum of the value vectors "
         "(its output), and the heads combined. A strip shows a vector's values as colours; hover for "
         "numbers.</p>")},
        {"logits",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Logits &amp; probabilities</b><p>The most likely next tokens: their logits and, at the "
         "temperature set above the chart, their probabilities. The chosen token is highlighted. Click a "
         "bar to force that token instead: the timeline forks there.</p>")},
        {"kv-cache",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>KV cache</b><p>One row per cached position: the key and value vectors every layer keeps "
         "(numbers for the toy, colour strips for real models), one K/V pair per KV head — with grouped-query "
         "attention each pair is read by several query heads, named in the header. New rows slide in; "
         "with the cache off every row flashes as it is recomputed. The bytes held are above the table.</p>")},
        {"work",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Work: with vs without the cache</b><p>What the steps cost, counted exactly: K/V vectors "
         "computed, multiply-adds, cache bytes. The left chart sums the steps with the cache (linear) and "
         "without it (quadratic); the right one shows each step. Both are known whichever mode runs.</p>")},
        {"explain",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Explain</b><p>What the current step or stage does, in plain words, with the formula and the "
         "actual shapes and numbers. Press S to walk a step stage by stage.</p>")},
        {"model",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Model</b><p>Every layer × head of the model at once, as thumbnails of the selected query's "
         "attention. Click one to select its layer and head; double-click to enlarge it.</p>")},
        {"lines",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Attention lines</b><p>The selected head's attention from the last query, drawn as lines from "
         "the query to every key, thicker where the weight is larger.</p>")},
        {"compare",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Cache on vs off</b><p>The current step as it ran, beside the same step replayed the other way: "
         "the same logits, and the work each way.</p>")},
        {"controls",
         QT_TRANSLATE_NOOP("ViewHelp",
         "<b>Controls</b><p>The model, the prompt (or a ready example), the KV cache switch and how the next "
         "token is chosen: greedy, or sampled with a temperature, top-k, top-p and a seed.</p>")},
    };
    const auto it = texts.find(view);
    return it == texts.end() ? QString() : ViewHelpText::tr(it.value());
}

}  // namespace kvscope::ui
