// The context table of a real model's wide vectors in a narrow right column (issue 20: at 100
// tokens the strip column's title read "ue" and "Head 6 · previous-token head" was cut
// mid-letter): the head names take at most about half the table and go on two lines when long, the
// strip column gets the rest under the longest title it has room for.
#include <QHeaderView>
#include <QTableView>
#include <QtTest>

#include "ui/session/session_controller.h"
#include "ui/views/context_model.h"
#include "ui/views/context_view.h"

using namespace kvscope::ui;

class TestContextView : public QObject {
    Q_OBJECT

private slots:
    void stripsAndNamesShareANarrowColumn_data() {
        QTest::addColumn<int>("width");
        QTest::newRow("right column at 1920") << 380;
        QTest::newRow("narrow") << 260;
        QTest::newRow("wide") << 700;
    }
    void stripsAndNamesShareANarrowColumn() {
        QFETCH(int, width);
        SessionController session;
        session.loadModel("tiny");
        QVERIFY(QTest::qWaitFor([&] { return session.idle() && session.hasModel(); }, 20000));
        session.prefill();
        QVERIFY(QTest::qWaitFor([&] { return session.idle(); }, 20000));
        ContextView view(&session);
        view.resize(width, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.refresh();
        QCoreApplication::processEvents();
        auto* table = view.findChild<QTableView*>("contextTable");
        const ContextModel* model = view.model();
        QVERIFY(model->isStrip());
        QHeaderView* names = table->verticalHeader();
        QVERIFY2(names->width() <= table->width() * 0.71, qPrintable(QString::number(names->width())));
        const QFontMetrics fm(names->font());
        bool shortened = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString shown = model->headerData(row, Qt::Vertical, Qt::DisplayRole).toString();
            const QString whole = model->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString();
            for (const QString& line : shown.split('\n')) QVERIFY2(fm.horizontalAdvance(line) <= names->width(), qPrintable(line));
            QCOMPARE(QString(shown).replace('\n', QStringLiteral(" · ")), whole);  // nothing lost: at most a line break
            shortened |= shown != whole;
        }
        if (width <= 260) QVERIFY(shortened);  // "Head 6 · previous-token head" does not fit on one line
        const QString title = model->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString();
        QVERIFY(model->stripTitles().contains(title));
        QVERIFY2(fm.horizontalAdvance(title) <= table->horizontalHeader()->sectionSize(0), qPrintable(title));
        if (width >= 700) QCOMPARE(title, model->stripTitles().front());
    }
};

QTEST_MAIN(TestContextView)
#include "tst_context_view.moc"
