// Times llama.cpp's prefill (node-llama-cpp's prebuilt CPU build) on a GGUF file the way
// kvscope-bench --gguf FILE --only prefill times KVScope's: a prompt of N random token ids
// evaluated into a fresh context, no token generated; prints one line per length and repeat in
// kvscope-bench's words, e.g.
//
//   node llama_prefill_rate.js MODEL.gguf [THREADS=2] [LENGTHS=128,512] [REPEATS=3]
//   llama.cpp gpt2-small-f32 prefill 512 tokens: 1174.0 tokens/s
//
// llama.cpp as people run it: its default batch of 512 tokens, f16 KV cache and attention
// settings; only the thread count is set (and GPU off). Each length is evaluated once first
// and not timed (the first evaluation allocates llama.cpp's compute buffers), as KVScope's bench
// warms up. Used by scripts/bench-gguf.sh (BENCH_PREFILL=1), which interleaves it with ours.
import path from "node:path";
import { getLlama, LlamaLogLevel } from "node-llama-cpp";

const [modelPath, threadsText = "2", lengthsText = "128,512", repeatsText = "3"] = process.argv.slice(2);
const threads = Number(threadsText);
const lengths = lengthsText.split(",").map(Number);
const repeats = Number(repeatsText);
const llama = await getLlama({ gpu: false, build: "never", logLevel: LlamaLogLevel.error, maxThreads: threads });
const model = await llama.loadModel({ modelPath });
const name = path.basename(modelPath, ".gguf");

// random ids below 557: the test tokenizer's real tokens (the rest of a padded vocabulary is unused)
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

for (const length of lengths) {
  const prompt = Array.from({ length }, () => Math.floor(random() * 557));
  const context = await model.createContext({ contextSize: length + 8, batchSize: Math.max(512, length), threads });
  for (let r = 0; r <= repeats; ++r) {
    const sequence = context.getSequence();
    const start = performance.now();
    await sequence.evaluateWithoutGeneratingNewTokens(prompt);
    const seconds = (performance.now() - start) / 1000;
    if (r > 0) process.stdout.write(`llama.cpp ${name} prefill ${length} tokens: ${(length / seconds).toFixed(1)} tokens/s\n`);
    sequence.dispose();
  }
  await context.dispose();
}
await model.dispose();
