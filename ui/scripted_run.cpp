#include "ui/scripted_run.h"

#include "ui/views/attention_view.h"

#include <QCoreApplication>
#include <QPixmap>
#include <cstdio>

#include "ui/export/atomic_file.h"
#include "ui/export/export_caption.h"
#include "ui/export/view_image.h"
#include "ui/views/attention_view.h"
#include "ui/export/exportable_view.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

namespace kvscope::ui {

ScriptedRun::ScriptedRun(MainWindow* window, int decodeSteps, QString screenshot, ImageFraming framing, int layer,
                         bool difference)
    : StepScript(window, decodeSteps, false),
      screenshot_(std::move(screenshot)),
      framing_(framing),
      layer_(layer),
      difference_(difference) {}

QImage ScriptedRun::picture() const {
    // as the screen shows it, at the screen's pixel ratio; framed, through the exports' renderer
    if (!framing_.slide && !framing_.caption) return window()->grab().toImage();
    const QString caption = framing_.caption ? exportCaption(*session()) : QString();
    return renderImage(window(), std::max(1, qRound(window()->devicePixelRatioF())), {{}, caption, framing_.slide, {}});
}

void ScriptedRun::beforePrefill() {
    std::printf("kvscope: prefill of \"%s\"\n", qPrintable(session()->prompt()));
}

StepScript::Progress ScriptedRun::visit(int) {
    SessionController* s = session();
    if (layer_ >= 0) {
        if (layer_ >= s->model().layers) {
            fail(QString("--layer %1: the model has layers 0 to %2").arg(layer_).arg(s->model().layers - 1));
            return Progress::Failed;
        }
        s->setLayer(layer_);
        if (!s->layerComplete()) {
            if (s->detailPending()) return Progress::Waiting;  // recomputing it: back when idle
            fail(QString("layer %1 could not be recomputed").arg(layer_));
            return Progress::Failed;
        }
    }
    if (difference_) {
        if (!s->currentUsesLabCache()) {
            fail("--difference needs a KV cache other than exact f32 (--kv)");
            return Progress::Failed;
        }
        window()->attentionView()->setField(AttentionField::Difference);
        if (!s->exactLayer()) {
            if (s->exactPending()) return Progress::Waiting;  // the exact cache's layer: back when idle
            fail("the exact cache's attention could not be computed");
            return Progress::Failed;
        }
    }
    if (const StepView* step = s->current())
        std::printf("kvscope: %lld tokens: %s\n", static_cast<long long>(step->tokens.size()),
                    qPrintable(step->tokens.join(' ')));
    if (screenshot_.isEmpty()) return Progress::Done;
    settleForCapture(window());  // the last step's redraw and the layouts it starts
    const QImage shot = picture();
    // encoded in memory, then written like every export: whole or not at all
    const QString error = writeFileAtomically(screenshot_, [&shot](QIODevice& out) {
        return shot.save(&out, "PNG") ? QString() : QString("PNG encoding failed");
    });
    if (!error.isEmpty()) {
        fail(error);
        return Progress::Failed;
    }
    std::printf("kvscope: wrote %s (%dx%d)\n", qPrintable(screenshot_), shot.width(), shot.height());
    return Progress::Done;
}

}  // namespace kvscope::ui
