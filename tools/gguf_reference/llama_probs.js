// Runs llama.cpp (node-llama-cpp's prebuilt CPU build) on a GGUF file: feeds the given token
// ids and prints, as JSON, the next-token probabilities after each of them (temperature 1, no
// top-k/top-p cut) — what tst_gguf_llamacpp compares with KVScope's own for the same file.
//
//   node llama_probs.js MODEL.gguf 1,2,3,… > probs.json
import { getLlama, LlamaLogLevel } from "node-llama-cpp";

const [modelPath, idsText] = process.argv.slice(2);
const ids = idsText.split(",").map(Number);
const llama = await getLlama({ gpu: false, build: "never", logLevel: LlamaLogLevel.error, maxThreads: 2 });
const model = await llama.loadModel({ modelPath });
// the KV cache in f32, as KVScope keeps it (llama.cpp's default is f16), and no flash attention
const context = await model.createContext({
  contextSize: Math.max(32, ids.length + 1), threads: 2, flashAttention: false,
  experimentalKvCacheKeyType: "F32", experimentalKvCacheValueType: "F32",
});
const sequence = context.getSequence();
const input = ids.map((id) => [id, { generateNext: { probabilities: true, options: { temperature: 1, topK: 0, topP: 1, minP: 0 } } }]);
const out = await sequence.controlledEvaluate(input);
const rows = out.map((r) => Object.fromEntries(r.next.probabilities));
process.stdout.write(JSON.stringify({ ids, probabilities: rows }) + "\n");
await context.dispose();
await model.dispose();
