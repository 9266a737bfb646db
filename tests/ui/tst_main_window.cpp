// The main window opens on the weather example.
#include <QLabel>
#include <QtTest>

#include "ui/main_window.h"

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void opensOnTheWeatherExample() {
        kvscope::ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.loadedModelName(), QString("weather"));
        QVERIFY(window.windowTitle().contains("weather"));
        auto* summary = window.findChild<QLabel*>("summary");
        QVERIFY(summary);
        QVERIFY(summary->text().contains("Today weather is so"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
