#pragma once
// The main window: wiring only. Views in docks around the attention heatmaps, a toolbar for
// stepping and playback, the run's controls, themes, presentation mode and remembered layout.

#include <QMainWindow>
#include <memory>

#include "core/kv_cache.h"
#include "ui/views/color_map.h"

#include "ui/export/exportable_view.h"

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QMenu;
class QSlider;
class QSpinBox;
class QTextBrowser;

namespace kvscope::ui {

class KvCacheMenu;

class AttentionView;
class LanguageMenu;
class ContextView;
class ControlsPanel;
class ExportController;
class KvCacheView;
class LessonController;
class LineView;
class StepCompareView;
class ModelView;
class LogitsView;
class MaskView;
class Playback;
class PresentationLayout;
class RecentModels;
class SessionController;
class SpeculativeWindow;
class KvMemoryWindow;
class KvPriceWindow;
class PagedWindow;
class QuantBlockWindow;
class StageHighlight;
class FocusFrame;
class TokensView;
class WorkView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `rememberSession` false: neither read nor write the remembered layout, theme and model
    // (the headless renderer wants the same pictures on every machine).
    explicit MainWindow(QWidget* parent = nullptr, bool rememberSession = true);
    ~MainWindow() override;

    SessionController* session() const { return session_; }
    QString loadedModelName() const;
    AttentionView* attentionView() const { return attention_; }
    TokensView* tokensView() const { return tokens_; }
    MaskView* maskView() const { return mask_; }
    ContextView* contextView() const { return context_; }
    LogitsView* logitsView() const { return logits_; }
    KvCacheView* kvCacheView() const { return kvCache_; }
    WorkView* workView() const { return work_; }
    ModelView* modelView() const { return model_; }
    LineView* lineView() const { return lines_; }
    StepCompareView* compareView() const { return compare_; }
    QTextBrowser* explainPanel() const { return explain_; }
    QSlider* timelineSlider() const { return slider_; }
    ControlsPanel* controlsPanel() const { return controls_; }
    ExportController* exporter() const { return export_; }
    // The guided lesson, when one is open (File › Open lesson, kvscope --lesson).
    LessonController* lessons() const { return lesson_; }
    // Lab › Speculative decoding: the window, with the model open here as the target (the tiny
    // GPT when the weather toy is open: a toy cannot verify), created and shown on first use.
    SpeculativeWindow* openSpeculativeLab();
    SpeculativeWindow* speculativeLab() const { return speculative_; }
    // Lab › Quantized weights, showing `path` (the loaded model's file when empty).
    QuantBlockWindow* openQuantLab(const QString& path = {});
    // Lab › KV memory, showing the loaded model (or, when the toy is loaded, the first preset).
    KvMemoryWindow* openKvMemoryLab();
    // Lab › KV cache price, on the loaded model (nothing measured until asked).
    KvPriceWindow* openKvPriceLab();
    // Lab › Paged KV, on the loaded model (nothing run until asked).
    PagedWindow* openPagedLab();
    // Every view that can be exported, the central attention view first.
    QList<ExportableView> exportableViews() const;
    bool darkTheme() const { return dark_; }

    void setDarkTheme(bool dark);
    // View › High-contrast theme: takes the place of light or dark while on (remembered).
    bool highContrast() const { return highContrast_; }
    void setHighContrast(bool on);
    // `fullScreen` false: presentation mode at the window's current size (kvscope --size).
    void setPresentationMode(bool on, bool fullScreen = true);
    // Shows the window at the size it has (the constructor's, or the last session's), maximized
    // instead where that size takes the whole screen: a 1280×720 projector has no room for a
    // window of 1280×720 and its title bar (the status line was under the screen's edge), and
    // the window manager fits a maximized window, frame and all, into the screen's free area.
    void showOnScreen();
    void setAnimationsEnabled(bool on);
    bool animationsEnabled() const { return animations_; }
    // Duration of a step's reveal, the new KV row and the recompute flash (50–5000 ms).
    void setAnimationMs(int ms);
    // The heatmaps' and the colour bar's map (both colour-blind safe); remembered.
    void setColorMap(ColorMapKind kind);
    // Model paths opened before, newest first (File › Recent models); remembered.
    QStringList recentModels() const;
    ColorMapKind colorMap() const { return colorMap_; }
    int animationMs() const { return animationMs_; }
    // File › Half-precision weights: GPT-2 models keep their matrices in f16 (remembered;
    // SessionController::setHalfPrecisionWeights reloads what it must).
    void setHalfPrecisionWeights(bool on);
    bool halfPrecisionWeights() const;
    // File › KV cache elements: f32, f16, bf16, int8 or int4 (remembered; SessionController::setKvFormat).
    void setKvFormat(const KvFormat& format);
    bool isPlaying() const;
    // The dock (or the central view) framed because the current stage is about it; nullptr
    // when no stage is being told (a whole step shown).
    QWidget* highlightedView() const;

public slots:
    void togglePlay();
    // Esc, Enter in the prompt: the keys go back to the views (Space, ←, →, S work again).
    void focusViews();
    // One stage on, as S (and Space, → in a lesson); one stage back, as ← in a lesson.
    void stageForward() { nextStage(); }
    void stageBack();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    // Presentation fonts follow the window's height (Theme::presentationScale).
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildActions();
    void buildDocks();
    void updateTimeline();
    void updateExplain();
    void updateForkActions();  // Edit › Undo/Redo fork follow the session's branch
    void applyTheme();
    void restoreSettings();
    void saveSettings();
    void nextStage();   // S
    // Frames the view the current stage is about while a stage is being told (`telling`).
    void showStage(bool telling);

    SessionController* session_;
    AttentionView* attention_;
    TokensView* tokens_;
    MaskView* mask_;
    ContextView* context_;
    LogitsView* logits_;
    KvCacheView* kvCache_;
    WorkView* work_;
    ModelView* model_;
    LineView* lines_;
    StepCompareView* compare_;
    QTextBrowser* explain_;
    ControlsPanel* controls_;
    ExportController* export_ = nullptr;
    LessonController* lesson_ = nullptr;
    SpeculativeWindow* speculative_ = nullptr;
    QuantBlockWindow* quantLab_ = nullptr;
    KvMemoryWindow* kvMemoryLab_ = nullptr;
    KvPriceWindow* kvPriceLab_ = nullptr;
    PagedWindow* pagedLab_ = nullptr;
    QMenu* fileMenu_ = nullptr;
    QSlider* slider_;
    QSpinBox* speed_;
    QComboBox* playUnit_;  // Play walks stages or whole steps
    Playback* playback_;
    StageHighlight* highlight_;
    FocusFrame* focusFrame_ = nullptr;  // the dotted frame around the view that has the keys
    QAction* playAction_ = nullptr;
    QAction* darkAction_ = nullptr;
    QAction* presentAction_ = nullptr;
    QAction* animateAction_ = nullptr;
    QAction* halfAction_ = nullptr;
    KvCacheMenu* kvMenu_ = nullptr;  // File › KV cache elements
    QMenu* viewMenu_ = nullptr;
    QAction* undoForkAction_ = nullptr;  // Edit › Undo fork / Redo fork
    QAction* redoForkAction_ = nullptr;
    bool dark_ = false;
    bool highContrast_ = false;
    QAction* highContrastAction_ = nullptr;
    qreal appliedFontScale_ = 1.0;  // the theme's scale the views last got
    std::unique_ptr<PresentationLayout> presentation_;
    bool animations_ = true;
    int animationMs_ = 600;
    ColorMapKind colorMap_ = ColorMapKind::Viridis;
    RecentModels* recent_ = nullptr;
    LanguageMenu* language_ = nullptr;
    QActionGroup* mapActions_ = nullptr;
    QActionGroup* speedActions_ = nullptr;
    bool rememberSession_ = true;
    QString rememberedModel_;  // the model the last run had, until it has opened or failed
    bool stageKeyStep_ = false;    // the step awaited was asked for by S: it waits at its first stage
    bool quietNextError_ = false;  // its failure is told in the status bar, not a dialog
    QString startNotice_;  // shown when the first model is in, instead of the greeting
};

}  // namespace kvscope::ui
