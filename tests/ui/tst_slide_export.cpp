// Slide-ready exports (issue 20): a view's picture holds its content only — no combo box,
// check box or slider is drawn into it — cropped to a small margin, with an optional caption
// (model · step · token) in PNG and SVG, and the 16:9 preset of exactly 1920×1080 for a view
// and for the window, in the light and the dark theme. The measurements are made on the
// files, with this test's own pixel loops.
#include <QAbstractButton>
#include <QComboBox>
#include <QSlider>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/export/content_bounds.h"
#include "ui/export/content_capture.h"
#include "ui/export/export_controller.h"
#include "ui/export/export_dialogs.h"
#include "ui/export/picture_frame.h"
#include "ui/export/view_image.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {

using Format = ExportController::ImageFormat;

// Every pixel that is not `page`, as a rectangle (the crop measured on the file).
QRect paintedArea(const QImage& image, const QColor& page) {
    QRect area;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y).rgb() != page.rgb()) area |= QRect(x, y, 1, 1);
    return area;
}

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool hasTextElement(const QString& svg, const QString& text) {
    return svg.contains(QRegularExpression("<text[^>]*>\\s*" + QRegularExpression::escape(text) + "\\s*</text>"));
}

// Counts the paint events a widget receives: a control drawn into a picture gets one.
class PaintCounter : public QObject {
public:
    explicit PaintCounter(QWidget* w) : QObject(w) { w->installEventFilter(this); }
    int paints = 0;

protected:
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) ++paints;
        return false;
    }
};

QList<QWidget*> visibleControls(QWidget* view) {
    QList<QWidget*> controls;
    for (QWidget* w : view->findChildren<QWidget*>())
        if (w->isVisible() && (qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractButton*>(w) ||
                               qobject_cast<QSlider*>(w)))
            controls << w;
    return controls;
}

}  // namespace

class TestSlideExport : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;
    QTemporaryDir dir;

    bool idle() {
        return QTest::qWaitFor([&] { return !w->session()->busy(); }, 10000);
    }
    ExportableView view(const QString& id) const {
        for (const ExportableView& v : w->exportableViews())
            if (v.id == id) return v;
        return {};
    }
    ExportController* exporter() const { return w->exporter(); }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }
    void init() {
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->resize(1500, 950);  // the offscreen screen is 800×600; the window would fit itself to it
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(idle());
        w->session()->prefill();
        QVERIFY(idle());
        w->session()->stepForward();  // the weather example: "Today weather is so nice"
        QVERIFY(idle());
    }
    void cleanup() { w.reset(); }

    // The capture the exports draw through: while it lives no control is painted into the
    // picture, though drawing the same view as on screen paints every one of them.
    void noControlIsPaintedIntoAView_data() {
        QTest::addColumn<QString>("id");
        for (const char* id : {"attention", "logits", "work", "mask", "lines"}) QTest::newRow(id) << QString(id);
    }
    void noControlIsPaintedIntoAView() {
        QFETCH(QString, id);
        const ExportableView v = view(id);
        QVERIFY(revealForExport(v));
        const QList<QWidget*> controls = visibleControls(v.widget);
        QVERIFY2(!controls.isEmpty(), "the view has controls to leave out");
        QList<PaintCounter*> counters;
        for (QWidget* c : controls) counters << new PaintCounter(c);
        renderImage(v.widget, 1);  // as on screen: the controls are drawn
        for (PaintCounter* c : counters) QVERIFY2(c->paints > 0, qPrintable(c->parent()->objectName()));
        for (PaintCounter* c : counters) c->paints = 0;
        {
            const ContentCapture capture(v.widget);
            renderImage(v.widget, 2, {capture.content(), "caption", false, capture.page()});
            renderImage(v.widget, 1, {capture.content(), {}, true, capture.page()});
            for (PaintCounter* c : counters) QCOMPARE(c->paints, 0);
        }
        for (QWidget* c : controls) QVERIFY2(c->isVisible(), "the controls come back after the export");
    }

    // Through the export controller, the SVG keeps the view's text but not the controls' own:
    // the combo boxes' current items and the check boxes' labels, which the view drawn as on
    // screen does hold.
    void svgHoldsNoControlText() {
        for (const QString id : {"attention", "work", "mask"}) {
            const ExportableView v = view(id);
            QVERIFY(revealForExport(v));
            QStringList texts;
            for (QWidget* c : visibleControls(v.widget)) {
                if (auto* combo = qobject_cast<QComboBox*>(c)) texts << combo->currentText();
                if (auto* button = qobject_cast<QAbstractButton*>(c)) texts << button->text();
            }
            texts.removeAll(QString());
            QVERIFY2(!texts.isEmpty(), qPrintable(id));
            const QString onScreen = dir.filePath(id + "-on-screen.svg");
            QCOMPARE(writeSvg(v.widget, onScreen, id), QString());
            const QString exported = dir.filePath(id + ".svg");
            QCOMPARE(exporter()->exportView(v, exported, Format::Svg, 1, ExportTheme::Current), QString());
            const QString plain = readAll(onScreen), svg = readAll(exported);
            for (const QString& t : texts) {
                QVERIFY2(hasTextElement(plain, t), qPrintable(id + ": " + t + " on screen"));
                QVERIFY2(!hasTextElement(svg, t), qPrintable(id + ": " + t + " exported"));
            }
        }
        // the content's own text is still there
        QVERIFY(hasTextElement(readAll(dir.filePath("attention.svg")), "Head 1 · even positions"));
        // the mask's key says which head its selector named
        QVERIFY(hasTextElement(readAll(dir.filePath("mask.svg")), "allowed, but excluded by head 1"));
    }

    // Cropped to the content: at most the capture's margin (and a pixel of antialiasing) of
    // background on each side, and smaller than the panel it fills on screen.
    void cropLeavesASmallMargin_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("scale");
        QTest::newRow("attention 1x") << "attention" << 1;
        QTest::newRow("attention 2x") << "attention" << 2;
        QTest::newRow("tokens 2x") << "tokens" << 2;
        QTest::newRow("mask 1x") << "mask" << 1;
        QTest::newRow("logits 1x") << "logits" << 1;
        QTest::newRow("kv-cache 1x") << "kv-cache" << 1;
    }
    void cropLeavesASmallMargin() {
        QFETCH(QString, id);
        QFETCH(int, scale);
        const ExportableView v = view(id);
        const QString path = dir.filePath(QString("%1-%2x.png").arg(id).arg(scale));
        QCOMPARE(exporter()->exportView(v, path, Format::Png, scale, ExportTheme::Current), QString());
        const QImage png(path);
        // the page is the view's own background (white behind the tokens, the window's grey
        // between the heads); the crop leaves a little of it in every corner
        const QRect painted = paintedArea(png, png.pixelColor(0, 0));
        QVERIFY(!painted.isEmpty());
        const int allowed = (ContentCapture::kMargin + 1) * scale;
        const QString margins = QString("%1x%2, content %3,%4 %5x%6")
                                    .arg(png.width()).arg(png.height())
                                    .arg(painted.x()).arg(painted.y()).arg(painted.width()).arg(painted.height());
        QVERIFY2(painted.left() <= allowed && painted.top() <= allowed, qPrintable(margins));
        QVERIFY2(png.width() - 1 - painted.right() <= allowed, qPrintable(margins));
        QVERIFY2(png.height() - 1 - painted.bottom() <= allowed, qPrintable(margins));
        if (id == "attention" || id == "tokens")  // square heatmaps in a wide panel; a short row of tokens
            QVERIFY2(png.width() < v.widget->width() * scale || png.height() < v.widget->height() * scale,
                     qPrintable(margins));
    }

    // The caption names the model, the step and the highlighted query token: a <text> in the
    // SVG, a line of text-coloured pixels under the content in the PNG.
    void captionInSvgAndPng() {
        const ExportableView attention = view("attention");
        const QString expected = QString::fromUtf8("weather · step 1 · token “nice”");
        const QString svgPath = dir.filePath("captioned.svg");
        QCOMPARE(exporter()->exportView(attention, svgPath, Format::Svg, 1, ExportTheme::Current, {false, true}),
                 QString());
        QVERIFY2(hasTextElement(readAll(svgPath), expected), qPrintable(readAll(svgPath).right(600)));
        const QString plainPath = dir.filePath("plain.svg");
        QCOMPARE(exporter()->exportView(attention, plainPath, Format::Svg, 1, ExportTheme::Current), QString());
        QVERIFY(!readAll(plainPath).contains(QString::fromUtf8("step 1 · token")));

        const QImage plain = exporter()->viewImage(attention, 1, ExportTheme::Current);
        const QImage captioned = exporter()->viewImage(attention, 1, ExportTheme::Current, {false, true});
        const int line = QFontMetrics(attention.widget->font()).height();
        QCOMPARE(captioned.width(), plain.width());
        QVERIFY2(captioned.height() >= plain.height() + line,
                 qPrintable(QString("%1 → %2").arg(plain.height()).arg(captioned.height())));
        int ink = 0;  // dark text on the light page, below the content
        for (int y = plain.height(); y < captioned.height(); ++y)
            for (int x = 0; x < captioned.width(); ++x) ink += captioned.pixelColor(x, y).lightness() < 100;
        QVERIFY2(ink > 50, qPrintable(QString::number(ink)));
    }

    void slideIs1920x1080_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("dark");
        QTest::newRow("attention light") << "attention" << false;
        QTest::newRow("attention dark") << "attention" << true;
        QTest::newRow("logits light") << "logits" << false;
        QTest::newRow("tokens dark") << "tokens" << true;
        QTest::newRow("window light") << "window" << false;
        QTest::newRow("window dark") << "window" << true;
    }
    void slideIs1920x1080() {
        QFETCH(QString, id);
        QFETCH(bool, dark);
        const ExportTheme theme = dark ? ExportTheme::Dark : ExportTheme::Light;
        const QString path = dir.filePath(id + (dark ? "-dark" : "-light") + "-slide.png");
        // a view is laid out for the slide elsewhere and comes back where it was, at its size
        QWidget* widget = id == "window" ? w.get() : view(id).widget;
        QWidget* parent = widget->parentWidget();
        QVERIFY(revealForExport(id == "window" ? ExportableView{"window", "KVScope", w.get(), nullptr} : view(id)));
        const QSize onScreen = widget->size();
        const QString error = id == "window"
                                  ? exporter()->exportWindow(path, 1, theme, {true, true})
                                  : exporter()->exportView(view(id), path, Format::Png, 1, theme, {true, true});
        QCOMPARE(error, QString());
        QCOMPARE(widget->parentWidget(), parent);
        QCOMPARE(widget->size(), onScreen);
        QVERIFY(widget->isVisible());
        const QImage png(path);
        QCOMPARE(png.size(), QSize(1920, 1080));
        // the theme's background to the edges
        for (const QPoint corner : {QPoint(0, 0), QPoint(1919, 0), QPoint(0, 1079), QPoint(1919, 1079)}) {
            const int lightness = png.pixelColor(corner).lightness();
            QVERIFY2(dark ? lightness < 90 : lightness > 200, qPrintable(QString::number(lightness)));
        }
        // scaled to fit: the content spans the slide's width or height, short of the margins
        const QRect painted = paintedArea(png, png.pixelColor(0, 0));
        QVERIFY2(painted.width() >= 1920 * 0.85 || painted.height() >= 1080 * 0.8,
                 qPrintable(QString("%1x%2").arg(painted.width()).arg(painted.height())));
        if (id == "window") return;
        const QString svgPath = dir.filePath(id + "-slide.svg");
        QCOMPARE(exporter()->exportView(view(id), svgPath, Format::Svg, 1, theme, {true, false}), QString());
        QSvgRenderer svg(svgPath);
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBox(), QRect(0, 0, 1920, 1080));
    }

    void theDialogOffersTheSlideAndTheCaption() {
        ImageExportDialog dialog("Attention", false);
        auto* layout = dialog.findChild<QComboBox*>("exportLayout");
        auto* caption = dialog.findChild<QAbstractButton*>("exportCaption");
        QVERIFY(layout && caption);
        QVERIFY(!dialog.framing().slide && !dialog.framing().caption);
        const int slide = layout->findText(QString::fromUtf8("Slide 16:9 (1920×1080)"));
        QVERIFY(slide >= 0);
        layout->setCurrentIndex(slide);
        caption->setChecked(true);
        QVERIFY(dialog.framing().slide && dialog.framing().caption);
    }

    // The layout alone: a 4:3 view on the slide keeps its shape, fills the height between the
    // margins and is centred; the caption sits below it.
    void slideLayoutKeepsTheShape() {
        const QFont font("DejaVu Sans", 10);
        const FrameLayout bare = layoutFrame(QSize(400, 300), {{}, {}, true, {}}, font);
        QCOMPARE(bare.canvas, QSize(1920, 1080));
        QCOMPARE(bare.content.height(), 1000.0);  // 1080 − 2 × 40
        QCOMPARE(bare.content.width(), 1000.0 * 4 / 3);
        QCOMPARE(bare.content.center().x(), 960.0);
        const FrameLayout captioned = layoutFrame(QSize(400, 300), {{}, "weather · step 1", true, {}}, font);
        QVERIFY(captioned.content.bottom() <= captioned.captionBox.top());
        QVERIFY(captioned.captionBox.bottom() <= 1080);
        QCOMPARE(captioned.captionFont.pixelSize(), 30);
        // as on screen: the cropped part at its own size, the caption line added below
        const FrameLayout cropped = layoutFrame(QSize(400, 300), {QRect(10, 20, 200, 100), "x", false, {}}, font);
        QCOMPARE(cropped.source, QRect(10, 20, 200, 100));
        QCOMPARE(cropped.canvas.width(), 200);
        QVERIFY(cropped.canvas.height() >= 100 + QFontMetrics(font).height());
    }

    void contentBoundsFindTheDrawing() {
        QImage image(120, 80, QImage::Format_RGB32);
        image.fill(Qt::white);
        QCOMPARE(contentBounds(image, Qt::white), QRect());
        image.setPixelColor(10, 20, Qt::red);
        image.setPixelColor(99, 59, Qt::black);
        QCOMPARE(contentBounds(image, Qt::white), QRect(QPoint(10, 20), QPoint(99, 59)));
    }
};

QTEST_MAIN(TestSlideExport)
#include "tst_slide_export.moc"
