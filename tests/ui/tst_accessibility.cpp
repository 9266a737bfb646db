// Accessibility: every view and every control of the main window has a name a screen reader
// can say (QAccessible, as assistive technology reads it), and every view a description; the
// names of the views are their titles.
#include <QAccessible>
#include <QAbstractScrollArea>
#include <QDockWidget>
#include <QtTest>

#include "ui/main_window.h"

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
    void everyFocusableWidgetHasAName() {
        MainWindow w(nullptr, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
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
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
