// With no display, `kvscope` says so and prints the weather example instead of failing.
#include <QtTest>

class TestGuiNoDisplay : public QObject {
    Q_OBJECT
private slots:
    void fallsBackToTheTerminal() {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        env.remove("QT_QPA_PLATFORM");
        p.setProcessEnvironment(env);
        p.start(KVSCOPE_GUI_PATH, {});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains("no display found"));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(out.contains("[12.5, 5, 10, 9]"));
        QVERIFY(out.contains("step 3 · decode"));
    }
};

QTEST_MAIN(TestGuiNoDisplay)
#include "tst_gui_no_display.moc"
