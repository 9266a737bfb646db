// Accessibility: every view and every control of the main window has a name a screen reader
// can say (QAccessible, as assistive technology reads it), and every view a description; the
// names of the views are their titles. The view that has the keyboard focus is framed.
#include <QAccessible>
#include <QAbstractScrollArea>
#include <QLineEdit>
#include <QDockWidget>
#include <QtTest>

#include "ui/main_window.h"
#include "ui/session/session_controller.h"

using namespace kvscope::ui;

namespace {
QString accessibleText(QWidget* w, QAccessible::Text kind) {
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
    return a ? a->text(kind) : QString();
}

// "QComboBox 'playUnit' in stepsToolbar": enough to find a widget that fails
QString describe(const QWidget* w) {
    QString where;
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (!p->objectName().isEmpty()) {
            where = " in " + p->objectName();
            break;
        }
    return QString(w->metaObject()->className()) + " '" + w->objectName() + "'" + where;
}
}  // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }

    void everyViewHasANameAndADescription() {
        MainWindow w(nullptr, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const ExportableView& v : w.exportableViews()) {
            QCOMPARE(accessibleText(v.widget, QAccessible::Name), v.title);
            const QString description = accessibleText(v.widget, QAccessible::Description);
            QVERIFY2(description.size() > 40 && !description.contains('<'), qPrintable(v.id + ": " + description));
        }
    }

    // Whatever takes the keyboard focus says what it is: the controls, the toolbar's boxes,
    // the views.
    void everyFocusableWidgetHasAName_data() {
        QTest::addColumn<QString>("model");
        QTest::newRow("weather") << "weather";
        QTest::newRow("tiny GPT") << "tiny";  // more widgets: eight heads, a layer box, example prompts
    }
    void everyFocusableWidgetHasAName() {
        QFETCH(QString, model);
        MainWindow w(nullptr, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // the widgets a model brings are made when it has loaded and run: scan after that
        w.session()->loadModel(model);
        QVERIFY(QTest::qWaitFor([&] { return w.session()->idle() && w.session()->model().qName() == model; }, 20000));
        w.session()->prefill();
        QVERIFY(QTest::qWaitFor([&] { return w.session()->idle() && w.session()->stepCount() == 1; }, 20000));
        QCoreApplication::processEvents();
        QStringList unnamed;
        int checked = 0;
        for (QWidget* widget : w.findChildren<QWidget*>()) {
            if (widget->focusPolicy() == Qt::NoFocus || !widget->isVisibleTo(&w) || widget->inherits("QScrollBar"))
                continue;
            // parts that are read as their owner: a spin box's editor, a scroll area's viewport
            const QWidget* parent = widget->parentWidget();
            if (parent && (parent->inherits("QAbstractSpinBox") ||
                           (parent->inherits("QAbstractScrollArea") &&
                            static_cast<const QAbstractScrollArea*>(parent)->viewport() == widget)))
                continue;
            ++checked;
            if (accessibleText(widget, QAccessible::Name).trimmed().isEmpty()) unnamed << describe(widget);
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join("\n")));
        QVERIFY(checked >= 15);
    }

    // Focus visible: the view the keys moved to wears a dotted frame; a clicked one and a text
    // field do not.
    void theFocusedViewIsFramed() {
        MainWindow w(nullptr, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const auto framed = [](QWidget* view) {
            const auto* frame = view->findChild<QWidget*>("focusFrame", Qt::FindDirectChildrenOnly);
            return frame && frame->isVisible() && frame->geometry() == view->rect();
        };
        auto* prompt = w.findChild<QLineEdit*>();
        QVERIFY(prompt);
        for (const ExportableView& v : w.exportableViews()) {
            if (!v.widget->isVisible() || v.widget->focusPolicy() == Qt::NoFocus) continue;
            prompt->setFocus(Qt::OtherFocusReason);  // from elsewhere, as Tab comes
            v.widget->setFocus(Qt::TabFocusReason);
            QVERIFY(QTest::qWaitFor([&] { return framed(v.widget); }, 2000));
        }
        // a click focuses without a frame (as CSS's :focus-visible), and so does the start
        for (const ExportableView& v : w.exportableViews())
            if (v.id == "attention") {
                prompt->setFocus(Qt::OtherFocusReason);
                v.widget->setFocus(Qt::MouseFocusReason);
                QVERIFY(QTest::qWaitFor([&] { return !framed(v.widget); }, 2000));
            }
        prompt->setFocus(Qt::TabFocusReason);
        QVERIFY(QTest::qWaitFor([&] { return !w.findChild<QWidget*>("focusFrame") ||
                                            !w.findChild<QWidget*>("focusFrame")->isVisible(); }, 2000));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
