#include "tests/ui/fit_checks.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>

#include <QSignalSpy>
#include <QTest>

#include "ui/lesson/lesson_controller.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/heat_strip.h"
#include "ui/views/text_fit.h"

namespace kvscope::test {

using kvscope::ui::HeatStripRole;

namespace {
// Whether `widget` is on screen: shown, and not inside a dock hidden behind its tab neighbour.
bool onScreen(const QWidget* widget) { return widget->isVisible() && !widget->visibleRegion().isEmpty(); }
}  // namespace

// Each text of the window that is shorter on screen than it is (one line per cut).
QStringList cutWidgets(const QWidget* window) {
    QStringList cut;
    const auto report = [&](const QWidget* w, const QString& text, qreal needed, qreal has) {
        if (needed > has + 0.5)
            cut << QString("%1 “%2”: needs %3 px, has %4").arg(w->objectName().isEmpty() ? w->metaObject()->className() : w->objectName(), text).arg(needed).arg(has);
    };
    for (const QLabel* label : window->findChildren<QLabel*>()) {
        if (!onScreen(label) || label->wordWrap() || label->text().isEmpty() || label->textFormat() == Qt::RichText ||
            Qt::mightBeRichText(label->text()))
            continue;
        report(label, label->text(), label->fontMetrics().horizontalAdvance(label->text()), label->contentsRect().width());
    }
    for (const QAbstractItemView* view : window->findChildren<QAbstractItemView*>()) {
        if (!onScreen(view) || !view->model()) continue;
        const QAbstractItemModel* model = view->model();
        const QRect shown = view->viewport()->rect();
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c) {
                const QModelIndex index = model->index(r, c);
                const QRect cell = view->visualRect(index);
                const QString text = index.data().toString();
                // vectors drawn as heat strips print no text
                if (text.isEmpty() || !shown.intersects(cell) || index.data(HeatStripRole).isValid()) continue;
                // the style's item margins: 3 px a side in Fusion
                report(view, text, view->fontMetrics().horizontalAdvance(text) + 6, cell.width());
            }
    }
    for (const QHeaderView* header : window->findChildren<QHeaderView*>()) {
        if (!onScreen(header) || !header->model()) continue;
        for (int i = 0; i < header->count(); ++i) {
            if (header->isSectionHidden(i)) continue;
            const QString text = header->model()->headerData(i, header->orientation()).toString();
            if (text.isEmpty()) continue;
            const qreal room = header->orientation() == Qt::Horizontal ? header->sectionSize(i) : header->width();
            report(header, text, header->fontMetrics().horizontalAdvance(text) + 8, room);
        }
    }
    for (const QTabBar* tabs : window->findChildren<QTabBar*>()) {
        if (!onScreen(tabs)) continue;
        for (int i = 0; i < tabs->count(); ++i)
            // the style keeps PM_TabBarTabHSpace of a tab for its padding (as QTabBar sizes
            // tabs) and elides the text into the rest
            report(tabs, tabs->tabText(i),
                   tabs->fontMetrics().horizontalAdvance(tabs->tabText(i)) +
                       tabs->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, tabs),
                   tabs->tabRect(i).width());
    }
    for (const QComboBox* box : window->findChildren<QComboBox*>()) {
        if (!onScreen(box)) continue;
        // the text's field: the box less its frame and arrow, as the style lays it out
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = box->isEditable();
        const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
        report(box, box->currentText(), box->fontMetrics().horizontalAdvance(box->currentText()), field.width());
    }
    for (const QCheckBox* box : window->findChildren<QCheckBox*>())
        if (onScreen(box)) report(box, box->text(), box->sizeHint().width(), box->width());
    return cut;
}

QStringList renderedCuts(QWidget* window) {
    QCoreApplication::processEvents();
    ui::resetCutTexts();
    (void)window->grab();
    return ui::cutTexts() + cutWidgets(window);
}

QStringList articleLessonCuts(ui::MainWindow& window) {
    ui::SessionController* session = window.session();
    const auto idle = [&] {
        const bool done = QTest::qWaitFor([&] { return session->idle(); }, 60000);
        QCoreApplication::processEvents();
        return done;
    };
    QSignalSpy started(window.lessons(), &ui::LessonController::started);
    if (!window.lessons()->open("article") || !started.wait(10000) || !idle()) return {"the lesson did not open"};
    QStringList cuts;
    for (int stages = 0; !window.lessons()->atEnd(); ++stages) {
        if (stages == 100) return cuts << "the lesson did not end within 100 stages";
        QTest::keyClick(&window, Qt::Key_S);
        if (!idle()) return cuts << "a stage did not finish";
        const QStringList cut = renderedCuts(&window);
        if (!cut.isEmpty())
            cuts << QString("step %1, stage %2:\n%3").arg(session->currentIndex()).arg(int(session->subStep())).arg(cut.join('\n'));
    }
    return cuts;
}

}  // namespace kvscope::test
