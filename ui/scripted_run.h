#pragma once
// `kvscope --steps N --screenshot FILE`: the prefill and N decode steps in the real window,
// then a screenshot of it (CI under Xvfb, the README's images).

#include <QString>

#include "ui/step_script.h"

namespace kvscope::ui {

class ScriptedRun : public StepScript {
    Q_OBJECT
public:
    // An empty `screenshot` runs the steps and leaves the window open.
    ScriptedRun(MainWindow* window, int decodeSteps, QString screenshot);

protected:
    void beforePrefill() override;
    Progress visit(int step) override;

private:
    QString screenshot_;
};

}  // namespace kvscope::ui
