#include "ui/export/export_controller.h"

#include <QAction>
#include <QKeySequence>

#include <QAbstractScrollArea>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextEdit>

#include "ui/export/atomic_file.h"
#include "ui/export/export_caption.h"
#include "ui/export/export_dialogs.h"
#include "ui/export/export_names.h"
#include "ui/export/view_image.h"
#include "ui/export/view_picture.h"
#include "ui/session/session_controller.h"

namespace kvscope::ui {

ExportController::ExportController(QMainWindow* window, SessionController* session, QList<ExportableView> views,
                                   ThemeSwitch theme)
    : QObject(window), window_(window), session_(session), views_(std::move(views)), theme_(std::move(theme)),
      lastFolder_(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)) {}

template <typename Draw>
auto ExportController::withTheme(ExportTheme theme, Draw&& draw) {
    const bool wasDark = theme_.isDark();
    const bool dark = theme == ExportTheme::Current ? wasDark : theme == ExportTheme::Dark;
    // a picture asked for in light or dark is that (for slides), not the high-contrast screen
    const bool leaveHighContrast = theme != ExportTheme::Current && theme_.isHighContrast();
    if (leaveHighContrast) theme_.setHighContrast(false);
    if (dark != wasDark) theme_.setDark(dark);
    settleForCapture(window_);  // a theme's fonts refit the charts' axes: laid out before drawing
    auto result = draw();
    if (dark != wasDark) theme_.setDark(wasDark);
    if (leaveHighContrast) theme_.setHighContrast(true);
    return result;
}

QString ExportController::caption(ImageFraming framing) const {
    return framing.caption ? exportCaption(*session_) : QString();
}

QString ExportController::exportView(const ExportableView& view, const QString& path, ImageFormat format, int scale,
                                     ExportTheme theme, ImageFraming framing) {
    if (scale < 1 || scale > kMaxExportScale) return tr("bad scale %1 (use 1, 2 or 3)").arg(scale);
    if (!revealForExport(view)) return tr("the %1 view has no size to draw").arg(view.title);
    return withTheme(theme, [&] {
        const ViewPicture picture(view, framing, caption(framing));
        return format == ImageFormat::Svg ? picture.writeSvg(path) : picture.writePng(path, scale);
    });
}

QImage ExportController::viewImage(const ExportableView& view, int scale, ExportTheme theme, ImageFraming framing) {
    if (!revealForExport(view)) return {};
    return withTheme(theme, [&] { return ViewPicture(view, framing, caption(framing)).image(scale); });
}

QString ExportController::exportWindow(const QString& path, int scale, ExportTheme theme, ImageFraming framing) {
    if (scale < 1 || scale > kMaxExportScale) return tr("bad scale %1 (use 1, 2 or 3)").arg(scale);
    // the window is the app as it looks: its controls stay, nothing is cropped
    return withTheme(theme, [&] { return writePng(renderImage(window_, scale, {{}, caption(framing), framing.slide, {}}), path); });
}

WriteResult ExportController::exportData(const QString& target, DataFormat format, DataScope scope) {
    const int current = session_->currentIndex();
    const int last = session_->stepCount() - 1;
    if (current < 0) return {{}, tr("nothing to export yet: run the prefill first")};
    const int first = scope == DataScope::Timeline ? 0 : current;
    const int through = scope == DataScope::Timeline ? last : current;
    if (format == DataFormat::Json) {
        const QString error = writeTraceJson(target, session_->steps(), first, through, session_->model());
        return error.isEmpty() ? WriteResult{{target}, {}} : WriteResult{{}, error};
    }
    if (const QString bad = checkOutputFolder(target); !bad.isEmpty()) return {{}, bad};
    const QString prefix = scope == DataScope::Timeline ? QString("timeline") : stepPrefix(current, last);
    return writeCsvTables(target, prefix, session_->steps(), first, through, session_->model());
}

void ExportController::report(const QString& error, const QStringList& files) {
    if (!files.isEmpty()) {
        lastFolder_ = QFileInfo(files.last()).absolutePath();
        emit exported(files);
    }
    if (error.isEmpty()) {
        window_->statusBar()->showMessage(
            files.size() == 1 ? tr("Exported %1").arg(files.first()) : tr("Exported %1 files").arg(files.size()),
            8000);
        return;
    }
    emit exportFailed(error);
    window_->statusBar()->showMessage(error, 15000);
    // the offscreen platform (tests) has no one to close a modal dialog
    if (!QApplication::platformName().startsWith("offscreen"))
        QMessageBox::warning(window_, tr("Export failed"), error);
}

QString ExportController::suggestedPath(const QString& what, const QString& extension, bool slide) const {
    const int current = std::max(session_->currentIndex(), 0);
    // the headless renderer's names, so exports from both sort together
    QString name = what == "attention" ? QString("attention-layer%1").arg(session_->layer()) : what;
    if (slide) name += "-slide";
    return QDir(lastFolder_).filePath(stepFileName(current, std::max(session_->stepCount() - 1, 0), name, extension));
}

void ExportController::askExportView(int viewIndex) {
    const ExportableView& view = views_.at(viewIndex);
    ImageExportDialog options(view.title, false, window_);
    if (options.exec() != QDialog::Accepted) return;
    const bool svg = options.svg();
    const ImageFraming framing = options.framing();
    const QString path = QFileDialog::getSaveFileName(
        window_, tr("Export %1").arg(view.title),
        suggestedPath(view.id, svg ? "svg" : "png", framing.slide),
        svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty()) return;
    const QString error = exportView(view, path, svg ? ImageFormat::Svg : ImageFormat::Png, options.scale(),
                                     options.theme(), framing);
    report(error, error.isEmpty() ? QStringList{path} : QStringList{});
}

void ExportController::copyView(int viewIndex) {
    const QImage image = viewImage(views_.at(viewIndex), 2, ExportTheme::Current);
    if (image.isNull()) return report(tr("the %1 view has no size to draw").arg(views_.at(viewIndex).title), {});
    QApplication::clipboard()->setImage(image);
    window_->statusBar()->showMessage(tr("Copied %1 to the clipboard (%2×%3)")
                                          .arg(views_.at(viewIndex).title)
                                          .arg(image.width())
                                          .arg(image.height()),
                                      5000);
}

void ExportController::askExportWindow() {
    ImageExportDialog options(tr("window screenshot"), true, window_);
    if (options.exec() != QDialog::Accepted) return;
    const ImageFraming framing = options.framing();
    const QString path =
        QFileDialog::getSaveFileName(window_, tr("Export window screenshot"),
                                     suggestedPath("window", "png", framing.slide),
                                     tr("PNG images (*.png)"));
    if (path.isEmpty()) return;
    const QString error = exportWindow(path, options.scale(), options.theme(), framing);
    report(error, error.isEmpty() ? QStringList{path} : QStringList{});
}

void ExportController::askExportData() {
    if (session_->currentIndex() < 0) return report(tr("nothing to export yet: run the prefill first"), {});
    DataExportDialog options(window_);
    if (options.exec() != QDialog::Accepted) return;
    const DataScope scope = options.wholeTimeline() ? DataScope::Timeline : DataScope::CurrentStep;
    QString target;
    if (options.csv()) {
        target = QFileDialog::getExistingDirectory(window_, tr("Folder for the CSV tables"), lastFolder_);
    } else {
        const QString name = scope == DataScope::Timeline
                                 ? QDir(lastFolder_).filePath(timelineFileName({}, "json"))
                                 : suggestedPath({}, "json");
        target = QFileDialog::getSaveFileName(window_, tr("Export data as JSON"), name, tr("JSON (*.json)"));
    }
    if (target.isEmpty()) return;
    const WriteResult result = exportData(target, options.csv() ? DataFormat::Csv : DataFormat::Json, scope);
    report(result.error, result.files);
}

void ExportController::addMenuActions(QMenu* file) {
    QMenu* views = file->addMenu(tr("Export view"));
    for (int i = 0; i < views_.size(); ++i)
        views->addAction(views_[i].title + QStringLiteral("…"), this, [this, i] { askExportView(i); });
    QMenu* copy = file->addMenu(tr("Copy view image"));
    for (int i = 0; i < views_.size(); ++i) copy->addAction(views_[i].title, this, [this, i] { copyView(i); });
    QAction* shot = file->addAction(tr("Export window screenshot…"), this, &ExportController::askExportWindow);
    shot->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction* data = file->addAction(tr("Export data (JSON / CSV)…"), this, &ExportController::askExportData);
    data->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    // the window holds them too, so the keys work with the menu bar hidden (presentation mode)
    window_->addActions({shot, data});
}

void ExportController::showMenu(int viewIndex, const QPoint& globalPos) {
    QWidget* widget = views_[viewIndex].widget;
    // a text view keeps its own Copy / Select all above ours
    auto* text = qobject_cast<QTextEdit*>(widget);
    QMenu* menu = text ? text->createStandardContextMenu() : new QMenu(widget);
    if (text) menu->addSeparator();
    menu->addAction(tr("Export %1…").arg(views_[viewIndex].title), this, [this, viewIndex] { askExportView(viewIndex); });
    menu->addAction(tr("Copy image"), this, [this, viewIndex] { copyView(viewIndex); });
    menu->addAction(tr("Export window screenshot…"), this, &ExportController::askExportWindow);
    menu->addAction(tr("Export data (JSON / CSV)…"), this, &ExportController::askExportData);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(globalPos);
}

void ExportController::attachContextMenus() {
    for (int i = 0; i < views_.size(); ++i) {
        QWidget* w = views_[i].widget;
        w->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(w, &QWidget::customContextMenuRequested, this,
                [this, i, w](const QPoint& pos) {
                    // a scroll area reports the position in its viewport's coordinates
                    auto* area = qobject_cast<QAbstractScrollArea*>(w);
                    showMenu(i, (area ? area->viewport() : w)->mapToGlobal(pos));
                });
    }
}

}  // namespace kvscope::ui
