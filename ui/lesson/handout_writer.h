#pragma once
// The lesson handout as a PDF: one A4 landscape page per step — the step's title and text and
// what the lesson says at each stage, beside the step's views. Everything is vector: the text
// is text (it can be searched and copied) and each view paints itself through QPainter into
// the PDF, as into an SVG export. Written like every export: whole or not at all.

#include <QBuffer>
#include <QList>
#include <QString>
#include <memory>

#include "core/lesson/lesson.h"
#include "ui/export/exportable_view.h"

class QPainter;
class QPdfWriter;

namespace kvscope::ui {

class HandoutWriter {
public:
    explicit HandoutWriter(const Lesson& lesson);
    ~HandoutWriter();
    HandoutWriter(const HandoutWriter&) = delete;
    HandoutWriter& operator=(const HandoutWriter&) = delete;

    // The page of step `step`: its texts, `facts` (tokens, cache mode, chosen token) and the
    // `views` as they are drawn now, each fitted into its place keeping its proportions.
    void addPage(int step, const QString& facts, const QList<ExportableView>& views);
    int pages() const { return pages_; }
    // Ends the document and writes it to `path` atomically: empty on success, else the message.
    QString write(const QString& path);

    // The views a page shows, by export id, in the order they are laid out.
    static const QStringList& viewIds();

private:
    double mm(double millimetres) const;
    // Draws `html` in `box` at the largest font size from `maxPt` down that fits; returns the
    // height used.
    double drawText(const QString& html, const QRectF& box, double maxPt, double minPt);
    void drawView(const ExportableView& view, const QRectF& cell);

    const Lesson& lesson_;
    QBuffer buffer_;
    std::unique_ptr<QPdfWriter> pdf_;
    std::unique_ptr<QPainter> painter_;
    int pages_ = 0;
};

}  // namespace kvscope::ui
