// The whole window from the keyboard alone (issue 26, item 6): Tab walks every control and view
// that is shown and enabled — none is skipped, and the walk comes back round — each control does
// its job from its keys (a check box with Space, a chooser with the arrows, the prompt with
// Enter), and every menu opens with its Alt letter, so every action is reachable.
#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QtTest>

#include "ui/controls_panel.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
// What Tab should reach: shown, enabled, taking the focus by Tab, and on screen (not in a dock
// behind its tab neighbour).
bool tabbable(const QWidget* w) {
    return w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->visibleRegion().isEmpty() &&
           !w->focusProxy();
}
QString nameOf(const QWidget* w) {
    QString name = w->objectName().isEmpty() ? w->metaObject()->className() : w->objectName();
    if (!w->accessibleName().isEmpty()) name += " “" + w->accessibleName() + "”";
    return name;
}
}  // namespace

class TestKeyboardWalk : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;

    SessionController* s() const { return w->session(); }
    bool idle() {
        const bool done = QTest::qWaitFor([&] { return s()->idle(); }, 20000);
        QCoreApplication::processEvents();
        return done;
    }
    QWidget* focused() const { return QApplication::focusWidget(); }
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(focused() ? focused() : w.get(), Qt::Key(key), modifiers);
        QCoreApplication::processEvents();
    }
    // Tabs until `target` has the focus (at most one round); false when it never does.
    bool tabTo(QWidget* target) {
        for (int i = 0; i < 200 && focused() != target; ++i) press(Qt::Key_Tab);
        return focused() == target;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }
    void init() {
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->resize(1600, 1000);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QApplication::setActiveWindow(w.get());
        QVERIFY(idle());
        s()->prefill();
        QVERIFY(idle());
    }
    void cleanup() { w.reset(); }

    void tabReachesEveryControlAndComesBackRound() {
        w->controlsPanel()->promptEdit()->setFocus(Qt::TabFocusReason);
        QCoreApplication::processEvents();
        QWidget* start = focused();
        QVERIFY(start);
        QList<QWidget*> walk{start};
        for (int i = 0; i < 300; ++i) {
            press(Qt::Key_Tab);
            if (focused() == start) break;
            QVERIFY2(focused(), "the focus left the window");
            walk << focused();
        }
        QCOMPARE(focused(), start);  // round, not stuck
        QStringList missed;
        for (QWidget* c : w->findChildren<QWidget*>())
            if (tabbable(c) && !walk.contains(c)) missed << nameOf(c);
        QVERIFY2(missed.isEmpty(), qPrintable("not reached by Tab: " + missed.join(", ")));
        // and the walk covers the kinds a class needs: the prompt, the model, the cache, a view
        QVERIFY(walk.contains(w->controlsPanel()->modelChooser()));
        QVERIFY(walk.contains(w->controlsPanel()->cacheBox()));
        qInfo("Tab walks %lld widgets", static_cast<long long>(walk.size()));
    }

    void controlsWorkFromTheirKeys() {
        // the cache box: Space toggles it, the session follows
        QCheckBox* cache = w->controlsPanel()->cacheBox();
        QVERIFY(tabTo(cache));
        const CacheMode before = s()->cacheMode();
        press(Qt::Key_Space);
        QVERIFY(s()->cacheMode() != before);
        press(Qt::Key_Space);
        QCOMPARE(s()->cacheMode(), before);
        // Greedy, which has no key of its own: Space off, and sampling's controls come alive
        QCheckBox* greedy = w->controlsPanel()->findChild<QCheckBox*>("greedy");
        QVERIFY(greedy);
        QVERIFY(tabTo(greedy));
        QVERIFY(greedy->isChecked());
        press(Qt::Key_Space);
        QVERIFY(!greedy->isChecked());
        QVERIFY(!s()->sampling().greedy());
        press(Qt::Key_Space);
        QVERIFY(greedy->isChecked());
        // the prompt: typed, then Enter runs the prefill of it
        QLineEdit* prompt = w->controlsPanel()->promptEdit();
        QVERIFY(tabTo(prompt));
        prompt->selectAll();
        QTest::keyClicks(prompt, "weather is so");
        press(Qt::Key_Return);
        QVERIFY(idle());
        QCOMPARE(s()->current()->tokens.first(), QString("weather"));
        // the model chooser: the arrow keys pick another model, which opens
        QComboBox* model = w->controlsPanel()->modelChooser();
        QVERIFY(tabTo(model));
        const QString was = s()->model().qName();
        press(Qt::Key_Down);
        QVERIFY(QTest::qWaitFor([&] { return s()->idle() && s()->model().qName() != was; }, 20000));
    }

    // A click on a box does not take the keys from the views: Space still steps after it.
    void aClickedBoxLeavesSpaceToTheSteps() {
        QCheckBox* cache = w->controlsPanel()->cacheBox();
        w->focusViews();
        QWidget* views = focused();
        const CacheMode before = s()->cacheMode();
        QTest::mouseClick(cache, Qt::LeftButton, {}, QPoint(8, cache->height() / 2));  // on its box
        QVERIFY(s()->cacheMode() != before);  // the click did toggle it
        QCOMPARE(focused(), views);
        const int steps = s()->stepCount();
        press(Qt::Key_Space);
        QVERIFY(idle());
        QCOMPARE(s()->stepCount(), steps + 1);
    }

    void everyMenuOpensWithItsAltLetter() {
        QMenuBar* bar = w->menuBar();
        int menus = 0;
        for (QAction* a : bar->actions()) {
            QMenu* menu = a->menu();
            if (!menu || !a->isVisible()) continue;
            const int amp = a->text().indexOf('&');
            QVERIFY2(amp >= 0 && amp + 1 < a->text().size(), qPrintable("no Alt letter: " + a->text()));
            const QChar letter = a->text().at(amp + 1).toUpper();
            QTest::keyClick(w.get(), Qt::Key(letter.unicode()), Qt::AltModifier);
            QVERIFY2(QTest::qWaitFor([&] { return menu->isVisible(); }, 2000), qPrintable(a->text()));
            // its items, each enabled one reachable with the arrows
            int items = 0;
            for (QAction* item : menu->actions()) items += item->isVisible() && !item->isSeparator();
            QVERIFY(items > 0);
            QTest::keyClick(menu, Qt::Key_Escape);
            QVERIFY(QTest::qWaitFor([&] { return !menu->isVisible(); }, 2000));
            ++menus;
        }
        QCOMPARE(menus, 5);  // File, Edit, View, Lab, Help
    }
};

QTEST_MAIN(TestKeyboardWalk)
#include "tst_keyboard_walk.moc"
