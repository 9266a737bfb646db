// Keyboard focus in a real window (issue 20, defect 4), as a teacher meets it: Xvfb with the
// openbox window manager (tests/ui/real_window.sh), real key presses and clicks sent by xdotool.
// Enter in the prompt runs the prefill and gives the keys back to the views; Esc leaves any text
// field; clicking a view takes the focus; spaces can still be typed into the prompt.
#include <QLineEdit>
#include <QProcess>
#include <QSpinBox>
#include <QTextBrowser>
#include <QtTest>

#include "ui/controls_panel.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/attention_view.h"
#include "ui/views/mask_view.h"
#include "ui/views/tokens_view.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestKeyboardFocus : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;

    SessionController* s() const { return w->session(); }
    QLineEdit* prompt() const { return w->controlsPanel()->promptEdit(); }
    bool idle() {
        const bool done = QTest::qWaitFor([&] { return s()->idle(); }, 10000);
        QCoreApplication::processEvents();
        return done;
    }
    // xdotool sends through the X server (XTEST), so the window manager and Qt's focus
    // handling see the same events as from a keyboard and a mouse.
    static bool xdo(const QStringList& args) {
        QProcess p;
        p.start("xdotool", args);
        if (!p.waitForFinished(10000) || p.exitCode() != 0) {
            qWarning() << "xdotool" << args << p.readAllStandardError();
            return false;
        }
        QTest::qWait(150);  // let the events arrive
        return true;
    }
    static bool key(const QString& name) { return xdo({"key", name}); }
    static bool click(QWidget* widget, QPoint at = {}) {
        const QPoint g = widget->mapToGlobal(at.isNull() ? widget->rect().center() : at);
        // (no --sync: it waits for a motion that never comes when the pointer is already there)
        return xdo({"mousemove", QString::number(g.x()), QString::number(g.y()), "sleep", "0.1", "click", "1"});
    }
    bool promptHasFocus() const { return QApplication::focusWidget() == prompt(); }
    // The central view or one of its children holds the keyboard focus.
    bool viewsHaveFocus() const {
        QWidget* f = QApplication::focusWidget();
        return f && (f == w->centralWidget() || w->centralWidget()->isAncestorOf(f));
    }

private slots:
    void initTestCase() {
        if (QGuiApplication::platformName() != "xcb") QSKIP("needs a real X server (tests/ui/real_window.sh)");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }
    void init() {
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->resize(1200, 650);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(xdo({"windowactivate", "--sync", QString::number(w->winId())}));
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QVERIFY(idle());
    }
    void cleanup() { w.reset(); }

    void spaceStepsRightAfterStart() {
        QVERIFY(key("space"));
        QTRY_COMPARE(s()->stepCount(), 1);
        QVERIFY(key("s"));
        QTRY_COMPARE(s()->stepCount(), 2);
        QCOMPARE(s()->subStep(), SubStep::Embed);
    }

    void typingSpacesInThePromptStillWorks() {
        QVERIFY(click(prompt()));
        QTRY_VERIFY(promptHasFocus());
        const QString before = prompt()->text();
        QVERIFY(key("End"));
        QVERIFY(key("space"));
        QTRY_COMPARE(prompt()->text(), before + ' ');
        QVERIFY(key("Left"));  // the text cursor moves; no step is taken
        QCOMPARE(prompt()->cursorPosition(), before.size());
        QCOMPARE(s()->stepCount(), 0);
        QVERIFY(key("BackSpace"));
        QVERIFY(key("Delete"));
        QTRY_COMPARE(prompt()->text(), before.left(before.size() - 1));
    }

    void enterRunsThePrefillAndGivesTheKeysBack() {
        QVERIFY(click(prompt()));
        QTRY_VERIFY(promptHasFocus());
        const QString text = prompt()->text();
        QVERIFY(key("Return"));
        QTRY_COMPARE(s()->stepCount(), 1);
        QVERIFY(idle());
        QTRY_VERIFY(viewsHaveFocus());
        QVERIFY(key("space"));
        QTRY_COMPARE(s()->stepCount(), 2);
        QVERIFY(idle());
        QVERIFY(key("Left"));
        QTRY_COMPARE(s()->currentIndex(), 0);
        QVERIFY(key("Right"));
        QTRY_COMPARE(s()->currentIndex(), 1);
        QVERIFY(key("s"));
        QTRY_COMPARE(s()->stepCount(), 3);
        QTRY_COMPARE(s()->subStep(), SubStep::Embed);
        QCOMPARE(prompt()->text(), text);  // nothing was typed into it
    }

    void escapeLeavesATextField() {
        QVERIFY(click(prompt()));
        QTRY_VERIFY(promptHasFocus());
        QVERIFY(key("Escape"));
        QTRY_VERIFY(viewsHaveFocus());
        QVERIFY(key("space"));
        QTRY_COMPARE(s()->stepCount(), 1);
        // a spin box is a text field too (the play speed in the toolbar)
        auto* speed = w->findChild<QSpinBox*>("playSpeed");
        QVERIFY(click(speed));
        QTRY_VERIFY(speed->hasFocus());
        QVERIFY(key("Escape"));
        QTRY_VERIFY(viewsHaveFocus());
    }

    void clickingAViewTakesTheFocus_data() {
        QTest::addColumn<QString>("view");
        QTest::newRow("heatmaps") << "attention";
        QTest::newRow("tokens") << "tokens";
        QTest::newRow("explain") << "explain";
    }
    void clickingAViewTakesTheFocus() {
        QFETCH(QString, view);
        QVERIFY(click(prompt()));
        QTRY_VERIFY(promptHasFocus());
        QWidget* target = view == "attention" ? static_cast<QWidget*>(w->attentionView())
                          : view == "tokens"  ? static_cast<QWidget*>(w->tokensView())
                                              : static_cast<QWidget*>(w->explainPanel());
        QVERIFY(target->isVisible());
        QVERIFY(click(target, QPoint(target->width() / 2, target->height() / 2)));
        QTRY_VERIFY(!promptHasFocus());
        QWidget* under = target->childAt(target->width() / 2, target->height() / 2);
        const QString where = QString("focus on %1, clicked %2")
                                  .arg(QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "nothing",
                                       under ? under->metaObject()->className() : target->metaObject()->className());
        QVERIFY(key("space"));
        QTRY_VERIFY2(s()->stepCount() == 1, qPrintable(where));
        QVERIFY(key("space"));
        QTRY_COMPARE(s()->stepCount(), 2);
    }
};

QTEST_MAIN(TestKeyboardFocus)
#include "tst_keyboard_focus.moc"
