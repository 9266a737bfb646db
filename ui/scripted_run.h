#pragma once
// `kvscope --steps N --screenshot FILE`: the prefill and N decode steps in the real window,
// then a screenshot of it (CI under Xvfb, the README's images) — as it is, or framed
// (--slide, --caption).

#include <QImage>
#include <QString>

#include "ui/export/export_options.h"
#include "ui/step_script.h"

namespace kvscope::ui {

class ScriptedRun : public StepScript {
    Q_OBJECT
public:
    // An empty `screenshot` runs the steps and leaves the window open. `layer` ≥ 0: the
    // attention views show that layer (0-based, as the Layer box) when the steps are done.
    // `difference`: the heatmaps show the difference from the exact cache (a lab cache's run).
    ScriptedRun(MainWindow* window, int decodeSteps, QString screenshot, ImageFraming framing = {},
                int layer = -1, bool difference = false);

protected:
    void beforePrefill() override;
    Progress visit(int step) override;

private:
    QImage picture() const;

    QString screenshot_;
    ImageFraming framing_;
    int layer_;
    bool difference_;
};

}  // namespace kvscope::ui
