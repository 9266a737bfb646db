// The KV memory calculator against figures worked by hand from each model's config.json:
// bytes per token = 2 · layers · KV heads · head_dim · bytes (MLA: layers · latent · bytes).
#include <QtTest>

#include "core/lab/kv_memory.h"
#include "core/model_registry.h"

using namespace kvscope;

namespace {
const KvElementFormat kF16{"f16", 2};
}

class TestKvMemory : public QObject {
    Q_OBJECT
private slots:
    void llama3_8bAsTheLiteratureCountsIt() {
        // 2 · 32 layers · 8 KV heads · 128 · 2 bytes = 131,072 = 128 KiB per token: the figure
        // quoted for Llama 3 8B; 8,192 tokens → 1 GiB
        const KvModelShape s = *findKvPreset("Llama-3-8B");
        QCOMPARE(s.attention(), KvAttention::Grouped);
        const KvMemory m = kvMemory(s, kF16, kF16, 8192, 1);
        QCOMPARE(m.bytesPerToken, 131072.0);
        QCOMPARE(m.cacheBytes, 1073741824.0);
        QCOMPARE(m.weightBytes, 8030261248.0 * 2);
        // the cache outgrows the f16 weights at 16,060,522,496 / 131,072 tokens
        QCOMPARE(m.crossoverContext, 122532.0625);
        // a batch of 4 reaches it 4× sooner
        QCOMPARE(kvMemory(s, kF16, kF16, 8192, 4).crossoverContext, 122532.0625 / 4);
    }

    void mhaGqaMqaAndQuantizedCachesScaleAsTheyShould() {
        const KvModelShape s = *findKvPreset("llama-3-8b");  // names are case-insensitive
        // 32 KV heads (MHA) hold 4× what 8 do, 1 (MQA) an eighth
        QCOMPARE(kvMemory(withKvHeads(s, 32), kF16, kF16, 1, 1).bytesPerToken, 4 * 131072.0);
        QCOMPARE(withKvHeads(s, 32).attention(), KvAttention::MultiHead);
        QCOMPARE(kvMemory(withKvHeads(s, 1), kF16, kF16, 1, 1).bytesPerToken, 131072.0 / 8);
        QCOMPARE(withKvHeads(s, 1).attention(), KvAttention::MultiQuery);
        QCOMPARE(kvMemory(s, *findKvElementFormat("int8"), kF16, 1, 1).bytesPerToken, 65536.0);
        QCOMPARE(kvMemory(s, *findKvElementFormat("int4"), kF16, 1, 1).bytesPerToken, 32768.0);
        QCOMPARE(kvMemory(s, *findKvElementFormat("f32"), kF16, 1, 1).bytesPerToken, 262144.0);
    }

    // The comparison rows: GQA Llama 3 8B in f16 against MHA, MQA, int8 and int4; GPT-2 (MHA)
    // has no MHA row; an MLA model no head variants; an int4 cache no narrower rows.
    void variantsCompareWhatDiffers() {
        using Kind = KvMemoryVariant::Kind;
        const auto kinds = [](const std::vector<KvMemoryVariant>& v) {
            std::vector<Kind> k;
            for (const KvMemoryVariant& x : v) k.push_back(x.kind);
            return k;
        };
        const auto llama = kvMemoryVariants(*findKvPreset("Llama-3-8B"), kF16);
        QVERIFY((kinds(llama) == std::vector<Kind>{Kind::AsShipped, Kind::MultiHead, Kind::MultiQuery, Kind::NarrowerCache,
                                                   Kind::NarrowerCache}));
        QCOMPARE(llama[1].shape.kvHeads, 32);
        QCOMPARE(llama[2].shape.kvHeads, 1);
        QCOMPARE(llama[3].cache.name, std::string("int8"));
        QCOMPARE(llama[4].cache.name, std::string("int4"));
        QVERIFY((kinds(kvMemoryVariants(*findKvPreset("GPT-2 small"), kF16)) ==
                 std::vector<Kind>{Kind::AsShipped, Kind::MultiQuery, Kind::NarrowerCache, Kind::NarrowerCache}));
        QVERIFY((kinds(kvMemoryVariants(*findKvPreset("DeepSeek-V2-Lite"), kF16)) ==
                 std::vector<Kind>{Kind::AsShipped, Kind::NarrowerCache, Kind::NarrowerCache}));
        QVERIFY((kinds(kvMemoryVariants(*findKvPreset("GPT-2 small"), *findKvElementFormat("int4"))) ==
                 std::vector<Kind>{Kind::AsShipped, Kind::MultiQuery}));
    }

    void everyPresetByHand() {
        struct Want {
            const char* name;
            double bytesPerTokenF16;
        };
        // 2 · L · H_kv · hd · 2
        const Want wants[] = {{"GPT-2 small", 2.0 * 12 * 12 * 64 * 2},  {"SmolLM2-135M", 2.0 * 30 * 3 * 64 * 2},
                              {"Qwen2.5-0.5B", 2.0 * 24 * 2 * 64 * 2}, {"Llama-3.2-1B", 2.0 * 16 * 8 * 64 * 2},
                              {"Llama-3-70B", 2.0 * 80 * 8 * 128 * 2},
                              // MLA: 27 layers · (512 latent + 64 rotary key) · 2
                              {"DeepSeek-V2-Lite", 27.0 * 576 * 2}};
        for (const Want& w : wants) {
            const auto s = findKvPreset(w.name);
            QVERIFY2(s.has_value(), w.name);
            QCOMPARE(kvMemory(*s, kF16, kF16, 1, 1).bytesPerToken, w.bytesPerTokenF16);
        }
        QCOMPARE(findKvPreset("DeepSeek-V2-Lite")->attention(), KvAttention::LatentMla);
        QVERIFY(!findKvPreset("GPT-5").has_value());
    }

    // A loaded model's own shape: the tiny GPT (8 layers × 8 heads of 16) in f32 holds
    // 2 · 8 · 8 · 16 · 4 = 8,192 bytes per token, as the work meter says.
    void theLoadedModelsShape() {
        const ModelPtr tiny = tinyModel();
        QVERIFY(tiny->info().parameterCount > 1'000'000);
        const KvModelShape s = kvShapeOf("tiny", tiny->info(), tiny->info().parameterCount);
        QCOMPARE(kvMemory(s, *findKvElementFormat("f32"), kF16, 1, 1).bytesPerToken, 8192.0);
        const WorkCounts w = stepWork(tiny->cost(), Phase::Prefill, 0, 1, CacheMode::On);
        QCOMPARE(w.kvBytesHeld, std::int64_t{8192});
    }
};

QTEST_GUILESS_MAIN(TestKvMemory)
#include "tst_kv_memory.moc"
