// Help: the menu's four entries; the user guide rendered from docs/guide.md (embedded); the
// keyboard map made from the window's own actions (so a key added to the window appears there
// without a second list); What's This? text on every view; About with the licences.
#include <QDialog>
#include <QDockWidget>
#include <QMenuBar>
#include <QTextBrowser>
#include <QWhatsThis>
#include <QtTest>

#include <fstream>
#include <sstream>

#include "ui/main_window.h"
#include "ui/window/help_menu.h"
#include "ui/window/view_help.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
QString sourceFile(const char* relative) {
    std::ifstream in(std::string(KVSCOPE_SOURCE_DIR) + "/" + relative, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return QString::fromStdString(s.str());
}

QAction* helpAction(QMainWindow& w, const QString& text) {
    auto* menu = w.menuBar()->findChild<QMenu*>("helpMenu");
    if (!menu) return nullptr;
    for (QAction* a : menu->actions())
        if (a->text().remove('&').startsWith(text)) return a;
    return nullptr;
}

QString dialogText(QMainWindow& w, const char* name) {
    auto* dialog = w.findChild<QDialog*>(name);
    if (!dialog || !dialog->isVisible()) return {};
    return dialog->findChild<QTextBrowser*>("helpText")->toPlainText();
}
}  // namespace

class TestHelpMenu : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }

    void theGuideIsTheRepositorysFile() {
        MainWindow w(nullptr, false);
        QAction* guide = helpAction(w, "User guide");
        QVERIFY(guide);
        QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
        guide->trigger();
        const QString text = dialogText(w, "guideDialog");
        // rendered, not shown as source: the heading without its '#'
        QVERIFY2(text.startsWith("KVScope user guide"), qPrintable(text.left(80)));
        QCOMPARE(userGuideMarkdown(), sourceFile("docs/guide.md"));
        QVERIFY(text.contains("Press Space (or →): one decode step"));
        guide->trigger();  // again: the same dialog, raised
        QCOMPARE(w.findChildren<QDialog*>("guideDialog").size(), 1);
    }

    void theKeyboardMapListsTheWindowsShortcuts() {
        MainWindow w(nullptr, false);
        QAction* keys = helpAction(w, "Keyboard shortcuts");
        QVERIFY(keys);
        keys->trigger();
        const QString text = dialogText(w, "keysDialog");
        for (const char* expected : {"F5", "Presentation mode", "Ctrl+D", "Dark theme", "Space", "Step ▶", "Home",
                                     "Reset", "Ctrl+Z", "Undo fork", "C", "Toggle KV cache", "P", "Play", "F1",
                                     "User guide", "Shift+F1"})
            QVERIFY2(text.contains(expected), expected);
        // made from the actions: one added to the window shows up, with its key
        auto* extra = new QAction("Zoom the heatmaps", &w);
        extra->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Plus));
        w.addAction(extra);
        QVERIFY(keyboardMapHtml(&w).contains("Zoom the heatmaps"));
        QVERIFY(keyboardMapHtml(&w).contains(QKeySequence(Qt::CTRL | Qt::Key_Plus).toString(QKeySequence::NativeText)));
    }

    void everyViewSaysWhatItIs() {
        MainWindow w(nullptr, false);
        int views = 0;
        for (const ExportableView& v : w.exportableViews()) {
            QVERIFY2(!v.widget->whatsThis().isEmpty(), qPrintable(v.id));
            QVERIFY2(v.widget->whatsThis().contains("<b>" + v.title.left(4)) ||
                         v.widget->whatsThis().startsWith("<b>"),
                     qPrintable(v.id));
            ++views;
        }
        QCOMPARE(views, 11);
        QVERIFY(viewWhatsThis("kv-cache").contains("KV head"));
        QVERIFY(viewWhatsThis("no such view").isEmpty());
        QVERIFY(helpAction(w, "What's This"));
    }

    void aboutNamesTheLicences() {
        MainWindow w(nullptr, false);
        QAction* about = helpAction(w, "About KVScope");
        QVERIFY(about);
        about->trigger();
        const QString text = dialogText(w, "aboutDialog");
        QVERIFY(text.contains("MIT License"));
        QVERIFY(text.contains("WordNet"));
        QVERIFY(text.contains("Jane Austen"));
        QVERIFY(text.contains("King James Bible"));
        QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    }
};

QTEST_MAIN(TestHelpMenu)
#include "tst_help_menu.moc"
