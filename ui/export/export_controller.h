#pragma once
// Export in the app: File ▸ Export and every view's context menu. Views to PNG (1×–3×) or
// SVG — their content only, cropped, without the controls that steer them — a view to the
// clipboard, the window to PNG, the data to JSON or CSV; each in the current theme or a
// chosen one, as on screen or on a 16:9 slide, with or without a caption. The main window
// only hands over its views and theme switch.

#include <QImage>
#include <QList>
#include <QObject>
#include <functional>

#include "ui/export/data_files.h"
#include "ui/export/export_options.h"
#include "ui/export/exportable_view.h"

class QMainWindow;
class QMenu;

namespace kvscope::ui {

class SessionController;

class ExportController : public QObject {
    Q_OBJECT
public:
    struct ThemeSwitch {
        std::function<bool()> isDark;
        std::function<void(bool)> setDark;
        // the high-contrast theme, which a light or dark export leaves for its picture
        std::function<bool()> isHighContrast = [] { return false; };
        std::function<void(bool)> setHighContrast = [](bool) {};
    };
    enum class ImageFormat { Png, Svg };
    enum class DataFormat { Json, Csv };
    enum class DataScope { CurrentStep, Timeline };

    ExportController(QMainWindow* window, SessionController* session, QList<ExportableView> views,
                     ThemeSwitch theme);

    const QList<ExportableView>& views() const { return views_; }
    void addMenuActions(QMenu* file);
    void attachContextMenus();

    // The exports themselves, without dialogs (tests call these): empty on success, else the
    // message the user sees.
    QString exportView(const ExportableView& view, const QString& path, ImageFormat format, int scale,
                       ExportTheme theme, ImageFraming framing = {});
    QString exportWindow(const QString& path, int scale, ExportTheme theme, ImageFraming framing = {});
    QImage viewImage(const ExportableView& view, int scale, ExportTheme theme, ImageFraming framing = {});
    // JSON: `target` is the file; CSV: the folder that receives one file per table.
    WriteResult exportData(const QString& target, DataFormat format, DataScope scope);

public slots:
    void askExportView(int viewIndex);
    void copyView(int viewIndex);
    void askExportWindow();
    void askExportData();

signals:
    void exported(const QStringList& files);
    void exportFailed(const QString& message);

private:
    template <typename Draw>
    auto withTheme(ExportTheme theme, Draw&& draw);
    QString caption(ImageFraming framing) const;
    void report(const QString& error, const QStringList& files);
    QString suggestedPath(const QString& what, const QString& extension, bool slide = false) const;
    void showMenu(int viewIndex, const QPoint& globalPos);

    QMainWindow* window_;
    SessionController* session_;
    QList<ExportableView> views_;
    ThemeSwitch theme_;
    QString lastFolder_;
};

}  // namespace kvscope::ui
