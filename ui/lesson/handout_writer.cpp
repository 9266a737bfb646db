#include "ui/lesson/handout_writer.h"

#include <QAbstractTextDocumentLayout>
#include <QObject>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QWidget>

#include "ui/export/atomic_file.h"
#include "ui/export/content_capture.h"
#include "ui/lesson/lesson_text.h"
#include "ui/session/sub_step.h"

namespace kvscope::ui {

namespace {
constexpr int kDpi = 300;            // the page's coordinates; the content itself is vector
constexpr double kMarginMm = 12;
constexpr double kTextColumnMm = 100;  // the lesson's words on the left, the views on the right
constexpr double kGapMm = 6;
const QColor kGrey(0x55, 0x55, 0x55);
}  // namespace

const QStringList& HandoutWriter::viewIds() {
    static const QStringList ids{"tokens", "attention", "mask", "context", "logits", "kv-cache", "work"};
    return ids;
}

HandoutWriter::HandoutWriter(const Lesson& lesson) : lesson_(lesson) {
    buffer_.open(QIODevice::WriteOnly);
    pdf_ = std::make_unique<QPdfWriter>(&buffer_);
    pdf_->setResolution(kDpi);
    pdf_->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF()));
    pdf_->setTitle(lessonText(lesson.title));
    pdf_->setCreator(QStringLiteral("KVScope"));
}

HandoutWriter::~HandoutWriter() = default;

double HandoutWriter::mm(double millimetres) const { return millimetres * kDpi / 25.4; }

double HandoutWriter::drawText(const QString& html, const QRectF& box, double maxPt, double minPt) {
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(pdf_.get());  // point sizes at the page's resolution
    doc.setDocumentMargin(0);
    doc.setTextWidth(box.width());
    doc.setDefaultStyleSheet("h2 { margin: 0; } h4 { margin-top: 6px; margin-bottom: 2px; } p { margin-top: 0; }");
    doc.setHtml(html);
    // the lesson's text is what the handout is for: smaller rather than cut
    for (double pt = maxPt; pt >= minPt; pt -= 0.25) {
        QFont font("DejaVu Sans");
        font.setPointSizeF(pt);
        doc.setDefaultFont(font);
        if (doc.size().height() <= box.height()) break;
    }
    painter_->save();
    painter_->translate(box.topLeft());
    doc.drawContents(painter_.get(), QRectF(QPointF(0, 0), box.size()));
    painter_->restore();
    return std::min(doc.size().height(), box.height());
}

void HandoutWriter::drawView(const ExportableView& view, const QRectF& cell) {
    QWidget* w = view.widget;
    if (!w || w->size().isEmpty() || cell.isEmpty()) return;
    QFont caption("DejaVu Sans");
    caption.setPointSizeF(7);
    painter_->setFont(caption);
    painter_->setPen(kGrey);
    const double captionHeight = QFontMetricsF(caption, pdf_.get()).height() * 1.2;
    painter_->drawText(QRectF(cell.left(), cell.top(), cell.width(), captionHeight), Qt::AlignLeft | Qt::AlignTop,
                       view.title);
    // as every export draws a view: its content, without the controls that steer it
    const ContentCapture capture(w);
    const QRect source = capture.content();
    if (source.isEmpty()) return;
    const QRectF area = cell.adjusted(0, captionHeight, 0, 0);
    const double scale = std::min(area.width() / source.width(), area.height() / source.height());
    const QRectF target(area.topLeft(), QSizeF(source.width() * scale, source.height() * scale));
    painter_->save();
    painter_->translate(target.topLeft());
    painter_->scale(scale, scale);
    // painted, not grabbed: text stays text and cells stay rectangles in the PDF
    w->render(painter_.get(), QPoint(), QRegion(source), QWidget::DrawChildren | QWidget::DrawWindowBackground);
    painter_->restore();
    painter_->setPen(QPen(QColor(0xbb, 0xbb, 0xbb), mm(0.2)));
    painter_->drawRect(target);
}

void HandoutWriter::addPage(int step, const QString& facts, const QList<ExportableView>& views) {
    if (!painter_) {
        painter_ = std::make_unique<QPainter>(pdf_.get());
    } else {
        pdf_->newPage();
    }
    ++pages_;
    const QRectF page(0, 0, pdf_->width(), pdf_->height());
    const QRectF content = page.adjusted(mm(kMarginMm), mm(kMarginMm), -mm(kMarginMm), -mm(kMarginMm));
    const bool inLesson = step >= 0 && step <= lesson_.decodeSteps();

    // header: the lesson, the step and what the run holds at it
    const QString stepTitle = inLesson ? lessonText(lesson_.steps[size_t(step)].title) : QString();
    const QString header =
        QString("<div style='color:#555555'>%1 · step %2 of %3</div><h2>%4</h2><div style='color:#555555'>%5</div>")
            .arg(lessonText(lesson_.title).toHtmlEscaped())
            .arg(step)
            .arg(lesson_.decodeSteps())
            .arg(stepTitle.toHtmlEscaped())
            .arg(facts.toHtmlEscaped());
    const double headerHeight = drawText(header, QRectF(content.topLeft(), QSizeF(content.width(), mm(24))), 11, 8);
    const double top = content.top() + headerHeight + mm(3);

    // left: the step's text, then what the lesson says at each stage
    QString body;
    if (inLesson) {
        const LessonStep& s = lesson_.steps[size_t(step)];
        body = lessonParagraphsHtml(s.text);
        for (int i = 0; i < kSubStepCount; ++i) {
            const std::string& text = s.stages[size_t(i)];
            if (text.empty()) continue;
            body += "<h4>" + subStepTitle(static_cast<SubStep>(i)).toHtmlEscaped() + "</h4>" +
                    lessonParagraphsHtml(text);
        }
    }
    drawText(body, QRectF(content.left(), top, mm(kTextColumnMm), content.bottom() - top), 9, 5);

    // right: the views, in rows
    const double left = content.left() + mm(kTextColumnMm + kGapMm);
    const QRectF area(left, top, content.right() - left, content.bottom() - top);
    auto find = [&](const QString& id) -> const ExportableView* {
        for (const ExportableView& v : views)
            if (v.id == id) return &v;
        return nullptr;
    };
    const QList<QPair<QStringList, double>> rows{{{"tokens"}, 0.10},
                                                 {{"attention"}, 0.36},
                                                 {{"mask", "context", "logits"}, 0.27},
                                                 {{"kv-cache", "work"}, 0.27}};
    double y = area.top();
    for (const auto& [ids, share] : rows) {
        const double h = area.height() * share;
        const double w = (area.width() - mm(kGapMm) * (ids.size() - 1)) / ids.size();
        for (int i = 0; i < ids.size(); ++i)
            if (const ExportableView* v = find(ids[i]))
                drawView(*v, QRectF(area.left() + i * (w + mm(kGapMm)), y, w, h - mm(2)));
        y += h;
    }

    QFont footer("DejaVu Sans");
    footer.setPointSizeF(6.5);
    painter_->setFont(footer);
    painter_->setPen(kGrey);
    painter_->drawText(QRectF(content.left(), content.bottom(), content.width(), mm(kMarginMm) / 2),
                       Qt::AlignRight | Qt::AlignVCenter, QObject::tr("KVScope lesson handout · page %1").arg(pages_));
}

QString HandoutWriter::write(const QString& path) {
    if (pages_ == 0) return QObject::tr("cannot write %1: the handout has no page").arg(path);
    if (painter_) painter_->end();
    painter_.reset();
    pdf_.reset();  // flushes the PDF's trailer into the buffer
    return writeBytesAtomically(path, buffer_.data());
}

}  // namespace kvscope::ui
