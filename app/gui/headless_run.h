#pragma once
// The headless renderer: drives a main window through the prefill and N decode steps on the
// offscreen platform and writes every view (PNG/SVG: its content, without its controls), the
// window, and the data (CSV/JSON) of the last step — or of every step — into one folder,
// printing each file it wrote. --slide and --caption frame every picture.

#include "app/cli/progress_line.h"
#include "app/gui/headless_options.h"
#include "ui/step_script.h"

class QApplication;
class QCommandLineParser;

#include "ui/export/exportable_view.h"

namespace kvscope::ui {
class MainWindow;
}

namespace kvscope::gui {

// Checks the options and the output folder, runs, and returns the exit code: 0 done,
// 1 the model, prompt, folder or a write failed, 2 a bad option.
int runHeadless(QApplication& app, const QCommandLineParser& parser);

class HeadlessRun : public ui::StepScript {
    Q_OBJECT
public:
    HeadlessRun(ui::MainWindow* window, HeadlessOptions options);
    // Loads the model, then runs the script.
    void begin();

protected:
    void beforePrefill() override;
    Progress visit(int step) override;
    Progress finish() override;

private:
    bool renderFirstLayer(int step, const QString& prefix);
    ui::ExportableView attentionView() const;
    ui::ExportableView exportableView(const QString& id) const;
    bool modelViewReady();
    bool renderView(const ui::ExportableView& view, const QString& prefix, const QString& id);
    bool renderTimeline();
    bool wrote(const QString& error, const QString& path, const QString& detail = {});
    QString path(const QString& fileName) const;

    HeadlessOptions options_;
    int nextLayer_ = 0;  // the layer visit() draws next
    int files_ = 0;
    // on a terminal, which step and layer the export is at (app/cli/progress_line.h)
    cli::ProgressLine progress_;
};

}  // namespace kvscope::gui
