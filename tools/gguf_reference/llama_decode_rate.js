// Times llama.cpp's decode (node-llama-cpp's prebuilt CPU build) on a GGUF file the way
// kvscope-bench --gguf times KVScope's: a prompt of PROMPT random token ids, then STEPS greedy
// tokens, one llama_decode each; prints one line per repeat in kvscope-bench's words, e.g.
//
//   node llama_decode_rate.js MODEL.gguf [THREADS=2] [PROMPT=128] [STEPS=64] [REPEATS=3]
//   llama.cpp gpt2-small-q4_0 decode 64 after 128: 212.3 tokens/s
//
// llama.cpp as people run it: its default f16 KV cache and attention settings; only the thread
// count is set (and GPU off). Used by scripts/bench-gguf.sh, which interleaves it with ours.
import path from "node:path";
import { getLlama, LlamaLogLevel } from "node-llama-cpp";

const [modelPath, threadsText = "2", promptText = "128", stepsText = "64", repeatsText = "3"] = process.argv.slice(2);
const [threads, promptLength, steps, repeats] = [threadsText, promptText, stepsText, repeatsText].map(Number);
const llama = await getLlama({ gpu: false, build: "never", logLevel: LlamaLogLevel.error, maxThreads: threads });
const model = await llama.loadModel({ modelPath });
const name = path.basename(modelPath, ".gguf");

// random ids below 557: the test tokenizer's real tokens (the rest of a padded vocabulary is unused)
let seed = 11;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const prompt = Array.from({ length: promptLength }, () => Math.floor(random() * 557));

for (let r = 0; r < repeats; ++r) {
  const context = await model.createContext({ contextSize: promptLength + steps + 8, threads });
  const sequence = context.getSequence();
  let start = 0;
  let produced = 0;
  // the first token comes after the prompt's prefill; the clock runs from it over `steps` decodes
  for await (const token of sequence.evaluate(prompt, { temperature: 0 })) {
    void token;
    if (produced === 0) start = performance.now();
    if (++produced > steps) break;
  }
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(`llama.cpp ${name} decode ${steps} after ${promptLength}: ${(steps / seconds).toFixed(1)} tokens/s\n`);
  await context.dispose();
}
await model.dispose();
