// Opening a model tells how far it has read (core/load_progress.h, issue 26 item 5): the bytes
// of the weights to read, then every tensor's as it is read, up to the whole file; a stop asked
// for ends the reading at the next tensor with Cancelled. Checked on a folder of GPT-2 small's
// recording shape, where the reports are the tensors of model.safetensors one by one.
#include <QtTest>

#include "core/io/safetensors.h"
#include "core/load_progress.h"
#include "core/model_registry.h"
#include "tests/support/gpt2_fixture.h"

using namespace kvscope;

namespace {
struct Report {
    std::int64_t done, total;
};
}  // namespace

class TestLoadProgress : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    std::int64_t tensorBytes = 0;
    int tensors = 0;

private slots:
    void initTestCase() {
        QVERIFY(dir.isValid());
        fixture::writeGpt2Folder(dir.path().toStdString());
        const SafetensorsFile file(dir.filePath("model.safetensors").toStdString());
        for (const TensorInfo& t : file.tensors()) tensorBytes += static_cast<std::int64_t>(t.byteSize());
        tensors = static_cast<int>(file.tensors().size());
        QVERIFY(tensors > 12 * 10);  // a dozen tensors a layer
    }

    void reportsEveryTensorUpToTheWhole() {
        std::vector<Report> reports;
        {
            const LoadProgressScope scope([&](std::int64_t done, std::int64_t total) { reports.push_back({done, total}); },
                                          {});
            QVERIFY(loadModel(dir.path().toStdString()));
        }
        QVERIFY(reports.size() >= static_cast<size_t>(tensors));  // the total, then a report a tensor read
        QCOMPARE(reports.front().done, std::int64_t(0));
        for (size_t i = 0; i < reports.size(); ++i) {
            QCOMPARE(reports[i].total, tensorBytes);
            if (i) QVERIFY(reports[i].done >= reports[i - 1].done);
        }
        QCOMPARE(reports.back().done, tensorBytes);  // every byte of weights was read
    }

    void aStopEndsTheReadingAtTheNextTensor() {
        int asked = 0;
        int reports = 0;
        const LoadProgressScope scope([&](std::int64_t, std::int64_t) { ++reports; }, [&] { return ++asked > 5; });
        QVERIFY_THROWS_EXCEPTION(Cancelled, loadModel(dir.path().toStdString()));
        QCOMPARE(asked, 6);    // asked before each tensor: the sixth was not read
        QCOMPARE(reports, 6);  // the total, then five tensors
    }

    // Scopes nest (the innermost listens) and end; a thread with none reports to nobody.
    void scopesNestAndEnd() {
        std::vector<std::int64_t> outer, inner;
        {
            const LoadProgressScope a([&](std::int64_t, std::int64_t total) { outer.push_back(total); }, {});
            expectWeightBytes(10);
            {
                const LoadProgressScope b([&](std::int64_t, std::int64_t total) { inner.push_back(total); }, {});
                expectWeightBytes(7);
            }
            expectWeightBytes(5);
        }
        expectWeightBytes(3);
        readingWeightBytes(3);
        QCOMPARE(outer, (std::vector<std::int64_t>{10, 15}));
        QCOMPARE(inner, (std::vector<std::int64_t>{7}));
    }
};

QTEST_GUILESS_MAIN(TestLoadProgress)
#include "tst_load_progress.moc"
