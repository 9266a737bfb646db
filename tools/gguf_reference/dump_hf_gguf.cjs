// Writes, for every tests/data/gguf/NAME.gguf, NAME.hf.json: what @huggingface/gguf (a GGUF
// parser that is not KVScope's) reads of it — the version, every metadata key with its value
// type and value, every tensor's name, dims, ggml type and offset. tst_gguf_reader checks that
// KVScope's reader sees the same.
//
//   cd tools/gguf_reference && npm ci && node dump_hf_gguf.cjs ../../tests/data/gguf
const fs = require("fs");
const path = require("path");
const { gguf } = require("@huggingface/gguf");

// JSON cannot hold a BigInt: 64-bit integers are written as decimal strings
const plain = (v) => (typeof v === "bigint" ? v.toString() : Array.isArray(v) ? v.map(plain) : v);

async function dump(file) {
  const { metadata, tensorInfos, typedMetadata } = await gguf(file, { allowLocalFile: true, typedMetadata: true });
  const keys = Object.keys(metadata).filter((k) => !["version", "tensor_count", "kv_count"].includes(k));
  return {
    version: metadata.version,
    metadata: keys.map((k) => ({ key: k, type: typedMetadata[k].type, subType: typedMetadata[k].subType, value: plain(metadata[k]) })),
    tensors: tensorInfos.map((t) => ({ name: t.name, dims: t.shape.map((d) => d.toString()), type: t.dtype, offset: t.offset.toString() })),
  };
}

(async () => {
  const dir = process.argv[2] || "../../tests/data/gguf";
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".gguf")).sort()) {
    const out = path.join(dir, f.replace(/\.gguf$/, ".hf.json"));
    fs.writeFileSync(out, JSON.stringify(await dump(path.join(dir, f)), null, 1) + "\n");
    console.log("wrote " + out);
  }
})();
