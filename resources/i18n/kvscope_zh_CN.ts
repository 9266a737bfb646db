<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 is %2, more than settings ever take (%3): it was not read and is left as it is; defaults are used.</source>
        <translation>设置文件 %1 的大小为 %2，超出了设置可能占用的上限（%3）：该文件未被读取，保持原样；将使用默认设置。</translation>
    </message>
</context>
<context>
    <name>AxisUnit</name>
    <message>
        <source>thousands</source>
        <translation>千</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>百万</translation>
    </message>
    <message>
        <source>billions</source>
        <translation>十亿</translation>
    </message>
    <message>
        <source>trillions</source>
        <translation>万亿</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>the prompt is empty: give at least one token</source>
        <translation>提示词为空：请至少给出一个 token</translation>
    </message>
    <message>
        <source>the prompt has %1 tokens; this model takes at most %2</source>
        <translation>提示词有 %1 个 token；此模型最多接受 %2 个</translation>
    </message>
    <message>
        <source>run the prefill before a decode step</source>
        <translation>请先运行预填充，再执行解码步</translation>
    </message>
    <message>
        <source>the context is full: this model takes at most %1 positions</source>
        <translation>上下文已满：此模型最多接受 %1 个位置</translation>
    </message>
    <message>
        <source>there is no step %1 to choose again</source>
        <translation>没有可重新选择的第 %1 步</translation>
    </message>
    <message>
        <source>there is no fork to undo or redo</source>
        <translation>没有可撤销或重做的分叉</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be chosen: the model does not predict it</source>
        <translation>无法选择 &apos;%1&apos;：模型不会预测它</translation>
    </message>
    <message>
        <source>there is no step %1 to compare with the exact cache</source>
        <translation>没有可与精确缓存比较的第 %1 步</translation>
    </message>
    <message>
        <source>there is no layer %1 (the model has %2)</source>
        <translation>没有第 %1 层（模型共有 %2 层）</translation>
    </message>
    <message>
        <source>there is no step %1 to record again</source>
        <translation>没有可重新记录的第 %1 步</translation>
    </message>
    <message>
        <source>a %1 tensor has no quantized blocks to take apart</source>
        <translation>%1 张量没有可拆解的量化块</translation>
    </message>
    <message>
        <source>a %1 block is %2 bytes, not %3</source>
        <translation>%1 块的大小是 %2 字节，不是 %3 字节</translation>
    </message>
    <message>
        <source>ggml type %1 is not supported (KVScope computes with %2)</source>
        <translation>不支持 ggml 类型 %1（KVScope 可用于计算的类型：%2）</translation>
    </message>
    <message>
        <source>%1 %2 elements are not a whole number of blocks of %3</source>
        <translation>%1 个 %2 元素无法正好分成每块 %3 个元素的块</translation>
    </message>
    <message>
        <source>%1 %2 elements need %3 bytes, %4 are there</source>
        <translation>%1 个 %2 元素需要 %3 字节，实际只有 %4 字节</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the file ends inside %1 (at byte %2 it needs %3 bytes, %4 are left): it is truncated or not GGUF</source>
        <translation>读取%1时文件就结束了（在第 %2 字节处需要 %3 字节，只剩 %4 字节）：文件已被截断，或者不是 GGUF 文件</translation>
    </message>
    <message>
        <source>the length of %1</source>
        <translation>%1的长度</translation>
    </message>
    <message>
        <source>%1 is %2 bytes long; at most %3 are allowed</source>
        <translation>%1长 %2 字节；最多允许 %3 字节</translation>
    </message>
    <message>
        <source>%1 claims %2 entries, but the %3 bytes left in the file hold at most %4</source>
        <translation>%1声称有 %2 个条目，但文件剩余的 %3 字节最多只能容纳 %4 个</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 的值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a bool stored as %2; a bool is 0 or 1</source>
        <translation>&apos;%1&apos; 是存储为 %2 的布尔值；布尔值只能是 0 或 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; nests arrays more than %2 deep</source>
        <translation>&apos;%1&apos; 的数组嵌套超过 %2 层</translation>
    </message>
    <message>
        <source>the element type of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 的元素类型</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an array of value type %2, which GGUF does not define (0–12)</source>
        <translation>&apos;%1&apos; 是值类型为 %2 的数组，而 GGUF 没有定义这种类型（0–12）</translation>
    </message>
    <message>
        <source>the length of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 的长度</translation>
    </message>
    <message>
        <source>the array &apos;%1&apos;</source>
        <translation>数组 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds a bool that is neither 0 nor 1</source>
        <translation>&apos;%1&apos; 含有既不是 0 也不是 1 的布尔值</translation>
    </message>
    <message>
        <source>GGUF value: no element %1</source>
        <translation>GGUF 值：没有元素 %1</translation>
    </message>
    <message>
        <source>is %1 bytes long: too short for a GGUF file</source>
        <translation>只有 %1 字节：作为 GGUF 文件太短</translation>
    </message>
    <message>
        <source>is not a GGUF file: it starts with %1, not the magic &quot;GGUF&quot;</source>
        <translation>不是 GGUF 文件：它以 %1 开头，而不是魔数 &quot;GGUF&quot;</translation>
    </message>
    <message>
        <source>the magic</source>
        <translation>魔数</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>版本号</translation>
    </message>
    <message>
        <source>is GGUF version 1 (2023&apos;s first layout), which KVScope does not read: convert it again with a current llama.cpp</source>
        <translation>是 GGUF 版本 1（2023 年最初的格式），KVScope 不读取该版本：请用当前版本的 llama.cpp 重新转换</translation>
    </message>
    <message>
        <source>has GGUF version %1; KVScope reads versions 2 and 3</source>
        <translation>GGUF 版本为 %1；KVScope 读取版本 2 和 3</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>张量数量</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>元数据数量</translation>
    </message>
    <message>
        <source>the header&apos;s metadata count</source>
        <translation>文件头中的元数据数量</translation>
    </message>
    <message>
        <source>the header&apos;s tensor count</source>
        <translation>文件头中的张量数量</translation>
    </message>
    <message>
        <source>metadata key %1</source>
        <translation>第 %1 个元数据键</translation>
    </message>
    <message>
        <source>metadata key %1 is empty</source>
        <translation>第 %1 个元数据键为空</translation>
    </message>
    <message>
        <source>the metadata key &apos;%1&apos; appears twice</source>
        <translation>元数据键 &apos;%1&apos; 出现了两次</translation>
    </message>
    <message>
        <source>the value type of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 的值类型</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has value type %2, which GGUF does not define (0–12)</source>
        <translation>&apos;%1&apos; 的值类型为 %2，而 GGUF 没有定义这种类型（0–12）</translation>
    </message>
    <message>
        <source>general.alignment is %1; it must be uint32</source>
        <translation>general.alignment 的类型为 %1；它必须是 uint32</translation>
    </message>
    <message>
        <source>general.alignment is %1; it must be a power of two and a multiple of 8</source>
        <translation>general.alignment 为 %1；它必须是二的幂，并且是 8 的倍数</translation>
    </message>
    <message>
        <source>the name of tensor %1</source>
        <translation>第 %1 个张量的名称</translation>
    </message>
    <message>
        <source>tensor %1 has an empty name</source>
        <translation>第 %1 个张量的名称为空</translation>
    </message>
    <message>
        <source>the tensor name &apos;%1&apos; appears twice</source>
        <translation>张量名 &apos;%1&apos; 出现了两次</translation>
    </message>
    <message>
        <source>the dimension count of tensor &apos;%1&apos;</source>
        <translation>张量 &apos;%1&apos; 的维数</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has %2 dimensions; GGUF tensors have at most %3</source>
        <translation>张量 &apos;%1&apos; 有 %2 个维度；GGUF 张量最多有 %3 个</translation>
    </message>
    <message>
        <source>the dimensions of tensor &apos;%1&apos;</source>
        <translation>张量 &apos;%1&apos; 的各维大小</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has dimensions whose product overflows 64 bits</source>
        <translation>张量 &apos;%1&apos; 各维大小的乘积超出了 64 位</translation>
    </message>
    <message>
        <source>the type of tensor &apos;%1&apos;</source>
        <translation>张量 &apos;%1&apos; 的类型</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has ggml type %2, which ggml does not define</source>
        <translation>张量 &apos;%1&apos; 的 ggml 类型为 %2，而 ggml 没有定义这种类型</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has rows of %2 elements, not a whole number of %3 blocks of %4</source>
        <translation>张量 &apos;%1&apos; 每行 %2 个元素，无法正好分成若干个 %3 块（每块 %4 个元素）</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is larger than 2^64 bytes</source>
        <translation>张量 &apos;%1&apos; 大于 2^64 字节</translation>
    </message>
    <message>
        <source>the offset of tensor &apos;%1&apos;</source>
        <translation>张量 &apos;%1&apos; 的偏移量</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; starts at offset %2 of the data, not a multiple of the alignment %3</source>
        <translation>张量 &apos;%1&apos; 起始于数据的偏移量 %2 处，这不是对齐值 %3 的倍数</translation>
    </message>
    <message>
        <source>the data section starts at byte %1 (the tensor table&apos;s end, aligned to %2), past the end of the file at byte %3: the file is truncated</source>
        <translation>数据段起始于第 %1 字节（张量表的末尾，按 %2 对齐），超出了位于第 %3 字节的文件末尾：文件已被截断</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; needs bytes %2 to %3 of the data section, which has %4: the file is truncated</source>
        <translation>张量 &apos;%1&apos; 需要数据段的第 %2 到 %3 字节，而数据段只有 %4 字节：文件已被截断</translation>
    </message>
    <message>
        <source>the data of tensors &apos;%1&apos; and &apos;%2&apos; overlap</source>
        <translation>张量 &apos;%1&apos; 与 &apos;%2&apos; 的数据重叠</translation>
    </message>
    <message>
        <source>%1: has no metadata key &apos;%2&apos;</source>
        <translation>%1：没有元数据键 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is %3; expected %4</source>
        <translation>%1：&apos;%2&apos; 为 %3；应为%4</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>非负整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>字符串数组</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an array of numbers</source>
        <translation>数值数组</translation>
    </message>
    <message>
        <source>%1: gpt2.feed_forward_length is %2; KVScope&apos;s GPT-2 has an MLP of 4 × gpt2.embedding_length (%3)</source>
        <translation>%1：gpt2.feed_forward_length 为 %2；KVScope 的 GPT-2 的 MLP 宽度为 4 × gpt2.embedding_length（%3）</translation>
    </message>
    <message>
        <source>%1: rope_freqs.weight has %2 values in %3 dimensions; it must be one per rotary pair, %4</source>
        <translation>%1：rope_freqs.weight 有 %2 个值，分布在 %3 个维度上；应当每个旋转维度对一个值，即 %4 个</translation>
    </message>
    <message>
        <source>%1: rope_freqs.weight[%2] is %3; a rotary pair&apos;s factor must be a positive number</source>
        <translation>%1：rope_freqs.weight[%2] 为 %3；旋转维度对的因子必须是正数</translation>
    </message>
    <message>
        <source>%1: general.architecture is &quot;%2&quot;; KVScope reads llama, qwen2 and qwen3 GGUF files</source>
        <translation>%1：general.architecture 为 &quot;%2&quot;；KVScope 读取 llama、qwen2 和 qwen3 GGUF 文件</translation>
    </message>
    <message>
        <source>%1: %2 is &quot;%3&quot;; KVScope computes none and linear scaling from GGUF metadata</source>
        <translation>%1：%2 为 &quot;%3&quot;；KVScope 根据 GGUF 元数据只能计算 none 和 linear 缩放</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a %3 model needs it)</source>
        <translation>%1：没有张量 &apos;%2&apos;（%3 模型需要它）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3, which KVScope does not compute with (%4)</source>
        <translation>%1：张量 &apos;%2&apos; 的类型为 %3，KVScope 不能用它计算（可用：%4）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds NaN at element %3; weights must be finite numbers</source>
        <translation>%1：张量 &apos;%2&apos; 的元素 %3 为 NaN；权重必须是有限数</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds an infinity at element %3; weights must be finite numbers</source>
        <translation>%1：张量 &apos;%2&apos; 的元素 %3 为无穷大；权重必须是有限数</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dimensions %3, expected %4 from the %5 metadata</source>
        <translation>%1：张量 &apos;%2&apos; 的维度为 %3，而根据 %5 元数据应为 %4</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.pre is &quot;%2&quot;; KVScope knows the pre-tokenizers default, gpt2, llama-bpe and qwen2</source>
        <translation>%1：tokenizer.ggml.pre 为 &quot;%2&quot;；KVScope 认识的预分词器有 default、gpt2、llama-bpe 和 qwen2</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.token_type has %2 entries for %3 tokens</source>
        <translation>%1：tokenizer.ggml.token_type 有 %2 个条目，而 token 有 %3 个</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.scores has %2 entries for %3 tokens</source>
        <translation>%1：tokenizer.ggml.scores 有 %2 个条目，而 token 有 %3 个</translation>
    </message>
    <message>
        <source>%1: %2[%3] is not valid UTF-8 (byte %4)</source>
        <translation>%1：%2[%3] 不是有效的 UTF-8（第 %4 字节）</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.model is &quot;%2&quot;; KVScope reads the byte-level BPE (&quot;gpt2&quot;) and SentencePiece (&quot;llama&quot;) GGUF tokenizers</source>
        <translation>%1：tokenizer.ggml.model 为 &quot;%2&quot;；KVScope 读取字节级 BPE（&quot;gpt2&quot;）和 SentencePiece（&quot;llama&quot;）GGUF 分词器</translation>
    </message>
    <message>
        <source>%1: %2 is %3 but there are %4 tokens</source>
        <translation>%1：%2 为 %3，但只有 %4 个 token</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.add_bos_token is %2; expected a bool</source>
        <translation>%1：tokenizer.ggml.add_bos_token 为 %2；应为布尔值</translation>
    </message>
    <message>
        <source>&quot;gpt2&quot; (this reader is for GPT-2 models)</source>
        <translation>&quot;gpt2&quot;（此读取器用于 GPT-2 模型）</translation>
    </message>
    <message>
        <source>missing n_positions (or n_ctx)</source>
        <translation>缺少 n_positions（或 n_ctx）</translation>
    </message>
    <message>
        <source>a small positive number</source>
        <translation>较小的正数</translation>
    </message>
    <message>
        <source>n_embd (%1) must be divisible by n_head (%2)</source>
        <translation>n_embd（%1）必须能被 n_head（%2）整除</translation>
    </message>
    <message>
        <source>%1: not a model folder (it has neither config.json nor model.safetensors)</source>
        <translation>%1：不是模型文件夹（其中既没有 config.json，也没有 model.safetensors）</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>%1: %2; a model folder needs config.json, model.safetensors and its tokenizer</source>
        <translation>%1：%2；模型文件夹需要 config.json、model.safetensors 及其分词器</translation>
    </message>
    <message>
        <source>%1: no tokenizer (tokenizer.json, or vocab.json and merges.txt)</source>
        <translation>%1：没有分词器（tokenizer.json，或 vocab.json 和 merges.txt）</translation>
    </message>
    <message>
        <source>the tokenizer has %1 tokens but config.json&apos;s vocab_size is %2</source>
        <translation>分词器有 %1 个 token，但 config.json 的 vocab_size 为 %2</translation>
    </message>
    <message>
        <source>GPT-2 family, width %1, %2 tokens, %3 positions</source>
        <translation>GPT-2 系列，宽度 %1，%2 个 token，%3 个位置</translation>
    </message>
    <message>
        <source>the model&apos;s KV heads are pooled already</source>
        <translation>该模型的 KV 头已经平均合并过了</translation>
    </message>
    <message>
        <source>mean-pooling %1 KV heads into %2 needs a number of KV heads that divides %1</source>
        <translation>要把 %1 个 KV 头平均合并为 %2 个，合并后的 KV 头数必须能整除 %1</translation>
    </message>
    <message>
        <source>%1 · KV heads pooled %2 → %3</source>
        <translation>%1 · KV 头平均合并 %2 → %3</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a GPT-2 checkpoint needs it)</source>
        <translation>%1：没有张量 &apos;%2&apos;（GPT-2 检查点需要它）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected %4 from config.json</source>
        <translation>%1：张量 &apos;%2&apos; 的形状为 %3，而根据 config.json 应为 %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;lm_head.weight&apos; differs from &apos;wte.weight&apos;; KVScope reads GPT-2 models whose output projection is tied to the embeddings</source>
        <translation>%1：张量 &apos;lm_head.weight&apos; 与 &apos;wte.weight&apos; 不同；KVScope 只读取输出投影与词嵌入绑定（共享权重）的 GPT-2 模型</translation>
    </message>
    <message>
        <source>describes 1 layer, the model has %1</source>
        <translation>描述了 1 层，而模型有 %1 层</translation>
    </message>
    <message>
        <source>describes %1 layers, the model has %2</source>
        <translation>描述了 %1 层，而模型有 %2 层</translation>
    </message>
    <message>
        <source>lists 1 head, the model has %1</source>
        <translation>列出了 1 个头，而模型有 %1 个</translation>
    </message>
    <message>
        <source>lists %1 heads, the model has %2</source>
        <translation>列出了 %1 个头，而模型有 %2 个</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a file</source>
        <translation>是命名管道（FIFO），不是文件</translation>
    </message>
    <message>
        <source>is a socket, not a file</source>
        <translation>是套接字，不是文件</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>是设备，不是文件</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>is a symbolic link that loops (too many levels of symbolic links)</source>
        <translation>是形成循环的符号链接（符号链接层数过多）</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which does not exist</source>
        <translation>是指向 %1 的符号链接，但目标不存在</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>does not exist (a folder on its path is a file)</source>
        <translation>不存在（其路径中的某个文件夹其实是文件）</translation>
    </message>
    <message>
        <source>cannot be looked at (%1)</source>
        <translation>无法访问（%1）</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>appears twice in one object</source>
        <translation>在同一个对象中出现了两次</translation>
    </message>
    <message>
        <source>the number %1 is too large (%2)</source>
        <translation>数字 %1 太大（%2）</translation>
    </message>
    <message>
        <source>not valid JSON at %1: %2</source>
        <translation>%1处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>布尔值 true 或 false</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>介于 %1 和 %2 之间的整数</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>the string %1</source>
        <translation>字符串 %1</translation>
    </message>
    <message>
        <source>an empty array</source>
        <translation>空数组</translation>
    </message>
    <message>
        <source>an array of 1 item</source>
        <translation>含 1 个元素的数组</translation>
    </message>
    <message>
        <source>an array of %1 items</source>
        <translation>含 %1 个元素的数组</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>空对象</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>某个值</translation>
    </message>
    <message>
        <source>missing (expected %1)</source>
        <translation>缺失（应为%1）</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <translation>%1：无法打开文件（%2）</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1：无法读取文件（%2）</translation>
    </message>
    <message>
        <source>%1: cannot map the file into memory (%2)</source>
        <translation>%1：无法将文件映射到内存（%2）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>cannot open the folder %1 (%2)</source>
        <translation>无法打开文件夹 %1（%2）</translation>
    </message>
    <message>
        <source>cannot look at it (%1)</source>
        <translation>无法访问该文件（%1）</translation>
    </message>
    <message>
        <source>it is a symbolic link to %1, which is neither followed nor replaced; name the file itself</source>
        <translation>它是指向 %1 的符号链接，不会被跟随，也不会被替换；请直接指定文件本身</translation>
    </message>
    <message>
        <source>it is a symbolic link, which is neither followed nor replaced; name the file itself</source>
        <translation>它是符号链接，不会被跟随，也不会被替换；请直接指定文件本身</translation>
    </message>
    <message>
        <source>it exists and is not a regular file</source>
        <translation>它已存在，且不是普通文件</translation>
    </message>
    <message>
        <source>cannot create a temporary file in the folder %1 (%2); nothing was changed</source>
        <translation>无法在文件夹 %1 中创建临时文件（%2）；未做任何更改</translation>
    </message>
    <message>
        <source>cannot find a free temporary name in the folder %1; nothing was changed</source>
        <translation>在文件夹 %1 中找不到可用的临时文件名；未做任何更改</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written (%3; is the disk full?); nothing was changed</source>
        <translation>只写入了 %2 字节中的 %1 字节（%3；磁盘满了吗？）；未做任何更改</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written (%3); nothing was changed</source>
        <translation>只写入了 %2 字节中的 %1 字节（%3）；未做任何更改</translation>
    </message>
    <message>
        <source>cannot write a file with no name</source>
        <translation>无法写入没有名称的文件</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>它指的是文件夹，而不是文件</translation>
    </message>
    <message>
        <source>cannot give the new file the old one&apos;s permissions (%1); nothing was changed</source>
        <translation>无法给新文件设置旧文件的权限（%1）；未做任何更改</translation>
    </message>
    <message>
        <source>the file was already finished or has failed</source>
        <translation>该文件已写完，或写入已失败</translation>
    </message>
    <message>
        <source>cannot flush it to disk (%1); nothing was changed</source>
        <translation>无法将其刷写到磁盘（%1）；未做任何更改</translation>
    </message>
    <message>
        <source>cannot finish writing it (%1); nothing was changed</source>
        <translation>无法完成写入（%1）；未做任何更改</translation>
    </message>
    <message>
        <source>cannot replace it (%1); nothing was changed</source>
        <translation>无法替换该文件（%1）；未做任何更改</translation>
    </message>
    <message>
        <source>it was replaced, but the folder %1 could not be flushed to disk (%2)</source>
        <translation>文件已替换，但无法将文件夹 %1 刷写到磁盘（%2）</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has data_offsets [%2, %3]: the begin is after the end</source>
        <translation>张量 &apos;%1&apos; 的 data_offsets 为 [%2, %3]：起点在终点之后</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; ends at byte %2 but the data section has %3 bytes</source>
        <translation>张量 &apos;%1&apos; 结束于第 %2 字节，但数据段只有 %3 字节</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, too large: its byte size does not fit in 64 bits</source>
        <translation>张量 &apos;%1&apos; 的形状为 %2，太大：其字节大小超出了 64 位</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2 of %3 (%4 bytes) but its data_offsets cover %5 bytes</source>
        <translation>张量 &apos;%1&apos; 的形状为 %2、类型为 %3（%4 字节），但其 data_offsets 覆盖 %5 字节</translation>
    </message>
    <message>
        <source>unsupported dtype &apos;%1&apos; (KVScope reads F32, F16 and BF16)</source>
        <translation>不支持的 dtype &apos;%1&apos;（KVScope 读取 F32、F16 和 BF16）</translation>
    </message>
    <message>
        <source>[begin, end]</source>
        <translation>形如 [begin, end] 的数组</translation>
    </message>
    <message>
        <source>%1: the file has %2 bytes, too short for a safetensors file (it starts with an 8-byte header length)</source>
        <translation>%1：文件只有 %2 字节，作为 safetensors 文件太短（safetensors 文件以 8 字节的头部长度开头）</translation>
    </message>
    <message>
        <source>%1: the header length is %2 bytes, more than the limit of %3 (not a safetensors file?)</source>
        <translation>%1：头部长度为 %2 字节，超过了 %3 的上限（不是 safetensors 文件？）</translation>
    </message>
    <message>
        <source>%1: the header length is %2 bytes but only %3 bytes follow it (truncated file?)</source>
        <translation>%1：头部长度为 %2 字节，但其后只有 %3 字节（文件被截断了？）</translation>
    </message>
    <message>
        <source>%1: tensors &apos;%2&apos; (bytes %3–%4) and &apos;%5&apos; (bytes %6–%7) overlap</source>
        <translation>%1：张量 &apos;%2&apos;（字节 %3–%4）与 &apos;%5&apos;（字节 %6–%7）重叠</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos;</source>
        <translation>%1：没有张量 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>+infinity</source>
        <translation>正无穷大</translation>
    </message>
    <message>
        <source>-infinity</source>
        <translation>负无穷大</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds %3 at %4; weights must be finite numbers</source>
        <translation>%1：张量 &apos;%2&apos; 在 %4 处为 %3；权重必须是有限数</translation>
    </message>
    <message>
        <source>lists no tensors</source>
        <translation>没有列出任何张量</translation>
    </message>
    <message>
        <source>the name of a .safetensors file in the same folder</source>
        <translation>同一文件夹中某个 .safetensors 文件的名称</translation>
    </message>
    <message>
        <source>names more than %1 files</source>
        <translation>列出了超过 %1 个文件</translation>
    </message>
    <message>
        <source>%1: places tensor &apos;%2&apos; in %3, which has no such tensor</source>
        <translation>%1：把张量 &apos;%2&apos; 放在 %3 中，但该文件中没有这个张量</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is also in another shard of the index</source>
        <translation>%1：张量 &apos;%2&apos; 也出现在索引的另一个分片中</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a %3 checkpoint needs it)</source>
        <translation>%1：没有张量 &apos;%2&apos;（%3 检查点需要它）</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected [%4] from config.json</source>
        <translation>%1：张量 &apos;%2&apos; 的形状为 %3，而根据 config.json 应为 [%4]</translation>
    </message>
    <message>
        <source>%1: the file has %2, over the %3 limit for this kind of file</source>
        <translation>%1：文件大小为 %2，超过了此类文件 %3 的上限</translation>
    </message>
    <message>
        <source>%1: the file grew while it was read, over the %2 limit for this kind of file</source>
        <translation>%1：文件在读取过程中变大，超过了此类文件 %2 的上限</translation>
    </message>
    <message>
        <source>heavy hitters are kept by the attention of one query head, and this model shares each KV head among %1 query heads (GQA): use a window, with or without sinks</source>
        <translation>重要 token 是按单个查询头的注意力来保留的，而此模型的每个 KV 头由 %1 个查询头共享（GQA）：请使用窗口（可带或不带汇点）</translation>
    </message>
    <message>
        <source>a quantized KV cache keeps its newest rows in f32, not %1</source>
        <translation>量化 KV 缓存以 f32 保存最新的行，而不是 %1</translation>
    </message>
    <message>
        <source>a quantized KV cache cannot also be bounded to a window: which of its rows are integers follows the positions it holds</source>
        <translation>量化 KV 缓存不能同时限定为窗口：哪些行以整数存储取决于它保存的位置</translation>
    </message>
    <message>
        <source>KV cache shape must have at least one layer, head and element per row</source>
        <translation>KV 缓存的形状必须至少有一层、一个头，且每行至少有一个元素</translation>
    </message>
    <message>
        <source>KV cache append: rows do not match the cache shape</source>
        <translation>KV 缓存追加：行与缓存形状不匹配</translation>
    </message>
    <message>
        <source>a KV cache window holds 1 to 1,000,000 positions, not %1</source>
        <translation>KV 缓存窗口可容纳 1 到 1,000,000 个位置，不能是 %1</translation>
    </message>
    <message>
        <source>attention sinks need a window to stay in</source>
        <translation>注意力汇点必须配合窗口使用</translation>
    </message>
    <message>
        <source>heavy hitters need a window to stay in</source>
        <translation>重要 token 必须配合窗口使用</translation>
    </message>
    <message>
        <source>a window of %1 keeps 0 to %2 sinks (the newest position is always kept), not %3</source>
        <translation>%1 个位置的窗口可保留 0 到 %2 个汇点（最新的位置总是保留），不能是 %3</translation>
    </message>
    <message>
        <source>a window of %1 keeps 0 to %2 heavy hitters (the newest position is always kept), not %3</source>
        <translation>%1 个位置的窗口可保留 0 到 %2 个重要 token（最新的位置总是保留），不能是 %3</translation>
    </message>
    <message>
        <source>a window keeps either attention sinks or heavy hitters, not both (heavy hitters find and keep a sink that draws attention by themselves)</source>
        <translation>窗口只能保留注意力汇点或重要 token 之一，不能两者都保留（吸引注意力的汇点本身就会被当作重要 token 保留）</translation>
    </message>
    <message>
        <source>a quantized KV cache has 8 or 4 bits per element, not %1</source>
        <translation>量化 KV 缓存每个元素为 8 位或 4 位，不能是 %1</translation>
    </message>
    <message>
        <source>the KV quantization group must hold 1 to 4096 elements, not %1</source>
        <translation>KV 量化分组必须包含 1 到 4096 个元素，不能是 %1</translation>
    </message>
    <message>
        <source>the newest positions kept in full precision cannot be %1</source>
        <translation>以全精度保留的最新位置数不能是 %1</translation>
    </message>
    <message>
        <source>mean-pooling KV heads works on GPT-2-family models; &apos;%1&apos; is not one</source>
        <translation>KV 头平均合并只适用于 GPT-2 系列模型；&apos;%1&apos; 不是这类模型</translation>
    </message>
    <message>
        <source>the model &apos;%1&apos; keeps exact numbers in its cache: the lab measures real models</source>
        <translation>模型 &apos;%1&apos; 的缓存保存的是精确数值：实验室测量的是真实模型</translation>
    </message>
    <message>
        <source>the lab needs a text of at least two tokens</source>
        <translation>实验室需要一段至少含两个 token 的文本</translation>
    </message>
    <message>
        <source>the text has a token the model does not predict</source>
        <translation>文本中有模型不会预测的 token</translation>
    </message>
    <message>
        <source>request %1 generates no token</source>
        <translation>请求 %1 不生成任何 token</translation>
    </message>
    <message>
        <source>request %1 forks a request that comes after it</source>
        <translation>请求 %1 分叉自排在它之后的请求</translation>
    </message>
    <message>
        <source>request %1 has an empty prompt</source>
        <translation>请求 %1 的提示词为空</translation>
    </message>
    <message>
        <source>request %1 picks a negative candidate rank</source>
        <translation>请求 %1 选择了负的候选排名</translation>
    </message>
    <message>
        <source>request %1 forks before its parent&apos;s prefill</source>
        <translation>请求 %1 在其父请求预填充之前就分叉</translation>
    </message>
    <message>
        <source>request %1 needs %2 positions; the model takes at most %3</source>
        <translation>请求 %1 需要 %2 个位置；模型最多接受 %3 个</translation>
    </message>
    <message>
        <source>request %1 forks request %2 after it finished</source>
        <translation>请求 %1 在请求 %2 完成之后才对其分叉</translation>
    </message>
    <message>
        <source>request %1 forks step %2 of request %3 but joined too late to share it</source>
        <translation>请求 %1 从请求 %3 的第 %2 步分叉，但它加入得太晚，无法共享这一步</translation>
    </message>
    <message>
        <source>the pool of %1 blocks is too small: at step %2 every running sequence waits for a free block</source>
        <translation>%1 个块的块池太小：在第 %2 步，每个运行中的序列都在等待空闲块</translation>
    </message>
    <message>
        <source>a KV block holds 1 to 65,536 positions, not %1</source>
        <translation>一个 KV 块可容纳 1 到 65,536 个位置，不能是 %1</translation>
    </message>
    <message>
        <source>a KV block pool has 1 to 16,777,216 blocks, not %1</source>
        <translation>KV 块池可有 1 到 16,777,216 个块，不能是 %1</translation>
    </message>
    <message>
        <source>the KV block pool is full: no free block for the next position</source>
        <translation>KV 块池已满：没有空闲块可容纳下一个位置</translation>
    </message>
    <message>
        <source>there is no sequence %1 in the KV block pool</source>
        <translation>KV 块池中没有序列 %1</translation>
    </message>
    <message>
        <source>a sequence starts with at least one position</source>
        <translation>序列开始时至少要有一个位置</translation>
    </message>
    <message>
        <source>the KV block pool is full: %1 positions need %2 blocks, %3 are free</source>
        <translation>KV 块池已满：%1 个位置需要 %2 个块，只有 %3 个空闲</translation>
    </message>
    <message>
        <source>the KV block pool is full: %1 more blocks needed, %2 are free</source>
        <translation>KV 块池已满：还需要 %1 个块，只有 %2 个空闲</translation>
    </message>
    <message>
        <source>the draft proposes 1 to 16 tokens a round, not %1</source>
        <translation>草稿模型每轮提议 1 到 16 个 token，不能是 %1</translation>
    </message>
    <message>
        <source>the draft model &apos;%1&apos; predicts other tokens than &apos;%2&apos; (%3 against %4): speculative decoding needs one vocabulary</source>
        <translation>草稿模型 &apos;%1&apos; 预测的 token 与 &apos;%2&apos; 不同（%3 个对 %4 个）：投机解码需要同一个词表</translation>
    </message>
    <message>
        <source>the target &apos;%1&apos; has no layer %2</source>
        <translation>目标模型 &apos;%1&apos; 没有第 %2 层</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot score several positions in one pass</source>
        <translation>&apos;%1&apos; 无法在一次前向中为多个位置打分</translation>
    </message>
    <message>
        <source>the prompt is empty</source>
        <translation>提示词为空</translation>
    </message>
    <message>
        <source>speculative decoding has not started: no prompt</source>
        <translation>投机解码尚未开始：没有提示词</translation>
    </message>
    <message>
        <source>the context is full (%1 positions): no room to draft</source>
        <translation>上下文已满（%1 个位置）：没有起草的空间</translation>
    </message>
    <message>
        <source>the sweep needs at least one token to generate</source>
        <translation>扫描至少需要生成一个 token</translation>
    </message>
    <message>
        <source>the sweep tries k = 1 … K for a K from 1 to 16, not %1</source>
        <translation>扫描会尝试 k = 1 … K，K 可取 1 到 16，不能是 %1</translation>
    </message>
    <message>
        <source>the models&apos; context (%1 positions) has no room for %2 tokens after a prompt of %3</source>
        <translation>模型的上下文（%1 个位置）在 %3 个 token 的提示词之后放不下 %2 个 token</translation>
    </message>
    <message>
        <source>%1: model: &quot;%2&quot; is not a built-in model</source>
        <translation>%1：model：&quot;%2&quot; 不是内置模型</translation>
    </message>
    <message>
        <source>no lesson called &apos;%1&apos;; built-in lessons: %2, or give the path of a lesson .json file</source>
        <translation>没有名为 &apos;%1&apos; 的课程；内置课程：%2；也可以给出课程 .json 文件的路径</translation>
    </message>
    <message>
        <source>unknown key (known: %1)</source>
        <translation>未知的键（可用：%1）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>is %1 bytes long; at most %2 are allowed</source>
        <translation>长 %1 字节；最多允许 %2 字节</translation>
    </message>
    <message>
        <source>&quot;on&quot; or &quot;off&quot;</source>
        <translation>&quot;on&quot; 或 &quot;off&quot;</translation>
    </message>
    <message>
        <source>names %1 views; there are %2</source>
        <translation>列出了 %1 个视图；而视图总共只有 %2 个</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; (known: %2; the attention heatmaps are always shown)</source>
        <translation>未知视图 &quot;%1&quot;（可用：%2；注意力热力图总是显示）</translation>
    </message>
    <message>
        <source>view &quot;%1&quot; is named twice</source>
        <translation>视图 &quot;%1&quot; 列出了两次</translation>
    </message>
    <message>
        <source>&quot;light&quot; or &quot;dark&quot;</source>
        <translation>&quot;light&quot; 或 &quot;dark&quot;</translation>
    </message>
    <message>
        <source>view &quot;%1&quot; is raised but not in display.show</source>
        <translation>视图 &quot;%1&quot; 被置于前台（raise），但不在 display.show 中</translation>
    </message>
    <message>
        <source>the prefill computes K and V of every prompt position with the cache on or off; set &quot;cache&quot; on a decode step</source>
        <translation>无论缓存开或关，预填充都会计算每个提示词位置的 K 和 V；请在解码步上设置 &quot;cache&quot;</translation>
    </message>
    <message>
        <source>unknown stage (known: %1)</source>
        <translation>未知阶段（可用：%1）</translation>
    </message>
    <message>
        <source>must hold the prefill and at most %1 decode steps (1 to %2 entries), found %3 entry</source>
        <translation>必须包含预填充和最多 %1 个解码步（1 到 %2 个条目），实际为 %3 个条目</translation>
    </message>
    <message>
        <source>must hold the prefill and at most %1 decode steps (1 to %2 entries), found %3 entries</source>
        <translation>必须包含预填充和最多 %1 个解码步（1 到 %2 个条目），实际为 %3 个条目</translation>
    </message>
    <message>
        <source>a positive number below %1</source>
        <translation>小于 %1 的正数</translation>
    </message>
    <message>
        <source>a number from 0.001 to 1e+06</source>
        <translation>介于 0.001 和 1e+06 之间的数</translation>
    </message>
    <message>
        <source>high_freq_factor must be larger than low_freq_factor (the band between them is blended)</source>
        <translation>high_freq_factor 必须大于 low_freq_factor（两者之间的频段会被混合）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported (KVScope computes none, linear and llama3 scaling)</source>
        <translation>不支持 &quot;%1&quot;（KVScope 可计算 none、linear 和 llama3 缩放）</translation>
    </message>
    <message>
        <source>one of %1 (this reader is for Llama-family models)</source>
        <translation>以下之一：%1（此读取器用于 Llama 系列模型）</translation>
    </message>
    <message>
        <source>&quot;silu&quot; (the SwiGLU MLP of Llama-family models)</source>
        <translation>&quot;silu&quot;（Llama 系列模型的 SwiGLU MLP）</translation>
    </message>
    <message>
        <source>true is not supported (KVScope reads MLPs without biases)</source>
        <translation>不支持 true（KVScope 读取不带偏置的 MLP）</translation>
    </message>
    <message>
        <source>%1 is shorter than max_position_embeddings (%2); KVScope computes full causal attention only</source>
        <translation>%1 短于 max_position_embeddings（%2）；KVScope 只计算完整的因果注意力</translation>
    </message>
    <message>
        <source>hidden_size (%1) must be divisible by num_attention_heads (%2), or head_dim given</source>
        <translation>hidden_size（%1）必须能被 num_attention_heads（%2）整除，否则须给出 head_dim</translation>
    </message>
    <message>
        <source>heads wider than 1024 dimensions are not supported</source>
        <translation>不支持宽于 1024 维的头</translation>
    </message>
    <message>
        <source>head_dim (%1) must be even: RoPE rotates pairs of dimensions</source>
        <translation>head_dim（%1）必须是偶数：RoPE 按维度对进行旋转</translation>
    </message>
    <message>
        <source>num_attention_heads (%1) must be a multiple of num_key_value_heads (%2)</source>
        <translation>num_attention_heads（%1）必须是 num_key_value_heads（%2）的倍数</translation>
    </message>
    <message>
        <source>%1: %2; a Llama-family model folder needs config.json, its weights and tokenizer.json</source>
        <translation>%1：%2；Llama 系列模型文件夹需要 config.json、权重文件和 tokenizer.json</translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>多头注意力</translation>
    </message>
    <message>
        <source>multi-query attention (1 KV head)</source>
        <translation>多查询注意力（1 个 KV 头）</translation>
    </message>
    <message>
        <source>%1 query heads sharing %2 KV heads</source>
        <translation>%1 个查询头共享 %2 个 KV 头</translation>
    </message>
    <message>
        <source>%1 family, %2 layers, width %3, %4</source>
        <translation>%1 系列，%2 层，宽度 %3，%4</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;lm_head.weight&apos; (config.json&apos;s tie_word_embeddings is false)</source>
        <translation>%1：没有张量 &apos;lm_head.weight&apos;（config.json 的 tie_word_embeddings 为 false）</translation>
    </message>
    <message>
        <source>the app was built without %1</source>
        <translation>本应用构建时未包含 %1</translation>
    </message>
    <message>
        <source>%1 layers × %2 heads</source>
        <translation>%1 层 × %2 个头</translation>
    </message>
    <message>
        <source>KVScope tiny GPT (%1, trained on public-domain books)</source>
        <translation>KVScope 微型 GPT（%1，在公有领域图书上训练）</translation>
    </message>
    <message>
        <source>KVScope tiny draft GPT (%1, the tiny GPT&apos;s first stage: a draft model for speculative decoding)</source>
        <translation>KVScope 微型草稿 GPT（%1，即微型 GPT 的第一训练阶段：用于投机解码的草稿模型）</translation>
    </message>
    <message>
        <source>KVScope tiny GQA (Llama-style, %1 layers × %2 query heads sharing %3 KV heads, trained on public-domain books)</source>
        <translation>KVScope 微型 GQA（Llama 风格，%1 层 × %2 个查询头，共享 %3 个 KV 头，在公有领域图书上训练）</translation>
    </message>
    <message>
        <source>Today&apos;s weather is so … (the article&apos;s rule-based example)</source>
        <translation>Today&apos;s weather is so …（文章中基于规则的示例）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a model type KVScope reads (it reads gpt2, %2)</source>
        <translation>&quot;%1&quot; 不是 KVScope 可读取的模型类型（可读取：gpt2, %2）</translation>
    </message>
    <message>
        <source>%1: general.architecture is &quot;%2&quot;; KVScope opens gpt2, llama, qwen2 and qwen3 GGUF files</source>
        <translation>%1：general.architecture 为 &quot;%2&quot;；KVScope 可打开 gpt2、llama、qwen2 和 qwen3 GGUF 文件</translation>
    </message>
    <message>
        <source>%1: %2; give a model folder (GPT-2 or Llama family), a .gguf file or a toy .json file</source>
        <translation>%1：%2；请指定模型文件夹（GPT-2 或 Llama 系列）、.gguf 文件或玩具模型 .json 文件</translation>
    </message>
    <message>
        <source>%1: not a model this version can open (a GPT-2 or Llama-family model folder, a .gguf file or a toy .json file)</source>
        <translation>%1：不是此版本能打开的模型（GPT-2 或 Llama 系列模型文件夹、.gguf 文件或玩具模型 .json 文件）</translation>
    </message>
    <message>
        <source>no model called &apos;%1&apos;; built-in models: %2, or give the path of a model folder (GPT-2 or Llama family), a .gguf file or a toy .json file</source>
        <translation>没有名为 &apos;%1&apos; 的模型；内置模型：%2；也可以给出模型文件夹（GPT-2 或 Llama 系列）、.gguf 文件或玩具模型 .json 文件的路径</translation>
    </message>
    <message>
        <source>the prompt is longer than this model&apos;s context of %1 tokens: %2</source>
        <translation>提示词超出了此模型 %1 个 token 的上下文：%2</translation>
    </message>
    <message>
        <source>%1 is empty: give at least one token (or leave it out for the model&apos;s example)</source>
        <translation>%1 为空：请至少给出一个 token（或省略它，以使用模型的示例）</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8: byte %2 at offset %3 does not begin a complete character</source>
        <translation>%1 不是有效的 UTF-8：偏移量 %3 处的字节 %2 不是一个完整字符的开头</translation>
    </message>
    <message>
        <source>the recording budget of %1 MiB is too small for this model: a step of %2 positions needs more than its share of %3 bytes</source>
        <translation>%1 MiB 的记录预算对此模型来说太小：含 %2 个位置的一步所需的内存超过了分给它的 %3 字节</translation>
    </message>
    <message>
        <source>temperature must be 0 (greedy) or a positive number, got %1</source>
        <translation>温度必须为 0（贪心）或正数，实际为 %1</translation>
    </message>
    <message>
        <source>top-k must be 0 (off) or positive, got %1</source>
        <translation>top-k 必须为 0（关闭）或正数，实际为 %1</translation>
    </message>
    <message>
        <source>top-p must be in (0, 1], got %1</source>
        <translation>top-p 必须在 (0, 1] 范围内，实际为 %1</translation>
    </message>
    <message>
        <source>cannot choose a token: the model produced no logits</source>
        <translation>无法选择 token：模型没有产生任何 logits</translation>
    </message>
    <message>
        <source>the text needs more than %1 tokens: %2</source>
        <translation>文本需要超过 %1 个 token：%2</translation>
    </message>
    <message>
        <source>the text has &apos;%1&apos;, for which the tokenizer has no token and no unknown-token</source>
        <translation>文本中有 &apos;%1&apos;，而分词器既没有对应的 token，也没有未知 token</translation>
    </message>
    <message>
        <source>the text has a piece (a word, a run of symbols) of 4 GB or more</source>
        <translation>文本中有一个 4 GB 或更大的片段（一个词或一串符号）</translation>
    </message>
    <message>
        <source>the vocabulary has no token for byte %1 (&apos;%2&apos;); a byte-level BPE needs all 256</source>
        <translation>词表中没有字节 %1（&apos;%2&apos;）的 token；字节级 BPE 需要全部 256 个</translation>
    </message>
    <message>
        <source>the unknown-token %1 is not in the vocabulary</source>
        <translation>未知 token %1 不在词表中</translation>
    </message>
    <message>
        <source>merge %1 uses id %2, outside the vocabulary</source>
        <translation>合并规则 %1 使用的 id %2 超出了词表</translation>
    </message>
    <message>
        <source>tokenizer: special token %1 is not in the vocabulary</source>
        <translation>分词器：特殊 token %1 不在词表中</translation>
    </message>
    <message>
        <source>the model&apos;s template alone adds %1 tokens</source>
        <translation>仅模型的模板就会添加 %1 个 token</translation>
    </message>
    <message>
        <source>its %1 bytes (normalized) need at least %2 tokens, as no token is longer than %3 bytes</source>
        <translation>其 %1 字节（规范化后）至少需要 %2 个 token，因为没有哪个 token 长于 %3 字节</translation>
    </message>
    <message>
        <source>its %1 bytes need at least %2 tokens, as no token is longer than %3 bytes</source>
        <translation>其 %1 字节至少需要 %2 个 token，因为没有哪个 token 长于 %3 字节</translation>
    </message>
    <message>
        <source>its %1 bytes (normalized) need at least %2 tokens, as no token is longer than %3 bytes, and the template adds %4</source>
        <translation>其 %1 字节（规范化后）至少需要 %2 个 token，因为没有哪个 token 长于 %3 字节，而且模板还会添加 %4 个</translation>
    </message>
    <message>
        <source>its %1 bytes need at least %2 tokens, as no token is longer than %3 bytes, and the template adds %4</source>
        <translation>其 %1 字节至少需要 %2 个 token，因为没有哪个 token 长于 %3 字节，而且模板还会添加 %4 个</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8: byte %1 at offset %2 does not begin a complete character</source>
        <translation>文本不是有效的 UTF-8：偏移量 %2 处的字节 %1 不是一个完整字符的开头</translation>
    </message>
    <message>
        <source>its words, numbers and symbols alone need at least %1 tokens</source>
        <translation>仅其中的词、数字和符号就至少需要 %1 个 token</translation>
    </message>
    <message>
        <source>it has more than %1 tokens</source>
        <translation>它超过了 %1 个 token</translation>
    </message>
    <message>
        <source>token id %1 is not in the vocabulary (ids 0–%2)</source>
        <translation>token id %1 不在词表中（id 范围为 0–%2）</translation>
    </message>
    <message>
        <source>template token %1 is not in the vocabulary</source>
        <translation>模板 token %1 不在词表中</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not GPT-2 byte-level text (not a byte-level BPE vocabulary?)</source>
        <translation>&apos;%1&apos; 不是 GPT-2 字节级文本（可能不是字节级 BPE 词表？）</translation>
    </message>
    <message>
        <source>the token is empty</source>
        <translation>token 为空</translation>
    </message>
    <message>
        <source>id %1 is used by both &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>id %1 同时被 &apos;%2&apos; 和 &apos;%3&apos; 使用</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) is not two byte-level tokens</source>
        <translation>%1（&apos;%2 %3&apos;）不是两个字节级 token</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) is not two tokens</source>
        <translation>%1（&apos;%2 %3&apos;）不是两个 token</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) needs &apos;%4&apos;, which is not in the vocabulary</source>
        <translation>%1（&apos;%2 %3&apos;）需要 &apos;%4&apos;，但它不在词表中</translation>
    </message>
    <message>
        <source>%1: the vocabulary has no token for byte %2 (&apos;%3&apos;); a byte-level BPE needs all 256</source>
        <translation>%1：词表中没有字节 %2（&apos;%3&apos;）的 token；字节级 BPE 需要全部 256 个</translation>
    </message>
    <message>
        <source>%1: line %2</source>
        <translation>%1：第 %2 行</translation>
    </message>
    <message>
        <source>%1 (&apos;%2&apos;) must be two tokens separated by one space</source>
        <translation>%1（&apos;%2&apos;）必须是以一个空格分隔的两个 token</translation>
    </message>
    <message>
        <source>the text could not be normalized: %1</source>
        <translation>无法规范化文本：%1</translation>
    </message>
    <message>
        <source>%1: does not compile as a regular expression: %2 (at offset %3)</source>
        <translation>%1：无法编译为正则表达式：%2（位于偏移量 %3）</translation>
    </message>
    <message>
        <source>the text could not be split into tokens (PCRE2 error %1)</source>
        <translation>无法将文本切分为 token（PCRE2 错误 %1）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token of the tokenizer</source>
        <translation>&apos;%1&apos; 不是分词器中的 token</translation>
    </message>
    <message>
        <source>is true, but there is no bos_token</source>
        <translation>为 true，但没有 bos_token</translation>
    </message>
    <message>
        <source>is true, but there is no eos_token</source>
        <translation>为 true，但没有 eos_token</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not supported (KVScope reads %3)</source>
        <translation>%1 &quot;%2&quot; 不受支持（KVScope 可读取 %3）</translation>
    </message>
    <message>
        <source>{&quot;Regex&quot;: …} or {&quot;String&quot;: …}</source>
        <translation>{&quot;Regex&quot;: …} 或 {&quot;String&quot;: …}</translation>
    </message>
    <message>
        <source>the pattern is empty</source>
        <translation>模式为空</translation>
    </message>
    <message>
        <source>&quot;always&quot;, &quot;first&quot; or &quot;never&quot;</source>
        <translation>&quot;always&quot;、&quot;first&quot; 或 &quot;never&quot;</translation>
    </message>
    <message>
        <source>one character</source>
        <translation>单个字符</translation>
    </message>
    <message>
        <source>NFC, NFD, NFKC, NFKD, Replace, Prepend, Strip and Sequence normalizers</source>
        <translation>NFC、NFD、NFKC、NFKD、Replace、Prepend、Strip 和 Sequence 规范化器</translation>
    </message>
    <message>
        <source>Removed, Isolated, MergedWithPrevious, MergedWithNext or Contiguous</source>
        <translation>Removed、Isolated、MergedWithPrevious、MergedWithNext 或 Contiguous</translation>
    </message>
    <message>
        <source>comes after a ByteLevel pre-tokenizer, which KVScope supports only as the last step</source>
        <translation>位于 ByteLevel 预分词器之后，而 KVScope 只支持把 ByteLevel 作为最后一步</translation>
    </message>
    <message>
        <source>Split, ByteLevel, Metaspace, Digits and Sequence pre-tokenizers</source>
        <translation>Split、ByteLevel、Metaspace、Digits 和 Sequence 预分词器</translation>
    </message>
    <message>
        <source>is %1, but the vocabulary is byte-level (the pre-tokenizer has a ByteLevel step); KVScope decodes byte-level vocabularies with ByteLevel only</source>
        <translation>为 %1，但词表是字节级的（预分词器中有 ByteLevel 步骤）；KVScope 只用 ByteLevel 解码字节级词表</translation>
    </message>
    <message>
        <source>is ByteLevel, but the pre-tokenizer has no ByteLevel step; KVScope needs both or neither</source>
        <translation>为 ByteLevel，但预分词器中没有 ByteLevel 步骤；KVScope 要求两者都有或都没有</translation>
    </message>
    <message>
        <source>a Regex pattern in a Replace decoder is not supported (KVScope reads String patterns)</source>
        <translation>不支持 Replace 解码器中的 Regex 模式（KVScope 读取 String 模式）</translation>
    </message>
    <message>
        <source>ByteLevel, Replace, ByteFallback, Fuse, Strip, Metaspace and Sequence decoders</source>
        <translation>ByteLevel、Replace、ByteFallback、Fuse、Strip、Metaspace 和 Sequence 解码器</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the template&apos;s special_tokens</source>
        <translation>&apos;%1&apos; 不在模板的 special_tokens 中</translation>
    </message>
    <message>
        <source>&quot;A&quot; (a single text&apos;s template has only sequence A)</source>
        <translation>&quot;A&quot;（单个文本的模板只有序列 A）</translation>
    </message>
    <message>
        <source>the template has sequence A twice</source>
        <translation>模板中序列 A 出现了两次</translation>
    </message>
    <message>
        <source>{&quot;SpecialToken&quot;: …} or {&quot;Sequence&quot;: …}</source>
        <translation>{&quot;SpecialToken&quot;: …} 或 {&quot;Sequence&quot;: …}</translation>
    </message>
    <message>
        <source>the template has no sequence A (the text)</source>
        <translation>模板中没有序列 A（即文本）</translation>
    </message>
    <message>
        <source>a second TemplateProcessing is not supported</source>
        <translation>不支持第二个 TemplateProcessing</translation>
    </message>
    <message>
        <source>TemplateProcessing, ByteLevel and Sequence post-processors</source>
        <translation>TemplateProcessing、ByteLevel 和 Sequence 后处理器</translation>
    </message>
    <message>
        <source>&quot;BPE&quot; (KVScope reads BPE tokenizers)</source>
        <translation>&quot;BPE&quot;（KVScope 读取 BPE 分词器）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported (KVScope&apos;s BPE has no subword prefixes or suffixes)</source>
        <translation>不支持 &quot;%1&quot;（KVScope 的 BPE 没有子词前缀或后缀）</translation>
    </message>
    <message>
        <source>BPE dropout is not supported (it makes encoding random)</source>
        <translation>不支持 BPE dropout（它会使编码变得随机）</translation>
    </message>
    <message>
        <source>the token is matched after normalizing, which changes it to &apos;%1&apos;; KVScope does not support that</source>
        <translation>该 token 要在规范化之后匹配，而规范化会把它变成 &apos;%1&apos;；KVScope 不支持这种情况</translation>
    </message>
    <message>
        <source>&quot;a b&quot; or [&quot;a&quot;, &quot;b&quot;]</source>
        <translation>&quot;a b&quot; 或 [&quot;a&quot;, &quot;b&quot;]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the vocabulary</source>
        <translation>&apos;%1&apos; 不在词表中</translation>
    </message>
    <message>
        <source>the template&apos;s token %1 is not in the vocabulary</source>
        <translation>模板中的 token %1 不在词表中</translation>
    </message>
    <message>
        <source>a sequence of %1 tokens does not fit this model (1 to %2)</source>
        <translation>%1 个 token 的序列不适合此模型（应为 1 到 %2 个）</translation>
    </message>
    <message>
        <source>token id %1 is not in the vocabulary</source>
        <translation>token id %1 不在词表中</translation>
    </message>
    <message>
        <source>unknown rule &apos;%1&apos; (known: even-positions, last-token, first-token, all-tokens)</source>
        <translation>未知规则 &apos;%1&apos;（可用：even-positions, last-token, first-token, all-tokens）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the tokens</source>
        <translation>&apos;%1&apos; 不在 token 列表中</translation>
    </message>
    <message>
        <source>must be one word without spaces</source>
        <translation>必须是一个不含空格的词</translation>
    </message>
    <message>
        <source>token &apos;%1&apos; appears twice</source>
        <translation>token &apos;%1&apos; 出现了两次</translation>
    </message>
    <message>
        <source>is longer than %1 words</source>
        <translation>超过了 %1 个词</translation>
    </message>
    <message>
        <source>must hold 1 to 16 heads</source>
        <translation>必须包含 1 到 16 个头</translation>
    </message>
    <message>
        <source>must be &quot;mean&quot; (the only combination the toy knows)</source>
        <translation>必须是 &quot;mean&quot;（玩具模型只知道这一种合并方式）</translation>
    </message>
    <message>
        <source>must have %1 rows (one per head), found %2</source>
        <translation>必须有 %1 行（每个头一行），实际为 %2 行</translation>
    </message>
    <message>
        <source>must have %1 numbers (one per vocabulary word), found %2</source>
        <translation>必须有 %1 个数（词表中每个词一个），实际为 %2 个</translation>
    </message>
    <message>
        <source>it has more than %1 words</source>
        <translation>它超过了 %1 个词</translation>
    </message>
    <message>
        <source>unknown word &apos;%1&apos;; this model knows: %2</source>
        <translation>未知词 &apos;%1&apos;；此模型认识的词：%2</translation>
    </message>
    <message>
        <source>the prompt is empty; use words from: %1</source>
        <translation>提示词为空；请使用以下词：%1</translation>
    </message>
    <message>
        <source>head names: %1 given, the model has %2 heads</source>
        <translation>头名称：给出了 %1 个，而模型有 %2 个头</translation>
    </message>
    <message>
        <source>%1: the value %2 does not fit in half precision (f16 holds at most 65504); load it as f32</source>
        <translation>%1：数值 %2 超出半精度范围（f16 最大只能表示 65504）；请以 f32 加载</translation>
    </message>
    <message>
        <source>array of %1 %2</source>
        <translation>含 %1 个 %2 元素的数组</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.token_type[%2] is %3; a token type is a whole number from 0 to 6</source>
        <translation>%1：tokenizer.ggml.token_type[%2] 为 %3；token 类型应为 0 到 6 之间的整数</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <source># KVScope %1

KVScope makes LLM inference visible: the prefill, the decode steps, every head&apos;s attention and the KV cache, counted and charted.

Built with Qt %2, Eigen and oneTBB.

## The application

</source>
        <translation># KVScope %1

KVScope 让 LLM 推理过程清晰可见：预填充、各个解码步、每个注意力头的注意力以及 KV 缓存，全部计数并绘成图表。

基于 Qt %2、Eigen 和 oneTBB 构建。

## 应用程序

</translation>
    </message>
    <message>
        <source>## The built-in models and their training texts

The tiny GPT, the tiny GQA model and the draft were trained from scratch by KVScope&apos;s own recipe (tools/train_tiny_model/) on the texts below; their weights are part of KVScope and ship under its licence, above.

</source>
        <translation>## 内置模型及其训练文本

微型 GPT、微型 GQA 模型和草稿模型均由 KVScope 自己的训练流程（tools/train_tiny_model/）在下列文本上从零训练而成；它们的权重是 KVScope 的一部分，按上文的许可证发布。

</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <source>KVScope user guide</source>
        <translation>KVScope 用户指南</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>KVScope keyboard shortcuts</source>
        <translation>KVScope 键盘快捷键</translation>
    </message>
    <message>
        <source>About KVScope</source>
        <translation>关于 KVScope</translation>
    </message>
    <message>
        <source>%1 leaves a text field; a click on a view gives it the keys. Help › What&apos;s This? (%2) explains any view.</source>
        <translation>按%1键离开文本框；单击某个视图即可让它接收按键。“帮助 › 这是什么？”（%2）可讲解任何视图。</translation>
    </message>
</context>
<context>
    <name>LabSaveButtons</name>
    <message>
        <source>Save chart…</source>
        <translation>保存图表…</translation>
    </message>
    <message>
        <source>Save table…</source>
        <translation>保存表格…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>保存表格</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>From prompt to prediction: prefill, decode and the KV cache</source>
        <translation>从提示词到预测：预填充、解码与 KV 缓存</translation>
    </message>
    <message>
        <source>This lesson follows the article “From Prompt to Prediction: Understanding Prefill, Decode, and the KV Cache in LLMs”, number by number, on its own example: the prompt “Today’s weather is so …”.

It has three parts. The prefill runs the whole prompt through attention in one parallel pass. Decode then adds one token at a time. The KV cache is what makes decode cheap; at the third step we switch it off to see what it saves.

Every step goes through ten stages, from embedding the tokens to appending K and V to the cache. Press S, Space or → for the next stage and ← to go back. The view each stage is about is framed.</source>
        <translation>本课程跟随文章“From Prompt to Prediction: Understanding Prefill, Decode, and the KV Cache in LLMs”（从提示词到预测：理解 LLM 中的预填充、解码与 KV 缓存），逐个数字地重现它自己的例子：提示词“Today’s weather is so …”（今天的天气真……）。

课程分为三部分。预填充在一次并行前向中让整个提示词通过注意力。随后，解码每次添加一个 token。KV 缓存让解码变得廉价；在第三步，我们会把它关掉，看看它省下了什么。

每一步都要经过十个阶段，从嵌入 token 到把 K 和 V 追加到缓存。按 S、空格键或 → 进入下一阶段，按 ← 返回。每个阶段所讲的视图会用边框标出。</translation>
    </message>
    <message>
        <source>Prefill: the whole prompt in one parallel pass</source>
        <translation>预填充：整个提示词一次并行前向完成</translation>
    </message>
    <message>
        <source>During prefill the model processes the entire prompt in a single forward pass. Every token attends to itself and to all the tokens before it, and all four positions are computed at once, as one set of matrix operations. Its result is the first predicted token and a warm KV cache.</source>
        <translation>在预填充阶段，模型在一次前向传播中处理整个提示词。每个 token 都关注自身以及它之前的所有 token，四个位置作为一组矩阵运算同时算出。其结果是第一个预测出的 token，以及一个已经预热的 KV 缓存。</translation>
    </message>
    <message>
        <source>Each token carries the information it brings. In this toy it is a single number, its value: Today 10, weather 20, is 1, so 5. Words like “is” and “so” carry less meaning than “Today” or “weather”, and attention will reflect that. All four prompt tokens enter together.</source>
        <translation>每个 token 都携带它所带来的信息。在这个玩具模型中，这个信息只是一个数，即它的值：Today 10，weather 20，is 1，so 5。像“is”（是）和“so”（真、如此）这样的词，所含的意义不如“Today”（今天）或“weather”（天气），注意力会反映这一点。四个提示词 token 一起进入模型。</translation>
    </message>
    <message>
        <source>Each head turns every token into a query q (what this position is looking for), a key k (what it offers) and a value v (what it hands over). In the prefill that is 4 positions × 4 heads: 16 keys and 16 values, computed in one pass. Here a token’s value is its number.</source>
        <translation>每个头把每个 token 变成一个查询 q（该位置在寻找什么）、一个键 k（它能提供什么）和一个值 v（它交出什么）。在预填充中，这就是 4 个位置 × 4 个头：16 个键和 16 个值，一次前向全部算出。这里 token 的值就是它的数。</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QKᵀ/√dₖ)·V. The scores QKᵀ/√dₖ compare every query with every key: a 4 × 4 matrix per head. Our heads are handcrafted rules rather than learned ones (1: tokens at even positions, 2: the last token, 3: the first token, 4: every token), so a score is 0 where the rule admits a key and −∞ where it does not.</source>
        <translation>Attention(Q, K, V) = softmax(QKᵀ/√dₖ)·V。分数 QKᵀ/√dₖ 把每个查询与每个键进行比较：每个头一个 4 × 4 矩阵。我们的头是手工设计的规则，而不是学出来的（1：偶数位置的 token；2：最后一个 token；3：第一个 token；4：所有 token），因此规则允许某个键时分数为 0，不允许时为 −∞。</translation>
    </message>
    <message>
        <source>Now watch the causal mask. A token may look at itself and at earlier tokens, never at later ones: every score above the diagonal becomes −∞, leaving the lower triangle. This is what allows the prefill to compute all positions in parallel and still get exactly what one-at-a-time processing would give.</source>
        <translation>现在来看因果掩码。一个 token 可以看自身和更早的 token，但绝不能看后面的 token：对角线以上的每个分数都变成 −∞，只留下下三角。正是这一点让预填充能够并行计算所有位置，而结果与逐个处理得到的完全相同。</translation>
    </message>
    <message>
        <source>Softmax turns each row of masked scores into weights that are positive and add up to 1 over the keys a row admits. The row of “so” under head 4 gives each of its four keys 0.25. “Today” under head 1 admits no key at all (position 1 is odd), so that row has no output: the article writes “none”, the views show “—”.</source>
        <translation>Softmax 把掩码后分数的每一行变成权重：权重为正，并且在该行允许的键上加起来等于 1。在头 4 下，“so”这一行给它的四个键各 0.25。在头 1 下，“Today”一个键也不允许（位置 1 是奇数），所以这一行没有输出：文章写作“none”，视图中显示“—”。</translation>
    </message>
    <message>
        <source>Each head’s output is the weighted sum of the values it attends to. For “so”: head 1 averages weather and so, 12.5; head 2 takes so, 5; head 3 takes Today, 10; head 4 averages all four, 9. The context vector [12.5, 5, 10, 9] summarises “Today’s weather is so …”. For “is”, head 4 gives 31/3 ≈ 10.33. The four heads combined (their mean) give 9.125 for “so”.</source>
        <translation>每个头的输出是它所关注的值的加权和。对“so”：头 1 对 weather 和 so 取平均，得 12.5；头 2 取 so，得 5；头 3 取 Today，得 10；头 4 对全部四个取平均，得 9。上下文向量 [12.5, 5, 10, 9] 概括了“Today’s weather is so …”。对“is”，头 4 给出 31/3 ≈ 10.33。四个头合并（取平均）后，“so”得到 9.125。</translation>
    </message>
    <message>
        <source>The context is projected onto the vocabulary. Each column of the projection matrix says how strongly a word goes with each head’s signal, and each word gets one score, its logit: nice 8.55, warm 7.3, delicious 1.4. The article does not give this matrix; it is chosen so that words describing weather win.</source>
        <translation>上下文被投影到词表上。投影矩阵的每一列表示一个词与各个头的信号有多契合，每个词得到一个分数，即它的 logit：nice 8.55，warm 7.3，delicious 1.4。文章没有给出这个矩阵；这里这样选取它，是为了让描述天气的词胜出。</translation>
    </message>
    <message>
        <source>A softmax over the logits gives probabilities: nice 0.777, warm 0.223, delicious 0.00061. A human would expect an adjective describing the weather after “so”, and the model agrees.</source>
        <translation>对 logits 做 softmax 得到概率：nice 0.777，warm 0.223，delicious 0.00061。人会期待“so”后面跟一个描述天气的形容词，模型也这么认为。</translation>
    </message>
    <message>
        <source>Greedy decoding picks the most likely token: “nice”. This is the first token of the response. Its delay, the time to first token, is mostly the prefill, which is why processing the prompt in parallel matters.</source>
        <translation>贪心解码选出最可能的 token：“nice”（好）。这是回复的第一个 token。它的延迟，即首 token 时间，主要来自预填充，这就是并行处理提示词如此重要的原因。</translation>
    </message>
    <message>
        <source>The keys and values of all four prompt positions are kept in the KV cache: 16 K/V vectors, 256 bytes here. Prefill warms up the cache; decode will read it and add to it.</source>
        <translation>全部四个提示词位置的键和值都保存在 KV 缓存中：16 个 K/V 向量，这里共 256 字节。预填充预热了缓存；解码将读取它并向其中追加。</translation>
    </message>
    <message>
        <source>Decode: one new token, one new attention row</source>
        <translation>解码：一个新 token，一行新的注意力</translation>
    </message>
    <message>
        <source>The model now continues from “Today’s weather is so nice …”. The first four tokens are unchanged, so their attention would come out exactly as before. Decode computes attention only for the new token at position 5: a single new attention row per head.</source>
        <translation>模型现在从“Today’s weather is so nice …”继续。前四个 token 没有变化，所以它们的注意力会与之前完全相同。解码只为位置 5 上的新 token 计算注意力：每个头只有一行新的注意力。</translation>
    </message>
    <message>
        <source>Only the new token enters the model: “nice”, at position 5. Its value, 8, is not in the article; the example file chooses it. The four prompt tokens are not processed again.</source>
        <translation>只有新 token 进入模型：位置 5 上的“nice”。它的值 8 并不来自文章，而是由示例文件选定。四个提示词 token 不会再被处理。</translation>
    </message>
    <message>
        <source>K and V are computed for position 5 only: 4 vectors, one per head. The 16 of positions 1–4 are read from the cache, where the prefill left them.</source>
        <translation>只为位置 5 计算 K 和 V：4 个向量，每个头一个。位置 1–4 的 16 个向量从缓存中读取，它们是预填充留在那里的。</translation>
    </message>
    <message>
        <source>The query of “nice” is compared with all five keys: one row of 5 scores per head, instead of a 5 × 5 matrix.</source>
        <translation>“nice”的查询与全部五个键进行比较：每个头一行 5 个分数，而不是一个 5 × 5 矩阵。</translation>
    </message>
    <message>
        <source>The mask grows by one row. The newest token comes last, so it may see every key, including itself: nothing in this row is masked by causality. Only the heads’ rules exclude keys.</source>
        <translation>掩码增加一行。最新的 token 排在最后，所以它可以看到每个键，包括它自己：因果掩码不会遮蔽这一行中的任何分数。只有各个头的规则会排除键。</translation>
    </message>
    <message>
        <source>The new rows of weights: head 1 gives 0.5 to weather and 0.5 to so (positions 2 and 4), head 2 gives 1 to nice, head 3 gives 1 to Today, head 4 gives 0.2 to each of the five tokens.</source>
        <translation>新的权重行：头 1 给 weather 0.5、给 so 0.5（位置 2 和 4），头 2 给 nice 1，头 3 给 Today 1，头 4 给五个 token 各 0.2。</translation>
    </message>
    <message>
        <source>The new context vector is [12.5, 8, 10, 8.8]: head 4 now averages five values, (10 + 20 + 1 + 5 + 8) / 5 = 8.8. The heads combined give 9.825.</source>
        <translation>新的上下文向量是 [12.5, 8, 10, 8.8]：头 4 现在对五个值取平均，(10 + 20 + 1 + 5 + 8) / 5 = 8.8。各头合并后得到 9.825。</translation>
    </message>
    <message>
        <source>Projected onto the vocabulary: nice 9.11, warm 7.86, delicious 1.68.</source>
        <translation>投影到词表上：nice 9.11，warm 7.86，delicious 1.68。</translation>
    </message>
    <message>
        <source>Probabilities: nice 0.777, warm 0.223, delicious 0.000461. Decode must go one token at a time like this, because the next token does not exist until this one is chosen.</source>
        <translation>概率：nice 0.777，warm 0.223，delicious 0.000461。解码只能像这样一次一个 token 地进行，因为在当前 token 选定之前，下一个 token 还不存在。</translation>
    </message>
    <message>
        <source>Greedy decoding picks “nice” again. Four fixed rules do not know that a sentence should move on; a trained model would.</source>
        <translation>贪心解码再次选出“nice”。四条固定规则不知道句子应该往下发展；训练过的模型会知道。</translation>
    </message>
    <message>
        <source>K and V of position 5 are appended to the cache, which now holds 5 positions, 320 bytes. This step computed 4 K/V vectors; without the cache it would have computed 20 (see the Work view).</source>
        <translation>位置 5 的 K 和 V 被追加到缓存，缓存现在保存 5 个位置，共 320 字节。本步计算了 4 个 K/V 向量；如果没有缓存，就要计算 20 个（见计算量视图）。</translation>
    </message>
    <message>
        <source>The same step without the cache</source>
        <translation>同一步，不用缓存</translation>
    </message>
    <message>
        <source>For this step the KV cache is switched off. Without it nothing is kept between steps, so the model recomputes the keys and values of the whole sequence: six positions, to produce one new token. Watch the KV cache view flash as every row is computed again.</source>
        <translation>这一步关闭了 KV 缓存。没有缓存，步与步之间什么都不保留，所以模型要重新计算整个序列的键和值：为了产生一个新 token，要算六个位置。请注意 KV 缓存视图：每一行被重新计算时都会闪烁。</translation>
    </message>
    <message>
        <source>Without the cache, all six tokens, “Today weather is so nice nice”, go through the model again, not just the new one.</source>
        <translation>没有缓存时，全部六个 token“Today weather is so nice nice”都要再次经过模型，而不只是新的那个。</translation>
    </message>
    <message>
        <source>K and V are recomputed for every position: 6 positions × 4 heads = 24 vectors, where the cache would have needed 4. The 20 others are exactly the numbers computed in the earlier steps.</source>
        <translation>每个位置的 K 和 V 都被重新计算：6 个位置 × 4 个头 = 24 个向量，而有缓存时只需 4 个。其余 20 个正是前面各步已经算过的数。</translation>
    </message>
    <message>
        <source>Every query row is recomputed against every key. The earlier rows come out exactly as before, which is the waste: only the last row is new.</source>
        <translation>每个查询行都要与每个键重新计算。前面的行结果与之前完全相同，这正是浪费所在：只有最后一行是新的。</translation>
    </message>
    <message>
        <source>The full 6 × 6 causal triangle is applied again, row by row: each earlier position still sees only itself and the tokens before it.</source>
        <translation>完整的 6 × 6 因果三角再次逐行应用：每个较早的位置仍然只能看到自身和它之前的 token。</translation>
    </message>
    <message>
        <source>The newest row: head 1 now gives a third each to weather, so and the new “nice” at position 6 (the even positions), and head 4 gives 1/6 to each of the six tokens.</source>
        <translation>最新的一行：头 1 现在给 weather、so 和位置 6 上新的“nice”（偶数位置）各三分之一，头 4 给六个 token 各 1/6。</translation>
    </message>
    <message>
        <source>The new token’s context is [11, 8, 10, 8.667]: head 1 averages 20, 5 and 8 = 11. These are the very numbers the cache would have given: the KV cache does not change what the model computes.</source>
        <translation>新 token 的上下文是 [11, 8, 10, 8.667]：头 1 对 20、5 和 8 取平均，得 11。这些正是有缓存时会得到的数：KV 缓存不会改变模型计算的结果。</translation>
    </message>
    <message>
        <source>nice 8.633, warm 7.533, delicious 1.667: identical with or without the cache.</source>
        <translation>nice 8.633，warm 7.533，delicious 1.667：有没有缓存都完全相同。</translation>
    </message>
    <message>
        <source>nice 0.75, warm 0.25, delicious 0.000707.</source>
        <translation>nice 0.75，warm 0.25，delicious 0.000707。</translation>
    </message>
    <message>
        <source>“nice” again. Recomputing changed nothing but the amount of work.</source>
        <translation>又是“nice”。重新计算除了计算量之外什么都没有改变。</translation>
    </message>
    <message>
        <source>With the cache off nothing is kept: the next step will have to compute everything again. This step computed 24 K/V vectors and 252 multiply-adds; with the cache it would have been 4 and 72. Without a cache, the total work over n decode steps grows like n².</source>
        <translation>缓存关闭时什么都不保留：下一步又得把一切重新计算一遍。本步计算了 24 个 K/V 向量和 252 次乘加；有缓存时只需 4 个和 72 次。没有缓存时，n 个解码步的总计算量按 n² 增长。</translation>
    </message>
    <message>
        <source>KV cache: make decode efficient</source>
        <translation>KV 缓存：让解码更高效</translation>
    </message>
    <message>
        <source>The cache is back on. With it, each token’s K and V are computed once and kept, separately for each head; a decode step computes only the query, key and value of the new token and attends to the cached keys and values. Unlike most caches, nothing in it is ever replaced: every new token appends a row.</source>
        <translation>缓存重新打开。有了它，每个 token 的 K 和 V 只计算一次并保存下来，每个头各自保存；一个解码步只计算新 token 的查询、键和值，并对缓存中的键和值做注意力。与大多数缓存不同，它的内容从不被替换：每个新 token 都追加一行。</translation>
    </message>
    <message>
        <source>Only the new token enters: “nice” at position 7.</source>
        <translation>只有新 token 进入：位置 7 上的“nice”。</translation>
    </message>
    <message>
        <source>The cache is switched back on. The step before kept nothing, so the cache is first filled again from the sequence (a catch-up that the Work view leaves out). Then the step does what decode always does: it computes 4 K/V vectors, the new token’s key and value for each head, and reads the others from the cache.</source>
        <translation>缓存重新打开。上一步什么都没保留，所以先要根据序列重新填满缓存（计算量视图不计这次补算）。然后这一步做解码一贯做的事：计算 4 个 K/V 向量，即每个头上新 token 的键和值，其余的从缓存读取。</translation>
    </message>
    <message>
        <source>One new row of 7 scores per head: the new query against the seven keys.</source>
        <translation>每个头新增一行 7 个分数：新的查询对七个键。</translation>
    </message>
    <message>
        <source>One more row of the causal triangle. The newest token sees everything before it.</source>
        <translation>因果三角又多了一行。最新的 token 能看到它之前的一切。</translation>
    </message>
    <message>
        <source>Head 1 gives a third each to weather, so and the “nice” at position 6; head 4 gives 1/7 to each token.</source>
        <translation>头 1 给 weather、so 和位置 6 上的“nice”各三分之一；头 4 给每个 token 各 1/7。</translation>
    </message>
    <message>
        <source>The context vector is [11, 8, 10, 8.571], with head 4 averaging seven values.</source>
        <translation>上下文向量是 [11, 8, 10, 8.571]，其中头 4 对七个值取平均。</translation>
    </message>
    <message>
        <source>nice 8.614, warm 7.514, delicious 1.657.</source>
        <translation>nice 8.614，warm 7.514，delicious 1.657。</translation>
    </message>
    <message>
        <source>nice 0.75, warm 0.25, delicious 0.000714.</source>
        <translation>nice 0.75，warm 0.25，delicious 0.000714。</translation>
    </message>
    <message>
        <source>Position 7’s K and V are appended: the cache holds 7 positions, 448 bytes. That is the whole story: prefill processes the prompt in parallel and warms up the cache; decode generates one token at a time and appends to it. Faster prefill means a sooner first token, faster decode a faster rest of the response.</source>
        <translation>位置 7 的 K 和 V 被追加：缓存保存 7 个位置，共 448 字节。这就是全部内容：预填充并行处理提示词并预热缓存；解码一次生成一个 token 并向缓存追加。预填充越快，首个 token 来得越早；解码越快，回复的其余部分来得越快。</translation>
    </message>
    <message>
        <source>Greedy decoding picks “nice”. With it the prompt and the four generated tokens read “Today weather is so nice nice nice nice”.</source>
        <translation>贪心解码选出“nice”。加上它，提示词和生成的四个 token 读作“Today weather is so nice nice nice nice”。</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>previous-token head</source>
        <translation>前一 token 头</translation>
    </message>
    <message>
        <source>first-token head</source>
        <translation>首 token 头</translation>
    </message>
    <message>
        <source>even positions</source>
        <translation>偶数位置</translation>
    </message>
    <message>
        <source>last token</source>
        <translation>最后一个 token</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>第一个 token</translation>
    </message>
    <message>
        <source>all tokens</source>
        <translation>所有 token</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Embed the tokens</source>
        <translation>嵌入 token</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>查询、键和值</translation>
    </message>
    <message>
        <source>Scores QKᵀ/√d</source>
        <translation>分数 QKᵀ/√d</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>因果掩码</translation>
    </message>
    <message>
        <source>Softmax: attention weights</source>
        <translation>Softmax：注意力权重</translation>
    </message>
    <message>
        <source>Weighted sum of V: the context</source>
        <translation>V 的加权和：上下文</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Choose the next token</source>
        <translation>选择下一个 token</translation>
    </message>
    <message>
        <source>Append K and V to the cache</source>
        <translation>将 K 和 V 追加到缓存</translation>
    </message>
    <message>
        <source>This model keeps its weights as plain numbers (f32 or f16). Open a GGUF file (File › Open model file…) to see how quantized weights are stored.</source>
        <translation>此模型以普通数值（f32 或 f16）保存权重。打开一个 GGUF 文件（文件 › 打开模型文件…）即可查看量化权重是如何存储的。</translation>
    </message>
    <message>
        <source>%1 %2 (%3 % of the weights)</source>
        <translation>%1 %2（占权重的 %3 %）</translation>
    </message>
    <message>
        <source>%1 weights in %2: %3 bits per weight — %4</source>
        <translation>%1 个权重，共 %2：每个权重 %3 位 — %4</translation>
    </message>
    <message>
        <source>%1 holds no quantized tensors: every weight is a plain number.</source>
        <translation>%1 不含量化张量：每个权重都是普通数值。</translation>
    </message>
    <message>
        <source>No GGUF file is open.</source>
        <translation>未打开 GGUF 文件。</translation>
    </message>
    <message>
        <source>%1 is not a quantized tensor of this file.</source>
        <translation>%1 不是此文件中的量化张量。</translation>
    </message>
    <message>
        <source>%1 has rows 0–%2 and blocks 0–%3 in a row.</source>
        <translation>%1 的行号为 0–%2，每行的块号为 0–%3。</translation>
    </message>
    <message>
        <source>the output folder %1 does not exist (create it first)</source>
        <translation>输出文件夹 %1 不存在（请先创建）</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>the output folder %1 cannot be written (%2)</source>
        <translation>无法写入输出文件夹 %1（%2）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>step %1 (prefill)</source>
        <translation>第 %1 步（预填充）</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1 · %2 · token “%3”</source>
        <translation>%1 · %2 · token“%3”</translation>
    </message>
    <message>
        <source>--format needs a list such as png,svg,csv,json</source>
        <translation>--format 需要一个列表，例如 png,svg,csv,json</translation>
    </message>
    <message>
        <source>unknown format “%1” (known: png, svg, csv, json)</source>
        <translation>未知格式“%1”（可用：png, svg, csv, json）</translation>
    </message>
    <message>
        <source>bad scale “%1” (use 1, 2 or 3)</source>
        <translation>无效的缩放倍数“%1”（请用 1、2 或 3）</translation>
    </message>
    <message>
        <source>unknown theme “%1” (use light or dark)</source>
        <translation>未知主题“%1”（请用 light 或 dark）</translation>
    </message>
    <message>
        <source>cannot write %1: the view has no size to draw</source>
        <translation>无法写入 %1：视图没有可绘制的尺寸</translation>
    </message>
    <message>
        <source>PNG encoding failed (%1)</source>
        <translation>PNG 编码失败（%1）</translation>
    </message>
    <message>
        <source>Exported from KVScope</source>
        <translation>由 KVScope 导出</translation>
    </message>
    <message>
        <source>the SVG could not be started</source>
        <translation>无法开始生成 SVG</translation>
    </message>
    <message>
        <source>KVScope lesson handout · page %1</source>
        <translation>KVScope 课程讲义 · 第 %1 页</translation>
    </message>
    <message>
        <source>cannot write %1: the handout has no page</source>
        <translation>无法写入 %1：讲义没有任何页面</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The lesson is over&lt;/h3&gt;&lt;p&gt;“%1” ends at step %2. Close the lesson (File › Close lesson) to step on freely.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;课程结束&lt;/h3&gt;&lt;p&gt;“%1”在第 %2 步结束。关闭课程（文件 › 关闭课程）即可自由地继续单步执行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Before the prefill</source>
        <translation>预填充之前</translation>
    </message>
    <message>
        <source>After the lesson (step %1)</source>
        <translation>课程之后（第 %1 步）</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · stage %4 of %5</source>
        <translation>步骤 %1/%2 · %3 · 阶段 %4/%5</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>(not recorded for this layer; being recomputed)</source>
        <translation>（此层未记录；正在重新计算）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1:&lt;/b&gt; the %2 query heads share %3 KV %4: query heads 1–%5 read the K and V of KV head 1, and so on. The cache keeps %6 per token, %7× less than the %8 one KV head per query head would need.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1：&lt;/b&gt;%2 个查询头共享 %3 个 KV %4：查询头 1–%5 读取 KV 头 1 的 K 和 V，依此类推。缓存每个 token 保存 %6，比每个查询头各配一个 KV 头时所需的 %8 小 %7×。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>头</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;RoPE:&lt;/b&gt; q and k are then rotated by their position — no position vector is added. Dimensions i and i + %1 of a head form a pair, turned by position × θ&lt;sup&gt;−2i/%2&lt;/sup&gt; (θ = %3%4). At position %5 (index %6) the fastest pair turns %7 rad (%8°), the slowest %9 rad. The cache holds the rotated keys, and q·k depends only on how far apart the two positions are.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;RoPE：&lt;/b&gt;随后 q 和 k 按各自的位置旋转——不再加位置向量。一个头的第 i 维与第 i + %1 维组成一对，转角 = 位置 × θ&lt;sup&gt;−2i/%2&lt;/sup&gt;（θ = %3%4）。在位置 %5（索引 %6），转得最快的一对转过 %7 rad（%8°），最慢的一对转过 %9 rad。缓存中保存的是旋转后的键，而 q·k 只取决于两个位置相距多远。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, stretched by %1 scaling</source>
        <translation>，经 %1 缩放拉伸</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ready&lt;/h3&gt;&lt;p&gt;The prompt &lt;b&gt;%1&lt;/b&gt; is waiting. &lt;b&gt;Prefill&lt;/b&gt; runs all of its tokens through the model in one parallel pass: every position attends to itself and the positions before it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;就绪&lt;/h3&gt;&lt;p&gt;提示词 &lt;b&gt;%1&lt;/b&gt; 正在等待。&lt;b&gt;预填充&lt;/b&gt;在一次并行前向中让它的所有 token 通过模型：每个位置都关注自身及其之前的位置。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>all %1 prompt positions at once</source>
        <translation>同时送入全部 %1 个提示词位置</translation>
    </message>
    <message>
        <source>only the new position %1 (“%2”)</source>
        <translation>只送入新位置 %1（“%2”）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each token becomes a vector the model can compute with. This step feeds %1.&lt;/p&gt;&lt;p&gt;Shape: %2 × d.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个 token 都变成一个模型可以计算的向量。本步%1。&lt;/p&gt;&lt;p&gt;形状：%2 × d。%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source> In the toy every token carries one number, its value: Today 10, weather 20, is 1, so 5.</source>
        <translation>在玩具模型中，每个 token 只携带一个数，即它的值：Today 10，weather 20，is 1，so 5。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head projects the vectors to a query &lt;i&gt;q&lt;/i&gt; (what this position looks for), a key &lt;i&gt;k&lt;/i&gt; (what it offers) and a value &lt;i&gt;v&lt;/i&gt; (what it hands over). K and V are computed for %1 rows × %2.&lt;/p&gt;%3%4%5</source>
        <translation>&lt;p&gt;每个头把向量投影为查询 &lt;i&gt;q&lt;/i&gt;（该位置在寻找什么）、键 &lt;i&gt;k&lt;/i&gt;（它能提供什么）和值 &lt;i&gt;v&lt;/i&gt;（它交出什么）。K 和 V 的计算量：%1 行 × %2。&lt;/p&gt;%3%4%5</translation>
    </message>
    <message>
        <source>%1 KV heads</source>
        <translation>%1 个 KV 头</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 个头</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache off:&lt;/b&gt; K and V of every earlier position are computed again, although they have not changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;缓存关闭：&lt;/b&gt;每个较早位置的 K 和 V 都被重新计算，尽管它们并没有变化。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache on:&lt;/b&gt; earlier positions&apos; K and V are read from the cache, not recomputed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;缓存开启：&lt;/b&gt;较早位置的 K 和 V 从缓存读取，不再重新计算。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;score = q · k / √d&lt;sub&gt;k&lt;/sub&gt; for every query row against every key: a %1 × %2 matrix per head (d&lt;sub&gt;k&lt;/sub&gt; = %3).&lt;/p&gt;%4</source>
        <translation>&lt;p&gt;对每个查询行和每个键计算：分数 = q · k / √d&lt;sub&gt;k&lt;/sub&gt;；每个头得到一个 %1 × %2 矩阵（d&lt;sub&gt;k&lt;/sub&gt; = %3）。&lt;/p&gt;%4</translation>
    </message>
    <message>
        <source>&lt;p&gt;The toy&apos;s heads are rules: the score is 0 where the query matches the key and −∞ where the rule excludes it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;玩具模型的头是规则：查询与键匹配处分数为 0，规则排除处为 −∞。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The causal mask sets the score of every key after the query to −∞, so no position sees the future. Position %1 may look at keys 1…%1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;因果掩码把查询之后每个键的分数设为 −∞，因此没有位置能看到未来。位置 %1 可以查看键 1…%1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;weights = softmax(masked scores): positive, summing to 1 over the keys a row admits; −∞ becomes 0.&lt;/p&gt;&lt;p&gt;Row of position %1, head 1: %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;权重 = softmax(掩码后的分数)：均为正，且在该行允许的键上求和为 1；−∞ 变为 0。&lt;/p&gt;&lt;p&gt;位置 %1 的行，头 1：%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未记录）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head&apos;s output is the weighted sum of the values it attends to: o = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;j&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Position %1 (“%2”): %3&lt;/p&gt;&lt;p&gt;A head that admits no key has no output (—); the combination averages the heads that have one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个头的输出是它所关注的值的加权和：o = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;j&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;。&lt;/p&gt;&lt;p&gt;位置 %1（“%2”）：%3&lt;/p&gt;&lt;p&gt;不允许任何键的头没有输出（—）；合并结果是对有输出的头取平均。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The last position&apos;s context %1 is projected to one logit per vocabulary token: logits = context · W.&lt;/p&gt;&lt;p&gt;Top: %2 %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;最后一个位置的上下文 %1 被投影为词表中每个 token 的一个 logit：logits = 上下文 · W。&lt;/p&gt;&lt;p&gt;最高：%2 %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;p = softmax(logits / T). With T = %1, “%2” has p = %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p = softmax(logits / T)。当 T = %1 时，“%2”的 p = %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The next token is &lt;b&gt;%1&lt;/b&gt; (%2). The next decode step feeds it back in as position %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;下一个 token 是 &lt;b&gt;%1&lt;/b&gt;（%2）。下一个解码步会把它作为位置 %3 重新送入模型。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>forced by you</source>
        <translation>由你强制指定</translation>
    </message>
    <message>
        <source>&lt;p&gt;K and V of %1 new position(s) join the cache, which now holds %2 positions (%3). The next step computes one new row and reads the rest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 个新位置的 K 和 V 加入缓存，缓存现在保存 %2 个位置（%3）。下一步只计算一个新行，其余的从缓存读取。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the cache off nothing is kept: the next step will compute K and V of all %1 positions again — %2 K/V vectors instead of %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;缓存关闭时什么都不保留：下一步将重新计算全部 %1 个位置的 K 和 V——共 %2 个 K/V 向量，而不是 %3 个。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>Decode step %1</source>
        <translation>解码步 %1</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>masked score</source>
        <translation>掩码后分数</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Head %1 · KV head %2</source>
        <translation>头 %1 · KV 头 %2</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>MQA</source>
        <translation>MQA</translation>
    </message>
    <message>
        <source>GQA</source>
        <translation>GQA</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>heads %1–%2</source>
        <translation>头 %1–%2</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>每个 token %1</translation>
    </message>
    <message>
        <source>%1 query heads share 1 KV head</source>
        <translation>%1 个查询头共享 1 个 KV 头</translation>
    </message>
    <message>
        <source>%1 query heads share %2 KV heads</source>
        <translation>%1 个查询头共享 %2 个 KV 头</translation>
    </message>
    <message>
        <source>%1 — %2: %3, %4× smaller than one KV head per query head (%5)</source>
        <translation>%1 — %2：%3，比每个查询头各配一个 KV 头（%5）小 %4×</translation>
    </message>
    <message>
        <source>%1: %2× smaller cache — %3 per token, %4 with one KV head per query head</source>
        <translation>%1：缓存小 %2× — 每个 token %3，每个查询头各配一个 KV 头时为 %4</translation>
    </message>
    <message>
        <source>Recomputing this layer…</source>
        <translation>正在重新计算此层…</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>贪心</translation>
    </message>
    <message>
        <source>temperature %1</source>
        <translation>温度 %1</translation>
    </message>
    <message>
        <source>, top-k %1</source>
        <translation>，top-k %1</translation>
    </message>
    <message>
        <source>, top-p %1</source>
        <translation>，top-p %1</translation>
    </message>
    <message>
        <source>, seed %1</source>
        <translation>，随机种子 %1</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 signed bytes</source>
        <translation>一个 f16 缩放因子 d 和 32 个有符号字节</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 four-bit integers, each stored as q + 8</source>
        <translation>一个 f16 缩放因子 d 和 32 个四位整数，每个存储为 q + 8</translation>
    </message>
    <message>
        <source>an f16 scale d, an f16 minimum m and 32 four-bit integers</source>
        <translation>一个 f16 缩放因子 d、一个 f16 最小值 m 和 32 个四位整数</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 five-bit integers, each stored as q + 16</source>
        <translation>一个 f16 缩放因子 d 和 32 个五位整数，每个存储为 q + 16</translation>
    </message>
    <message>
        <source>an f16 scale d, an f16 minimum m and 32 five-bit integers</source>
        <translation>一个 f16 缩放因子 d、一个 f16 最小值 m 和 32 个五位整数</translation>
    </message>
    <message>
        <source>8 sub-blocks of 32 four-bit integers, each sub-block with a 6-bit scale sc and a 6-bit minimum m, which two f16 numbers turn into floats (d = %1, dmin = %2)</source>
        <translation>8 个子块，每个含 32 个四位整数，每个子块有一个 6 位缩放因子 sc 和一个 6 位最小值 m，由两个 f16 数转换为浮点数（d = %1，dmin = %2）</translation>
    </message>
    <message>
        <source>8 sub-blocks of 32 five-bit integers, each sub-block with a 6-bit scale sc and a 6-bit minimum m, which two f16 numbers turn into floats (d = %1, dmin = %2)</source>
        <translation>8 个子块，每个含 32 个五位整数，每个子块有一个 6 位缩放因子 sc 和一个 6 位最小值 m，由两个 f16 数转换为浮点数（d = %1，dmin = %2）</translation>
    </message>
    <message>
        <source>16 sub-blocks of 16 six-bit integers (stored as q + 32), each sub-block with a signed 8-bit scale sc, and one f16 number d = %1</source>
        <translation>16 个子块，每个含 16 个六位整数（存储为 q + 32），每个子块有一个有符号的 8 位缩放因子 sc，另有一个 f16 数 d = %1</translation>
    </message>
    <message>
        <source>A %1 block stores %2 weights in %3 bytes, %4 bits each: %5; %6.</source>
        <translation>一个 %1 块用 %3 字节存储 %2 个权重，每个 %4 位：%5；%6。</translation>
    </message>
    <message>
        <source>Its first weight is stored as %1 in sub-block %2 and stands for %3: the quantizer rounds to the nearest step, so the weight it came from was within about ±%4 of that (half a step of %5).</source>
        <translation>它的第一个权重存储为 %1，位于子块 %2，代表 %3：量化器舍入到最近的步长，因此原来的权重与之相差约 ±%4 以内（步长 %5 的一半）。</translation>
    </message>
    <message>
        <source>Its first weight is stored as %1 and stands for %2: the quantizer rounds to the nearest step, so the weight it came from was within about ±%3 of that (half a step of %4).</source>
        <translation>它的第一个权重存储为 %1，代表 %2：量化器舍入到最近的步长，因此原来的权重与之相差约 ±%3 以内（步长 %4 的一半）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;K and V of %1 new position(s) join the cache, bounded to a window of %2 positions%3: it keeps %4 of the %5 (%6) and evicts the rest — no later query sees them again. Evicted keys are red in the heatmaps.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 个新位置的 K 和 V 进入缓存；缓存限定为 %2 个位置的窗口%3：它保留 %5 个中的 %4 个（%6），其余被逐出——之后的查询再也看不到它们。被逐出的键在热力图中显示为红色。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, the first kept as an attention sink</source>
        <translation>，第一个作为注意力汇点保留</translation>
    </message>
    <message>
        <source>, the first %1 kept as attention sinks</source>
        <translation>，前 %1 个作为注意力汇点保留</translation>
    </message>
    <message>
        <source>weight − the exact cache&apos;s</source>
        <translation>权重 − 精确缓存的权重</translation>
    </message>
    <message>
        <source> — in each layer and head the newest %1 and the %2 older ones that have received the most attention so far (heavy hitters), so heads keep different positions</source>
        <translation>——每层每个头保留最新的 %1 个位置，以及到目前为止获得注意力最多的 %2 个较旧位置（重要 token，heavy hitter），因此各个头保留的位置不同</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Press S, %1 or → for the first stage of the prefill.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;按 S、%1或 → 进入预填充的第一个阶段。&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>H%1 · KV%2</source>
        <extracomment>Short head titles of a narrow heatmap panel: H = query head, KV = the KV head it reads</extracomment>
        <translation>头%1 · KV%2</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>头%1</translation>
    </message>
    <message>
        <source>KV%1 · H%2–%3</source>
        <extracomment>The query heads sharing one KV head, in the attention view&apos;s head selector: KV = the KV head, H = query heads (the letters of the short head titles)</extracomment>
        <translation>KV%1 · 头%2–%3</translation>
    </message>
</context>
<context>
    <name>StepComparison</name>
    <message>
        <source>read from the cache</source>
        <translation>从缓存读取</translation>
    </message>
    <message>
        <source>computed now</source>
        <translation>本步计算</translation>
    </message>
    <message>
        <source>computed again (same values)</source>
        <translation>重新计算（数值相同）</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
</context>
<context>
    <name>ViewHelp</name>
    <message>
        <source>&lt;b&gt;Attention heatmaps&lt;/b&gt;&lt;p&gt;One small heatmap per head of the selected layer: a row per query position, a column per key. Each cell is how much the query attends to the key (after softmax), or the raw score q·k/√d (choose above). The upper triangle is blocked by the causal mask; the newest row is outlined. Hover a cell for its number; click a head to enlarge it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;注意力热力图&lt;/b&gt;&lt;p&gt;所选层的每个头各有一张小热力图：每行是一个查询位置，每列是一个键。每个单元格表示该查询对该键的关注程度（softmax 之后），或原始分数 q·k/√d（在上方选择）。上三角被因果掩码屏蔽；最新的一行带有边框。鼠标悬停在单元格上可查看其数值；点击某个头可将其放大。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tokens&lt;/b&gt;&lt;p&gt;The sequence: prompt tokens, then the generated ones, with their positions. The dashed box is the token the current step predicts. Click a token to make it the query everywhere.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Token&lt;/b&gt;&lt;p&gt;整个序列：先是提示词 token，然后是生成的 token，并标出各自的位置。虚线框是当前步要预测的 token。点击某个 token，即可在所有视图中把它设为查询。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Causal mask&lt;/b&gt;&lt;p&gt;Which key each query may see: a position sees itself and the positions before it. The prefill fills the lower triangle at once; each decode step adds one row. Cells a rule excludes (the toy&apos;s heads) are told apart from cells the mask blocks.&lt;/p&gt;</source>
        <translation>&lt;b&gt;因果掩码&lt;/b&gt;&lt;p&gt;每个查询可以看到哪些键：一个位置能看到自身及其之前的位置。预填充一次填满下三角；每个解码步增加一行。被规则排除的单元格（玩具模型的头）与被掩码屏蔽的单元格用不同方式显示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Context vectors&lt;/b&gt;&lt;p&gt;For the selected query: each head&apos;s weighted sum of the value vectors (its output), and the heads combined. A strip shows a vector&apos;s values as colours; hover for numbers.&lt;/p&gt;</source>
        <translation>&lt;b&gt;上下文向量&lt;/b&gt;&lt;p&gt;针对所选查询：每个头对值向量的加权和（即该头的输出），以及各头合并的结果。色条用颜色表示向量中的数值；鼠标悬停可查看具体数字。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Logits &amp;amp; probabilities&lt;/b&gt;&lt;p&gt;The most likely next tokens: their logits and, at the temperature set above the chart, their probabilities. The chosen token is highlighted. Click a bar to force that token instead: the timeline forks there.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Logits 与概率&lt;/b&gt;&lt;p&gt;最可能的下一个 token：它们的 logits，以及在图表上方所设温度下的概率。被选中的 token 会高亮显示。点击某个柱条可强制改选该 token：时间线会在此处分叉。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;KV cache&lt;/b&gt;&lt;p&gt;One row per cached position: the key and value vectors every layer keeps (numbers for the toy, colour strips for real models), one K/V pair per KV head — with grouped-query attention each pair is read by several query heads, named in the header. New rows slide in; with the cache off every row flashes as it is recomputed. The bytes held are above the table.&lt;/p&gt;</source>
        <translation>&lt;b&gt;KV 缓存&lt;/b&gt;&lt;p&gt;每个缓存位置一行：每一层保存的键向量和值向量（玩具模型显示数字，真实模型显示色条），每个 KV 头一对 K/V——在分组查询注意力 (GQA) 中，每一对由多个查询头读取，表头中标出了这些头。新行会滑入；缓存关闭时，每一行在重新计算时都会闪烁。表格上方显示缓存占用的字节数。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Work: with vs without the cache&lt;/b&gt;&lt;p&gt;What the steps cost, counted exactly: K/V vectors computed, multiply-adds, cache bytes. The left chart sums the steps with the cache (linear) and without it (quadratic); the right one shows each step. Both are known whichever mode runs.&lt;/p&gt;</source>
        <translation>&lt;b&gt;计算量：有缓存 vs 无缓存&lt;/b&gt;&lt;p&gt;各步的开销，精确计数：计算的 K/V 向量数、乘加次数、缓存字节数。左图累计有缓存（线性增长）和无缓存（平方增长）时各步的开销；右图显示每一步。无论以哪种模式运行，两者都是已知的。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Explain&lt;/b&gt;&lt;p&gt;What the current step or stage does, in plain words, with the formula and the actual shapes and numbers. Press S to walk a step stage by stage.&lt;/p&gt;</source>
        <translation>&lt;b&gt;讲解&lt;/b&gt;&lt;p&gt;用浅显的话说明当前步或当前阶段做了什么，并给出公式以及实际的形状和数值。按 S 可逐个阶段地走完一步。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt;&lt;p&gt;Every layer × head of the model at once, as thumbnails of the selected query&apos;s attention. Click one to select its layer and head; double-click to enlarge it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;模型&lt;/b&gt;&lt;p&gt;同时显示模型中每一层的每一个头（层 × 头），每个都是所选查询注意力的缩略图。单击某个缩略图可选中其层和头；双击可将其放大。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attention lines&lt;/b&gt;&lt;p&gt;The selected head&apos;s attention from the last query, drawn as lines from the query to every key, thicker where the weight is larger.&lt;/p&gt;</source>
        <translation>&lt;b&gt;注意力连线&lt;/b&gt;&lt;p&gt;所选头中最后一个查询的注意力，画成从该查询到每个键的连线，权重越大线越粗。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cache on vs off&lt;/b&gt;&lt;p&gt;The current step as it ran, beside the same step replayed the other way: the same logits, and the work each way.&lt;/p&gt;</source>
        <translation>&lt;b&gt;缓存开 vs 关&lt;/b&gt;&lt;p&gt;当前步的实际运行结果，与以另一种方式重放的同一步并排显示：logits 相同，以及两种方式各自的计算量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Controls&lt;/b&gt;&lt;p&gt;The model, the prompt (or a ready example), the KV cache switch and how the next token is chosen: greedy, or sampled with a temperature, top-k, top-p and a seed.&lt;/p&gt;</source>
        <translation>&lt;b&gt;控制&lt;/b&gt;&lt;p&gt;模型、提示词（或现成的示例）、KV 缓存开关，以及下一个 token 的选择方式：贪心，或按温度、top-k、top-p 和随机种子采样。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>WorkView</name>
    <message>
        <source>K/V vectors computed</source>
        <translation>计算的 K/V 向量</translation>
    </message>
    <message>
        <source>Multiply-adds</source>
        <translation>乘加</translation>
    </message>
    <message>
        <source>KV bytes read</source>
        <translation>读取的 KV 字节</translation>
    </message>
    <message>
        <source>No steps yet</source>
        <translation>尚无步骤</translation>
    </message>
    <message>
        <source>After %1 step: %2 with the cache, %3 without — %4× the work without it</source>
        <translation>%1 步之后：有缓存 %2，无缓存 %3 — 无缓存时的计算量是有缓存时的 %4×</translation>
    </message>
    <message>
        <source>After %1 steps: %2 with the cache, %3 without — %4× the work without it</source>
        <translation>%1 步之后：有缓存 %2，无缓存 %3 — 无缓存时的计算量是有缓存时的 %4×</translation>
    </message>
</context>
<context>
    <name>kvscope::ui</name>
    <message>
        <source>MHA: %1 heads of %2, %3 layers</source>
        <translation>MHA：%1 个头，每个 %2 维，%3 层</translation>
    </message>
    <message>
        <source>GQA: %1 query heads share %2 KV heads of %3, %4 layers</source>
        <translation>GQA：%1 个查询头共享 %2 个 KV 头（每个 %3 维），%4 层</translation>
    </message>
    <message>
        <source>MQA: %1 query heads share 1 KV head of %2, %3 layers</source>
        <translation>MQA：%1 个查询头共享 1 个 KV 头（%2 维），%3 层</translation>
    </message>
    <message>
        <source>MLA: one latent of %1 per layer, %2 layers</source>
        <translation>MLA：每层一个 %1 维的潜变量，%2 层</translation>
    </message>
    <message>
        <source>the loaded model</source>
        <translation>已加载的模型</translation>
    </message>
    <message>
        <source>%1 layers · %2 latent · %3 bytes = %4 per token</source>
        <translation>%1 层 · %2 维潜变量 · %3 字节 = 每 token %4</translation>
    </message>
    <message>
        <source>2 · %1 layers · %2 KV heads · %3 · %4 bytes = %5 per token</source>
        <translation>2 · %1 层 · %2 个 KV 头 · %3 · %4 字节 = 每 token %5</translation>
    </message>
    <message>
        <source>as shipped (%1)</source>
        <translation>原样（%1）</translation>
    </message>
    <message>
        <source>MHA (%1 KV heads)</source>
        <translation>MHA（%1 个 KV 头）</translation>
    </message>
    <message>
        <source>MQA (1 KV head)</source>
        <translation>MQA（1 个 KV 头）</translation>
    </message>
    <message>
        <source>%1 cache</source>
        <translation>%1 缓存</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>按通道</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>按 token</translation>
    </message>
    <message>
        <source>MQA: KV heads mean-pooled %1 → 1</source>
        <translation>MQA：KV 头平均合并 %1 → 1</translation>
    </message>
    <message>
        <source>GQA: KV heads mean-pooled %1 → %2</source>
        <translation>GQA：KV 头平均合并 %1 → %2</translation>
    </message>
    <message>
        <source>MQA</source>
        <translation>MQA</translation>
    </message>
    <message>
        <source>GQA %1</source>
        <translation>GQA %1</translation>
    </message>
    <message>
        <source>window of %1 with %2 sinks</source>
        <translation>%1 个位置的窗口，含 %2 个汇点</translation>
    </message>
    <message>
        <source>window of %1</source>
        <translation>%1 个位置的窗口</translation>
    </message>
    <message>
        <source>window + %1 sinks</source>
        <translation>窗口 + %1 个汇点</translation>
    </message>
    <message>
        <source>window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>int%1, keys %2, values %3 (groups of %4)</source>
        <translation>int%1，键%2，值%3（每组 %4 个）</translation>
    </message>
    <message>
        <source>int%1 keys %2</source>
        <translation>int%1 键%2</translation>
    </message>
    <message>
        <source>ch</source>
        <translation>按通道</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>按 token</translation>
    </message>
    <message>
        <source>f32 (exact)</source>
        <translation>f32（精确）</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>window of %1 with %2 heavy hitters</source>
        <translation>%1 个位置的窗口，含 %2 个重要 token</translation>
    </message>
    <message>
        <source>window + %1 heavy</source>
        <translation>窗口 + %1 个重要 token</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::AcceptanceChart</name>
    <message>
        <source>Acceptance and speed-up against k</source>
        <translation>接受率与加速比随 k 的变化</translation>
    </message>
    <message>
        <source>k %1: %2 % accepted, %3× measured</source>
        <translation>k %1：接受 %2 %，实测 %3×</translation>
    </message>
    <message>
        <source>Against k: %1 tokens, %2 drafting for %3</source>
        <translation>随 k 变化：%1 个 token，%2 为 %3 起草</translation>
    </message>
    <message>
        <source>Against k</source>
        <translation>随 k 变化</translation>
    </message>
    <message>
        <source>Measure to chart, for k = 1 … 8, how many drafted tokens the target accepts and how much faster than plain decoding it runs.</source>
        <translation>开始测量后，这里将绘出 k = 1 … 8 时目标模型接受了多少草稿 token，以及比普通解码快多少。</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>接受率</translation>
    </message>
    <message>
        <source>speed-up, measured</source>
        <translation>加速比（实测）</translation>
    </message>
    <message>
        <source>predicted, bound by weight reads</source>
        <translation>预测值（受权重读取限制）</translation>
    </message>
    <message>
        <source>above: target passes per generated token (plain decoding: 1)</source>
        <translation>上方：每个生成的 token 所需的目标模型前向次数（普通解码：1）</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::AttentionView</name>
    <message>
        <source>Weights (after softmax)</source>
        <translation>权重（softmax 之后）</translation>
    </message>
    <message>
        <source>Scores before the mask</source>
        <translation>掩码前的分数</translation>
    </message>
    <message>
        <source>Scores after the mask</source>
        <translation>掩码后的分数</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Print each weight or score inside its cell whenever they all fit</source>
        <translation>只要放得下，就在每个单元格内显示权重或分数</translation>
    </message>
    <message>
        <source>Layer %1</source>
        <translation>层 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recomputing layer %1 for the steps shown…&lt;/b&gt; </source>
        <translation>&lt;b&gt;正在为显示的各步重新计算层 %1…&lt;/b&gt; </translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>score (per head)</source>
        <translation>分数（每个头）</translation>
    </message>
    <message>
        <source>&lt;small&gt;%1Rows: queries · columns: keys · outlined: this step&apos;s rows · light grey: blocked by the causal mask · grey: excluded (score −∞)%2&lt;/small&gt;</source>
        <translation>&lt;small&gt;%1行：查询 · 列：键 · 带框：本步的行 · 浅灰：被因果掩码阻挡 · 灰：被排除（分数 −∞）%2&lt;/small&gt;</translation>
    </message>
    <message>
        <source> · red: evicted from the cache window</source>
        <translation> · 红：已从缓存窗口逐出</translation>
    </message>
    <message>
        <source>Difference from the exact cache</source>
        <translation>与精确缓存的差</translation>
    </message>
    <message>
        <source>This cache&apos;s weights minus those the exact f32 cache gives on the same tokens</source>
        <translation>此缓存的权重减去精确 f32 缓存在相同 token 上给出的权重</translation>
    </message>
    <message>
        <source>&lt;small&gt;&lt;b&gt;Computing the exact cache&apos;s attention for this step…&lt;/b&gt; %1&lt;/small&gt;</source>
        <translation>&lt;small&gt;&lt;b&gt;正在计算本步精确缓存的注意力…&lt;/b&gt; %1&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;small&gt;%1Rows: queries · columns: keys · this cache&apos;s weight minus the exact f32 cache&apos;s on the same tokens: orange where it attends more, blue where less&lt;/small&gt;</source>
        <translation>&lt;small&gt;%1行：查询 · 列：键 · 此缓存的权重减去精确 f32 缓存在相同 token 上的权重：橙色表示关注更多，蓝色表示更少&lt;/small&gt;</translation>
    </message>
    <message>
        <source>weight − exact</source>
        <translation>权重 − 精确</translation>
    </message>
    <message>
        <source>Show every head, or only the query heads that share one KV head, larger</source>
        <translation>显示所有头，或只放大显示共享同一个 KV 头的查询头</translation>
    </message>
    <message>
        <source>All %1 heads</source>
        <translation>全部 %1 个头</translation>
    </message>
    <message>
        <source>KV head %1 · %2</source>
        <translation>KV 头 %1 · %2</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>全部头</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::BlockGrid</name>
    <message>
        <source>Quantized block</source>
        <translation>量化块</translation>
    </message>
    <message>
        <source>Every weight of the block: its colour is the float it stands for, its label the integer stored</source>
        <translation>块中的每个权重：颜色表示它所代表的浮点数，标签是存储的整数</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::CacheRows</name>
    <message>
        <source>Target&apos;s KV cache</source>
        <translation>目标模型的 KV 缓存</translation>
    </message>
    <message>
        <source>Draft&apos;s KV cache</source>
        <translation>草稿模型的 KV 缓存</translation>
    </message>
    <message>
        <source>%1 rows · wrote %2 · rolled back %3</source>
        <translation>%1 行 · 写入 %2 · 回滚 %3</translation>
    </message>
    <message>
        <source>… %1 earlier rows</source>
        <translation>… 更早的 %1 行</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ContextModel</name>
    <message>
        <source>Head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>Head %1 · %2</source>
        <translation>头 %1 · %2</translation>
    </message>
    <message>
        <source>Combined</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 个值</translation>
    </message>
    <message>
        <source>no output: this head admits no key here</source>
        <translation>无输出：此头在这里不允许任何键</translation>
    </message>
    <message>
        <source>%1 values (blue &lt; 0 &lt; orange)</source>
        <translation>%1 个值（蓝 &lt; 0 &lt; 橙）</translation>
    </message>
    <message>
        <source>values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>d%1</source>
        <translation>d%1</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ContextView</name>
    <message>
        <source>Context vectors of the selected query</source>
        <translation>所选查询的上下文向量</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>尚无步骤</translation>
    </message>
    <message>
        <source>Context for position %1 “%2”: recomputing layer %3 for this step…</source>
        <translation>位置 %1“%2”的上下文：正在为本步重新计算层 %3…</translation>
    </message>
    <message>
        <source>Context for position %1 “%2”: each head&apos;s weighted sum of V</source>
        <translation>位置 %1“%2”的上下文：每个头对 V 的加权和</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ControlsPanel</name>
    <message>
        <source>Example prompts</source>
        <translation>示例提示词</translation>
    </message>
    <message>
        <source>Ready prompts for a class: pick one to run its prefill</source>
        <translation>课堂用的现成提示词：选择一个即可运行其预填充</translation>
    </message>
    <message>
        <source>KV cache on</source>
        <translation>启用 KV 缓存</translation>
    </message>
    <message>
        <source>Greedy (always the most likely)</source>
        <translation>贪心（总选最可能的）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>&lt;small&gt;Words this model knows: %1&lt;/small&gt;</source>
        <translation>&lt;small&gt;此模型认识的词：%1&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Choose a ready prompt…</source>
        <translation>选择现成的提示词…</translation>
    </message>
    <message>
        <source>Prompt, then %1 to prefill</source>
        <translation>输入提示词，然后按%1键进行预填充</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::CumulativeWorkChart</name>
    <message>
        <source>with KV cache</source>
        <translation>有 KV 缓存</translation>
    </message>
    <message>
        <source>without cache</source>
        <translation>无缓存</translation>
    </message>
    <message>
        <source>step (0 = prefill)</source>
        <translation>步（0 = 预填充）</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::DataExportDialog</name>
    <message>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>JSON (kvscope-trace/1, one file)</source>
        <translation>JSON（kvscope-trace/1，单个文件）</translation>
    </message>
    <message>
        <source>CSV (one file per table, into a folder)</source>
        <translation>CSV（每个表一个文件，存入文件夹）</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>当前步</translation>
    </message>
    <message>
        <source>The whole timeline</source>
        <translation>整个时间线</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ExportController</name>
    <message>
        <source>bad scale %1 (use 1, 2 or 3)</source>
        <translation>无效的缩放倍数 %1（请用 1、2 或 3）</translation>
    </message>
    <message>
        <source>the %1 view has no size to draw</source>
        <translation>%1 视图没有可绘制的尺寸</translation>
    </message>
    <message>
        <source>nothing to export yet: run the prefill first</source>
        <translation>尚无可导出的内容：请先运行预填充</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Exported %1 files</source>
        <translation>已导出 %1 个文件</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard (%2×%3)</source>
        <translation>已将 %1 复制到剪贴板（%2×%3）</translation>
    </message>
    <message>
        <source>window screenshot</source>
        <translation>窗口截图</translation>
    </message>
    <message>
        <source>Export window screenshot</source>
        <translation>导出窗口截图</translation>
    </message>
    <message>
        <source>Folder for the CSV tables</source>
        <translation>存放 CSV 表格的文件夹</translation>
    </message>
    <message>
        <source>Export data as JSON</source>
        <translation>将数据导出为 JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <source>Copy view image</source>
        <translation>复制视图图像</translation>
    </message>
    <message>
        <source>Export window screenshot…</source>
        <translation>导出窗口截图…</translation>
    </message>
    <message>
        <source>Export data (JSON / CSV)…</source>
        <translation>导出数据（JSON / CSV）…</translation>
    </message>
    <message>
        <source>Export %1…</source>
        <translation>导出 %1…</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>复制图像</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HandoutRun</name>
    <message>
        <source>layer %1 of step %2 could not be recomputed</source>
        <translation>无法重新计算第 %2 步的第 %1 层</translation>
    </message>
    <message>
        <source>prefill · cache on · tokens: %1 · next token: %2</source>
        <translation>预填充 · 缓存开启 · token：%1 · 下一个 token：%2</translation>
    </message>
    <message>
        <source>prefill · cache off · tokens: %1 · next token: %2</source>
        <translation>预填充 · 缓存关闭 · token：%1 · 下一个 token：%2</translation>
    </message>
    <message>
        <source>decode · cache on · tokens: %1 · next token: %2</source>
        <translation>解码 · 缓存开启 · token：%1 · 下一个 token：%2</translation>
    </message>
    <message>
        <source>decode · cache off · tokens: %1 · next token: %2</source>
        <translation>解码 · 缓存关闭 · token：%1 · 下一个 token：%2</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HeatStripDelegate</name>
    <message>
        <source>%1 · %2[%3] = %4
%5 values, colour scale ±%6</source>
        <translation>%1 · %2[%3] = %4
共 %5 个值，色标范围 ±%6</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HeatmapWidget</name>
    <message>
        <source>Attention heatmap: %1</source>
        <translation>注意力热力图：%1</translation>
    </message>
    <message>
        <source>blocked by the causal mask (a future token)</source>
        <translation>被因果掩码屏蔽（未来的 token）</translation>
    </message>
    <message>
        <source>excluded: score −∞, weight 0</source>
        <translation>已排除：分数 −∞，权重 0</translation>
    </message>
    <message>
        <source>not kept by this step&apos;s record: being recomputed</source>
        <translation>本步的记录未保留此项：正在重新计算</translation>
    </message>
    <message>
        <source>%1
query %2 “%3” → key %4 “%5”
%6</source>
        <translation>%1
查询 %2“%3” → 键 %4“%5”
%6</translation>
    </message>
    <message>
        <source>evicted from the cache window before this query: weight 0</source>
        <translation>在此查询之前已从缓存窗口逐出：权重 0</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ImageExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG (vector: text stays text)</source>
        <translation>SVG（矢量：文字保持为文字）</translation>
    </message>
    <message>
        <source>Current theme</source>
        <translation>当前主题</translation>
    </message>
    <message>
        <source>Light (for print)</source>
        <translation>浅色（适合打印）</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>As on screen</source>
        <translation>与屏幕相同</translation>
    </message>
    <message>
        <source>Slide 16:9 (1920×1080)</source>
        <translation>幻灯片 16:9（1920×1080）</translation>
    </message>
    <message>
        <source>Caption: model · step · token</source>
        <translation>说明文字：模型 · 步 · token</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheMenu</name>
    <message>
        <source>KV cache elements</source>
        <translation>KV 缓存元素</translation>
    </message>
    <message>
        <source>f32 (exact)</source>
        <translation>f32（精确）</translation>
    </message>
    <message>
        <source>K and V kept as the model computed them</source>
        <translation>K 和 V 按模型计算的原值保存</translation>
    </message>
    <message>
        <source>f16 (half the bytes)</source>
        <translation>f16（字节数减半）</translation>
    </message>
    <message>
        <source>Half the memory and half the bytes each decode step reads; each element rounded to 11 significant bits, and the model reads the rounded values</source>
        <translation>内存减半，每个解码步读取的字节数也减半；每个元素舍入到 11 位有效位，模型读取的是舍入后的值</translation>
    </message>
    <message>
        <source>bf16 (half the bytes, float&apos;s range)</source>
        <translation>bf16（字节数减半，保留 float 的范围）</translation>
    </message>
    <message>
        <source>Half the memory and bytes; each element rounded to 8 significant bits, with float&apos;s whole range</source>
        <translation>内存和字节数减半；每个元素舍入到 8 位有效位，保留 float 的完整范围</translation>
    </message>
    <message>
        <source>int8, keys per-channel (KIVI)</source>
        <translation>int8，键按通道量化（KIVI）</translation>
    </message>
    <message>
        <source>The KV cache lab: older rows stored as 8-bit integers with a scale and minimum per group — keys per channel over a group of positions, values per position — and the model reads them back</source>
        <translation>KV 缓存实验室：较早的行以 8 位整数存储，每组一个缩放因子和最小值——键按通道、跨一组位置分组，值按位置分组——模型读取的是还原后的值</translation>
    </message>
    <message>
        <source>int4, keys per-channel (KIVI)</source>
        <translation>int4，键按通道量化（KIVI）</translation>
    </message>
    <message>
        <source>The KV cache lab: 4-bit integers, grouped as KIVI does: an eighth of f32&apos;s bytes plus the scales</source>
        <translation>KV 缓存实验室：4 位整数，按 KIVI 的方式分组：f32 字节数的八分之一，外加缩放因子</translation>
    </message>
    <message>
        <source>int4, keys per-token</source>
        <translation>int4，键按 token 量化</translation>
    </message>
    <message>
        <source>The KV cache lab: 4-bit keys grouped along each position instead, the layout KIVI avoids: a key&apos;s few large channels then set the scale of its whole group</source>
        <translation>KV 缓存实验室：4 位的键改为沿每个位置分组，这正是 KIVI 避免的布局：键中少数数值很大的通道会决定整组的缩放因子</translation>
    </message>
    <message>
        <source>Quantization groups…</source>
        <translation>量化分组…</translation>
    </message>
    <message>
        <source>How many elements share a scale, and how many of the newest positions stay in f32</source>
        <translation>多少个元素共享一个缩放因子，以及最新的多少个位置保持 f32</translation>
    </message>
    <message>
        <source>Quantization groups</source>
        <translation>量化分组</translation>
    </message>
    <message>
        <source>For the int8 and int4 caches: keys per-channel share a scale over this many positions (so they wait until the group is complete), values per-token over this many channels.</source>
        <translation>对于 int8 和 int4 缓存：按通道量化的键在这么多个位置上共享一个缩放因子（因此要等该组填满才量化），按 token 量化的值在这么多个通道上共享。</translation>
    </message>
    <message>
        <source>Elements per group</source>
        <translation>每组元素数</translation>
    </message>
    <message>
        <source>Newest positions kept in f32</source>
        <translation>保持 f32 的最新位置数</translation>
    </message>
    <message>
        <source>Bounded to a window…</source>
        <translation>限定为窗口…</translation>
    </message>
    <message>
        <source>The KV cache lab: keep only the newest positions (and, as attention sinks, the first few); each query no longer sees the evicted keys</source>
        <translation>KV 缓存实验室：只保留最新的位置（以及作为注意力汇点的最初几个）；查询不再看到被逐出的键</translation>
    </message>
    <message>
        <source>Bounded to a window of %1…</source>
        <translation>限定为 %1 个位置的窗口…</translation>
    </message>
    <message>
        <source>KV cache window</source>
        <translation>KV 缓存窗口</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Positions kept</source>
        <translation>保留的位置数</translation>
    </message>
    <message>
        <source>Attention sinks (first positions kept)</source>
        <translation>注意力汇点（保留的最初位置）</translation>
    </message>
    <message>
        <source>A window of %1 keeps at most %2 sinks: the newest position is always kept.</source>
        <translation>%1 个位置的窗口最多保留 %2 个汇点：最新的位置总是保留。</translation>
    </message>
    <message>
        <source>Keep at most this many positions per layer and head: once the text is longer, the oldest are evicted and no query sees them again. Attention sinks are the first positions, never evicted (StreamingLLM): many heads rest their attention on the first token. Heavy hitters (H2O) instead keep, per layer and head, the older positions that have received the most attention so far, and the newest for the rest of the window. A quantized cache is not bounded: choosing a window returns an int8/int4 cache to f32.</source>
        <translation>每层每个头最多保留这么多位置：文本更长时，最旧的位置被逐出，之后的查询再也看不到它们。注意力汇点是最初的几个位置，永不逐出（StreamingLLM）：许多头把注意力放在第一个 token 上。重要 token（heavy hitter，H2O）则是每层每个头保留到目前为止获得注意力最多的较旧位置，窗口的其余部分留给最新的位置。量化缓存不能限定窗口：选择窗口会把 int8/int4 缓存恢复为 f32。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Heavy hitters (kept for their attention)</source>
        <translation>重要 token（因获得的注意力而保留）</translation>
    </message>
    <message>
        <source>Keep either attention sinks or heavy hitters, not both.</source>
        <translation>注意力汇点和重要 token 只能选其一。</translation>
    </message>
    <message>
        <source>A window of %1 keeps at most %2 heavy hitters: the newest position is always kept.</source>
        <translation>%1 个位置的窗口最多保留 %2 个重要 token：最新的位置总是保留。</translation>
    </message>
    <message>
        <source>Pooled KV heads</source>
        <translation>平均合并的 KV 头</translation>
    </message>
    <message>
        <source>As trained (%1 KV heads)</source>
        <translation>训练时的结构（%1 个 KV 头）</translation>
    </message>
    <message>
        <source>Every query head reads the K/V head it was trained with</source>
        <translation>每个查询头读取它训练时所用的 K/V 头</translation>
    </message>
    <message>
        <source>1 KV head (MQA)</source>
        <translation>1 个 KV 头（MQA）</translation>
    </message>
    <message>
        <source>%1 KV heads (GQA)</source>
        <translation>%1 个 KV 头（GQA）</translation>
    </message>
    <message>
        <source>The KV cache lab: each group of %1 heads shares one K/V head, the mean of theirs (the GQA paper&apos;s conversion, no retraining): %2 of the cache; each step is compared with the model as trained</source>
        <translation>KV 缓存实验室：每组 %1 个头共享一个 K/V 头，即这些头的平均值（GQA 论文中的转换方法，无需重新训练）：缓存为原来的 %2；每一步都与训练时的模型比较</translation>
    </message>
    <message>
        <source>1/%1</source>
        <translation>1/%1</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheModel</name>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Keys of head %1</source>
        <translation>头 %1 的键</translation>
    </message>
    <message>
        <source>Values of head %1</source>
        <translation>头 %1 的值</translation>
    </message>
    <message>
        <source>Keys of KV head %1, read by query heads %2–%3</source>
        <translation>KV 头 %1 的键，由查询头 %2–%3 读取</translation>
    </message>
    <message>
        <source>Values of KV head %1, read by query heads %2–%3</source>
        <translation>KV 头 %1 的值，由查询头 %2–%3 读取</translation>
    </message>
    <message>
        <source>K%1</source>
        <translation>K%1</translation>
    </message>
    <message>
        <source>V%1</source>
        <translation>V%1</translation>
    </message>
    <message>
        <source>h%1–%2</source>
        <translation>h%1–%2</translation>
    </message>
    <message>
        <source>Kept in f32: %1 (the newest positions, or keys whose group of %2 positions is not complete)</source>
        <translation>以 f32 保留：%1（最新的位置，或所在的 %2 个位置的分组尚未填满的键）</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Stored as int%1, %2 (groups of %3): code × scale + minimum = read (computed, error)</source>
        <translation>以 int%1 存储，%2（每组 %3 个）：整数码 × 缩放因子 + 最小值 = 读取值（计算值，误差）</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>按通道</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>按 token</translation>
    </message>
    <message>
        <source>… %1 values in all</source>
        <translation>… 共 %1 个值</translation>
    </message>
    <message>
        <source>Largest error: %1 (value %2)</source>
        <translation>最大误差：%1（第 %2 个值）</translation>
    </message>
    <message>
        <source>Evicted: the cache keeps a window of %1 positions%2, and no later query sees this one</source>
        <translation>已逐出：缓存保留 %1 个位置的窗口%2，之后的查询都看不到这个位置</translation>
    </message>
    <message>
        <source> (the first %1 kept as attention sinks)</source>
        <translation>（前 %1 个作为注意力汇点保留）</translation>
    </message>
    <message>
        <source>Evicted by every head: each keeps the newest %1 positions and the %2 older ones that received the most attention, and no later query sees this one</source>
        <translation>已被所有头逐出：每个头保留最新的 %1 个位置和获得注意力最多的 %2 个较旧位置，之后的查询都看不到这个位置</translation>
    </message>
    <message>
        <source>Evicted from this head&apos;s cache: of the older positions it keeps the %1 that received the most attention, and this one had received less</source>
        <translation>已从这个头的缓存中逐出：在较旧的位置中，它保留获得注意力最多的 %1 个，而这个位置获得的较少</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheView</name>
    <message>
        <source>KV cache rows</source>
        <translation>KV 缓存行</translation>
    </message>
    <message>
        <source>The cache is empty</source>
        <translation>缓存为空</translation>
    </message>
    <message>
        <source>Cache holds %1 positions · %2 · this step appended %3</source>
        <translation>缓存保存 %1 个位置 · %2 · 本步追加 %3 个</translation>
    </message>
    <message>
        <source>Cache off: all %1 positions recomputed this step (%2 written, nothing kept)</source>
        <translation>缓存关闭：本步重新计算了全部 %1 个位置（写入 %2，未保留任何内容）</translation>
    </message>
    <message>
        <source> · stored as %1 (rounded)</source>
        <translation> · 以 %1 存储（已舍入）</translation>
    </message>
    <message>
        <source> · int%1: keys of %2, values of %3 of %4 positions read as integers</source>
        <translation> · int%1：%4 个位置中，%2 个位置的键、%3 个位置的值以整数读取</translation>
    </message>
    <message>
        <source>Cache holds %1 of %2 positions (a window of %3%4; the rest evicted) · %5 · this step appended %6</source>
        <translation>缓存保留 %2 个位置中的 %1 个（%3 个位置的窗口%4；其余已逐出）· %5 · 本步追加了 %6 个</translation>
    </message>
    <message>
        <source> with 1 sink</source>
        <translation>，含 1 个汇点</translation>
    </message>
    <message>
        <source> with %1 sinks</source>
        <translation>，含 %1 个汇点</translation>
    </message>
    <message>
        <source> with %1 heavy hitters per head</source>
        <translation>，每个头含 %1 个重要 token</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvMemoryChart</name>
    <message>
        <source>KV cache size over the context length</source>
        <translation>KV 缓存大小随上下文长度的变化</translation>
    </message>
    <message>
        <source>%1: %2 per token, larger than the weights from %3 tokens</source>
        <translation>%1：每 token %2，从 %3 个 token 起大于权重</translation>
    </message>
    <message>
        <source>KV cache over the context</source>
        <translation>KV 缓存随上下文的变化</translation>
    </message>
    <message>
        <source>KV cache of %1 over the context, batch of %2</source>
        <translation>%1 的 KV 缓存随上下文的变化，批大小 %2</translation>
    </message>
    <message>
        <source>context (tokens per sequence)</source>
        <translation>上下文（每个序列的 token 数）</translation>
    </message>
    <message>
        <source>weights: %1 (%2)</source>
        <translation>权重：%1（%2）</translation>
    </message>
    <message>
        <source>the cache outgrows the weights at %1 tokens</source>
        <translation>缓存在 %1 个 token 处超过权重</translation>
    </message>
    <message>
        <source>%1 · %2 per token</source>
        <translation>%1 · 每 token %2</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvMemoryWindow</name>
    <message>
        <source>KV memory — KVScope</source>
        <translation>KV 内存 — KVScope</translation>
    </message>
    <message>
        <source>KV memory</source>
        <translation>KV 内存</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>How K and V are stored: f16/bf16 as serving systems keep them, f32 as KVScope&apos;s exact cache, int8/int4 quantized (group scales left out, as calculators do)</source>
        <translation>K 和 V 的存储方式：f16/bf16 如推理服务系统所用，f32 如 KVScope 的精确缓存，int8/int4 为量化（与常见计算器一样不计组缩放）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>How the weights are stored: f16/bf16 as checkpoints ship, int8/int4 quantized</source>
        <translation>权重的存储方式：f16/bf16 如检查点发布时，int8/int4 为量化</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>The chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>将图表保存为 PNG 图片或 SVG 矢量图，用于幻灯片</translation>
    </message>
    <message>
        <source>The table as CSV</source>
        <translation>将表格保存为 CSV</translation>
    </message>
    <message>
        <source>KV cache sizes compared</source>
        <translation>KV 缓存大小对比</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;KV memory.&lt;/b&gt; Every token a model has read keeps one K and one V vector per layer and KV head: 2 · layers · KV heads · head size · bytes per element. Grouped-query attention (GQA) shares each KV head among several query heads, multi-query attention (MQA) keeps one, MLA one compressed latent per layer; a quantized cache stores fewer bits. The chart shows where, as the context grows, the cache becomes larger than the model itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;KV 内存。&lt;/b&gt;模型读过的每个 token，在每层每个 KV 头都保留一个 K 向量和一个 V 向量：2 · 层数 · KV 头数 · 头维度 · 每元素字节数。分组查询注意力（GQA）让多个查询头共享一个 KV 头，多查询注意力（MQA）只保留一个，MLA 每层保留一个压缩的潜变量；量化缓存用更少的比特存储。图表显示随着上下文增长，缓存从哪里开始比模型本身还大。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (loaded)</source>
        <translation>%1（已加载）</translation>
    </message>
    <message>
        <source>Choose a model with weights: the toy has none to compare its cache with.</source>
        <translation>请选择有权重的模型：玩具模型没有可与其缓存比较的权重。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2. One token adds &lt;b&gt;%3&lt;/b&gt; to the cache; %4 tokens × %5 %6 hold &lt;b&gt;%7&lt;/b&gt;, against &lt;b&gt;%8&lt;/b&gt; of weights (%9 parameters in %10). The cache outgrows the weights at &lt;b&gt;%11 tokens&lt;/b&gt; per sequence.&lt;br&gt;&lt;small&gt;Source: %12&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2。每个 token 向缓存添加 &lt;b&gt;%3&lt;/b&gt;；%4 个 token × %5 %6 占用 &lt;b&gt;%7&lt;/b&gt;，而权重为 &lt;b&gt;%8&lt;/b&gt;（%9 个参数，%10）。每个序列在 &lt;b&gt;%11 个 token&lt;/b&gt;处缓存超过权重。&lt;br&gt;&lt;small&gt;来源：%12&lt;/small&gt;</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>个序列</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>个序列</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>元素</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>每 token 字节数</translation>
    </message>
    <message>
        <source>cache at %1 × %2</source>
        <translation>%1 × %2 时的缓存</translation>
    </message>
    <message>
        <source>larger than the weights from</source>
        <translation>从此起大于权重</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceChart</name>
    <message>
        <source>Quality against KV cache bytes</source>
        <translation>质量与 KV 缓存字节数</translation>
    </message>
    <message>
        <source>%1: %2 of the bytes, KL %3, perplexity %4, top-1 %5 %</source>
        <translation>%1：字节数的 %2，KL %3，困惑度 %4，top-1 %5 %</translation>
    </message>
    <message>
        <source>KL from the exact cache (nats, log scale; lower is better)</source>
        <translation>与精确缓存的 KL 散度（nats，对数刻度；越低越好）</translation>
    </message>
    <message>
        <source>perplexity (lower is better)</source>
        <translation>困惑度（越低越好）</translation>
    </message>
    <message>
        <source>top-1 agreement with the exact cache (higher is better)</source>
        <translation>与精确缓存的 top-1 一致率（越高越好）</translation>
    </message>
    <message>
        <source>Quality against cache bytes</source>
        <translation>质量与缓存字节数</translation>
    </message>
    <message>
        <source>Quality against cache bytes: %1 reading %2 tokens of %3</source>
        <translation>质量与缓存字节数：%1 读取 %3 的 %2 个 token</translation>
    </message>
    <message>
        <source>Measure to chart what each KV cache setting keeps of the exact model&apos;s predictions, against the bytes it holds.</source>
        <translation>点击“测量”，图表将显示每种 KV 缓存设置保留了精确模型多少预测，并与其占用的字节数对照。</translation>
    </message>
    <message>
        <source>KV cache bytes, as a share of the exact f32 cache&apos;s (%1 after %2 positions)</source>
        <translation>KV 缓存字节数，占精确 f32 缓存的比例（%2 个位置后为 %1）</translation>
    </message>
    <message>
        <source>f16 / bf16</source>
        <translation>f16 / bf16</translation>
    </message>
    <message>
        <source>integers (KIVI)</source>
        <translation>整数（KIVI）</translation>
    </message>
    <message>
        <source>bounded window</source>
        <translation>限定窗口</translation>
    </message>
    <message>
        <source>pooled KV heads</source>
        <translation>平均合并的 KV 头</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceController</name>
    <message>
        <source>the held-out passage</source>
        <translation>留出段落</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceWindow</name>
    <message>
        <source>KV cache price — KVScope</source>
        <translation>KV 缓存的代价 — KVScope</translation>
    </message>
    <message>
        <source>KV cache price</source>
        <translation>KV 缓存的代价</translation>
    </message>
    <message>
        <source>the held-out passage (Austen)</source>
        <translation>留出段落（奥斯汀）</translation>
    </message>
    <message>
        <source>a text file…</source>
        <translation>文本文件…</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>What the model reads: a passage of Jane Austen the tiny models never trained on, or a UTF-8 text file of your own (at most 4 MiB)</source>
        <translation>模型读取的内容：小模型从未训练过的一段简·奥斯汀作品，或你自己的 UTF-8 文本文件（最大 4 MiB）</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Read only the text&apos;s first tokens (all: the whole text)</source>
        <translation>只读取文本的前若干个 token（全部：整个文本）</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>int8/int4: elements sharing one scale and minimum</source>
        <translation>int8/int4：共享一个缩放和最小值的元素数</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>The bounded caches keep this many positions</source>
        <translation>限定窗口的缓存保留这么多位置</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>汇点</translation>
    </message>
    <message>
        <source>…and the second keeps the first positions too, as attention sinks</source>
        <translation>……第二种还保留最初的几个位置作为注意力汇点</translation>
    </message>
    <message>
        <source>Pooled KV heads</source>
        <translation>平均合并的 KV 头</translation>
    </message>
    <message>
        <source>GQA and MQA made from a GPT-2 model by mean-pooling its K/V heads (no retraining)</source>
        <translation>通过平均合并 GPT-2 模型的 K/V 头得到的 GQA 和 MQA（无需重新训练）</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Measuring progress</source>
        <translation>测量进度</translation>
    </message>
    <message>
        <source>KL from the exact cache</source>
        <translation>与精确缓存的 KL 散度</translation>
    </message>
    <message>
        <source>Perplexity</source>
        <translation>困惑度</translation>
    </message>
    <message>
        <source>Top-1 agreement</source>
        <translation>Top-1 一致率</translation>
    </message>
    <message>
        <source>Quality shown</source>
        <translation>显示的质量指标</translation>
    </message>
    <message>
        <source>The chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>将图表保存为 PNG 图片或 SVG 矢量图，用于幻灯片</translation>
    </message>
    <message>
        <source>The table as CSV</source>
        <translation>将表格保存为 CSV</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>质量</translation>
    </message>
    <message>
        <source>What each KV cache setting costs</source>
        <translation>每种 KV 缓存设置的代价</translation>
    </message>
    <message>
        <source>Text to read</source>
        <translation>要读取的文本</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading window %1 of %2…</source>
        <translation>正在读取第 %1 个窗口，共 %2 个…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;KV cache price.&lt;/b&gt; Each setting reads the same text token by token with its own cache, and every next-token distribution is compared with the exact f32 cache&apos;s: perplexity (how surprised the model is by the real next token), top-1 agreement (how often it would pick the same token) and KL (how far the whole distribution moved). The chart sets that price against the bytes the cache holds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;KV 缓存的代价。&lt;/b&gt;每种设置都用自己的缓存逐 token 读取同一段文本，并把每个下一 token 分布与精确 f32 缓存的分布比较：困惑度（模型对真实下一 token 有多意外）、top-1 一致率（它多常选出同一个 token）和 KL 散度（整个分布偏移了多远）。图表把这一代价与缓存占用的字节数对照。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Loading %1 and reading the text…</source>
        <translation>正在加载 %1 并读取文本…</translation>
    </message>
    <message>
        <source>Measure to read the text with every KV cache setting and compare each with the exact cache.</source>
        <translation>点击“测量”，用每种 KV 缓存设置读取文本，并与精确缓存逐一比较。</translation>
    </message>
    <message>
        <source>Measured.</source>
        <translation>测量完成。</translation>
    </message>
    <message>
        <source>%1 read %2 tokens of %3 token by token with the cache on, in %4 windows of up to %5 positions; each setting&apos;s next-token distributions against the exact cache&apos;s.</source>
        <translation>%1 在开启缓存的情况下逐 token 读取了 %3 的 %2 个 token，分为 %4 个窗口，每个最多 %5 个位置；每种设置的下一 token 分布都与精确缓存的分布比较。</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>bytes held</source>
        <translation>占用字节</translation>
    </message>
    <message>
        <source>vs f32</source>
        <translation>相对 f32</translation>
    </message>
    <message>
        <source>perplexity</source>
        <translation>困惑度</translation>
    </message>
    <message>
        <source>top-1 agrees</source>
        <translation>top-1 一致</translation>
    </message>
    <message>
        <source>KL mean (nats)</source>
        <translation>KL 均值（nats）</translation>
    </message>
    <message>
        <source>KL max</source>
        <translation>KL 最大值</translation>
    </message>
    <message>
        <source>Heavy hitters</source>
        <translation>重要 token</translation>
    </message>
    <message>
        <source>…and the third keeps this many older positions that received the most attention, per layer and head (H2O; models with one query head per KV head)</source>
        <translation>……第三种每层每个头保留这么多获得注意力最多的较旧位置（H2O；仅限每个 KV 头对应一个查询头的模型）</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LanguageMenu</name>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>KVScope speaks the language you chose from its next start.</source>
        <translation>KVScope 将从下次启动起使用你选择的语言。</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LessonController</name>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>打开课程…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>内置课程</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <source>Export lesson handout (PDF)…</source>
        <translation>导出课程讲义（PDF）…</translation>
    </message>
    <message>
        <source>KVScope</source>
        <translation>KVScope</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>课程 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export the lesson handout</source>
        <translation>导出课程讲义</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages)</source>
        <translation>已写入 %1（%2 页）</translation>
    </message>
    <message>
        <source>Lesson: %1 · press S, %2 or → to begin</source>
        <translation>课程：%1 · 按 S、%2或 → 开始</translation>
    </message>
    <message>
        <source>Writing the handout…</source>
        <translation>正在写入讲义…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Lesson handout</source>
        <translation>课程讲义</translation>
    </message>
    <message>
        <source>Writing the handout: page %1 of %2</source>
        <translation>正在写入讲义：第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>The handout was cancelled; nothing was written.</source>
        <translation>讲义导出已取消，未写入任何内容。</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LessonPanel</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一阶段</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一阶段 ▶</translation>
    </message>
    <message>
        <source>The previous stage (←)</source>
        <translation>上一阶段（←）</translation>
    </message>
    <message>
        <source>The next stage (S, %1 or →)</source>
        <translation>下一阶段（S、%1或 →）</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LineView</name>
    <message>
        <source>Attention lines of the selected query</source>
        <translation>所选查询的注意力连线</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>The selected query&apos;s attention, as lines to every key, after the prefill</source>
        <translation>预填充之后，这里会把所选查询的注意力画成连向每个键的线</translation>
    </message>
    <message>
        <source>Layer %1 · query %2 “%3” → %4 keys · line opacity and width: the weight</source>
        <translation>层 %1 · 查询 %2“%3” → %4 个键 · 线的不透明度和粗细：权重</translation>
    </message>
    <message>
        <source> · the %1 strongest lines; %2 more keys hold %3 of the weight</source>
        <translation> · 最强的 %1 条线；另有 %2 个键占 %3 的权重</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LogitsChart</name>
    <message>
        <source>probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LogitsView</name>
    <message>
        <source>Logits chart of the most likely tokens</source>
        <translation>最可能 token 的 logits 图表</translation>
    </message>
    <message>
        <source>Click a bar to force that token as the next one (at an earlier step this forks the run; Edit › Undo fork brings the later steps back)</source>
        <translation>点击柱条可强制将该 token 作为下一个 token（在较早的步这样做会使运行分叉；用“编辑 › 撤销分叉”可找回后面的步）</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Next-token probabilities appear after the prefill</source>
        <translation>预填充之后将显示下一个 token 的概率</translation>
    </message>
    <message>
        <source>After “%1”: chosen “%2”%3</source>
        <translation>“%1”之后：选中“%2”%3</translation>
    </message>
    <message>
        <source> (forced)</source>
        <translation>（强制）</translation>
    </message>
    <message>
        <source>%1 · probabilities as the step computed them, at T&#xa0;=&#xa0;%2</source>
        <translation>%1 · 该步计算时的概率，T&#xa0;=&#xa0;%2</translation>
    </message>
    <message>
        <source>%1 · click a bar to force another token</source>
        <translation>%1 · 点击柱条可强制选择其他 token</translation>
    </message>
    <message>
        <source>%1 · KL from the exact cache %2 nats; exact: “%3” (%4 %)</source>
        <translation>%1 · 相对精确缓存的 KL 散度 %2 nats；精确缓存：“%3”（%4 %）</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::MainWindow</name>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>%1 (replayed; recorded with it %2)</source>
        <translation>%1（重放；录制时为%2）</translation>
    </message>
    <message>
        <source>KVScope</source>
        <translation>KVScope</translation>
    </message>
    <message>
        <source>Explanation of the current stage</source>
        <translation>当前阶段的讲解</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>实验室(&amp;L)</translation>
    </message>
    <message>
        <source>Speculative decoding…</source>
        <translation>投机解码…</translation>
    </message>
    <message>
        <source>Quantized weights…</source>
        <translation>量化权重…</translation>
    </message>
    <message>
        <source>How a GGUF file stores its weights: one block at a time, its scales and integers</source>
        <translation>GGUF 文件如何存储权重：逐块查看其缩放因子和整数</translation>
    </message>
    <message>
        <source> · f16 weights</source>
        <translation> · f16 权重</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · %4 tokens · next: “%5” · cache %6%7</source>
        <translation>步骤 %1/%2 · %3 · %4 个 token · 下一个：“%5” · 缓存%6%7</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>KVScope — %1%2</source>
        <translation>KVScope — %1%2</translation>
    </message>
    <message>
        <source>Forked at step %1: %2 set aside — %3 brings them back</source>
        <translation>已在第 %1 步分叉：%2已搁置 — 按 %3 可找回</translation>
    </message>
    <message>
        <source>1 later step</source>
        <translation>后续 1 步</translation>
    </message>
    <message>
        <source>%1 later steps</source>
        <translation>后续 %1 步</translation>
    </message>
    <message>
        <source>Fork undone: the steps after step %1 are back — %2 forks again</source>
        <translation>已撤销分叉：第 %1 步之后的各步已恢复 — 按 %2 可再次分叉</translation>
    </message>
    <message>
        <source>Fork redone at step %1 — %2 undoes it</source>
        <translation>已在第 %1 步重做分叉 — 按 %2 可撤销</translation>
    </message>
    <message>
        <source> at step %1</source>
        <translation>（第 %1 步）</translation>
    </message>
    <message>
        <source>Undo fork%1</source>
        <translation>撤销分叉%1</translation>
    </message>
    <message>
        <source>Redo fork%1</source>
        <translation>重做分叉%1</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Forget all steps</source>
        <translation>清除所有步骤</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>Run the whole prompt in one parallel pass</source>
        <translation>在一次并行前向中运行整个提示词</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>单步 ▶</translation>
    </message>
    <message>
        <source>Next step: decode one token</source>
        <translation>下一步：解码一个 token</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>The next stage of this step, and wait there (from Ready: the prefill&apos;s first stage)</source>
        <translation>进入本步的下一阶段并停在那里（从“就绪”开始时：预填充的第一个阶段）</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>播放 / 暂停</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Play by stages or steps</source>
        <translation>按阶段或按步播放</translation>
    </message>
    <message>
        <source>stages/s</source>
        <translation>阶段/秒</translation>
    </message>
    <message>
        <source>steps/s</source>
        <translation>步/秒</translation>
    </message>
    <message>
        <source>Play walks the stages of each step, or whole steps</source>
        <translation>播放时逐个经过每一步的各个阶段，或逐个经过整步</translation>
    </message>
    <message>
        <source>Back to the views</source>
        <translation>回到视图</translation>
    </message>
    <message>
        <source>Timeline: the step shown</source>
        <translation>时间线：当前显示的步</translation>
    </message>
    <message>
        <source>  Timeline </source>
        <translation>  时间线 </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation>打开模型文件夹…</translation>
    </message>
    <message>
        <source>Open a model folder: GPT-2 or Llama family (config.json, model.safetensors, tokenizer.json)</source>
        <translation>打开模型文件夹：GPT-2 或 Llama 系列（config.json、model.safetensors、tokenizer.json）</translation>
    </message>
    <message>
        <source>Open model file…</source>
        <translation>打开模型文件…</translation>
    </message>
    <message>
        <source>Open a GGUF model, a file of a model folder (GPT-2 or Llama family), or a toy example</source>
        <translation>打开 GGUF 模型、模型文件夹中的某个文件（GPT-2 或 Llama 系列）或玩具示例</translation>
    </message>
    <message>
        <source>Model files (*.gguf *.safetensors *.json *.txt);;GGUF models (*.gguf);;All files (*)</source>
        <translation>模型文件 (*.gguf *.safetensors *.json *.txt);;GGUF 模型 (*.gguf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>最近的模型</translation>
    </message>
    <message>
        <source>Half-precision weights (f16)</source>
        <translation>半精度权重（f16）</translation>
    </message>
    <message>
        <source>Real models keep their weights in f16: half the memory and about twice the decode speed; each weight is rounded to 11 significant bits</source>
        <translation>真实模型以 f16 保存权重：内存减半，解码速度约提高一倍；每个权重舍入为 11 个有效位</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Undo fork</source>
        <translation>撤销分叉</translation>
    </message>
    <message>
        <source>Redo fork</source>
        <translation>重做分叉</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>深色主题</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>Colour map</source>
        <translation>色图</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>Cividis (also for greyscale print)</source>
        <translation>Cividis（也适合灰度打印）</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>Slow (for explaining)</source>
        <translation>慢（便于讲解）</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Toggle KV cache</source>
        <translation>切换 KV 缓存</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Logits &amp; probabilities</source>
        <translation>Logits 与概率</translation>
    </message>
    <message>
        <source>Context vectors</source>
        <translation>上下文向量</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>因果掩码</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Work: with vs without the cache</source>
        <translation>计算量：有缓存 vs 无缓存</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>连线</translation>
    </message>
    <message>
        <source>Cache on vs off</source>
        <translation>缓存开 vs 关</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>计算量</translation>
    </message>
    <message>
        <source>Model view</source>
        <translation>模型视图</translation>
    </message>
    <message>
        <source>Attention lines</source>
        <translation>注意力连线</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>The end of the lesson (File › Close lesson to go on)</source>
        <translation>课程已结束（要继续，请选择“文件 › 关闭课程”）</translation>
    </message>
    <message>
        <source>The model opened last time, %1, could not be opened (%2); showing the weather example instead.</source>
        <translation>无法打开上次打开的模型 %1（%2）；改为显示天气示例。</translation>
    </message>
    <message>
        <source>High-contrast theme</source>
        <translation>高对比度主题</translation>
    </message>
    <message>
        <source> · %1 KV cache</source>
        <translation> · %1 KV 缓存</translation>
    </message>
    <message>
        <source> · int%1 KV cache (keys %2, groups of %3)</source>
        <translation> · int%1 KV 缓存（键%2，每组 %3 个）</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>按通道</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>按 token</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with 1 sink</source>
        <translation> · KV 缓存窗口 %1，含 1 个汇点</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with %2 sinks</source>
        <translation> · KV 缓存窗口 %1，含 %2 个汇点</translation>
    </message>
    <message>
        <source> · KV cache window of %1</source>
        <translation> · KV 缓存窗口 %1</translation>
    </message>
    <message>
        <source>KV memory…</source>
        <translation>KV 内存…</translation>
    </message>
    <message>
        <source>What a KV cache costs in memory, for this model and well-known ones: per token, at a context, against the weights</source>
        <translation>KV 缓存占用多少内存，针对本模型和知名模型：每个 token、给定上下文下，与权重相比</translation>
    </message>
    <message>
        <source>KV cache price…</source>
        <translation>KV 缓存的代价…</translation>
    </message>
    <message>
        <source>What each KV cache setting costs in quality, measured on a text against the exact cache</source>
        <translation>每种 KV 缓存设置在质量上的代价，在一段文本上与精确缓存对比测得</translation>
    </message>
    <message>
        <source>Paged KV…</source>
        <translation>分页 KV…</translation>
    </message>
    <message>
        <source>The KV cache as a pool of blocks: sequences and forks decoded together, sharing blocks</source>
        <translation>把 KV 缓存看作块池：多个序列和分叉一起解码，共享块</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with %2 heavy hitters</source>
        <translation> · KV 缓存窗口 %1，含 %2 个重要 token</translation>
    </message>
    <message>
        <source>Model: %1%2 · press %3 to run the prefill</source>
        <translation>模型：%1%2 · 按%3键运行预填充</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::MaskView</name>
    <message>
        <source>Head whose exclusions the mask shows</source>
        <translation>掩码中显示其排除项的头</translation>
    </message>
    <message>
        <source>The head whose own exclusions are shown inside the mask&apos;s triangle</source>
        <translation>在掩码三角中显示其自身排除项的头</translation>
    </message>
    <message>
        <source>allowed by the mask</source>
        <translation>掩码允许</translation>
    </message>
    <message>
        <source>blocked by the mask (future)</source>
        <translation>被掩码屏蔽（未来）</translation>
    </message>
    <message>
        <source>allowed, but excluded by head %1</source>
        <translation>掩码允许，但被头 %1 排除</translation>
    </message>
    <message>
        <source>allowed, but excluded by the head</source>
        <translation>掩码允许，但被该头排除</translation>
    </message>
    <message>
        <source>evicted from the cache window</source>
        <translation>已从缓存窗口逐出</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ModelView</name>
    <message>
        <source>● named heads: %1</source>
        <translation>● 已命名的头：%1</translation>
    </message>
    <message>
        <source>Every layer × head appears here after the prefill</source>
        <translation>预填充之后，这里会显示每一层的每一个头（层 × 头）</translation>
    </message>
    <message>
        <source>Click: select · double-click: enlarge</source>
        <translation>单击：选择 · 双击：放大</translation>
    </message>
    <message>
        <source>Computing %1 of %2 layers for this step…</source>
        <translation>正在为本步计算 %2 层中的 %1 层…</translation>
    </message>
    <message>
        <source>%1 of %2 layers are not recorded in these steps (grey)</source>
        <translation>这些步中，%2 层里有 %1 层未记录（灰色）</translation>
    </message>
    <message>
        <source>Layer %1 · Head %2</source>
        <translation>层 %1 · 头 %2</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>(still being computed)</source>
        <translation>（仍在计算）</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedOccupancyChart</name>
    <message>
        <source>KV pool occupancy over the steps</source>
        <translation>KV 块池各步的占用</translation>
    </message>
    <message>
        <source>Peak: %1 positions in blocks against %2 reserved contiguously</source>
        <translation>峰值：块中 %1 个位置，连续分配预留 %2 个</translation>
    </message>
    <message>
        <source>Positions held: paged blocks against contiguous allocation</source>
        <translation>占用的位置：分页块与连续分配</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>positions stored</source>
        <translation>已存储的位置</translation>
    </message>
    <message>
        <source>in whole blocks (paged)</source>
        <translation>整块占用（分页）</translation>
    </message>
    <message>
        <source>reserved contiguously</source>
        <translation>连续分配预留</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedPoolView</name>
    <message>
        <source>KV block pool</source>
        <translation>KV 块池</translation>
    </message>
    <message>
        <source>%1 %2: blocks %3</source>
        <translation>%1 %2：块 %3</translation>
    </message>
    <message>
        <source>Run a batch to see its sequences fill the pool block by block.</source>
        <translation>运行一个批次，查看其序列如何一块一块地填满块池。</translation>
    </message>
    <message>
        <source>Step %1: %2 of %3 blocks of %4 positions in use, %5 shared</source>
        <translation>第 %1 步：%3 个块（每块 %4 个位置）中已用 %2 个，共享 %5 个</translation>
    </message>
    <message>
        <source>Block tables</source>
        <translation>块表</translation>
    </message>
    <message>
        <source>%1 positions · “%2”</source>
        <translation>%1 个位置 · “%2”</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>decoding</source>
        <translation>解码中</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>受阻</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedWindow</name>
    <message>
        <source>Paged KV — KVScope</source>
        <translation>分页 KV — KVScope</translation>
    </message>
    <message>
        <source>Paged KV</source>
        <translation>分页 KV</translation>
    </message>
    <message>
        <source>Forks</source>
        <translation>分叉</translation>
    </message>
    <message>
        <source>Forks of the first sequence, joining at steps 2, 4, … with its second, third, … candidate</source>
        <translation>第一个序列的分叉，在第 2、4、… 步加入，使用其第二、第三、… 个候选</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Tokens each sequence generates before it leaves</source>
        <translation>每个序列离开前生成的 token 数</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>Positions per block (16 in vLLM; small blocks show the tables at the tiny models&apos; scale)</source>
        <translation>每块的位置数（vLLM 中为 16；小块能在小模型的尺度上展示块表）</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>块池</translation>
    </message>
    <message>
        <source>Blocks in the pool: a small pool makes sequences wait for others to leave</source>
        <translation>块池中的块数：块池小时，序列要等其他序列离开</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>The occupancy chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>将占用图表保存为 PNG 图片或 SVG 矢量图，用于幻灯片</translation>
    </message>
    <message>
        <source>Every step&apos;s sequences and block tables as CSV</source>
        <translation>将每一步的序列和块表保存为 CSV</translation>
    </message>
    <message>
        <source>Step shown</source>
        <translation>显示的步</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Paged KV.&lt;/b&gt; A serving system keeps the KV cache as a pool of fixed-size blocks; each sequence has a block table naming its blocks in order, so it holds whole blocks and wastes only the empty end of its last one, where contiguous allocation reserves the maximum length for every sequence. A fork shares its parent&apos;s blocks (their count goes up) and copies only the partly filled block it writes into. Sequences join when their prompt fits and leave when done: continuous batching.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;分页 KV。&lt;/b&gt;推理服务系统把 KV 缓存保存为固定大小的块池；每个序列有一张按顺序列出其块的块表，因此它占用整块，只浪费最后一块的空余部分，而连续分配要为每个序列预留最大长度。分叉共享父序列的块（其引用计数增加），只在写入时复制那个部分填充的块。序列在提示词放得下时加入，完成后离开：连续批处理。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Running the batch on %1…</source>
        <translation>正在 %1 上运行批次…</translation>
    </message>
    <message>
        <source>a fork of A from step %1</source>
        <translation>A 从第 %1 步起的分叉</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 · blocks of %2 positions, a pool of %3 · at the busiest step %4 blocks (%5 positions) against %6 positions contiguous allocation reserves</source>
        <translation>%1 · 每块 %2 个位置，块池 %3 块 · 最满的一步用 %4 块（%5 个位置），而连续分配预留 %6 个位置</translation>
    </message>
    <message>
        <source>Done: %1 steps.</source>
        <translation>完成：%1 步。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Run a batch: the prompt on screen, an example prompt and forks of the first, decoded together.</source>
        <translation>运行一个批次：屏幕上的提示词、一个示例提示词以及第一个序列的分叉，一起解码。</translation>
    </message>
    <message>
        <source>the timeline&apos;s fork at step %1</source>
        <translation>时间线在第 %1 步的分叉</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PerStepWorkChart</name>
    <message>
        <source>with KV cache</source>
        <translation>有 KV 缓存</translation>
    </message>
    <message>
        <source>saved by the cache</source>
        <translation>缓存节省的部分</translation>
    </message>
    <message>
        <source>without cache</source>
        <translation>无缓存</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Per step</source>
        <translation>每步</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::QuantBlockWindow</name>
    <message>
        <source>Quantized weights — KVScope</source>
        <translation>量化权重 — KVScope</translation>
    </message>
    <message>
        <source>Quantized weights</source>
        <translation>量化权重</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <source>Selected weight</source>
        <translation>所选权重</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Quantized weights — %1 — KVScope</source>
        <translation>量化权重 — %1 — KVScope</translation>
    </message>
    <message>
        <source>%1 has no block %2 in row %3 of a quantized tensor %4.</source>
        <translation>%1 中没有量化张量 %4 的行 %3、块 %2。</translation>
    </message>
    <message>
        <source>%1 · row %2 of %3 · block %4 of %5 (weights %6–%7 of the row) · %8: %9 weights in %10 bytes, %11 bits each · %12</source>
        <translation>%1 · 行 %2/%3 · 块 %4/%5（该行的权重 %6–%7）· %8：%9 个权重占 %10 字节，每个 %11 位 · %12</translation>
    </message>
    <message>
        <source>%1 per sub-block: %2</source>
        <translation>每个子块的 %1：%2</translation>
    </message>
    <message>
        <source>Scales: %1</source>
        <translation>缩放因子：%1</translation>
    </message>
    <message>
        <source>Weight %1 of the block (%2 of the row), sub-block %3: stored %4, so q = %5; %6 = %7. The weight it was rounded from lay within about ±%8 of that (half a step).</source>
        <translation>块中的权重 %1（行中的第 %2 个），子块 %3：存储值 %4，因此 q = %5；%6 = %7。舍入前的原始权重与此值相差约 ±%8 以内（半个步长）。</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::RoundStrip</name>
    <message>
        <source>Round of speculative decoding</source>
        <translation>投机解码的一轮</translation>
    </message>
    <message>
        <source>Drafted: %1; then %2 (%3)</source>
        <translation>草稿：%1；然后是 %2（%3）</translation>
    </message>
    <message>
        <source>resampled</source>
        <translation>重新采样</translation>
    </message>
    <message>
        <source>bonus token</source>
        <translation>额外 token</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>已丢弃</translation>
    </message>
    <message>
        <source>fed</source>
        <translation>送入</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>额外</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::SessionController</name>
    <message>
        <source>These steps were recorded elsewhere: run the prefill to continue.</source>
        <translation>这些步是在别处录制的：请运行预填充以继续。</translation>
    </message>
    <message>
        <source>internal: the engine&apos;s timeline holds a step this window never saw</source>
        <translation>内部错误：引擎的时间线中有一个本窗口从未见过的步</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled; %2 stays open.</source>
        <translation>已取消打开 %1；%2 保持打开。</translation>
    </message>
    <message>
        <source>no model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <source>The prefill was cancelled.</source>
        <translation>预填充已取消。</translation>
    </message>
    <message>
        <source>The decode step was cancelled.</source>
        <translation>解码步已取消。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The article&apos;s weather example</source>
        <translation>文章中的天气示例</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::SpeculativeWindow</name>
    <message>
        <source>Speculative decoding — KVScope</source>
        <translation>投机解码 — KVScope</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>Model folder…</source>
        <translation>模型文件夹…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>GGUF 文件…</translation>
    </message>
    <message>
        <source>Tokens the draft proposes a round</source>
        <translation>草稿模型每轮提议的 token 数</translation>
    </message>
    <message>
        <source>layer </source>
        <translation>层 </translation>
    </message>
    <message>
        <source>Layer of the verification heatmap</source>
        <translation>验证热力图的层</translation>
    </message>
    <message>
        <source>head </source>
        <translation>头 </translation>
    </message>
    <message>
        <source>Head of the verification heatmap</source>
        <translation>验证热力图的头</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>下一轮</translation>
    </message>
    <message>
        <source>The draft proposes, the target verifies (N)</source>
        <translation>草稿模型提议，目标模型验证（N）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Measure k = 1 … %1</source>
        <translation>测量 k = 1 … %1</translation>
    </message>
    <message>
        <source>%1 tokens by plain decoding and by speculative decoding with each k, timed</source>
        <translation>分别用普通解码和各个 k 的投机解码生成 %1 个 token，并计时</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>保存图片…</translation>
    </message>
    <message>
        <source>The window as a PNG, for a slide</source>
        <translation>将窗口保存为 PNG，用于幻灯片</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Draft:</source>
        <translation>草稿模型：</translation>
    </message>
    <message>
        <source>Work so far</source>
        <translation>目前的计算量</translation>
    </message>
    <message>
        <source>Measuring was cancelled.</source>
        <translation>测量已取消。</translation>
    </message>
    <message>
        <source>Draft model folder</source>
        <translation>草稿模型文件夹</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>保存图片</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A round.&lt;/b&gt; The end of the text so far, then the draft&apos;s proposals — dashed while tentative, with the draft&apos;s probability &lt;i&gt;q&lt;/i&gt; under each and the target&apos;s &lt;i&gt;p&lt;/i&gt; once its one pass has scored them. A proposal is kept with probability min(1, p/q), from the left; the first one refused is struck out with all after it, and the target adds a token of its own: drawn from max(0, p − q) in place of the refused one, or a bonus token when every proposal was kept.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;一轮。&lt;/b&gt;先是目前文本的末尾，然后是草稿模型的提议——尚未确定时以虚线显示，每个下方标有草稿模型的概率 &lt;i&gt;q&lt;/i&gt;，目标模型用一次前向为它们打分后，再标出目标模型的 &lt;i&gt;p&lt;/i&gt;。从左起，每个提议以概率 min(1, p/q) 被保留；第一个被拒绝的提议及其后的所有提议都会被划掉，目标模型再补上一个自己的 token：若有提议被拒绝，就从 max(0, p − q) 中采样一个来替代它；若所有提议都被保留，则得到一个额外 token。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The verification pass.&lt;/b&gt; The target scores all k drafted tokens in one forward pass, like a short prefill: k + 1 query rows (the token the round feeds and the k proposals) over the keys each may see. Rows and key columns of refused positions are veiled: their work is thrown away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;验证前向。&lt;/b&gt;目标模型在一次前向传播中为全部 k 个草稿 token 打分，就像一次简短的预填充：k + 1 个查询行（本轮送入的 token 和 k 个提议），各自面对它能看到的键。被拒绝位置的行和键列会被淡化遮盖：它们的计算被丢弃了。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The KV caches.&lt;/b&gt; Rows the round wrote are green; rows of refused positions are struck out and removed — rolled back — so both caches hold the accepted text only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;KV 缓存。&lt;/b&gt;本轮写入的行显示为绿色；被拒绝位置的行会被划掉并移除——即回滚——因此两个缓存都只保存被接受的文本。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Against k.&lt;/b&gt; The same %1 tokens by plain decoding and by speculative decoding with k = 1 … %2: the share of proposals accepted (bars), target passes per token (under each k), the measured speed-up and the one predicted when a pass costs the reading of its model&apos;s weights (1× marks break-even).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;随 k 变化。&lt;/b&gt;用普通解码和 k = 1 … %2 的投机解码分别生成同样的 %1 个 token：提议被接受的比例（柱条）、每个 token 所需的目标模型前向次数（在每个 k 下方）、实测加速比，以及假设一次前向的开销等于读取该模型全部权重时预测的加速比（1× 表示持平）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Loading %1 and %2…</source>
        <translation>正在加载 %1 和 %2…</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标模型：%1</translation>
    </message>
    <message>
        <source>%1 drafts %2 tokens a round for %3. Next round: the draft proposes, the target verifies them all in one pass.</source>
        <translation>%1 每轮为 %3 起草 %2 个 token。下一轮：草稿模型提议，目标模型在一次前向中全部验证。</translation>
    </message>
    <message>
        <source>Measuring k = 1 … %1: %2 tokens each…</source>
        <translation>正在测量 k = 1 … %1：每次 %2 个 token…</translation>
    </message>
    <message>
        <source>Round %1 at position %2: the draft proposed %3 tokens one at a time; the target scored them all in one pass and accepted %4.</source>
        <translation>第 %1 轮，位置 %2：草稿模型逐个提议了 %3 个 token；目标模型在一次前向中为它们全部打分，接受了 %4 个。</translation>
    </message>
    <message>
        <source>It rejected %1 and drew %2 from what it wanted more than the draft did.</source>
        <translation>它拒绝了 %1，并从自己比草稿模型更想要的那部分概率中采样出 %2。</translation>
    </message>
    <message>
        <source>The target agreed with all of them, so its pass also gave %1, a bonus token.</source>
        <translation>目标模型全部同意，因此它的这次前向还给出了 %1，即一个额外 token。</translation>
    </message>
    <message>
        <source>+1 token</source>
        <translation>+1 个 token</translation>
    </message>
    <message>
        <source>+%1 tokens</source>
        <translation>+%1 个 token</translation>
    </message>
    <message>
        <source>%1 for 1 target pass; %2 target and %3 draft cache rows rolled back.</source>
        <translation>%1，只用 1 次目标模型前向；回滚了目标模型 %2 行、草稿模型 %3 行缓存。</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 个 token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>Generated: %1 in 1 round</source>
        <translation>已生成：%1，用了 1 轮</translation>
    </message>
    <message>
        <source>Generated: %1 in %2 rounds</source>
        <translation>已生成：%1，用了 %2 轮</translation>
    </message>
    <message>
        <source>Target passes: %1 = %2 per token (plain decoding: 1)</source>
        <translation>目标模型前向次数：%1 = 每个 token %2 次（普通解码：1）</translation>
    </message>
    <message>
        <source>Draft passes: %1; drafted tokens accepted: %2 of %3 (%4)</source>
        <translation>草稿模型前向次数：%1；草稿 token 被接受：%2/%3（%4）</translation>
    </message>
    <message>
        <source>Multiply-adds per token: %1 (the draft&apos;s share %2) against %3 plain</source>
        <translation>每个 token 的乘加次数：%1（草稿模型占 %2），普通解码为 %3</translation>
    </message>
    <message>
        <source>Time so far: target %1 ms, draft %2 ms (the draft&apos;s share %3)</source>
        <translation>目前耗时：目标模型 %1 ms，草稿模型 %2 ms（草稿模型占 %3）</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::StatusProgress</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Progress of the running job</source>
        <translation>正在运行的任务的进度</translation>
    </message>
    <message>
        <source>Cancel the running job</source>
        <translation>取消正在运行的任务</translation>
    </message>
    <message>
        <source>Stop the prefill, step or load that is running; what was shown stays.</source>
        <translation>停止正在运行的预填充、单步或加载；已显示的内容保持不变。</translation>
    </message>
    <message>
        <source>Opening the model…</source>
        <translation>正在打开模型…</translation>
    </message>
    <message>
        <source>Prefill: layer %v of %m</source>
        <translation>预填充：第 %v / %m 层</translation>
    </message>
    <message>
        <source>Decode step: layer %v of %m</source>
        <translation>解码步：第 %v / %m 层</translation>
    </message>
    <message>
        <source>Computing: layer %v of %m</source>
        <translation>计算中：第 %v / %m 层</translation>
    </message>
    <message>
        <source>Opening the model: %v of %m MiB</source>
        <translation>正在打开模型：%v / %m MiB</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::StepCompareView</name>
    <message>
        <source>No step yet: run the prefill to compare its work with and without the cache</source>
        <translation>尚无步骤：运行预填充后，即可比较有无缓存时的计算量</translation>
    </message>
    <message>
        <source>The prefill computes every position either way: the cache starts here, and saves work from the next step on. Next token: “%1”.</source>
        <translation>无论哪种方式，预填充都要计算每个位置：缓存从这里开始，从下一步起节省计算量。下一个 token：“%1”。</translation>
    </message>
    <message>
        <source>1 position</source>
        <translation>1 个位置</translation>
    </message>
    <message>
        <source>%1 positions</source>
        <translation>%1 个位置</translation>
    </message>
    <message>
        <source>Without the cache this step computes %1 again and does %2× the multiply-adds, for the same next token “%3”.</source>
        <translation>没有缓存时，本步要重新计算 %1，乘加次数是有缓存时的 %2×，而下一个 token 同样是“%3”。</translation>
    </message>
    <message>
        <source>K/V vectors computed: %1</source>
        <translation>计算的 K/V 向量：%1</translation>
    </message>
    <message>
        <source>attention scores: %1</source>
        <translation>注意力分数：%1</translation>
    </message>
    <message>
        <source>multiply-adds: %1</source>
        <translation>乘加：%1</translation>
    </message>
    <message>
        <source>With the KV cache</source>
        <translation>有 KV 缓存</translation>
    </message>
    <message>
        <source>Without it: the step replayed</source>
        <translation>无缓存：重放这一步</translation>
    </message>
    <message>
        <source>K, V</source>
        <translation>K、V</translation>
    </message>
    <message>
        <source>attention row</source>
        <translation>注意力行</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::TokensView</name>
    <message>
        <source>position %1 predicts → %2</source>
        <translation>位置 %1 预测 → %2</translation>
    </message>
    <message>
        <source>Press Prefill (or %1) to run the prompt</source>
        <translation>点击“预填充”（或按%1键）运行提示词</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::VerificationMap</name>
    <message>
        <source>Verification pass attention</source>
        <translation>验证前向的注意力</translation>
    </message>
    <message>
        <source>Verification pass</source>
        <translation>验证前向</translation>
    </message>
    <message>
        <source>Verification pass · layer %1, head %2 · %3 query rows in one pass</source>
        <translation>验证前向 · 层 %1，头 %2 · 一次前向中 %3 个查询行</translation>
    </message>
    <message>
        <source>%1 earlier ←</source>
        <translation>%1 个更早 ←</translation>
    </message>
    <message>
        <source>%1 → %2: blocked by the causal mask</source>
        <translation>%1 → %2：被因果掩码屏蔽</translation>
    </message>
    <message>
        <source>%1 → %2: weight %3</source>
        <translation>%1 → %2：权重 %3</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::WorkView</name>
    <message>
        <source>Cumulative work chart</source>
        <translation>累计计算量图表</translation>
    </message>
    <message>
        <source>Work per step chart</source>
        <translation>每步计算量图表</translation>
    </message>
</context>
</TS>
