#include "app/gui/headless_run.h"

#include <unistd.h>

#include <iostream>

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <cstdio>
#include <optional>

#include "ui/export/atomic_file.h"
#include "ui/export/export_caption.h"
#include "ui/export/data_files.h"
#include "ui/export/export_names.h"
#include "ui/export/exportable_view.h"
#include "ui/export/view_image.h"
#include "ui/export/view_picture.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

namespace kvscope::gui {

int runHeadless(QApplication& app, const QCommandLineParser& parser) {
    HeadlessOptions options;
    QString error;
    if (!readHeadlessOptions(parser, options, error)) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(error));
        return 2;
    }
    if (!options.formats.any()) {
        std::fprintf(stderr, "kvscope: --format names no format\n");
        return 2;
    }
    if (const QString bad = ui::checkOutputFolder(options.out); !bad.isEmpty()) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(bad));
        return 1;
    }
    ui::MainWindow window(nullptr, false);
    window.setAnimationsEnabled(false);
    window.setDarkTheme(options.dark);
    window.resize(options.size);
    window.show();
    if (options.presentation) window.setPresentationMode(true, false);  // at --size, as every image
    auto* run = new HeadlessRun(&window, options);
    QObject::connect(run, &HeadlessRun::finished, &app, [&app](int code) { app.exit(code); });
    run->begin();
    return app.exec();
}

HeadlessRun::HeadlessRun(ui::MainWindow* window, HeadlessOptions options)
    : StepScript(window, options.steps, options.everyStep), options_(std::move(options)),
      progress_(std::cerr, isatty(STDERR_FILENO) == 1) {}

void HeadlessRun::begin() {
    ui::SessionController* s = session();
    s->setHalfPrecisionWeights(options_.halfPrecision);
    s->setKvFormat(options_.kv);
    s->loadModel(options_.model);
    start();
}

void HeadlessRun::beforePrefill() {
    ui::SessionController* s = session();
    if (!options_.prompt.isEmpty()) s->setPrompt(options_.prompt);
    s->setCacheMode(options_.noCache ? CacheMode::Off : CacheMode::On);
    std::printf("kvscope: %s, prompt \"%s\", %d decode step(s), cache %s\n", qPrintable(s->model().qName()),
                qPrintable(s->prompt()), options_.steps, options_.noCache ? "off" : "on");
}

QString HeadlessRun::path(const QString& fileName) const { return QDir(options_.out).filePath(fileName); }

bool HeadlessRun::wrote(const QString& error, const QString& file, const QString& detail) {
    if (!error.isEmpty()) {
        fail(error);
        return false;
    }
    ++files_;
    progress_.clear();  // (the terminal's line is the file's now)
    std::printf("wrote %s%s\n", qPrintable(file), detail.isEmpty() ? "" : qPrintable(" (" + detail + ")"));
    std::fflush(stdout);
    return true;
}

ui::StepScript::Progress HeadlessRun::finish() {
    ui::SessionController* s = session();
    if (!s->layerComplete()) return Progress::Waiting;  // layer 0 again, for the timeline's data
    if (!renderTimeline()) return Progress::Failed;
    progress_.clear();
    std::printf("kvscope: %d files in %s\n", files_, qPrintable(QDir(options_.out).absolutePath()));
    std::fflush(stdout);
    return Progress::Done;
}

bool HeadlessRun::renderView(const ui::ExportableView& view, const QString& prefix, const QString& id) {
    if (!ui::revealForExport(view)) {
        fail(QString("the %1 view has no size to draw").arg(view.title));
        return false;
    }
    // a view shows its content only, cropped; the window is the app as it looks
    const QString caption = options_.framing.caption ? ui::exportCaption(*session()) : QString();
    std::optional<ui::ViewPicture> picture;
    if (view.widget != window()) picture.emplace(view, options_.framing, caption);
    const ui::PictureFrame windowFrame{{}, caption, options_.framing.slide, {}};
    const QString base = path(prefix + '-' + id);
    if (options_.formats.png) {
        const QImage image =
            picture ? picture->image(options_.scale) : ui::renderImage(view.widget, options_.scale, windowFrame);
        if (!wrote(ui::writePng(image, base + ".png"), base + ".png",
                   QString("%1x%2").arg(image.width()).arg(image.height())))
            return false;
    }
    if (options_.formats.svg) {
        const QString svg = base + ".svg";
        if (!wrote(picture ? picture->writeSvg(svg) : ui::writeSvg(view.widget, svg, view.title, windowFrame), svg))
            return false;
    }
    return true;
}

// Layer 0 first, with every other view and the data; then the attention view of each further
// layer, each once its layer is in full (Waiting while one is recomputed).
ui::StepScript::Progress HeadlessRun::visit(int step) {
    ui::SessionController* s = session();
    const QString prefix = ui::stepPrefix(step, options_.steps);
    const bool images = options_.formats.png || options_.formats.svg;
    const int layers = images ? s->model().layers : 1;
    if (images && nextLayer_ == 0 && !modelViewReady()) return Progress::Waiting;
    for (; nextLayer_ < layers; ++nextLayer_) {
        progress_.show(QString("exporting step %1 of %2 · layer %3 of %4")
                           .arg(step)
                           .arg(options_.steps)
                           .arg(nextLayer_ + 1)
                           .arg(layers)
                           .toStdString());
        s->setLayer(nextLayer_);
        if (!s->layerComplete()) {
            if (s->detailPending()) return Progress::Waiting;
            fail(QString("layer %1 of step %2 could not be recomputed").arg(nextLayer_).arg(step));
            return Progress::Failed;
        }
        if (nextLayer_ == 0 && !renderFirstLayer(step, prefix)) return Progress::Failed;
        if (nextLayer_ > 0 && !renderView(attentionView(), prefix, QString("attention-layer%1").arg(nextLayer_)))
            return Progress::Failed;
    }
    nextLayer_ = 0;
    s->setLayer(0);
    return Progress::Done;
}

ui::ExportableView HeadlessRun::attentionView() const { return exportableView("attention"); }

ui::ExportableView HeadlessRun::exportableView(const QString& id) const {
    for (const ui::ExportableView& view : window()->exportableViews())
        if (view.id == id) return view;
    return {};
}

// The model view draws every layer: on screen it has the worker compute those the records keep
// reduced, and is drawn once all are in (idle again), never half grey.
bool HeadlessRun::modelViewReady() {
    ui::revealForExport(exportableView("model"));
    return session()->overviewComplete() || !session()->overviewPending();
}

bool HeadlessRun::renderFirstLayer(int step, const QString& prefix) {
    ui::SessionController* s = session();
    if (options_.formats.png || options_.formats.svg) {
        for (const ui::ExportableView& view : window()->exportableViews())
            if (!renderView(view, prefix, view.id == "attention" ? QString("attention-layer0") : view.id)) return false;
        // the window last, with every dock back where the layout put it
        const ui::ExportableView whole{"window", "KVScope", window(), nullptr};
        if (!renderView(whole, prefix, "window")) return false;
    }
    if (options_.formats.csv) {
        const ui::WriteResult r = ui::writeCsvTables(options_.out, prefix, s->steps(), step, step, s->model());
        for (const QString& f : r.files) wrote({}, f);
        if (!r.error.isEmpty()) {
            fail(r.error);
            return false;
        }
    }
    if (options_.formats.json) {
        const QString file = path(prefix + ".json");
        if (!wrote(ui::writeTraceJson(file, s->steps(), step, step, s->model()), file)) return false;
    }
    return true;
}

bool HeadlessRun::renderTimeline() {
    ui::SessionController* s = session();
    const int last = s->stepCount() - 1;
    if (options_.formats.csv) {
        const ui::WriteResult r = ui::writeCsvTables(options_.out, "timeline", s->steps(), 0, last, s->model());
        for (const QString& f : r.files) wrote({}, f);
        if (!r.error.isEmpty()) {
            fail(r.error);
            return false;
        }
    }
    if (options_.formats.json) {
        const QString file = path(ui::timelineFileName({}, "json"));
        if (!wrote(ui::writeTraceJson(file, s->steps(), 0, last, s->model()), file)) return false;
    }
    return true;
}

}  // namespace kvscope::gui
