// The interface in each language it ships (issue 26, item 3): the catalogue built into the
// library loads, the window is built in it (menus, docks, the lesson panel), and at projector
// sizes — the window and presentation mode at 1280×720, the article's lesson stage by stage —
// no label, cell, header, tab or painted view had to cut a text. (That every text is
// translated, and kept its placeholders and numbers, tests/i18n/check_catalogues.py checks.)
#include <QDockWidget>
#include <QHash>
#include <QMenuBar>
#include <QtTest>

#include "tests/ui/fit_checks.h"
#include "ui/lesson/lesson_controller.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/text_fit.h"
#include "ui/window/help_menu.h"
#include "ui/window/language.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestLanguages : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;

    SessionController* s() const { return w->session(); }
    bool idle() {
        const bool done = QTest::qWaitFor([&] { return s()->idle(); }, 60000);
        QCoreApplication::processEvents();
        return done;
    }
    void open(const QString& language, const QSize& size, bool presenting) {
        QCOMPARE(installLanguage(language), language);
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->resize(size);
        if (presenting) w->setPresentationMode(true, false);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(idle());
    }
    QStringList render() { return kvscope::test::renderedCuts(w.get()); }
    static void languages() {
        QTest::addColumn<QString>("language");
        for (const char* code : {"de", "es", "zh_CN"}) QTest::newRow(code) << QString(code);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }
    void cleanup() {
        w.reset();
        installLanguage("en");
    }

    // The menus and the docks speak the language: their titles are the catalogue's, not the
    // English source (a catalogue that did not load, or texts filed under a context the code
    // does not look them up in, leave English here).
    void windowIsBuiltInTheLanguage_data() { languages(); }
    void windowIsBuiltInTheLanguage() {
        QFETCH(QString, language);
        // the English window's menu and dock titles, by dock name
        QCOMPARE(installLanguage("en"), QString("en"));
        w = std::make_unique<MainWindow>(nullptr, false);
        QStringList englishMenus;
        for (QAction* a : w->menuBar()->actions()) englishMenus << a->text();
        QCOMPARE(englishMenus.first(), QString("&File"));
        QHash<QString, QString> englishDocks;
        for (const QDockWidget* d : w->findChildren<QDockWidget*>()) englishDocks[d->objectName()] = d->windowTitle();
        QVERIFY(englishDocks.size() >= 8);

        open(language, QSize(1280, 720), false);
        QCOMPARE(uiLanguageInEffect(), language);
        QStringList menus;
        for (QAction* a : w->menuBar()->actions()) menus << a->text();
        QCOMPARE(menus.size(), englishMenus.size());
        for (int i = 0; i < menus.size(); ++i)
            QVERIFY2(menus[i] != englishMenus[i], qPrintable(menus[i]));  // every menu title is the language's
        int differ = 0;
        for (const QDockWidget* d : w->findChildren<QDockWidget*>()) {
            const QString english = englishDocks.value(d->objectName());
            // (the lesson's dock is the lesson controller's)
            QVERIFY2(d->windowTitle() == QCoreApplication::translate("kvscope::ui::MainWindow", english.toUtf8().constData()) ||
                         d->windowTitle() == QCoreApplication::translate("kvscope::ui::LessonController", english.toUtf8().constData()),
                     qPrintable(english + " → " + d->windowTitle()));
            differ += d->windowTitle() != english;
        }
        // (a few titles may read the same, "Logits" say; most do not)
        QVERIFY2(differ * 2 > englishDocks.size(), qPrintable(QString::number(differ)));
    }

    // Help › User guide: the guide in the language (docs/guide.<code>.md), English without one.
    void userGuideIsInTheLanguage() {
        const QHash<QString, QString> firstLines{{"en", "# KVScope user guide"},
                                                 {"de", "# KVScope-Benutzerhandbuch"},
                                                 {"es", "# Guía del usuario de KVScope"},
                                                 {"zh_CN", "# KVScope 用户指南"}};
        for (auto it = firstLines.begin(); it != firstLines.end(); ++it) {
            QCOMPARE(installLanguage(it.key()), it.key());
            QCOMPARE(userGuideMarkdown().section('\n', 0, 0), it.value());
        }
    }

    void weatherExampleIsWhole_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("presenting");
        for (const char* code : {"de", "es", "zh_CN"}) {
            QTest::addRow("%s window 1280x720", code) << QString(code) << QSize(1280, 720) << false;
            QTest::addRow("%s window 1600x1000", code) << QString(code) << QSize(1600, 1000) << false;
            QTest::addRow("%s presentation 1280x720", code) << QString(code) << QSize(1280, 720) << true;
        }
    }
    void weatherExampleIsWhole() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(bool, presenting);
        open(language, size, presenting);
        s()->prefill();
        QVERIFY(idle());
        for (int i = 0; i < 2; ++i) {
            s()->stepForward();
            QVERIFY(idle());
        }
        const QStringList cut = render();
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join('\n')));
        QCOMPARE(w->size(), size);
    }

    void articleLessonIsWholeAtEveryStage_data() { languages(); }
    void articleLessonIsWholeAtEveryStage() {
        QFETCH(QString, language);
        open(language, QSize(1280, 720), true);
        const QStringList cuts = kvscope::test::articleLessonCuts(*w);
        QVERIFY2(cuts.isEmpty(), qPrintable(cuts.join('\n')));
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
