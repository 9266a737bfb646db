#pragma once
// The model view (BertViz's): every layer × head of the current step's attention at once, as
// thumbnails — rows are layers, columns heads, the heads the model names listed under the
// grid (a name under each thumbnail would cost a text line per layer and fit no thumbnail). A click selects that layer and head everywhere (the attention view frames it, the
// line view follows); a double-click opens it large. Layers the records keep reduced are
// computed again by the worker while the view is on screen (SessionController::
// setOverviewWanted); their thumbnails are grey, marked "computing…", until they arrive.

#include <QImage>
#include <QPointer>
#include <QVector>
#include <QWidget>
#include <vector>

#include "ui/views/model_grid.h"
#include "ui/views/model_thumbnails.h"

namespace kvscope::ui {

class DeferredCall;
class SessionController;

class ModelView : public QWidget {
    Q_OBJECT
public:
    explicit ModelView(SessionController* session, QWidget* parent = nullptr);

    // The grid at the view's present size.
    ModelGridGeometry gridGeometry() const;
    int layerCount() const { return layers_; }
    int headCount() const { return heads_; }
    // The image painted for a thumbnail (one pixel per bin, at most the thumbnail's side).
    const QImage& thumbnail(int layer, int head) const;
    bool thumbnailComplete(int layer, int head) const;
    // Layers with at least one thumbnail still waiting for the worker.
    int pendingLayers() const;
    QString statusText() const;
    // The heads the model names, under the grid ("L0 H6 previous-token head · …"); their
    // thumbnails carry a dot. Empty when it names none.
    QString namedHeadsText() const;

    QSize sizeHint() const override { return {520, 420}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

public slots:
    void refresh();

signals:
    // Double-click: open this head large.
    void headActivated(int layer, int head);

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void showEvent(QShowEvent*) override;
    void hideEvent(QHideEvent*) override;

private:
    QRectF gridArea() const;
    qreal legendHeight() const;
    void renderImages();  // the pictures as images at the present thumbnail size
    QString headLabel(int layer, int head) const;

    // guarded: a window deletes its session before the views, and hides them on the way
    QPointer<SessionController> session_;
    DeferredCall* refreshLater_ = nullptr;
    bool stale_ = false;  // a refresh was asked for while hidden (none is made off screen)
    int layers_ = 0, heads_ = 0;
    std::vector<ThumbnailPicture> pictures_;  // (L·H) layer-major
    QVector<QImage> images_;                  // (L·H)
    int imageSide_ = 0;                       // the side images_ were made for
};

}  // namespace kvscope::ui
