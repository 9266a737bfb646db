// The high-contrast theme (issue 26, item 6): every text at least 7:1 against its ground (WCAG
// AAA) — the views' colours and the widgets' palette, disabled controls included — marks and
// lines at least 3:1 (non-text contrast), the window switches into it and back, it takes the
// place of light and dark while on, and nothing is cut in it at 1280×720, presenting or not.
#include <QAction>
#include <QtTest>

#include "tests/ui/fit_checks.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/text_fit.h"
#include "ui/views/theme.h"
#include "ui/window/window_palette.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
// WCAG 2's relative luminance and contrast ratio.
double luminance(const QColor& c) {
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
}  // namespace

class TestHighContrast : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }

    void everyTextIsSevenToOne() {
        const Theme t = Theme::highContrastTheme();
        QVERIFY(t.highContrast && t.dark);
        for (const QColor& text : {t.text, t.mutedText})
            QVERIFY2(contrast(text, t.background) >= 7.0, qPrintable(text.name()));
        // tokens carry text in their colour: the text on them, too
        for (const QColor& ground : {t.promptToken, t.generatedToken})
            QVERIFY2(contrast(t.text, ground) >= 7.0, qPrintable(ground.name()));
        // marks and lines on the black: the selection, the newest row, the mask's visible and
        // excluded cells, the grid, the two work series
        for (const QColor& mark : {t.selection, t.newest, t.visible, t.ruleExcluded, t.grid, t.withCache, t.withoutCache})
            QVERIFY2(contrast(mark, t.background) >= 3.0, qPrintable(mark.name()));
        // the two series are told apart by hue (cyan and amber, far round the colour wheel)
        const int hues = std::abs(t.withCache.hslHue() - t.withoutCache.hslHue());
        QVERIFY2(std::min(hues, 360 - hues) >= 90, qPrintable(QString::number(hues)));
        QVERIFY(contrast(t.ruleExcluded, t.maskBlocked) >= 3.0);

        const QPalette p = windowPalette(t);
        const QList<std::pair<QPalette::ColorRole, QPalette::ColorRole>> pairs{
            {QPalette::WindowText, QPalette::Window}, {QPalette::Text, QPalette::Base},
            {QPalette::ButtonText, QPalette::Button}, {QPalette::ToolTipText, QPalette::ToolTipBase},
            {QPalette::HighlightedText, QPalette::Highlight}, {QPalette::Text, QPalette::AlternateBase}};
        for (const auto& [fore, back] : pairs)
            QVERIFY2(contrast(p.color(QPalette::Active, fore), p.color(QPalette::Active, back)) >= 7.0,
                     qPrintable(QString("%1 on %2").arg(fore).arg(back)));
        // a disabled control is greyer, and still readable
        QVERIFY(contrast(p.color(QPalette::Disabled, QPalette::Text), p.color(QPalette::Disabled, QPalette::Base)) >= 7.0);
        QVERIFY(p.color(QPalette::Disabled, QPalette::Text) != p.color(QPalette::Active, QPalette::Text));
    }

    void windowSwitchesIntoItAndBack() {
        MainWindow w(nullptr, false);
        w.setAnimationsEnabled(false);
        QAction* dark = nullptr;
        QAction* high = nullptr;
        for (QAction* a : w.findChildren<QAction*>()) {
            if (a->text() == "Dark theme") dark = a;
            if (a->text() == "High-contrast theme") high = a;
        }
        QVERIFY(dark && high);
        QVERIFY(!w.highContrast());
        high->trigger();
        QVERIFY(w.highContrast());
        QVERIFY(currentTheme().highContrast);
        QCOMPARE(w.palette().color(QPalette::Window), QColor(0, 0, 0));
        QVERIFY(w.property(kHighContrastProperty).toBool());
        QVERIFY(!dark->isEnabled());  // high contrast takes the place of light and dark
        high->trigger();
        QVERIFY(!w.highContrast() && !currentTheme().highContrast);
        QVERIFY(dark->isEnabled());
        QVERIFY(w.palette().color(QPalette::Window) != QColor(0, 0, 0));
    }

    void nothingIsCut_data() {
        QTest::addColumn<bool>("presenting");
        QTest::newRow("window 1280x720") << false;
        QTest::newRow("presentation 1280x720") << true;
    }
    void nothingIsCut() {
        QFETCH(bool, presenting);
        MainWindow w(nullptr, false);
        w.setAnimationsEnabled(false);
        w.setHighContrast(true);
        w.resize(1280, 720);
        if (presenting) w.setPresentationMode(true, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        SessionController* s = w.session();
        QVERIFY(QTest::qWaitFor([&] { return s->idle(); }, 60000));
        s->prefill();
        QVERIFY(QTest::qWaitFor([&] { return s->idle(); }, 60000));
        s->stepForward();
        QVERIFY(QTest::qWaitFor([&] { return s->idle(); }, 60000));
        const QStringList cut = test::renderedCuts(&w);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join('\n')));
    }
};

QTEST_MAIN(TestHighContrast)
#include "tst_high_contrast.moc"
