// Settings are remembered between runs, and a broken settings file falls back to defaults.
#include <QSettings>
#include <QtTest>

#include <QStatusBar>

#include "ui/main_window.h"
#include "ui/window/app_settings.h"
#include "ui/views/kv_cache_view.h"
#include "ui/views/theme.h"
#include "ui/session/session_controller.h"

using namespace kvscope::ui;

class TestSettings : public QObject {
    Q_OBJECT

    QString settingsPath() const { return QSettings().fileName(); }
    bool idle(MainWindow& w) {
        return QTest::qWaitFor([&] { return !w.session()->busy() && w.session()->hasModel(); }, 10000);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeSettingsTest");
        QCoreApplication::setApplicationName("KVScope");
    }
    void init() { QFile::remove(settingsPath()); }

    void themeAndModelAreRemembered() {
        {
            MainWindow w;
            QVERIFY(idle(w));
            w.setDarkTheme(true);
            w.close();  // saves
        }
        QSettings s;
        QCOMPARE(s.value("view/dark").toBool(), true);
        QCOMPARE(s.value("session/model").toString(), QString("weather"));
    }

    void halfPrecisionWeightsAreRemembered() {
        {
            MainWindow w;
            QVERIFY(idle(w));
            QVERIFY(!w.halfPrecisionWeights());
            w.setHalfPrecisionWeights(true);  // the toy stays as it is: nothing to round
            QVERIFY(idle(w));
            QCOMPARE(w.session()->model().name, std::string("weather"));
            w.close();
        }
        QCOMPARE(QSettings().value("session/f16").toBool(), true);
        MainWindow again;
        QVERIFY(idle(again));
        QVERIFY(again.halfPrecisionWeights());
        QVERIFY(again.session()->halfPrecisionWeights());
    }

    void animationSpeedAndColourMapAreRemembered() {
        {
            MainWindow w;
            QVERIFY(idle(w));
            QCOMPARE(w.animationMs(), 600);
            w.setAnimationMs(1200);
            QCOMPARE(w.kvCacheView()->animationMs(), 1200);
            w.setAnimationsEnabled(false);
            QCOMPARE(w.kvCacheView()->animationMs(), 0);  // off means no flash at all
            w.setAnimationsEnabled(true);
            w.setColorMap(ColorMapKind::Cividis);
            QCOMPARE(currentTheme().colorMap, ColorMapKind::Cividis);  // what every view paints with
            w.close();
        }
        setCurrentTheme(Theme::light());
        MainWindow again;
        QVERIFY(idle(again));
        QCOMPARE(again.colorMap(), ColorMapKind::Cividis);
        QCOMPARE(currentTheme().colorMap, ColorMapKind::Cividis);
        QCOMPARE(again.animationMs(), 1200);
        QCOMPARE(again.kvCacheView()->animationMs(), 1200);
    }

    void brokenFileFallsBackToDefaults() {
        QDir().mkpath(QFileInfo(settingsPath()).absolutePath());
        QFile f(settingsPath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[window\ngeometry=@ByteArray(\\x0\\xff\n\x01\x02 not ini at all \xff\xfe\nversion=banana\n");
        f.close();
        MainWindow w;
        w.show();
        QVERIFY(idle(w));
        QCOMPARE(w.loadedModelName(), QString("weather"));
    }

    void aRememberedModelThatIsGoneFallsBackToTheExample() {
        {
            QSettings s;
            s.setValue("version", 1);
            s.setValue("session/model", "/nonexistent/model-folder");
        }
        MainWindow w;
        QVERIFY(QTest::qWaitFor([&] { return w.session()->hasModel(); }, 10000));
        QCOMPARE(w.loadedModelName(), QString("weather"));
        // and the window says why
        QVERIFY2(w.statusBar()->currentMessage().contains("The model opened last time, /nonexistent/model-folder, "
                                                          "could not be opened"),
                 qPrintable(w.statusBar()->currentMessage()));
    }

    // A settings file far larger than settings ever are is neither parsed (a 60 MB one took
    // 41 s and 2.2 GB) nor overwritten on close: the defaults are used and the window says so.
    void anOversizedFileIsNeitherReadNorReplaced() {
        QDir().mkpath(QFileInfo(settingsPath()).absolutePath());
        QFile f(settingsPath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray line = "[view]\ndark=true\n" + QByteArray(1000, 'x') + "=1\n";
        for (qint64 written = 0; written <= kvscope::ui::kMaxSettingsBytes; written += line.size()) f.write(line);
        f.close();
        const qint64 size = QFileInfo(settingsPath()).size();
        QElapsedTimer clock;
        clock.start();
        {
            MainWindow w;
            QVERIFY(idle(w));
            QVERIFY(!w.darkTheme());  // not read
            QVERIFY2(w.statusBar()->currentMessage().contains("it was not read and is left as it is"),
                     qPrintable(w.statusBar()->currentMessage()));
            w.setDarkTheme(true);
            w.close();
        }
        QVERIFY(clock.elapsed() < 10000);
        QCOMPARE(QFileInfo(settingsPath()).size(), size);  // nothing lost
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
