#pragma once
// The sequence as a strip of tokens: prompt and generated told apart, positions shown, the
// selected query highlighted with a cue that position t predicts token t+1. Click selects.
// A sequence longer than the strip scrolls with the selection (the newest token by default).

#include <QWidget>

namespace kvscope::ui {

class SessionController;

class TokensView : public QWidget {
    Q_OBJECT
public:
    explicit TokensView(SessionController* session, QWidget* parent = nullptr);

    int tokenCount() const;
    QRectF tokenRect(int position) const;  // in widget coordinates
    QSize sizeHint() const override { return {600, 84}; }

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QVector<QRectF> layoutTokens() const;
    SessionController* session_;
};

}  // namespace kvscope::ui
