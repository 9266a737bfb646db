<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 is %2, more than settings ever take (%3): it was not read and is left as it is; defaults are used.</source>
        <translation>Die Einstellungsdatei %1 ist %2 groß, mehr, als Einstellungen je brauchen (%3): Sie wurde nicht gelesen und bleibt unverändert; es gelten die Standardwerte.</translation>
    </message>
</context>
<context>
    <name>AxisUnit</name>
    <message>
        <source>thousands</source>
        <translation>Tausend</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>Millionen</translation>
    </message>
    <message>
        <source>billions</source>
        <translation>Milliarden</translation>
    </message>
    <message>
        <source>trillions</source>
        <translation>Billionen</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>the prompt is empty: give at least one token</source>
        <translation>der Prompt ist leer: Geben Sie mindestens ein Token ein</translation>
    </message>
    <message>
        <source>the prompt has %1 tokens; this model takes at most %2</source>
        <translation>der Prompt hat %1 Tokens; dieses Modell verarbeitet höchstens %2</translation>
    </message>
    <message>
        <source>run the prefill before a decode step</source>
        <translation>führen Sie vor einem Decode-Schritt den Prefill aus</translation>
    </message>
    <message>
        <source>the context is full: this model takes at most %1 positions</source>
        <translation>der Kontext ist voll: Dieses Modell verarbeitet höchstens %1 Positionen</translation>
    </message>
    <message>
        <source>there is no step %1 to choose again</source>
        <translation>es gibt keinen Schritt %1, bei dem neu gewählt werden könnte</translation>
    </message>
    <message>
        <source>there is no fork to undo or redo</source>
        <translation>es gibt keine Verzweigung, die rückgängig gemacht oder wiederhergestellt werden könnte</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be chosen: the model does not predict it</source>
        <translation>&apos;%1&apos; kann nicht gewählt werden: Das Modell sagt es nicht voraus</translation>
    </message>
    <message>
        <source>there is no step %1 to compare with the exact cache</source>
        <translation>es gibt keinen Schritt %1, der mit dem exakten Cache verglichen werden könnte</translation>
    </message>
    <message>
        <source>there is no layer %1 (the model has %2)</source>
        <translation>es gibt keinen Layer %1 (das Modell hat %2)</translation>
    </message>
    <message>
        <source>there is no step %1 to record again</source>
        <translation>es gibt keinen Schritt %1, der erneut aufgezeichnet werden könnte</translation>
    </message>
    <message>
        <source>a %1 tensor has no quantized blocks to take apart</source>
        <translation>ein %1-Tensor hat keine quantisierten Blöcke, die sich zerlegen ließen</translation>
    </message>
    <message>
        <source>a %1 block is %2 bytes, not %3</source>
        <translation>ein %1-Block ist %2 Bytes groß, nicht %3</translation>
    </message>
    <message>
        <source>ggml type %1 is not supported (KVScope computes with %2)</source>
        <translation>der ggml-Typ %1 wird nicht unterstützt (KVScope rechnet mit %2)</translation>
    </message>
    <message>
        <source>%1 %2 elements are not a whole number of blocks of %3</source>
        <translation>%1 %2-Elemente ergeben keine ganze Zahl von Blöcken zu je %3</translation>
    </message>
    <message>
        <source>%1 %2 elements need %3 bytes, %4 are there</source>
        <translation>%1 %2-Elemente brauchen %3 Bytes, vorhanden sind %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the file ends inside %1 (at byte %2 it needs %3 bytes, %4 are left): it is truncated or not GGUF</source>
        <translation>die Datei endet innerhalb des Felds „%1“ (bei Byte %2 werden %3 Bytes gebraucht, %4 sind übrig): Sie ist abgeschnitten oder keine GGUF-Datei</translation>
    </message>
    <message>
        <source>the length of %1</source>
        <translation>%1 (Länge)</translation>
    </message>
    <message>
        <source>%1 is %2 bytes long; at most %3 are allowed</source>
        <translation>das Feld „%1“ ist %2 Bytes lang; erlaubt sind höchstens %3</translation>
    </message>
    <message>
        <source>%1 claims %2 entries, but the %3 bytes left in the file hold at most %4</source>
        <translation>%1 gibt %2 Einträge an, aber die restlichen %3 Bytes der Datei fassen höchstens %4</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos;</source>
        <translation>Wert von &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a bool stored as %2; a bool is 0 or 1</source>
        <translation>&apos;%1&apos; ist ein als %2 gespeicherter Bool; ein Bool ist 0 oder 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; nests arrays more than %2 deep</source>
        <translation>&apos;%1&apos; verschachtelt Arrays mehr als %2 Ebenen tief</translation>
    </message>
    <message>
        <source>the element type of &apos;%1&apos;</source>
        <translation>Elementtyp von &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an array of value type %2, which GGUF does not define (0–12)</source>
        <translation>&apos;%1&apos; ist ein Array mit dem Werttyp %2, den GGUF nicht definiert (0–12)</translation>
    </message>
    <message>
        <source>the length of &apos;%1&apos;</source>
        <translation>Länge von &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the array &apos;%1&apos;</source>
        <translation>das Array &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds a bool that is neither 0 nor 1</source>
        <translation>&apos;%1&apos; enthält einen Bool, der weder 0 noch 1 ist</translation>
    </message>
    <message>
        <source>GGUF value: no element %1</source>
        <translation>GGUF-Wert: kein Element %1</translation>
    </message>
    <message>
        <source>is %1 bytes long: too short for a GGUF file</source>
        <translation>ist %1 Bytes lang: zu kurz für eine GGUF-Datei</translation>
    </message>
    <message>
        <source>is not a GGUF file: it starts with %1, not the magic &quot;GGUF&quot;</source>
        <translation>ist keine GGUF-Datei: Sie beginnt mit %1, nicht mit der Magic Number &quot;GGUF&quot;</translation>
    </message>
    <message>
        <source>the magic</source>
        <translation>Magic Number</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>is GGUF version 1 (2023&apos;s first layout), which KVScope does not read: convert it again with a current llama.cpp</source>
        <translation>ist GGUF-Version 1 (das erste Format von 2023), die KVScope nicht liest: Konvertieren Sie die Datei erneut mit einem aktuellen llama.cpp</translation>
    </message>
    <message>
        <source>has GGUF version %1; KVScope reads versions 2 and 3</source>
        <translation>hat GGUF-Version %1; KVScope liest die Versionen 2 und 3</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>Tensoranzahl</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>Metadatenanzahl</translation>
    </message>
    <message>
        <source>the header&apos;s metadata count</source>
        <translation>die Metadatenanzahl im Header</translation>
    </message>
    <message>
        <source>the header&apos;s tensor count</source>
        <translation>die Tensoranzahl im Header</translation>
    </message>
    <message>
        <source>metadata key %1</source>
        <translation>Metadatenschlüssel Nr. %1</translation>
    </message>
    <message>
        <source>metadata key %1 is empty</source>
        <translation>Metadatenschlüssel Nr. %1 ist leer</translation>
    </message>
    <message>
        <source>the metadata key &apos;%1&apos; appears twice</source>
        <translation>der Metadatenschlüssel &apos;%1&apos; kommt zweimal vor</translation>
    </message>
    <message>
        <source>the value type of &apos;%1&apos;</source>
        <translation>Werttyp von &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has value type %2, which GGUF does not define (0–12)</source>
        <translation>&apos;%1&apos; hat den Werttyp %2, den GGUF nicht definiert (0–12)</translation>
    </message>
    <message>
        <source>general.alignment is %1; it must be uint32</source>
        <translation>general.alignment hat den Typ %1; erforderlich ist uint32</translation>
    </message>
    <message>
        <source>general.alignment is %1; it must be a power of two and a multiple of 8</source>
        <translation>general.alignment ist %1; der Wert muss eine Zweierpotenz und ein Vielfaches von 8 sein</translation>
    </message>
    <message>
        <source>the name of tensor %1</source>
        <translation>Tensorname Nr. %1</translation>
    </message>
    <message>
        <source>tensor %1 has an empty name</source>
        <translation>Tensor Nr. %1 hat einen leeren Namen</translation>
    </message>
    <message>
        <source>the tensor name &apos;%1&apos; appears twice</source>
        <translation>der Tensorname &apos;%1&apos; kommt zweimal vor</translation>
    </message>
    <message>
        <source>the dimension count of tensor &apos;%1&apos;</source>
        <translation>Dimensionsanzahl von Tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has %2 dimensions; GGUF tensors have at most %3</source>
        <translation>Tensor &apos;%1&apos; hat %2 Dimensionen; GGUF-Tensoren haben höchstens %3</translation>
    </message>
    <message>
        <source>the dimensions of tensor &apos;%1&apos;</source>
        <translation>Dimensionen von Tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has dimensions whose product overflows 64 bits</source>
        <translation>Tensor &apos;%1&apos; hat Dimensionen, deren Produkt 64 Bit überschreitet</translation>
    </message>
    <message>
        <source>the type of tensor &apos;%1&apos;</source>
        <translation>Typ von Tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has ggml type %2, which ggml does not define</source>
        <translation>Tensor &apos;%1&apos; hat den ggml-Typ %2, den ggml nicht definiert</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has rows of %2 elements, not a whole number of %3 blocks of %4</source>
        <translation>Tensor &apos;%1&apos; hat Zeilen mit %2 Elementen, keine ganze Zahl von %3-Blöcken zu je %4</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is larger than 2^64 bytes</source>
        <translation>Tensor &apos;%1&apos; ist größer als 2^64 Bytes</translation>
    </message>
    <message>
        <source>the offset of tensor &apos;%1&apos;</source>
        <translation>Offset von Tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; starts at offset %2 of the data, not a multiple of the alignment %3</source>
        <translation>Tensor &apos;%1&apos; beginnt bei Offset %2 der Daten, keinem Vielfachen der Ausrichtung %3</translation>
    </message>
    <message>
        <source>the data section starts at byte %1 (the tensor table&apos;s end, aligned to %2), past the end of the file at byte %3: the file is truncated</source>
        <translation>der Datenbereich beginnt bei Byte %1 (dem Ende der Tensortabelle, ausgerichtet auf %2), hinter dem Dateiende bei Byte %3: Die Datei ist abgeschnitten</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; needs bytes %2 to %3 of the data section, which has %4: the file is truncated</source>
        <translation>Tensor &apos;%1&apos; braucht die Bytes %2 bis %3 des Datenbereichs, der %4 Bytes umfasst: Die Datei ist abgeschnitten</translation>
    </message>
    <message>
        <source>the data of tensors &apos;%1&apos; and &apos;%2&apos; overlap</source>
        <translation>die Daten der Tensoren &apos;%1&apos; und &apos;%2&apos; überlappen sich</translation>
    </message>
    <message>
        <source>%1: has no metadata key &apos;%2&apos;</source>
        <translation>%1: hat keinen Metadatenschlüssel &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is %3; expected %4</source>
        <translation>%1: &apos;%2&apos; ist %3; erwartet wird %4</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>ein Array von Strings</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an array of numbers</source>
        <translation>ein Array von Zahlen</translation>
    </message>
    <message>
        <source>%1: gpt2.feed_forward_length is %2; KVScope&apos;s GPT-2 has an MLP of 4 × gpt2.embedding_length (%3)</source>
        <translation>%1: gpt2.feed_forward_length ist %2; das GPT-2 von KVScope hat ein MLP der Breite 4 × gpt2.embedding_length (%3)</translation>
    </message>
    <message>
        <source>%1: rope_freqs.weight has %2 values in %3 dimensions; it must be one per rotary pair, %4</source>
        <translation>%1: rope_freqs.weight hat %2 Werte in %3 Dimensionen; nötig ist ein Wert pro Rotationspaar, also %4</translation>
    </message>
    <message>
        <source>%1: rope_freqs.weight[%2] is %3; a rotary pair&apos;s factor must be a positive number</source>
        <translation>%1: rope_freqs.weight[%2] ist %3; der Faktor eines Rotationspaars muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>%1: general.architecture is &quot;%2&quot;; KVScope reads llama, qwen2 and qwen3 GGUF files</source>
        <translation>%1: general.architecture ist &quot;%2&quot;; KVScope liest GGUF-Dateien der Architekturen llama, qwen2 und qwen3</translation>
    </message>
    <message>
        <source>%1: %2 is &quot;%3&quot;; KVScope computes none and linear scaling from GGUF metadata</source>
        <translation>%1: %2 ist &quot;%3&quot;; KVScope berechnet aus GGUF-Metadaten nur die Skalierungen none und linear</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a %3 model needs it)</source>
        <translation>%1: hat keinen Tensor &apos;%2&apos; (ein %3-Modell braucht ihn)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3, which KVScope does not compute with (%4)</source>
        <translation>%1: Tensor &apos;%2&apos; ist %3, womit KVScope nicht rechnet (es rechnet mit %4)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds NaN at element %3; weights must be finite numbers</source>
        <translation>%1: Tensor &apos;%2&apos; enthält NaN bei Element %3; Gewichte müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds an infinity at element %3; weights must be finite numbers</source>
        <translation>%1: Tensor &apos;%2&apos; enthält einen unendlichen Wert bei Element %3; Gewichte müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dimensions %3, expected %4 from the %5 metadata</source>
        <translation>%1: Tensor &apos;%2&apos; hat die Dimensionen %3, erwartet laut den %5-Metadaten: %4</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.pre is &quot;%2&quot;; KVScope knows the pre-tokenizers default, gpt2, llama-bpe and qwen2</source>
        <translation>%1: tokenizer.ggml.pre ist &quot;%2&quot;; KVScope kennt die Pre-Tokenizer default, gpt2, llama-bpe und qwen2</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.token_type has %2 entries for %3 tokens</source>
        <translation>%1: tokenizer.ggml.token_type hat %2 Einträge für %3 Tokens</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.scores has %2 entries for %3 tokens</source>
        <translation>%1: tokenizer.ggml.scores hat %2 Einträge für %3 Tokens</translation>
    </message>
    <message>
        <source>%1: %2[%3] is not valid UTF-8 (byte %4)</source>
        <translation>%1: %2[%3] ist kein gültiges UTF-8 (Byte %4)</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.model is &quot;%2&quot;; KVScope reads the byte-level BPE (&quot;gpt2&quot;) and SentencePiece (&quot;llama&quot;) GGUF tokenizers</source>
        <translation>%1: tokenizer.ggml.model ist &quot;%2&quot;; KVScope liest die GGUF-Tokenizer Byte-Level-BPE (&quot;gpt2&quot;) und SentencePiece (&quot;llama&quot;)</translation>
    </message>
    <message>
        <source>%1: %2 is %3 but there are %4 tokens</source>
        <translation>%1: %2 ist %3, aber es gibt nur %4 Tokens</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.add_bos_token is %2; expected a bool</source>
        <translation>%1: tokenizer.ggml.add_bos_token ist %2; erwartet wird ein Bool</translation>
    </message>
    <message>
        <source>&quot;gpt2&quot; (this reader is for GPT-2 models)</source>
        <translation>&quot;gpt2&quot; (hier werden GPT-2-Modelle gelesen)</translation>
    </message>
    <message>
        <source>missing n_positions (or n_ctx)</source>
        <translation>n_positions (oder n_ctx) fehlt</translation>
    </message>
    <message>
        <source>a small positive number</source>
        <translation>eine kleine positive Zahl</translation>
    </message>
    <message>
        <source>n_embd (%1) must be divisible by n_head (%2)</source>
        <translation>n_embd (%1) muss durch n_head (%2) teilbar sein</translation>
    </message>
    <message>
        <source>%1: not a model folder (it has neither config.json nor model.safetensors)</source>
        <translation>%1: kein Modellordner (er enthält weder config.json noch model.safetensors)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>%1: %2; a model folder needs config.json, model.safetensors and its tokenizer</source>
        <translation>%1: %2; ein Modellordner braucht config.json, model.safetensors und seinen Tokenizer</translation>
    </message>
    <message>
        <source>%1: no tokenizer (tokenizer.json, or vocab.json and merges.txt)</source>
        <translation>%1: kein Tokenizer (tokenizer.json oder vocab.json und merges.txt)</translation>
    </message>
    <message>
        <source>the tokenizer has %1 tokens but config.json&apos;s vocab_size is %2</source>
        <translation>der Tokenizer hat %1 Tokens, aber vocab_size in config.json ist %2</translation>
    </message>
    <message>
        <source>GPT-2 family, width %1, %2 tokens, %3 positions</source>
        <translation>GPT-2-Familie, Breite %1, %2 Tokens, %3 Positionen</translation>
    </message>
    <message>
        <source>the model&apos;s KV heads are pooled already</source>
        <translation>die KV-Heads des Modells sind bereits gemittelt</translation>
    </message>
    <message>
        <source>mean-pooling %1 KV heads into %2 needs a number of KV heads that divides %1</source>
        <translation>%1 KV-Heads auf %2 zu mitteln erfordert eine Anzahl von KV-Heads, die %1 teilt</translation>
    </message>
    <message>
        <source>%1 · KV heads pooled %2 → %3</source>
        <translation>%1 · KV-Heads gemittelt %2 → %3</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a GPT-2 checkpoint needs it)</source>
        <translation>%1: hat keinen Tensor &apos;%2&apos; (ein GPT-2-Checkpoint braucht ihn)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected %4 from config.json</source>
        <translation>%1: Tensor &apos;%2&apos; hat die Form %3, erwartet laut config.json: %4</translation>
    </message>
    <message>
        <source>%1: tensor &apos;lm_head.weight&apos; differs from &apos;wte.weight&apos;; KVScope reads GPT-2 models whose output projection is tied to the embeddings</source>
        <translation>%1: Tensor &apos;lm_head.weight&apos; unterscheidet sich von &apos;wte.weight&apos;; KVScope liest GPT-2-Modelle, deren Ausgabeprojektion an die Embeddings gebunden ist</translation>
    </message>
    <message>
        <source>describes 1 layer, the model has %1</source>
        <translation>beschreibt 1 Layer, das Modell hat %1</translation>
    </message>
    <message>
        <source>describes %1 layers, the model has %2</source>
        <translation>beschreibt %1 Layer, das Modell hat %2</translation>
    </message>
    <message>
        <source>lists 1 head, the model has %1</source>
        <translation>nennt 1 Head, das Modell hat %1</translation>
    </message>
    <message>
        <source>lists %1 heads, the model has %2</source>
        <translation>nennt %1 Heads, das Modell hat %2</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a file</source>
        <translation>ist eine benannte Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <source>is a socket, not a file</source>
        <translation>ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>is a symbolic link that loops (too many levels of symbolic links)</source>
        <translation>ist ein symbolischer Link, der eine Schleife bildet (zu viele Ebenen symbolischer Links)</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which does not exist</source>
        <translation>ist ein symbolischer Link auf ein Ziel, das nicht existiert (%1)</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>existiert nicht</translation>
    </message>
    <message>
        <source>does not exist (a folder on its path is a file)</source>
        <translation>existiert nicht (ein Ordner im Pfad ist eine Datei)</translation>
    </message>
    <message>
        <source>cannot be looked at (%1)</source>
        <translation>kann nicht geprüft werden (%1)</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>appears twice in one object</source>
        <translation>kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>the number %1 is too large (%2)</source>
        <translation>die Zahl %1 ist zu groß (%2)</translation>
    </message>
    <message>
        <source>not valid JSON at %1: %2</source>
        <translation>kein gültiges JSON in %1: %2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the string %1</source>
        <translation>der String %1</translation>
    </message>
    <message>
        <source>an empty array</source>
        <translation>ein leeres Array</translation>
    </message>
    <message>
        <source>an array of 1 item</source>
        <translation>ein Array mit 1 Element</translation>
    </message>
    <message>
        <source>an array of %1 items</source>
        <translation>ein Array mit %1 Elementen</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>ein leeres Objekt</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>ein Wert</translation>
    </message>
    <message>
        <source>missing (expected %1)</source>
        <translation>fehlt (erwartet wird %1)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet wird %1, gefunden wurde %2</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <translation>%1: die Datei kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: die Datei kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: cannot map the file into memory (%2)</source>
        <translation>%1: die Datei kann nicht in den Speicher abgebildet werden (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot open the folder %1 (%2)</source>
        <translation>der Ordner %1 kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>cannot look at it (%1)</source>
        <translation>die Datei kann nicht geprüft werden (%1)</translation>
    </message>
    <message>
        <source>it is a symbolic link to %1, which is neither followed nor replaced; name the file itself</source>
        <translation>es ist ein symbolischer Link auf %1, der weder verfolgt noch ersetzt wird; geben Sie die Datei selbst an</translation>
    </message>
    <message>
        <source>it is a symbolic link, which is neither followed nor replaced; name the file itself</source>
        <translation>es ist ein symbolischer Link, der weder verfolgt noch ersetzt wird; geben Sie die Datei selbst an</translation>
    </message>
    <message>
        <source>it exists and is not a regular file</source>
        <translation>es existiert und ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot create a temporary file in the folder %1 (%2); nothing was changed</source>
        <translation>im Ordner %1 kann keine temporäre Datei angelegt werden (%2); nichts wurde geändert</translation>
    </message>
    <message>
        <source>cannot find a free temporary name in the folder %1; nothing was changed</source>
        <translation>im Ordner %1 ist kein freier temporärer Name zu finden; nichts wurde geändert</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written (%3; is the disk full?); nothing was changed</source>
        <translation>nur %1 von %2 Bytes wurden geschrieben (%3; ist der Datenträger voll?); nichts wurde geändert</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written (%3); nothing was changed</source>
        <translation>nur %1 von %2 Bytes wurden geschrieben (%3); nichts wurde geändert</translation>
    </message>
    <message>
        <source>cannot write a file with no name</source>
        <translation>eine Datei ohne Namen kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>der Pfad bezeichnet einen Ordner, keine Datei</translation>
    </message>
    <message>
        <source>cannot give the new file the old one&apos;s permissions (%1); nothing was changed</source>
        <translation>die neue Datei kann nicht die Berechtigungen der alten erhalten (%1); nichts wurde geändert</translation>
    </message>
    <message>
        <source>the file was already finished or has failed</source>
        <translation>das Schreiben ist bereits abgeschlossen oder fehlgeschlagen</translation>
    </message>
    <message>
        <source>cannot flush it to disk (%1); nothing was changed</source>
        <translation>die Daten können nicht auf den Datenträger geschrieben werden (%1); nichts wurde geändert</translation>
    </message>
    <message>
        <source>cannot finish writing it (%1); nothing was changed</source>
        <translation>das Schreiben kann nicht abgeschlossen werden (%1); nichts wurde geändert</translation>
    </message>
    <message>
        <source>cannot replace it (%1); nothing was changed</source>
        <translation>die Datei kann nicht ersetzt werden (%1); nichts wurde geändert</translation>
    </message>
    <message>
        <source>it was replaced, but the folder %1 could not be flushed to disk (%2)</source>
        <translation>die Datei wurde ersetzt, aber der Ordner %1 konnte nicht auf den Datenträger geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has data_offsets [%2, %3]: the begin is after the end</source>
        <translation>Tensor &apos;%1&apos; hat data_offsets [%2, %3]: Der Anfang liegt hinter dem Ende</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; ends at byte %2 but the data section has %3 bytes</source>
        <translation>Tensor &apos;%1&apos; endet bei Byte %2, aber der Datenbereich hat %3 Bytes</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, too large: its byte size does not fit in 64 bits</source>
        <translation>Tensor &apos;%1&apos; hat die Form %2, zu groß: Seine Größe in Bytes passt nicht in 64 Bit</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2 of %3 (%4 bytes) but its data_offsets cover %5 bytes</source>
        <translation>Tensor &apos;%1&apos; hat die Form %2 in %3 (%4 Bytes), aber seine data_offsets umfassen %5 Bytes</translation>
    </message>
    <message>
        <source>unsupported dtype &apos;%1&apos; (KVScope reads F32, F16 and BF16)</source>
        <translation>nicht unterstützter dtype &apos;%1&apos; (KVScope liest F32, F16 und BF16)</translation>
    </message>
    <message>
        <source>[begin, end]</source>
        <translation>[Anfang, Ende]</translation>
    </message>
    <message>
        <source>%1: the file has %2 bytes, too short for a safetensors file (it starts with an 8-byte header length)</source>
        <translation>%1: die Datei hat %2 Bytes, zu kurz für eine safetensors-Datei (sie beginnt mit 8 Bytes, die die Header-Länge angeben)</translation>
    </message>
    <message>
        <source>%1: the header length is %2 bytes, more than the limit of %3 (not a safetensors file?)</source>
        <translation>%1: die Header-Länge beträgt %2 Bytes, mehr als die Grenze von %3 (keine safetensors-Datei?)</translation>
    </message>
    <message>
        <source>%1: the header length is %2 bytes but only %3 bytes follow it (truncated file?)</source>
        <translation>%1: die Header-Länge beträgt %2 Bytes, aber nur %3 Bytes folgen (abgeschnittene Datei?)</translation>
    </message>
    <message>
        <source>%1: tensors &apos;%2&apos; (bytes %3–%4) and &apos;%5&apos; (bytes %6–%7) overlap</source>
        <translation>%1: die Tensoren &apos;%2&apos; (Bytes %3–%4) und &apos;%5&apos; (Bytes %6–%7) überlappen sich</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos;</source>
        <translation>%1: hat keinen Tensor &apos;%2&apos;</translation>
    </message>
    <message>
        <source>+infinity</source>
        <translation>+unendlich</translation>
    </message>
    <message>
        <source>-infinity</source>
        <translation>-unendlich</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds %3 at %4; weights must be finite numbers</source>
        <translation>%1: Tensor &apos;%2&apos; enthält %3 an Stelle %4; Gewichte müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <source>lists no tensors</source>
        <translation>nennt keine Tensoren</translation>
    </message>
    <message>
        <source>the name of a .safetensors file in the same folder</source>
        <translation>der Name einer .safetensors-Datei im selben Ordner</translation>
    </message>
    <message>
        <source>names more than %1 files</source>
        <translation>nennt mehr als %1 Dateien</translation>
    </message>
    <message>
        <source>%1: places tensor &apos;%2&apos; in %3, which has no such tensor</source>
        <translation>%1: ordnet Tensor &apos;%2&apos; der Datei %3 zu, die keinen solchen Tensor enthält</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is also in another shard of the index</source>
        <translation>%1: Tensor &apos;%2&apos; steht auch in einem anderen Shard des Index</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a %3 checkpoint needs it)</source>
        <translation>%1: hat keinen Tensor &apos;%2&apos; (ein %3-Checkpoint braucht ihn)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected [%4] from config.json</source>
        <translation>%1: Tensor &apos;%2&apos; hat die Form %3, erwartet laut config.json: [%4]</translation>
    </message>
    <message>
        <source>%1: the file has %2, over the %3 limit for this kind of file</source>
        <translation>%1: die Datei ist %2 groß, mehr als die Grenze von %3 für diese Art von Datei</translation>
    </message>
    <message>
        <source>%1: the file grew while it was read, over the %2 limit for this kind of file</source>
        <translation>%1: die Datei ist beim Lesen gewachsen, über die Grenze von %2 für diese Art von Datei hinaus</translation>
    </message>
    <message>
        <source>heavy hitters are kept by the attention of one query head, and this model shares each KV head among %1 query heads (GQA): use a window, with or without sinks</source>
        <translation>Heavy Hitter werden nach der Attention eines einzelnen Query-Heads behalten, und bei diesem Modell teilen sich je %1 Query-Heads einen KV-Head (GQA): Verwenden Sie ein Fenster, mit oder ohne Sinks</translation>
    </message>
    <message>
        <source>a quantized KV cache keeps its newest rows in f32, not %1</source>
        <translation>ein quantisierter KV-Cache behält seine neuesten Zeilen in f32, nicht in %1</translation>
    </message>
    <message>
        <source>a quantized KV cache cannot also be bounded to a window: which of its rows are integers follows the positions it holds</source>
        <translation>ein quantisierter KV-Cache kann nicht zusätzlich auf ein Fenster begrenzt werden: Welche seiner Zeilen Ganzzahlen sind, richtet sich nach den Positionen, die er hält</translation>
    </message>
    <message>
        <source>KV cache shape must have at least one layer, head and element per row</source>
        <translation>die Form des KV-Cache muss mindestens einen Layer, einen Head und ein Element pro Zeile haben</translation>
    </message>
    <message>
        <source>KV cache append: rows do not match the cache shape</source>
        <translation>Anhängen an den KV-Cache: Die Zeilen passen nicht zur Form des Cache</translation>
    </message>
    <message>
        <source>a KV cache window holds 1 to 1,000,000 positions, not %1</source>
        <translation>ein KV-Cache-Fenster hält 1 bis 1.000.000 Positionen, nicht %1</translation>
    </message>
    <message>
        <source>attention sinks need a window to stay in</source>
        <translation>Attention Sinks brauchen ein Fenster, in dem sie bleiben können</translation>
    </message>
    <message>
        <source>heavy hitters need a window to stay in</source>
        <translation>Heavy Hitter brauchen ein Fenster, in dem sie bleiben können</translation>
    </message>
    <message>
        <source>a window of %1 keeps 0 to %2 sinks (the newest position is always kept), not %3</source>
        <translation>ein Fenster von %1 behält 0 bis %2 Sinks (die neueste Position wird immer behalten), nicht %3</translation>
    </message>
    <message>
        <source>a window of %1 keeps 0 to %2 heavy hitters (the newest position is always kept), not %3</source>
        <translation>ein Fenster von %1 behält 0 bis %2 Heavy Hitter (die neueste Position wird immer behalten), nicht %3</translation>
    </message>
    <message>
        <source>a window keeps either attention sinks or heavy hitters, not both (heavy hitters find and keep a sink that draws attention by themselves)</source>
        <translation>ein Fenster behält entweder Attention Sinks oder Heavy Hitter, nicht beides (Heavy Hitter behalten einen Sink, der Attention auf sich zieht, ohnehin von selbst)</translation>
    </message>
    <message>
        <source>a quantized KV cache has 8 or 4 bits per element, not %1</source>
        <translation>ein quantisierter KV-Cache hat 8 oder 4 Bit pro Element, nicht %1</translation>
    </message>
    <message>
        <source>the KV quantization group must hold 1 to 4096 elements, not %1</source>
        <translation>die KV-Quantisierungsgruppe muss 1 bis 4096 Elemente umfassen, nicht %1</translation>
    </message>
    <message>
        <source>the newest positions kept in full precision cannot be %1</source>
        <translation>die Anzahl der in voller Genauigkeit behaltenen neuesten Positionen kann nicht %1 sein</translation>
    </message>
    <message>
        <source>mean-pooling KV heads works on GPT-2-family models; &apos;%1&apos; is not one</source>
        <translation>das Mitteln von KV-Heads funktioniert bei Modellen der GPT-2-Familie; &apos;%1&apos; ist keines</translation>
    </message>
    <message>
        <source>the model &apos;%1&apos; keeps exact numbers in its cache: the lab measures real models</source>
        <translation>das Modell &apos;%1&apos; hält exakte Zahlen in seinem Cache: Das Labor misst echte Modelle</translation>
    </message>
    <message>
        <source>the lab needs a text of at least two tokens</source>
        <translation>das Labor braucht einen Text aus mindestens zwei Tokens</translation>
    </message>
    <message>
        <source>the text has a token the model does not predict</source>
        <translation>der Text enthält ein Token, das das Modell nicht vorhersagt</translation>
    </message>
    <message>
        <source>request %1 generates no token</source>
        <translation>Anfrage %1 erzeugt kein Token</translation>
    </message>
    <message>
        <source>request %1 forks a request that comes after it</source>
        <translation>Anfrage %1 zweigt von einer Anfrage ab, die nach ihr kommt</translation>
    </message>
    <message>
        <source>request %1 has an empty prompt</source>
        <translation>Anfrage %1 hat einen leeren Prompt</translation>
    </message>
    <message>
        <source>request %1 picks a negative candidate rank</source>
        <translation>Anfrage %1 wählt einen negativen Kandidatenrang</translation>
    </message>
    <message>
        <source>request %1 forks before its parent&apos;s prefill</source>
        <translation>Anfrage %1 zweigt vor dem Prefill ihrer Elternanfrage ab</translation>
    </message>
    <message>
        <source>request %1 needs %2 positions; the model takes at most %3</source>
        <translation>Anfrage %1 braucht %2 Positionen; das Modell verarbeitet höchstens %3</translation>
    </message>
    <message>
        <source>request %1 forks request %2 after it finished</source>
        <translation>Anfrage %1 zweigt von Anfrage %2 ab, nachdem diese fertig ist</translation>
    </message>
    <message>
        <source>request %1 forks step %2 of request %3 but joined too late to share it</source>
        <translation>Anfrage %1 zweigt bei Schritt %2 von Anfrage %3 ab, kommt aber zu spät hinzu, um diesen Schritt zu teilen</translation>
    </message>
    <message>
        <source>the pool of %1 blocks is too small: at step %2 every running sequence waits for a free block</source>
        <translation>der Pool von %1 Blöcken ist zu klein: In Schritt %2 wartet jede laufende Sequenz auf einen freien Block</translation>
    </message>
    <message>
        <source>a KV block holds 1 to 65,536 positions, not %1</source>
        <translation>ein KV-Block hält 1 bis 65.536 Positionen, nicht %1</translation>
    </message>
    <message>
        <source>a KV block pool has 1 to 16,777,216 blocks, not %1</source>
        <translation>ein KV-Blockpool hat 1 bis 16.777.216 Blöcke, nicht %1</translation>
    </message>
    <message>
        <source>the KV block pool is full: no free block for the next position</source>
        <translation>der KV-Blockpool ist voll: kein freier Block für die nächste Position</translation>
    </message>
    <message>
        <source>there is no sequence %1 in the KV block pool</source>
        <translation>es gibt keine Sequenz %1 im KV-Blockpool</translation>
    </message>
    <message>
        <source>a sequence starts with at least one position</source>
        <translation>eine Sequenz beginnt mit mindestens einer Position</translation>
    </message>
    <message>
        <source>the KV block pool is full: %1 positions need %2 blocks, %3 are free</source>
        <translation>der KV-Blockpool ist voll: %1 Positionen brauchen %2 Blöcke, %3 sind frei</translation>
    </message>
    <message>
        <source>the KV block pool is full: %1 more blocks needed, %2 are free</source>
        <translation>der KV-Blockpool ist voll: %1 weitere Blöcke nötig, %2 sind frei</translation>
    </message>
    <message>
        <source>the draft proposes 1 to 16 tokens a round, not %1</source>
        <translation>das Draft-Modell schlägt 1 bis 16 Tokens pro Runde vor, nicht %1</translation>
    </message>
    <message>
        <source>the draft model &apos;%1&apos; predicts other tokens than &apos;%2&apos; (%3 against %4): speculative decoding needs one vocabulary</source>
        <translation>das Draft-Modell &apos;%1&apos; sagt andere Tokens voraus als &apos;%2&apos; (%3 gegenüber %4): Spekulatives Decoding braucht ein gemeinsames Vokabular</translation>
    </message>
    <message>
        <source>the target &apos;%1&apos; has no layer %2</source>
        <translation>das Zielmodell &apos;%1&apos; hat keinen Layer %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot score several positions in one pass</source>
        <translation>&apos;%1&apos; kann nicht mehrere Positionen in einem Durchlauf bewerten</translation>
    </message>
    <message>
        <source>the prompt is empty</source>
        <translation>der Prompt ist leer</translation>
    </message>
    <message>
        <source>speculative decoding has not started: no prompt</source>
        <translation>das spekulative Decoding hat nicht begonnen: kein Prompt</translation>
    </message>
    <message>
        <source>the context is full (%1 positions): no room to draft</source>
        <translation>der Kontext ist voll (%1 Positionen): kein Platz für Draft-Tokens</translation>
    </message>
    <message>
        <source>the sweep needs at least one token to generate</source>
        <translation>die Messreihe braucht mindestens ein zu erzeugendes Token</translation>
    </message>
    <message>
        <source>the sweep tries k = 1 … K for a K from 1 to 16, not %1</source>
        <translation>die Messreihe probiert k = 1 … K für ein K von 1 bis 16, nicht %1</translation>
    </message>
    <message>
        <source>the models&apos; context (%1 positions) has no room for %2 tokens after a prompt of %3</source>
        <translation>der Kontext der Modelle (%1 Positionen) hat keinen Platz für %2 Tokens nach einem Prompt von %3</translation>
    </message>
    <message>
        <source>%1: model: &quot;%2&quot; is not a built-in model</source>
        <translation>%1: model: &quot;%2&quot; ist kein eingebautes Modell</translation>
    </message>
    <message>
        <source>no lesson called &apos;%1&apos;; built-in lessons: %2, or give the path of a lesson .json file</source>
        <translation>keine Lektion namens &apos;%1&apos;; eingebaute Lektionen: %2, oder geben Sie den Pfad einer .json-Lektionsdatei an</translation>
    </message>
    <message>
        <source>unknown key (known: %1)</source>
        <translation>unbekannter Schlüssel (bekannt: %1)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>is %1 bytes long; at most %2 are allowed</source>
        <translation>ist %1 Bytes lang; erlaubt sind höchstens %2</translation>
    </message>
    <message>
        <source>&quot;on&quot; or &quot;off&quot;</source>
        <translation>&quot;on&quot; oder &quot;off&quot;</translation>
    </message>
    <message>
        <source>names %1 views; there are %2</source>
        <translation>nennt %1 Ansichten; es gibt %2</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; (known: %2; the attention heatmaps are always shown)</source>
        <translation>unbekannte Ansicht &quot;%1&quot; (bekannt: %2; die Attention-Heatmaps werden immer gezeigt)</translation>
    </message>
    <message>
        <source>view &quot;%1&quot; is named twice</source>
        <translation>die Ansicht &quot;%1&quot; wird zweimal genannt</translation>
    </message>
    <message>
        <source>&quot;light&quot; or &quot;dark&quot;</source>
        <translation>&quot;light&quot; oder &quot;dark&quot;</translation>
    </message>
    <message>
        <source>view &quot;%1&quot; is raised but not in display.show</source>
        <translation>die Ansicht &quot;%1&quot; wird in den Vordergrund geholt, steht aber nicht in display.show</translation>
    </message>
    <message>
        <source>the prefill computes K and V of every prompt position with the cache on or off; set &quot;cache&quot; on a decode step</source>
        <translation>der Prefill berechnet K und V jeder Prompt-Position, ob der Cache an oder aus ist; setzen Sie &quot;cache&quot; bei einem Decode-Schritt</translation>
    </message>
    <message>
        <source>unknown stage (known: %1)</source>
        <translation>unbekannte Stufe (bekannt: %1)</translation>
    </message>
    <message>
        <source>must hold the prefill and at most %1 decode steps (1 to %2 entries), found %3 entry</source>
        <translation>muss den Prefill und höchstens %1 Decode-Schritte enthalten (1 bis %2 Einträge), gefunden wurde %3 Eintrag</translation>
    </message>
    <message>
        <source>must hold the prefill and at most %1 decode steps (1 to %2 entries), found %3 entries</source>
        <translation>muss den Prefill und höchstens %1 Decode-Schritte enthalten (1 bis %2 Einträge), gefunden wurden %3 Einträge</translation>
    </message>
    <message>
        <source>a positive number below %1</source>
        <translation>eine positive Zahl unter %1</translation>
    </message>
    <message>
        <source>a number from 0.001 to 1e+06</source>
        <translation>eine Zahl von 0.001 bis 1e+06</translation>
    </message>
    <message>
        <source>high_freq_factor must be larger than low_freq_factor (the band between them is blended)</source>
        <translation>high_freq_factor muss größer als low_freq_factor sein (im Band dazwischen wird überblendet)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported (KVScope computes none, linear and llama3 scaling)</source>
        <translation>&quot;%1&quot; wird nicht unterstützt (KVScope berechnet die Skalierungen none, linear und llama3)</translation>
    </message>
    <message>
        <source>one of %1 (this reader is for Llama-family models)</source>
        <translation>einer der Werte %1 (hier werden Modelle der Llama-Familie gelesen)</translation>
    </message>
    <message>
        <source>&quot;silu&quot; (the SwiGLU MLP of Llama-family models)</source>
        <translation>&quot;silu&quot; (das SwiGLU-MLP von Modellen der Llama-Familie)</translation>
    </message>
    <message>
        <source>true is not supported (KVScope reads MLPs without biases)</source>
        <translation>true wird nicht unterstützt (KVScope liest MLPs ohne Biases)</translation>
    </message>
    <message>
        <source>%1 is shorter than max_position_embeddings (%2); KVScope computes full causal attention only</source>
        <translation>%1 ist kürzer als max_position_embeddings (%2); KVScope berechnet nur volle kausale Attention</translation>
    </message>
    <message>
        <source>hidden_size (%1) must be divisible by num_attention_heads (%2), or head_dim given</source>
        <translation>hidden_size (%1) muss durch num_attention_heads (%2) teilbar sein, oder head_dim muss angegeben sein</translation>
    </message>
    <message>
        <source>heads wider than 1024 dimensions are not supported</source>
        <translation>Heads mit mehr als 1024 Dimensionen werden nicht unterstützt</translation>
    </message>
    <message>
        <source>head_dim (%1) must be even: RoPE rotates pairs of dimensions</source>
        <translation>head_dim (%1) muss gerade sein: RoPE dreht Paare von Dimensionen</translation>
    </message>
    <message>
        <source>num_attention_heads (%1) must be a multiple of num_key_value_heads (%2)</source>
        <translation>num_attention_heads (%1) muss ein Vielfaches von num_key_value_heads (%2) sein</translation>
    </message>
    <message>
        <source>%1: %2; a Llama-family model folder needs config.json, its weights and tokenizer.json</source>
        <translation>%1: %2; ein Modellordner der Llama-Familie braucht config.json, seine Gewichte und tokenizer.json</translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>Multi-Head Attention</translation>
    </message>
    <message>
        <source>multi-query attention (1 KV head)</source>
        <translation>Multi-Query Attention (1 KV-Head)</translation>
    </message>
    <message>
        <source>%1 query heads sharing %2 KV heads</source>
        <translation>%1 Query-Heads, die sich %2 KV-Heads teilen</translation>
    </message>
    <message>
        <source>%1 family, %2 layers, width %3, %4</source>
        <translation>%1-Familie, %2 Layer, Breite %3, %4</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;lm_head.weight&apos; (config.json&apos;s tie_word_embeddings is false)</source>
        <translation>%1: hat keinen Tensor &apos;lm_head.weight&apos; (tie_word_embeddings in config.json ist false)</translation>
    </message>
    <message>
        <source>the app was built without %1</source>
        <translation>die Anwendung wurde ohne %1 erstellt</translation>
    </message>
    <message>
        <source>%1 layers × %2 heads</source>
        <translation>%1 Layer × %2 Heads</translation>
    </message>
    <message>
        <source>KVScope tiny GPT (%1, trained on public-domain books)</source>
        <translation>KVScope tiny GPT (%1, trainiert auf gemeinfreien Büchern)</translation>
    </message>
    <message>
        <source>KVScope tiny draft GPT (%1, the tiny GPT&apos;s first stage: a draft model for speculative decoding)</source>
        <translation>KVScope tiny draft GPT (%1, die erste Trainingsstufe des Tiny-GPT: ein Draft-Modell für spekulatives Decoding)</translation>
    </message>
    <message>
        <source>KVScope tiny GQA (Llama-style, %1 layers × %2 query heads sharing %3 KV heads, trained on public-domain books)</source>
        <translation>KVScope tiny GQA (im Llama-Stil, %1 Layer × %2 Query-Heads, die sich %3 KV-Heads teilen, trainiert auf gemeinfreien Büchern)</translation>
    </message>
    <message>
        <source>Today&apos;s weather is so … (the article&apos;s rule-based example)</source>
        <translation>Today&apos;s weather is so … (das regelbasierte Beispiel des Artikels)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a model type KVScope reads (it reads gpt2, %2)</source>
        <translation>&quot;%1&quot; ist kein Modelltyp, den KVScope liest (KVScope liest gpt2, %2)</translation>
    </message>
    <message>
        <source>%1: general.architecture is &quot;%2&quot;; KVScope opens gpt2, llama, qwen2 and qwen3 GGUF files</source>
        <translation>%1: general.architecture ist &quot;%2&quot;; KVScope öffnet GGUF-Dateien der Architekturen gpt2, llama, qwen2 und qwen3</translation>
    </message>
    <message>
        <source>%1: %2; give a model folder (GPT-2 or Llama family), a .gguf file or a toy .json file</source>
        <translation>%1: %2; geben Sie einen Modellordner (GPT-2- oder Llama-Familie), eine .gguf-Datei oder eine .json-Datei eines Spielzeugmodells an</translation>
    </message>
    <message>
        <source>%1: not a model this version can open (a GPT-2 or Llama-family model folder, a .gguf file or a toy .json file)</source>
        <translation>%1: kein Modell, das diese Version öffnen kann (ein Modellordner der GPT-2- oder Llama-Familie, eine .gguf-Datei oder eine .json-Datei eines Spielzeugmodells)</translation>
    </message>
    <message>
        <source>no model called &apos;%1&apos;; built-in models: %2, or give the path of a model folder (GPT-2 or Llama family), a .gguf file or a toy .json file</source>
        <translation>kein Modell namens &apos;%1&apos;; eingebaute Modelle: %2, oder geben Sie den Pfad eines Modellordners (GPT-2- oder Llama-Familie), einer .gguf-Datei oder einer .json-Datei eines Spielzeugmodells an</translation>
    </message>
    <message>
        <source>the prompt is longer than this model&apos;s context of %1 tokens: %2</source>
        <translation>der Prompt ist länger als der Kontext dieses Modells (%1 Tokens): %2</translation>
    </message>
    <message>
        <source>%1 is empty: give at least one token (or leave it out for the model&apos;s example)</source>
        <translation>%1 ist leer: Geben Sie mindestens ein Token an (oder lassen Sie die Option weg, um das Beispiel des Modells zu verwenden)</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8: byte %2 at offset %3 does not begin a complete character</source>
        <translation>%1 ist kein gültiges UTF-8: Byte %2 an Offset %3 beginnt kein vollständiges Zeichen</translation>
    </message>
    <message>
        <source>the recording budget of %1 MiB is too small for this model: a step of %2 positions needs more than its share of %3 bytes</source>
        <translation>das Aufzeichnungsbudget von %1 MiB ist zu klein für dieses Modell: Ein Schritt mit %2 Positionen braucht mehr als seinen Anteil von %3 Bytes</translation>
    </message>
    <message>
        <source>temperature must be 0 (greedy) or a positive number, got %1</source>
        <translation>die Temperatur muss 0 (greedy) oder eine positive Zahl sein, erhalten: %1</translation>
    </message>
    <message>
        <source>top-k must be 0 (off) or positive, got %1</source>
        <translation>Top-k muss 0 (aus) oder positiv sein, erhalten: %1</translation>
    </message>
    <message>
        <source>top-p must be in (0, 1], got %1</source>
        <translation>Top-p muss in (0, 1] liegen, erhalten: %1</translation>
    </message>
    <message>
        <source>cannot choose a token: the model produced no logits</source>
        <translation>es kann kein Token gewählt werden: Das Modell hat keine Logits erzeugt</translation>
    </message>
    <message>
        <source>the text needs more than %1 tokens: %2</source>
        <translation>der Text braucht mehr als %1 Tokens: %2</translation>
    </message>
    <message>
        <source>the text has &apos;%1&apos;, for which the tokenizer has no token and no unknown-token</source>
        <translation>der Text enthält &apos;%1&apos;, wofür der Tokenizer weder ein Token noch ein Unknown-Token hat</translation>
    </message>
    <message>
        <source>the text has a piece (a word, a run of symbols) of 4 GB or more</source>
        <translation>der Text enthält ein Stück (ein Wort, eine Folge von Symbolen) von 4 GB oder mehr</translation>
    </message>
    <message>
        <source>the vocabulary has no token for byte %1 (&apos;%2&apos;); a byte-level BPE needs all 256</source>
        <translation>das Vokabular hat kein Token für Byte %1 (&apos;%2&apos;); ein Byte-Level-BPE braucht alle 256</translation>
    </message>
    <message>
        <source>the unknown-token %1 is not in the vocabulary</source>
        <translation>das Unknown-Token %1 ist nicht im Vokabular</translation>
    </message>
    <message>
        <source>merge %1 uses id %2, outside the vocabulary</source>
        <translation>Merge %1 verwendet die ID %2, die außerhalb des Vokabulars liegt</translation>
    </message>
    <message>
        <source>tokenizer: special token %1 is not in the vocabulary</source>
        <translation>Tokenizer: Spezial-Token %1 ist nicht im Vokabular</translation>
    </message>
    <message>
        <source>the model&apos;s template alone adds %1 tokens</source>
        <translation>schon das Template des Modells fügt %1 Tokens hinzu</translation>
    </message>
    <message>
        <source>its %1 bytes (normalized) need at least %2 tokens, as no token is longer than %3 bytes</source>
        <translation>seine %1 Bytes (normalisiert) brauchen mindestens %2 Tokens, da kein Token länger als %3 Bytes ist</translation>
    </message>
    <message>
        <source>its %1 bytes need at least %2 tokens, as no token is longer than %3 bytes</source>
        <translation>seine %1 Bytes brauchen mindestens %2 Tokens, da kein Token länger als %3 Bytes ist</translation>
    </message>
    <message>
        <source>its %1 bytes (normalized) need at least %2 tokens, as no token is longer than %3 bytes, and the template adds %4</source>
        <translation>seine %1 Bytes (normalisiert) brauchen mindestens %2 Tokens, da kein Token länger als %3 Bytes ist, und das Template fügt %4 hinzu</translation>
    </message>
    <message>
        <source>its %1 bytes need at least %2 tokens, as no token is longer than %3 bytes, and the template adds %4</source>
        <translation>seine %1 Bytes brauchen mindestens %2 Tokens, da kein Token länger als %3 Bytes ist, und das Template fügt %4 hinzu</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8: byte %1 at offset %2 does not begin a complete character</source>
        <translation>der Text ist kein gültiges UTF-8: Byte %1 an Offset %2 beginnt kein vollständiges Zeichen</translation>
    </message>
    <message>
        <source>its words, numbers and symbols alone need at least %1 tokens</source>
        <translation>schon seine Wörter, Zahlen und Symbole brauchen mindestens %1 Tokens</translation>
    </message>
    <message>
        <source>it has more than %1 tokens</source>
        <translation>er hat mehr als %1 Tokens</translation>
    </message>
    <message>
        <source>token id %1 is not in the vocabulary (ids 0–%2)</source>
        <translation>die Token-ID %1 ist nicht im Vokabular (IDs 0–%2)</translation>
    </message>
    <message>
        <source>template token %1 is not in the vocabulary</source>
        <translation>das Template-Token %1 ist nicht im Vokabular</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not GPT-2 byte-level text (not a byte-level BPE vocabulary?)</source>
        <translation>&apos;%1&apos; ist kein Byte-Level-Text von GPT-2 (kein Byte-Level-BPE-Vokabular?)</translation>
    </message>
    <message>
        <source>the token is empty</source>
        <translation>das Token ist leer</translation>
    </message>
    <message>
        <source>id %1 is used by both &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>die ID %1 wird sowohl von &apos;%2&apos; als auch von &apos;%3&apos; verwendet</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) is not two byte-level tokens</source>
        <translation>%1 (&apos;%2 %3&apos;) ist kein Paar aus zwei Byte-Level-Tokens</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) is not two tokens</source>
        <translation>%1 (&apos;%2 %3&apos;) ist kein Paar aus zwei Tokens</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) needs &apos;%4&apos;, which is not in the vocabulary</source>
        <translation>%1 (&apos;%2 %3&apos;) braucht &apos;%4&apos;, das nicht im Vokabular ist</translation>
    </message>
    <message>
        <source>%1: the vocabulary has no token for byte %2 (&apos;%3&apos;); a byte-level BPE needs all 256</source>
        <translation>%1: das Vokabular hat kein Token für Byte %2 (&apos;%3&apos;); ein Byte-Level-BPE braucht alle 256</translation>
    </message>
    <message>
        <source>%1: line %2</source>
        <translation>%1: Zeile %2</translation>
    </message>
    <message>
        <source>%1 (&apos;%2&apos;) must be two tokens separated by one space</source>
        <translation>%1 (&apos;%2&apos;) muss aus zwei Tokens bestehen, getrennt durch ein Leerzeichen</translation>
    </message>
    <message>
        <source>the text could not be normalized: %1</source>
        <translation>der Text konnte nicht normalisiert werden: %1</translation>
    </message>
    <message>
        <source>%1: does not compile as a regular expression: %2 (at offset %3)</source>
        <translation>%1: lässt sich nicht als regulärer Ausdruck kompilieren: %2 (an Offset %3)</translation>
    </message>
    <message>
        <source>the text could not be split into tokens (PCRE2 error %1)</source>
        <translation>der Text konnte nicht in Tokens zerlegt werden (PCRE2-Fehler %1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token of the tokenizer</source>
        <translation>&apos;%1&apos; ist kein Token des Tokenizers</translation>
    </message>
    <message>
        <source>is true, but there is no bos_token</source>
        <translation>ist true, aber es gibt kein bos_token</translation>
    </message>
    <message>
        <source>is true, but there is no eos_token</source>
        <translation>ist true, aber es gibt kein eos_token</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not supported (KVScope reads %3)</source>
        <translation>%1 &quot;%2&quot; wird nicht unterstützt (KVScope liest %3)</translation>
    </message>
    <message>
        <source>{&quot;Regex&quot;: …} or {&quot;String&quot;: …}</source>
        <translation>{&quot;Regex&quot;: …} oder {&quot;String&quot;: …}</translation>
    </message>
    <message>
        <source>the pattern is empty</source>
        <translation>das Muster ist leer</translation>
    </message>
    <message>
        <source>&quot;always&quot;, &quot;first&quot; or &quot;never&quot;</source>
        <translation>&quot;always&quot;, &quot;first&quot; oder &quot;never&quot;</translation>
    </message>
    <message>
        <source>one character</source>
        <translation>ein einzelnes Zeichen</translation>
    </message>
    <message>
        <source>NFC, NFD, NFKC, NFKD, Replace, Prepend, Strip and Sequence normalizers</source>
        <translation>Normalizer der Typen NFC, NFD, NFKC, NFKD, Replace, Prepend, Strip und Sequence</translation>
    </message>
    <message>
        <source>Removed, Isolated, MergedWithPrevious, MergedWithNext or Contiguous</source>
        <translation>Removed, Isolated, MergedWithPrevious, MergedWithNext oder Contiguous</translation>
    </message>
    <message>
        <source>comes after a ByteLevel pre-tokenizer, which KVScope supports only as the last step</source>
        <translation>folgt auf einen ByteLevel-Pre-Tokenizer, den KVScope nur als letzten Schritt unterstützt</translation>
    </message>
    <message>
        <source>Split, ByteLevel, Metaspace, Digits and Sequence pre-tokenizers</source>
        <translation>Pre-Tokenizer der Typen Split, ByteLevel, Metaspace, Digits und Sequence</translation>
    </message>
    <message>
        <source>is %1, but the vocabulary is byte-level (the pre-tokenizer has a ByteLevel step); KVScope decodes byte-level vocabularies with ByteLevel only</source>
        <translation>ist %1, aber das Vokabular arbeitet auf Byte-Ebene (der Pre-Tokenizer hat einen ByteLevel-Schritt); KVScope dekodiert Byte-Level-Vokabulare nur mit ByteLevel</translation>
    </message>
    <message>
        <source>is ByteLevel, but the pre-tokenizer has no ByteLevel step; KVScope needs both or neither</source>
        <translation>ist ByteLevel, aber der Pre-Tokenizer hat keinen ByteLevel-Schritt; KVScope braucht beides oder keines</translation>
    </message>
    <message>
        <source>a Regex pattern in a Replace decoder is not supported (KVScope reads String patterns)</source>
        <translation>ein Regex-Muster in einem Replace-Decoder wird nicht unterstützt (KVScope liest String-Muster)</translation>
    </message>
    <message>
        <source>ByteLevel, Replace, ByteFallback, Fuse, Strip, Metaspace and Sequence decoders</source>
        <translation>Decoder der Typen ByteLevel, Replace, ByteFallback, Fuse, Strip, Metaspace und Sequence</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the template&apos;s special_tokens</source>
        <translation>&apos;%1&apos; steht nicht in den special_tokens des Templates</translation>
    </message>
    <message>
        <source>&quot;A&quot; (a single text&apos;s template has only sequence A)</source>
        <translation>&quot;A&quot; (das Template für einen einzelnen Text hat nur die Sequenz A)</translation>
    </message>
    <message>
        <source>the template has sequence A twice</source>
        <translation>das Template enthält die Sequenz A zweimal</translation>
    </message>
    <message>
        <source>{&quot;SpecialToken&quot;: …} or {&quot;Sequence&quot;: …}</source>
        <translation>{&quot;SpecialToken&quot;: …} oder {&quot;Sequence&quot;: …}</translation>
    </message>
    <message>
        <source>the template has no sequence A (the text)</source>
        <translation>das Template hat keine Sequenz A (den Text)</translation>
    </message>
    <message>
        <source>a second TemplateProcessing is not supported</source>
        <translation>ein zweites TemplateProcessing wird nicht unterstützt</translation>
    </message>
    <message>
        <source>TemplateProcessing, ByteLevel and Sequence post-processors</source>
        <translation>Post-Prozessoren der Typen TemplateProcessing, ByteLevel und Sequence</translation>
    </message>
    <message>
        <source>&quot;BPE&quot; (KVScope reads BPE tokenizers)</source>
        <translation>&quot;BPE&quot; (KVScope liest BPE-Tokenizer)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported (KVScope&apos;s BPE has no subword prefixes or suffixes)</source>
        <translation>&quot;%1&quot; wird nicht unterstützt (das BPE von KVScope kennt keine Subword-Präfixe oder -Suffixe)</translation>
    </message>
    <message>
        <source>BPE dropout is not supported (it makes encoding random)</source>
        <translation>BPE-Dropout wird nicht unterstützt (es macht die Kodierung zufällig)</translation>
    </message>
    <message>
        <source>the token is matched after normalizing, which changes it to &apos;%1&apos;; KVScope does not support that</source>
        <translation>das Token wird erst nach dem Normalisieren gesucht, das es zu &apos;%1&apos; ändert; das unterstützt KVScope nicht</translation>
    </message>
    <message>
        <source>&quot;a b&quot; or [&quot;a&quot;, &quot;b&quot;]</source>
        <translation>&quot;a b&quot; oder [&quot;a&quot;, &quot;b&quot;]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the vocabulary</source>
        <translation>&apos;%1&apos; ist nicht im Vokabular</translation>
    </message>
    <message>
        <source>the template&apos;s token %1 is not in the vocabulary</source>
        <translation>das Token %1 des Templates ist nicht im Vokabular</translation>
    </message>
    <message>
        <source>a sequence of %1 tokens does not fit this model (1 to %2)</source>
        <translation>eine Sequenz aus %1 Tokens passt nicht zu diesem Modell (1 bis %2)</translation>
    </message>
    <message>
        <source>token id %1 is not in the vocabulary</source>
        <translation>die Token-ID %1 ist nicht im Vokabular</translation>
    </message>
    <message>
        <source>unknown rule &apos;%1&apos; (known: even-positions, last-token, first-token, all-tokens)</source>
        <translation>unbekannte Regel &apos;%1&apos; (bekannt: even-positions, last-token, first-token, all-tokens)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the tokens</source>
        <translation>&apos;%1&apos; ist keines der Tokens</translation>
    </message>
    <message>
        <source>must be one word without spaces</source>
        <translation>muss ein einzelnes Wort ohne Leerzeichen sein</translation>
    </message>
    <message>
        <source>token &apos;%1&apos; appears twice</source>
        <translation>das Token &apos;%1&apos; kommt zweimal vor</translation>
    </message>
    <message>
        <source>is longer than %1 words</source>
        <translation>ist länger als %1 Wörter</translation>
    </message>
    <message>
        <source>must hold 1 to 16 heads</source>
        <translation>muss 1 bis 16 Heads enthalten</translation>
    </message>
    <message>
        <source>must be &quot;mean&quot; (the only combination the toy knows)</source>
        <translation>muss &quot;mean&quot; sein (die einzige Kombination, die das Spielzeugmodell kennt)</translation>
    </message>
    <message>
        <source>must have %1 rows (one per head), found %2</source>
        <translation>muss %1 Zeilen haben (eine pro Head), gefunden: %2</translation>
    </message>
    <message>
        <source>must have %1 numbers (one per vocabulary word), found %2</source>
        <translation>muss %1 Zahlen haben (eine pro Wort des Vokabulars), gefunden: %2</translation>
    </message>
    <message>
        <source>it has more than %1 words</source>
        <translation>er hat mehr als %1 Wörter</translation>
    </message>
    <message>
        <source>unknown word &apos;%1&apos;; this model knows: %2</source>
        <translation>unbekanntes Wort &apos;%1&apos;; dieses Modell kennt: %2</translation>
    </message>
    <message>
        <source>the prompt is empty; use words from: %1</source>
        <translation>der Prompt ist leer; verwenden Sie Wörter aus: %1</translation>
    </message>
    <message>
        <source>head names: %1 given, the model has %2 heads</source>
        <translation>Head-Namen: %1 angegeben, das Modell hat %2 Heads</translation>
    </message>
    <message>
        <source>%1: the value %2 does not fit in half precision (f16 holds at most 65504); load it as f32</source>
        <translation>%1: der Wert %2 passt nicht in halbe Genauigkeit (f16 fasst höchstens 65504); laden Sie die Gewichte als f32</translation>
    </message>
    <message>
        <source>array of %1 %2</source>
        <translation>Array mit %1 Elementen vom Typ %2</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.token_type[%2] is %3; a token type is a whole number from 0 to 6</source>
        <translation>%1: tokenizer.ggml.token_type[%2] ist %3; ein Token-Typ ist eine ganze Zahl von 0 bis 6</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source># KVScope %1

KVScope makes LLM inference visible: the prefill, the decode steps, every head&apos;s attention and the KV cache, counted and charted.

Built with Qt %2, Eigen and oneTBB.

## The application

</source>
        <translation># KVScope %1

KVScope macht LLM-Inferenz sichtbar: den Prefill, die Decode-Schritte, die Attention jedes Heads und den KV-Cache, gezählt und in Diagrammen.

Erstellt mit Qt %2, Eigen und oneTBB.

## Die Anwendung

</translation>
    </message>
    <message>
        <source>## The built-in models and their training texts

The tiny GPT, the tiny GQA model and the draft were trained from scratch by KVScope&apos;s own recipe (tools/train_tiny_model/) on the texts below; their weights are part of KVScope and ship under its licence, above.

</source>
        <translation>## Die eingebauten Modelle und ihre Trainingstexte

Das Tiny-GPT, das Tiny-GQA-Modell und das Draft-Modell wurden nach KVScopes eigenem Rezept (tools/train_tiny_model/) von Grund auf mit den unten aufgeführten Texten trainiert; ihre Gewichte sind Teil von KVScope und stehen unter dessen Lizenz (siehe oben).

</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>KVScope user guide</source>
        <translation>KVScope-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>KVScope keyboard shortcuts</source>
        <translation>KVScope-Tastenkürzel</translation>
    </message>
    <message>
        <source>About KVScope</source>
        <translation>Über KVScope</translation>
    </message>
    <message>
        <source>%1 leaves a text field; a click on a view gives it the keys. Help › What&apos;s This? (%2) explains any view.</source>
        <translation>%1 verlässt ein Textfeld; ein Klick auf eine Ansicht gibt ihr den Tastaturfokus. Hilfe › Direkthilfe (%2) erklärt jede Ansicht.</translation>
    </message>
</context>
<context>
    <name>LabSaveButtons</name>
    <message>
        <source>Save chart…</source>
        <translation>Diagramm speichern…</translation>
    </message>
    <message>
        <source>Save table…</source>
        <translation>Tabelle speichern…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG-Bilder (*.png);;SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Tabelle speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>From prompt to prediction: prefill, decode and the KV cache</source>
        <translation>Vom Prompt zur Vorhersage: Prefill, Decode und der KV-Cache</translation>
    </message>
    <message>
        <source>This lesson follows the article “From Prompt to Prediction: Understanding Prefill, Decode, and the KV Cache in LLMs”, number by number, on its own example: the prompt “Today’s weather is so …”.

It has three parts. The prefill runs the whole prompt through attention in one parallel pass. Decode then adds one token at a time. The KV cache is what makes decode cheap; at the third step we switch it off to see what it saves.

Every step goes through ten stages, from embedding the tokens to appending K and V to the cache. Press S, Space or → for the next stage and ← to go back. The view each stage is about is framed.</source>
        <translation>Diese Lektion folgt Zahl für Zahl dem Artikel „From Prompt to Prediction: Understanding Prefill, Decode, and the KV Cache in LLMs“, an seinem eigenen Beispiel: dem Prompt „Today’s weather is so …“.

Sie hat drei Teile. Der Prefill schickt den ganzen Prompt in einem parallelen Durchlauf durch die Attention. Im Decode kommt dann ein Token nach dem anderen hinzu. Der KV-Cache macht Decode günstig; beim dritten Schritt schalten wir ihn aus, um zu sehen, was er einspart.

Jeder Schritt durchläuft zehn Stufen, vom Embedding der Tokens bis zum Anhängen von K und V an den Cache. Drücken Sie S, die Leertaste oder → für die nächste Stufe und ← für die vorige. Die Ansicht, um die es in einer Stufe geht, ist eingerahmt.</translation>
    </message>
    <message>
        <source>Prefill: the whole prompt in one parallel pass</source>
        <translation>Prefill: der ganze Prompt in einem parallelen Durchlauf</translation>
    </message>
    <message>
        <source>During prefill the model processes the entire prompt in a single forward pass. Every token attends to itself and to all the tokens before it, and all four positions are computed at once, as one set of matrix operations. Its result is the first predicted token and a warm KV cache.</source>
        <translation>Beim Prefill verarbeitet das Modell den gesamten Prompt in einem einzigen Vorwärtsdurchlauf. Jedes Token richtet seine Attention auf sich selbst und auf alle Tokens davor, und alle vier Positionen werden zugleich berechnet, als ein Satz von Matrixoperationen. Das Ergebnis ist das erste vorhergesagte Token und ein vorgewärmter KV-Cache.</translation>
    </message>
    <message>
        <source>Each token carries the information it brings. In this toy it is a single number, its value: Today 10, weather 20, is 1, so 5. Words like “is” and “so” carry less meaning than “Today” or “weather”, and attention will reflect that. All four prompt tokens enter together.</source>
        <translation>Jedes Token trägt die Information, die es mitbringt. In diesem Spielzeugmodell ist das eine einzige Zahl, sein Wert: Today 10, weather 20, is 1, so 5. Wörter wie „is“ und „so“ tragen weniger Bedeutung als „Today“ oder „weather“, und die Attention wird das widerspiegeln. Alle vier Prompt-Tokens gehen gemeinsam hinein.</translation>
    </message>
    <message>
        <source>Each head turns every token into a query q (what this position is looking for), a key k (what it offers) and a value v (what it hands over). In the prefill that is 4 positions × 4 heads: 16 keys and 16 values, computed in one pass. Here a token’s value is its number.</source>
        <translation>Jeder Head macht aus jedem Token eine Query q (wonach diese Position sucht), einen Key k (was sie anbietet) und einen Value v (was sie weitergibt). Im Prefill sind das 4 Positionen × 4 Heads: 16 Keys und 16 Values, in einem Durchlauf berechnet. Hier ist der Value eines Tokens seine Zahl.</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QKᵀ/√dₖ)·V. The scores QKᵀ/√dₖ compare every query with every key: a 4 × 4 matrix per head. Our heads are handcrafted rules rather than learned ones (1: tokens at even positions, 2: the last token, 3: the first token, 4: every token), so a score is 0 where the rule admits a key and −∞ where it does not.</source>
        <translation>Attention(Q, K, V) = softmax(QKᵀ/√dₖ)·V. Die Scores QKᵀ/√dₖ vergleichen jede Query mit jedem Key: eine 4 × 4-Matrix pro Head. Unsere Heads sind handgemachte statt gelernte Regeln (1: Tokens an geraden Positionen, 2: das letzte Token, 3: das erste Token, 4: jedes Token), daher ist ein Score 0, wo die Regel einen Key zulässt, und −∞, wo sie es nicht tut.</translation>
    </message>
    <message>
        <source>Now watch the causal mask. A token may look at itself and at earlier tokens, never at later ones: every score above the diagonal becomes −∞, leaving the lower triangle. This is what allows the prefill to compute all positions in parallel and still get exactly what one-at-a-time processing would give.</source>
        <translation>Jetzt kommt die kausale Maske. Ein Token darf sich selbst und frühere Tokens ansehen, nie spätere: Jeder Score oberhalb der Diagonale wird −∞, übrig bleibt das untere Dreieck. Deshalb kann der Prefill alle Positionen parallel berechnen und erhält trotzdem genau das, was eine Verarbeitung Token für Token ergäbe.</translation>
    </message>
    <message>
        <source>Softmax turns each row of masked scores into weights that are positive and add up to 1 over the keys a row admits. The row of “so” under head 4 gives each of its four keys 0.25. “Today” under head 1 admits no key at all (position 1 is odd), so that row has no output: the article writes “none”, the views show “—”.</source>
        <translation>Softmax macht aus jeder Zeile maskierter Scores Gewichte, die positiv sind und sich über die Keys, die eine Zeile zulässt, zu 1 summieren. Die Zeile von „so“ gibt unter Head 4 jedem ihrer vier Keys 0.25. „Today“ lässt unter Head 1 gar keinen Key zu (Position 1 ist ungerade), also hat diese Zeile keine Ausgabe: Der Artikel schreibt „none“, die Ansichten zeigen „—“.</translation>
    </message>
    <message>
        <source>Each head’s output is the weighted sum of the values it attends to. For “so”: head 1 averages weather and so, 12.5; head 2 takes so, 5; head 3 takes Today, 10; head 4 averages all four, 9. The context vector [12.5, 5, 10, 9] summarises “Today’s weather is so …”. For “is”, head 4 gives 31/3 ≈ 10.33. The four heads combined (their mean) give 9.125 for “so”.</source>
        <translation>Die Ausgabe jedes Heads ist die gewichtete Summe der Values, auf die er achtet. Für „so“: Head 1 mittelt weather und so, 12.5; Head 2 nimmt so, 5; Head 3 nimmt Today, 10; Head 4 mittelt alle vier, 9. Der Kontextvektor [12.5, 5, 10, 9] fasst „Today’s weather is so …“ zusammen. Für „is“ ergibt Head 4 31/3 ≈ 10.33. Die vier Heads zusammen (ihr Mittelwert) ergeben 9.125 für „so“.</translation>
    </message>
    <message>
        <source>The context is projected onto the vocabulary. Each column of the projection matrix says how strongly a word goes with each head’s signal, and each word gets one score, its logit: nice 8.55, warm 7.3, delicious 1.4. The article does not give this matrix; it is chosen so that words describing weather win.</source>
        <translation>Der Kontext wird auf das Vokabular projiziert. Jede Spalte der Projektionsmatrix sagt, wie stark ein Wort zum Signal jedes Heads passt, und jedes Wort erhält einen Score, seinen Logit: nice 8.55, warm 7.3, delicious 1.4. Der Artikel nennt diese Matrix nicht; sie ist so gewählt, dass Wörter gewinnen, die das Wetter beschreiben.</translation>
    </message>
    <message>
        <source>A softmax over the logits gives probabilities: nice 0.777, warm 0.223, delicious 0.00061. A human would expect an adjective describing the weather after “so”, and the model agrees.</source>
        <translation>Eine Softmax über die Logits ergibt Wahrscheinlichkeiten: nice 0.777, warm 0.223, delicious 0.00061. Ein Mensch würde nach „so“ ein Adjektiv erwarten, das das Wetter beschreibt, und das Modell sieht es genauso.</translation>
    </message>
    <message>
        <source>Greedy decoding picks the most likely token: “nice”. This is the first token of the response. Its delay, the time to first token, is mostly the prefill, which is why processing the prompt in parallel matters.</source>
        <translation>Greedy-Decoding wählt das wahrscheinlichste Token: „nice“. Es ist das erste Token der Antwort. Seine Verzögerung, die Zeit bis zum ersten Token (Time to First Token), besteht größtenteils aus dem Prefill – deshalb ist es so wichtig, den Prompt parallel zu verarbeiten.</translation>
    </message>
    <message>
        <source>The keys and values of all four prompt positions are kept in the KV cache: 16 K/V vectors, 256 bytes here. Prefill warms up the cache; decode will read it and add to it.</source>
        <translation>Keys und Values aller vier Prompt-Positionen werden im KV-Cache aufbewahrt: 16 K/V-Vektoren, hier 256 Bytes. Der Prefill wärmt den Cache vor; Decode wird ihn lesen und erweitern.</translation>
    </message>
    <message>
        <source>Decode: one new token, one new attention row</source>
        <translation>Decode: ein neues Token, eine neue Attention-Zeile</translation>
    </message>
    <message>
        <source>The model now continues from “Today’s weather is so nice …”. The first four tokens are unchanged, so their attention would come out exactly as before. Decode computes attention only for the new token at position 5: a single new attention row per head.</source>
        <translation>Das Modell setzt nun bei „Today’s weather is so nice …“ fort. Die ersten vier Tokens sind unverändert, ihre Attention käme also genau wie zuvor heraus. Decode berechnet Attention nur für das neue Token an Position 5: eine einzige neue Attention-Zeile pro Head.</translation>
    </message>
    <message>
        <source>Only the new token enters the model: “nice”, at position 5. Its value, 8, is not in the article; the example file chooses it. The four prompt tokens are not processed again.</source>
        <translation>Nur das neue Token geht ins Modell: „nice“, an Position 5. Sein Wert, 8, steht nicht im Artikel; die Beispieldatei legt ihn fest. Die vier Prompt-Tokens werden nicht noch einmal verarbeitet.</translation>
    </message>
    <message>
        <source>K and V are computed for position 5 only: 4 vectors, one per head. The 16 of positions 1–4 are read from the cache, where the prefill left them.</source>
        <translation>K und V werden nur für Position 5 berechnet: 4 Vektoren, einer pro Head. Die 16 der Positionen 1–4 werden aus dem Cache gelesen, wo der Prefill sie hinterlassen hat.</translation>
    </message>
    <message>
        <source>The query of “nice” is compared with all five keys: one row of 5 scores per head, instead of a 5 × 5 matrix.</source>
        <translation>Die Query von „nice“ wird mit allen fünf Keys verglichen: eine Zeile mit 5 Scores pro Head statt einer 5 × 5-Matrix.</translation>
    </message>
    <message>
        <source>The mask grows by one row. The newest token comes last, so it may see every key, including itself: nothing in this row is masked by causality. Only the heads’ rules exclude keys.</source>
        <translation>Die Maske wächst um eine Zeile. Das neueste Token steht am Ende, es darf also jeden Key sehen, auch sich selbst: In dieser Zeile maskiert die Kausalität nichts. Nur die Regeln der Heads schließen Keys aus.</translation>
    </message>
    <message>
        <source>The new rows of weights: head 1 gives 0.5 to weather and 0.5 to so (positions 2 and 4), head 2 gives 1 to nice, head 3 gives 1 to Today, head 4 gives 0.2 to each of the five tokens.</source>
        <translation>Die neuen Gewichtszeilen: Head 1 gibt 0.5 an weather und 0.5 an so (Positionen 2 und 4), Head 2 gibt 1 an nice, Head 3 gibt 1 an Today, Head 4 gibt jedem der fünf Tokens 0.2.</translation>
    </message>
    <message>
        <source>The new context vector is [12.5, 8, 10, 8.8]: head 4 now averages five values, (10 + 20 + 1 + 5 + 8) / 5 = 8.8. The heads combined give 9.825.</source>
        <translation>Der neue Kontextvektor ist [12.5, 8, 10, 8.8]: Head 4 mittelt jetzt fünf Werte, (10 + 20 + 1 + 5 + 8) / 5 = 8.8. Die Heads zusammen ergeben 9.825.</translation>
    </message>
    <message>
        <source>Projected onto the vocabulary: nice 9.11, warm 7.86, delicious 1.68.</source>
        <translation>Auf das Vokabular projiziert: nice 9.11, warm 7.86, delicious 1.68.</translation>
    </message>
    <message>
        <source>Probabilities: nice 0.777, warm 0.223, delicious 0.000461. Decode must go one token at a time like this, because the next token does not exist until this one is chosen.</source>
        <translation>Wahrscheinlichkeiten: nice 0.777, warm 0.223, delicious 0.000461. Decode muss so Token für Token vorgehen, denn das nächste Token existiert erst, wenn dieses gewählt ist.</translation>
    </message>
    <message>
        <source>Greedy decoding picks “nice” again. Four fixed rules do not know that a sentence should move on; a trained model would.</source>
        <translation>Greedy-Decoding wählt wieder „nice“. Vier feste Regeln wissen nicht, dass ein Satz weitergehen sollte; ein trainiertes Modell wüsste es.</translation>
    </message>
    <message>
        <source>K and V of position 5 are appended to the cache, which now holds 5 positions, 320 bytes. This step computed 4 K/V vectors; without the cache it would have computed 20 (see the Work view).</source>
        <translation>K und V von Position 5 werden an den Cache angehängt, der jetzt 5 Positionen hält, 320 Bytes. Dieser Schritt hat 4 K/V-Vektoren berechnet; ohne den Cache wären es 20 gewesen (siehe die Ansicht „Aufwand“).</translation>
    </message>
    <message>
        <source>The same step without the cache</source>
        <translation>Derselbe Schritt ohne Cache</translation>
    </message>
    <message>
        <source>For this step the KV cache is switched off. Without it nothing is kept between steps, so the model recomputes the keys and values of the whole sequence: six positions, to produce one new token. Watch the KV cache view flash as every row is computed again.</source>
        <translation>Für diesen Schritt ist der KV-Cache ausgeschaltet. Ohne ihn wird zwischen den Schritten nichts aufbewahrt, also berechnet das Modell die Keys und Values der ganzen Sequenz neu: sechs Positionen, um ein einziges neues Token zu erzeugen. Achten Sie darauf, wie die Ansicht „KV-Cache“ aufblinkt, während jede Zeile neu berechnet wird.</translation>
    </message>
    <message>
        <source>Without the cache, all six tokens, “Today weather is so nice nice”, go through the model again, not just the new one.</source>
        <translation>Ohne den Cache gehen alle sechs Tokens, „Today weather is so nice nice“, noch einmal durch das Modell, nicht nur das neue.</translation>
    </message>
    <message>
        <source>K and V are recomputed for every position: 6 positions × 4 heads = 24 vectors, where the cache would have needed 4. The 20 others are exactly the numbers computed in the earlier steps.</source>
        <translation>K und V werden für jede Position neu berechnet: 6 Positionen × 4 Heads = 24 Vektoren, wo der Cache 4 gebraucht hätte. Die 20 übrigen sind genau die Zahlen, die schon in den früheren Schritten berechnet wurden.</translation>
    </message>
    <message>
        <source>Every query row is recomputed against every key. The earlier rows come out exactly as before, which is the waste: only the last row is new.</source>
        <translation>Jede Query-Zeile wird gegen jeden Key neu berechnet. Die früheren Zeilen kommen genau wie zuvor heraus – das ist die Verschwendung: Nur die letzte Zeile ist neu.</translation>
    </message>
    <message>
        <source>The full 6 × 6 causal triangle is applied again, row by row: each earlier position still sees only itself and the tokens before it.</source>
        <translation>Das volle kausale 6 × 6-Dreieck wird erneut angewandt, Zeile für Zeile: Jede frühere Position sieht weiterhin nur sich selbst und die Tokens davor.</translation>
    </message>
    <message>
        <source>The newest row: head 1 now gives a third each to weather, so and the new “nice” at position 6 (the even positions), and head 4 gives 1/6 to each of the six tokens.</source>
        <translation>Die neueste Zeile: Head 1 gibt jetzt je ein Drittel an weather, so und das neue „nice“ an Position 6 (die geraden Positionen), und Head 4 gibt jedem der sechs Tokens 1/6.</translation>
    </message>
    <message>
        <source>The new token’s context is [11, 8, 10, 8.667]: head 1 averages 20, 5 and 8 = 11. These are the very numbers the cache would have given: the KV cache does not change what the model computes.</source>
        <translation>Der Kontext des neuen Tokens ist [11, 8, 10, 8.667]: Head 1 mittelt 20, 5 und 8 = 11. Das sind genau die Zahlen, die auch der Cache geliefert hätte: Der KV-Cache ändert nicht, was das Modell berechnet.</translation>
    </message>
    <message>
        <source>nice 8.633, warm 7.533, delicious 1.667: identical with or without the cache.</source>
        <translation>nice 8.633, warm 7.533, delicious 1.667: identisch mit und ohne Cache.</translation>
    </message>
    <message>
        <source>nice 0.75, warm 0.25, delicious 0.000707.</source>
        <translation>nice 0.75, warm 0.25, delicious 0.000707.</translation>
    </message>
    <message>
        <source>“nice” again. Recomputing changed nothing but the amount of work.</source>
        <translation>Wieder „nice“. Das Neuberechnen hat nichts geändert außer dem Aufwand.</translation>
    </message>
    <message>
        <source>With the cache off nothing is kept: the next step will have to compute everything again. This step computed 24 K/V vectors and 252 multiply-adds; with the cache it would have been 4 and 72. Without a cache, the total work over n decode steps grows like n².</source>
        <translation>Mit ausgeschaltetem Cache wird nichts aufbewahrt: Der nächste Schritt muss alles erneut berechnen. Dieser Schritt hat 24 K/V-Vektoren und 252 Multiply-Adds berechnet; mit dem Cache wären es 4 und 72 gewesen. Ohne Cache wächst der Gesamtaufwand über n Decode-Schritte wie n².</translation>
    </message>
    <message>
        <source>KV cache: make decode efficient</source>
        <translation>KV-Cache: Decode effizient machen</translation>
    </message>
    <message>
        <source>The cache is back on. With it, each token’s K and V are computed once and kept, separately for each head; a decode step computes only the query, key and value of the new token and attends to the cached keys and values. Unlike most caches, nothing in it is ever replaced: every new token appends a row.</source>
        <translation>Der Cache ist wieder an. Mit ihm werden K und V jedes Tokens einmal berechnet und aufbewahrt, getrennt für jeden Head; ein Decode-Schritt berechnet nur Query, Key und Value des neuen Tokens und richtet seine Attention auf die gecachten Keys und Values. Anders als in den meisten Caches wird darin nie etwas ersetzt: Jedes neue Token hängt eine Zeile an.</translation>
    </message>
    <message>
        <source>Only the new token enters: “nice” at position 7.</source>
        <translation>Nur das neue Token geht hinein: „nice“ an Position 7.</translation>
    </message>
    <message>
        <source>The cache is switched back on. The step before kept nothing, so the cache is first filled again from the sequence (a catch-up that the Work view leaves out). Then the step does what decode always does: it computes 4 K/V vectors, the new token’s key and value for each head, and reads the others from the cache.</source>
        <translation>Der Cache wird wieder eingeschaltet. Der Schritt davor hat nichts aufbewahrt, also wird der Cache zuerst aus der Sequenz neu gefüllt (ein Nachholen, das die Ansicht „Aufwand“ auslässt). Dann tut der Schritt, was Decode immer tut: Er berechnet 4 K/V-Vektoren, Key und Value des neuen Tokens für jeden Head, und liest die übrigen aus dem Cache.</translation>
    </message>
    <message>
        <source>One new row of 7 scores per head: the new query against the seven keys.</source>
        <translation>Eine neue Zeile mit 7 Scores pro Head: die neue Query gegen die sieben Keys.</translation>
    </message>
    <message>
        <source>One more row of the causal triangle. The newest token sees everything before it.</source>
        <translation>Eine weitere Zeile des kausalen Dreiecks. Das neueste Token sieht alles vor sich.</translation>
    </message>
    <message>
        <source>Head 1 gives a third each to weather, so and the “nice” at position 6; head 4 gives 1/7 to each token.</source>
        <translation>Head 1 gibt je ein Drittel an weather, so und das „nice“ an Position 6; Head 4 gibt jedem Token 1/7.</translation>
    </message>
    <message>
        <source>The context vector is [11, 8, 10, 8.571], with head 4 averaging seven values.</source>
        <translation>Der Kontextvektor ist [11, 8, 10, 8.571], wobei Head 4 sieben Werte mittelt.</translation>
    </message>
    <message>
        <source>nice 8.614, warm 7.514, delicious 1.657.</source>
        <translation>nice 8.614, warm 7.514, delicious 1.657.</translation>
    </message>
    <message>
        <source>nice 0.75, warm 0.25, delicious 0.000714.</source>
        <translation>nice 0.75, warm 0.25, delicious 0.000714.</translation>
    </message>
    <message>
        <source>Position 7’s K and V are appended: the cache holds 7 positions, 448 bytes. That is the whole story: prefill processes the prompt in parallel and warms up the cache; decode generates one token at a time and appends to it. Faster prefill means a sooner first token, faster decode a faster rest of the response.</source>
        <translation>K und V von Position 7 werden angehängt: Der Cache hält 7 Positionen, 448 Bytes. Das ist die ganze Geschichte: Der Prefill verarbeitet den Prompt parallel und wärmt den Cache vor; Decode erzeugt ein Token nach dem anderen und hängt jedes an den Cache an. Ein schnellerer Prefill bedeutet ein früheres erstes Token, ein schnelleres Decode einen schnelleren Rest der Antwort.</translation>
    </message>
    <message>
        <source>Greedy decoding picks “nice”. With it the prompt and the four generated tokens read “Today weather is so nice nice nice nice”.</source>
        <translation>Greedy-Decoding wählt „nice“. Damit lauten der Prompt und die vier erzeugten Tokens „Today weather is so nice nice nice nice“.</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>previous-token head</source>
        <translation>Vorgänger-Head</translation>
    </message>
    <message>
        <source>first-token head</source>
        <translation>Erstes-Token-Head</translation>
    </message>
    <message>
        <source>even positions</source>
        <translation>gerade Stellen</translation>
    </message>
    <message>
        <source>last token</source>
        <translation>letztes Token</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>erstes Token</translation>
    </message>
    <message>
        <source>all tokens</source>
        <translation>alle Tokens</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Embed the tokens</source>
        <translation>Tokens einbetten</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>Queries, Keys und Values</translation>
    </message>
    <message>
        <source>Scores QKᵀ/√d</source>
        <translation>Scores QKᵀ/√d</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>Softmax: attention weights</source>
        <translation>Softmax: Attention-Gewichte</translation>
    </message>
    <message>
        <source>Weighted sum of V: the context</source>
        <translation>Gewichtete Summe von V: der Kontext</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Choose the next token</source>
        <translation>Nächstes Token wählen</translation>
    </message>
    <message>
        <source>Append K and V to the cache</source>
        <translation>K und V an den Cache anhängen</translation>
    </message>
    <message>
        <source>This model keeps its weights as plain numbers (f32 or f16). Open a GGUF file (File › Open model file…) to see how quantized weights are stored.</source>
        <translation>Dieses Modell hält seine Gewichte als einfache Zahlen (f32 oder f16). Öffnen Sie eine GGUF-Datei (Datei › Modelldatei öffnen …), um zu sehen, wie quantisierte Gewichte gespeichert werden.</translation>
    </message>
    <message>
        <source>%1 %2 (%3 % of the weights)</source>
        <translation>%1 %2 (%3 % der Gewichte)</translation>
    </message>
    <message>
        <source>%1 weights in %2: %3 bits per weight — %4</source>
        <translation>%1 Gewichte in %2: %3 Bit pro Gewicht — %4</translation>
    </message>
    <message>
        <source>%1 holds no quantized tensors: every weight is a plain number.</source>
        <translation>%1 enthält keine quantisierten Tensoren: Jedes Gewicht ist eine einfache Zahl.</translation>
    </message>
    <message>
        <source>No GGUF file is open.</source>
        <translation>Keine GGUF-Datei geöffnet.</translation>
    </message>
    <message>
        <source>%1 is not a quantized tensor of this file.</source>
        <translation>%1 ist kein quantisierter Tensor dieser Datei.</translation>
    </message>
    <message>
        <source>%1 has rows 0–%2 and blocks 0–%3 in a row.</source>
        <translation>%1 hat die Zeilen 0–%2 und die Blöcke 0–%3 pro Zeile.</translation>
    </message>
    <message>
        <source>the output folder %1 does not exist (create it first)</source>
        <translation>der Ausgabeordner %1 existiert nicht (legen Sie ihn zuerst an)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>the output folder %1 cannot be written (%2)</source>
        <translation>in den Ausgabeordner %1 kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>step %1 (prefill)</source>
        <translation>Schritt %1 (Prefill)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 · %2 · token “%3”</source>
        <translation>%1 · %2 · Token „%3“</translation>
    </message>
    <message>
        <source>--format needs a list such as png,svg,csv,json</source>
        <translation>--format braucht eine Liste wie png,svg,csv,json</translation>
    </message>
    <message>
        <source>unknown format “%1” (known: png, svg, csv, json)</source>
        <translation>unbekanntes Format „%1“ (bekannt: png, svg, csv, json)</translation>
    </message>
    <message>
        <source>bad scale “%1” (use 1, 2 or 3)</source>
        <translation>ungültige Skalierung „%1“ (1, 2 oder 3 verwenden)</translation>
    </message>
    <message>
        <source>unknown theme “%1” (use light or dark)</source>
        <translation>unbekanntes Design „%1“ (light oder dark verwenden)</translation>
    </message>
    <message>
        <source>cannot write %1: the view has no size to draw</source>
        <translation>%1 kann nicht geschrieben werden: Die Ansicht hat keine Größe zum Zeichnen</translation>
    </message>
    <message>
        <source>PNG encoding failed (%1)</source>
        <translation>PNG-Kodierung fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>Exported from KVScope</source>
        <translation>Exportiert aus KVScope</translation>
    </message>
    <message>
        <source>the SVG could not be started</source>
        <translation>das SVG konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>KVScope lesson handout · page %1</source>
        <translation>Handout zur KVScope-Lektion · Seite %1</translation>
    </message>
    <message>
        <source>cannot write %1: the handout has no page</source>
        <translation>%1 kann nicht geschrieben werden: Das Handout hat keine Seite</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The lesson is over&lt;/h3&gt;&lt;p&gt;“%1” ends at step %2. Close the lesson (File › Close lesson) to step on freely.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die Lektion ist zu Ende&lt;/h3&gt;&lt;p&gt;„%1“ endet bei Schritt %2. Schließen Sie die Lektion (Datei › Lektion schließen), um frei weiterzugehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Before the prefill</source>
        <translation>Vor dem Prefill</translation>
    </message>
    <message>
        <source>After the lesson (step %1)</source>
        <translation>Nach der Lektion (Schritt %1)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · stage %4 of %5</source>
        <translation>Schritt %1 von %2 · %3 · Stufe %4 von %5</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>(not recorded for this layer; being recomputed)</source>
        <translation>(für diesen Layer nicht aufgezeichnet; wird neu berechnet)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1:&lt;/b&gt; the %2 query heads share %3 KV %4: query heads 1–%5 read the K and V of KV head 1, and so on. The cache keeps %6 per token, %7× less than the %8 one KV head per query head would need.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1:&lt;/b&gt; Die %2 Query-Heads teilen sich %3 KV-%4: Query-Heads 1–%5 lesen K und V von KV-Head 1 und so weiter. Der Cache hält %6 pro Token, %7× weniger als die %8, die ein KV-Head pro Query-Head bräuchte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Heads</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;RoPE:&lt;/b&gt; q and k are then rotated by their position — no position vector is added. Dimensions i and i + %1 of a head form a pair, turned by position × θ&lt;sup&gt;−2i/%2&lt;/sup&gt; (θ = %3%4). At position %5 (index %6) the fastest pair turns %7 rad (%8°), the slowest %9 rad. The cache holds the rotated keys, and q·k depends only on how far apart the two positions are.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;RoPE:&lt;/b&gt; q und k werden dann um ihre Position gedreht — es wird kein Positionsvektor addiert. Die Dimensionen i und i + %1 eines Heads bilden ein Paar, gedreht um Position × θ&lt;sup&gt;−2i/%2&lt;/sup&gt; (θ = %3%4). An Position %5 (Index %6) dreht sich das schnellste Paar um %7 rad (%8°), das langsamste um %9 rad. Der Cache hält die gedrehten Keys, und q·k hängt nur davon ab, wie weit die beiden Positionen auseinanderliegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, stretched by %1 scaling</source>
        <translation>, gestreckt durch %1-Skalierung</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ready&lt;/h3&gt;&lt;p&gt;The prompt &lt;b&gt;%1&lt;/b&gt; is waiting. &lt;b&gt;Prefill&lt;/b&gt; runs all of its tokens through the model in one parallel pass: every position attends to itself and the positions before it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bereit&lt;/h3&gt;&lt;p&gt;Der Prompt &lt;b&gt;%1&lt;/b&gt; wartet. &lt;b&gt;Prefill&lt;/b&gt; schickt alle seine Tokens in einem parallelen Durchlauf durch das Modell: Jede Position richtet ihre Attention auf sich selbst und die Positionen davor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>all %1 prompt positions at once</source>
        <translation>alle %1 Prompt-Positionen auf einmal</translation>
    </message>
    <message>
        <source>only the new position %1 (“%2”)</source>
        <translation>nur die neue Position %1 („%2“)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each token becomes a vector the model can compute with. This step feeds %1.&lt;/p&gt;&lt;p&gt;Shape: %2 × d.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jedes Token wird zu einem Vektor, mit dem das Modell rechnen kann. Dieser Schritt speist %1 ein.&lt;/p&gt;&lt;p&gt;Form: %2 × d.%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source> In the toy every token carries one number, its value: Today 10, weather 20, is 1, so 5.</source>
        <translation> Im Spielzeugmodell trägt jedes Token eine Zahl, seinen Wert: Today 10, weather 20, is 1, so 5.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head projects the vectors to a query &lt;i&gt;q&lt;/i&gt; (what this position looks for), a key &lt;i&gt;k&lt;/i&gt; (what it offers) and a value &lt;i&gt;v&lt;/i&gt; (what it hands over). K and V are computed for %1 rows × %2.&lt;/p&gt;%3%4%5</source>
        <translation>&lt;p&gt;Jeder Head projiziert die Vektoren auf eine Query &lt;i&gt;q&lt;/i&gt; (wonach diese Position sucht), einen Key &lt;i&gt;k&lt;/i&gt; (was sie anbietet) und einen Value &lt;i&gt;v&lt;/i&gt; (was sie weitergibt). K und V werden für %1 Zeilen × %2 berechnet.&lt;/p&gt;%3%4%5</translation>
    </message>
    <message>
        <source>%1 KV heads</source>
        <translation>%1 KV-Heads</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 Heads</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache off:&lt;/b&gt; K and V of every earlier position are computed again, although they have not changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cache aus:&lt;/b&gt; K und V jeder früheren Position werden erneut berechnet, obwohl sie sich nicht geändert haben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache on:&lt;/b&gt; earlier positions&apos; K and V are read from the cache, not recomputed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cache an:&lt;/b&gt; K und V früherer Positionen werden aus dem Cache gelesen, nicht neu berechnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;score = q · k / √d&lt;sub&gt;k&lt;/sub&gt; for every query row against every key: a %1 × %2 matrix per head (d&lt;sub&gt;k&lt;/sub&gt; = %3).&lt;/p&gt;%4</source>
        <translation>&lt;p&gt;Score = q · k / √d&lt;sub&gt;k&lt;/sub&gt; für jede Query-Zeile gegen jeden Key: eine %1 × %2-Matrix pro Head (d&lt;sub&gt;k&lt;/sub&gt; = %3).&lt;/p&gt;%4</translation>
    </message>
    <message>
        <source>&lt;p&gt;The toy&apos;s heads are rules: the score is 0 where the query matches the key and −∞ where the rule excludes it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Heads des Spielzeugmodells sind Regeln: Der Score ist 0, wo die Query zum Key passt, und −∞, wo die Regel ihn ausschließt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The causal mask sets the score of every key after the query to −∞, so no position sees the future. Position %1 may look at keys 1…%1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die kausale Maske setzt den Score jedes Keys nach der Query auf −∞, sodass keine Position die Zukunft sieht. Position %1 darf auf die Keys 1…%1 schauen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;weights = softmax(masked scores): positive, summing to 1 over the keys a row admits; −∞ becomes 0.&lt;/p&gt;&lt;p&gt;Row of position %1, head 1: %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gewichte = softmax(maskierte Scores): positiv, über die Keys, die eine Zeile zulässt, zu 1 summiert; −∞ wird 0.&lt;/p&gt;&lt;p&gt;Zeile von Position %1, Head 1: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>(nicht aufgezeichnet)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head&apos;s output is the weighted sum of the values it attends to: o = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;j&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Position %1 (“%2”): %3&lt;/p&gt;&lt;p&gt;A head that admits no key has no output (—); the combination averages the heads that have one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Ausgabe jedes Heads ist die gewichtete Summe der Values, auf die er achtet: o = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;j&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Position %1 („%2“): %3&lt;/p&gt;&lt;p&gt;Ein Head, der keinen Key zulässt, hat keine Ausgabe (—); die Kombination mittelt die Heads, die eine haben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The last position&apos;s context %1 is projected to one logit per vocabulary token: logits = context · W.&lt;/p&gt;&lt;p&gt;Top: %2 %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Kontext %1 der letzten Position wird auf einen Logit pro Token des Vokabulars projiziert: Logits = Kontext · W.&lt;/p&gt;&lt;p&gt;Top: %2 %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;p = softmax(logits / T). With T = %1, “%2” has p = %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p = softmax(Logits / T). Mit T = %1 hat „%2“ p = %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The next token is &lt;b&gt;%1&lt;/b&gt; (%2). The next decode step feeds it back in as position %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das nächste Token ist &lt;b&gt;%1&lt;/b&gt; (%2). Der nächste Decode-Schritt speist es als Position %3 wieder ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>forced by you</source>
        <translation>von Ihnen erzwungen</translation>
    </message>
    <message>
        <source>&lt;p&gt;K and V of %1 new position(s) join the cache, which now holds %2 positions (%3). The next step computes one new row and reads the rest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;K und V von %1 neuen Position(en) kommen in den Cache, der jetzt %2 Positionen hält (%3). Der nächste Schritt berechnet eine neue Zeile und liest den Rest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the cache off nothing is kept: the next step will compute K and V of all %1 positions again — %2 K/V vectors instead of %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit ausgeschaltetem Cache wird nichts aufbewahrt: Der nächste Schritt berechnet K und V aller %1 Positionen erneut — %2 K/V-Vektoren statt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>Decode step %1</source>
        <translation>Decode-Schritt %1</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>masked score</source>
        <translation>maskierter Score</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Head %1 · KV head %2</source>
        <translation>Head %1 · KV-Head %2</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Head %1</translation>
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
        <translation>Head %1</translation>
    </message>
    <message>
        <source>heads %1–%2</source>
        <translation>Heads %1–%2</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>%1 pro Token</translation>
    </message>
    <message>
        <source>%1 query heads share 1 KV head</source>
        <translation>%1 Query-Heads teilen sich 1 KV-Head</translation>
    </message>
    <message>
        <source>%1 query heads share %2 KV heads</source>
        <translation>%1 Query-Heads teilen sich %2 KV-Heads</translation>
    </message>
    <message>
        <source>%1 — %2: %3, %4× smaller than one KV head per query head (%5)</source>
        <translation>%1 — %2: %3, %4× kleiner als mit einem KV-Head pro Query-Head (%5)</translation>
    </message>
    <message>
        <source>%1: %2× smaller cache — %3 per token, %4 with one KV head per query head</source>
        <translation>%1: %2× kleinerer Cache — %3 pro Token, %4 mit einem KV-Head pro Query-Head</translation>
    </message>
    <message>
        <source>Recomputing this layer…</source>
        <translation>Dieser Layer wird neu berechnet …</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>greedy</translation>
    </message>
    <message>
        <source>temperature %1</source>
        <translation>Temperatur %1</translation>
    </message>
    <message>
        <source>, top-k %1</source>
        <translation>, Top-k %1</translation>
    </message>
    <message>
        <source>, top-p %1</source>
        <translation>, Top-p %1</translation>
    </message>
    <message>
        <source>, seed %1</source>
        <translation>, Seed %1</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 signed bytes</source>
        <translation>ein f16-Skalierungsfaktor d und 32 Bytes mit Vorzeichen</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 four-bit integers, each stored as q + 8</source>
        <translation>ein f16-Skalierungsfaktor d und 32 Vier-Bit-Ganzzahlen, jede als q + 8 gespeichert</translation>
    </message>
    <message>
        <source>an f16 scale d, an f16 minimum m and 32 four-bit integers</source>
        <translation>ein f16-Skalierungsfaktor d, ein f16-Minimum m und 32 Vier-Bit-Ganzzahlen</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 five-bit integers, each stored as q + 16</source>
        <translation>ein f16-Skalierungsfaktor d und 32 Fünf-Bit-Ganzzahlen, jede als q + 16 gespeichert</translation>
    </message>
    <message>
        <source>an f16 scale d, an f16 minimum m and 32 five-bit integers</source>
        <translation>ein f16-Skalierungsfaktor d, ein f16-Minimum m und 32 Fünf-Bit-Ganzzahlen</translation>
    </message>
    <message>
        <source>8 sub-blocks of 32 four-bit integers, each sub-block with a 6-bit scale sc and a 6-bit minimum m, which two f16 numbers turn into floats (d = %1, dmin = %2)</source>
        <translation>8 Unterblöcke aus je 32 Vier-Bit-Ganzzahlen, jeder Unterblock mit einem 6-Bit-Skalierungsfaktor sc und einem 6-Bit-Minimum m, die zwei f16-Zahlen zu Gleitkommazahlen machen (d = %1, dmin = %2)</translation>
    </message>
    <message>
        <source>8 sub-blocks of 32 five-bit integers, each sub-block with a 6-bit scale sc and a 6-bit minimum m, which two f16 numbers turn into floats (d = %1, dmin = %2)</source>
        <translation>8 Unterblöcke aus je 32 Fünf-Bit-Ganzzahlen, jeder Unterblock mit einem 6-Bit-Skalierungsfaktor sc und einem 6-Bit-Minimum m, die zwei f16-Zahlen zu Gleitkommazahlen machen (d = %1, dmin = %2)</translation>
    </message>
    <message>
        <source>16 sub-blocks of 16 six-bit integers (stored as q + 32), each sub-block with a signed 8-bit scale sc, and one f16 number d = %1</source>
        <translation>16 Unterblöcke aus je 16 Sechs-Bit-Ganzzahlen (als q + 32 gespeichert), jeder Unterblock mit einem vorzeichenbehafteten 8-Bit-Skalierungsfaktor sc, und eine f16-Zahl d = %1</translation>
    </message>
    <message>
        <source>A %1 block stores %2 weights in %3 bytes, %4 bits each: %5; %6.</source>
        <translation>Ein %1-Block speichert %2 Gewichte in %3 Bytes, je %4 Bit: %5; %6.</translation>
    </message>
    <message>
        <source>Its first weight is stored as %1 in sub-block %2 and stands for %3: the quantizer rounds to the nearest step, so the weight it came from was within about ±%4 of that (half a step of %5).</source>
        <translation>Sein erstes Gewicht ist als %1 in Unterblock %2 gespeichert und steht für %3: Der Quantisierer rundet auf die nächste Stufe, also lag das ursprüngliche Gewicht innerhalb von etwa ±%4 davon (eine halbe Stufe von %5).</translation>
    </message>
    <message>
        <source>Its first weight is stored as %1 and stands for %2: the quantizer rounds to the nearest step, so the weight it came from was within about ±%3 of that (half a step of %4).</source>
        <translation>Sein erstes Gewicht ist als %1 gespeichert und steht für %2: Der Quantisierer rundet auf die nächste Stufe, also lag das ursprüngliche Gewicht innerhalb von etwa ±%3 davon (eine halbe Stufe von %4).</translation>
    </message>
    <message>
        <source>&lt;p&gt;K and V of %1 new position(s) join the cache, bounded to a window of %2 positions%3: it keeps %4 of the %5 (%6) and evicts the rest — no later query sees them again. Evicted keys are red in the heatmaps.&lt;/p&gt;</source>
        <translation>&lt;p&gt;K und V von %1 neuen Position(en) kommen in den Cache, der auf ein Fenster von %2 Positionen begrenzt ist%3: Er behält %4 der %5 (%6) und verdrängt den Rest — keine spätere Query sieht sie wieder. Verdrängte Keys sind in den Heatmaps rot.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, the first kept as an attention sink</source>
        <translation>, die erste als Attention Sink behalten</translation>
    </message>
    <message>
        <source>, the first %1 kept as attention sinks</source>
        <translation>, die ersten %1 als Attention Sinks behalten</translation>
    </message>
    <message>
        <source>weight − the exact cache&apos;s</source>
        <translation>Gewicht − das des exakten Cache</translation>
    </message>
    <message>
        <source> — in each layer and head the newest %1 and the %2 older ones that have received the most attention so far (heavy hitters), so heads keep different positions</source>
        <translation> – in jedem Layer und Head die neuesten %1 und die %2 älteren, die bisher die meiste Attention bekommen haben (Heavy Hitter), sodass die Heads verschiedene Positionen behalten</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Press S, %1 or → for the first stage of the prefill.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Drücken Sie S, %1 oder → für die erste Stufe des Prefills.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>H%1 · KV%2</source>
        <extracomment>Short head titles of a narrow heatmap panel: H = query head, KV = the KV head it reads</extracomment>
        <translation>H%1 · KV%2</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
    <message>
        <source>KV%1 · H%2–%3</source>
        <extracomment>The query heads sharing one KV head, in the attention view&apos;s head selector: KV = the KV head, H = query heads (the letters of the short head titles)</extracomment>
        <translation>KV%1 · H%2–%3</translation>
    </message>
</context>
<context>
    <name>StepComparison</name>
    <message>
        <source>read from the cache</source>
        <translation>aus dem Cache gelesen</translation>
    </message>
    <message>
        <source>computed now</source>
        <translation>jetzt berechnet</translation>
    </message>
    <message>
        <source>computed again (same values)</source>
        <translation>erneut berechnet (gleiche Werte)</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht benötigt</translation>
    </message>
</context>
<context>
    <name>ViewHelp</name>
    <message>
        <source>&lt;b&gt;Attention heatmaps&lt;/b&gt;&lt;p&gt;One small heatmap per head of the selected layer: a row per query position, a column per key. Each cell is how much the query attends to the key (after softmax), or the raw score q·k/√d (choose above). The upper triangle is blocked by the causal mask; the newest row is outlined. Hover a cell for its number; click a head to enlarge it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Attention-Heatmaps&lt;/b&gt;&lt;p&gt;Eine kleine Heatmap pro Head des ausgewählten Layers: eine Zeile pro Query-Position, eine Spalte pro Key. Jede Zelle zeigt, wie stark die Query auf den Key achtet (nach der Softmax), oder den rohen Score q·k/√d (oben wählbar). Das obere Dreieck ist durch die kausale Maske gesperrt; die neueste Zeile ist umrandet. Zeigen Sie mit der Maus auf eine Zelle, um ihre Zahl zu sehen; klicken Sie auf einen Head, um ihn zu vergrößern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tokens&lt;/b&gt;&lt;p&gt;The sequence: prompt tokens, then the generated ones, with their positions. The dashed box is the token the current step predicts. Click a token to make it the query everywhere.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Tokens&lt;/b&gt;&lt;p&gt;Die Sequenz: die Prompt-Tokens, dann die erzeugten, mit ihren Positionen. Der gestrichelte Rahmen ist das Token, das der aktuelle Schritt vorhersagt. Klicken Sie auf ein Token, um es überall zur Query zu machen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Causal mask&lt;/b&gt;&lt;p&gt;Which key each query may see: a position sees itself and the positions before it. The prefill fills the lower triangle at once; each decode step adds one row. Cells a rule excludes (the toy&apos;s heads) are told apart from cells the mask blocks.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kausale Maske&lt;/b&gt;&lt;p&gt;Welchen Key jede Query sehen darf: Eine Position sieht sich selbst und die Positionen davor. Der Prefill füllt das untere Dreieck auf einmal; jeder Decode-Schritt fügt eine Zeile hinzu. Zellen, die eine Regel ausschließt (die Heads des Spielzeugmodells), sind von Zellen unterschieden, die die Maske sperrt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Context vectors&lt;/b&gt;&lt;p&gt;For the selected query: each head&apos;s weighted sum of the value vectors (its output), and the heads combined. A strip shows a vector&apos;s values as colours; hover for numbers.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kontextvektoren&lt;/b&gt;&lt;p&gt;Für die ausgewählte Query: die gewichtete Summe der Value-Vektoren jedes Heads (seine Ausgabe) und die Heads kombiniert. Ein Streifen zeigt die Werte eines Vektors als Farben; zeigen Sie mit der Maus darauf, um die Zahlen zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Logits &amp;amp; probabilities&lt;/b&gt;&lt;p&gt;The most likely next tokens: their logits and, at the temperature set above the chart, their probabilities. The chosen token is highlighted. Click a bar to force that token instead: the timeline forks there.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Logits &amp;amp; Wahrscheinlichkeiten&lt;/b&gt;&lt;p&gt;Die wahrscheinlichsten nächsten Tokens: ihre Logits und, bei der über dem Diagramm eingestellten Temperatur, ihre Wahrscheinlichkeiten. Das gewählte Token ist hervorgehoben. Klicken Sie auf einen Balken, um stattdessen dieses Token zu erzwingen: Die Zeitleiste verzweigt sich dort.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;KV cache&lt;/b&gt;&lt;p&gt;One row per cached position: the key and value vectors every layer keeps (numbers for the toy, colour strips for real models), one K/V pair per KV head — with grouped-query attention each pair is read by several query heads, named in the header. New rows slide in; with the cache off every row flashes as it is recomputed. The bytes held are above the table.&lt;/p&gt;</source>
        <translation>&lt;b&gt;KV-Cache&lt;/b&gt;&lt;p&gt;Eine Zeile pro gecachter Position: die Key- und Value-Vektoren, die jeder Layer aufbewahrt (Zahlen beim Spielzeugmodell, Farbstreifen bei echten Modellen), ein K/V-Paar pro KV-Head — bei Grouped-Query Attention wird jedes Paar von mehreren Query-Heads gelesen, die im Spaltenkopf stehen. Neue Zeilen gleiten herein; bei ausgeschaltetem Cache blinkt jede Zeile auf, während sie neu berechnet wird. Die belegten Bytes stehen über der Tabelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Work: with vs without the cache&lt;/b&gt;&lt;p&gt;What the steps cost, counted exactly: K/V vectors computed, multiply-adds, cache bytes. The left chart sums the steps with the cache (linear) and without it (quadratic); the right one shows each step. Both are known whichever mode runs.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Aufwand: mit vs. ohne Cache&lt;/b&gt;&lt;p&gt;Was die Schritte kosten, exakt gezählt: berechnete K/V-Vektoren, Multiply-Adds, Cache-Bytes. Das linke Diagramm summiert die Schritte mit Cache (linear) und ohne (quadratisch); das rechte zeigt jeden Schritt einzeln. Beides ist bekannt, gleich welcher Modus läuft.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Explain&lt;/b&gt;&lt;p&gt;What the current step or stage does, in plain words, with the formula and the actual shapes and numbers. Press S to walk a step stage by stage.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Erklärung&lt;/b&gt;&lt;p&gt;Was der aktuelle Schritt oder die aktuelle Stufe tut, in einfachen Worten, mit der Formel und den tatsächlichen Formen und Zahlen. Drücken Sie S, um einen Schritt Stufe für Stufe durchzugehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt;&lt;p&gt;Every layer × head of the model at once, as thumbnails of the selected query&apos;s attention. Click one to select its layer and head; double-click to enlarge it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Modell&lt;/b&gt;&lt;p&gt;Alle Layer × Heads des Modells auf einmal, als Miniaturen der Attention der ausgewählten Query. Klicken Sie auf eine Miniatur, um ihren Layer und Head auszuwählen; doppelklicken Sie, um sie zu vergrößern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attention lines&lt;/b&gt;&lt;p&gt;The selected head&apos;s attention from the last query, drawn as lines from the query to every key, thicker where the weight is larger.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Attention-Linien&lt;/b&gt;&lt;p&gt;Die Attention des ausgewählten Heads von der letzten Query aus, gezeichnet als Linien von der Query zu jedem Key, umso dicker, je größer das Gewicht ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cache on vs off&lt;/b&gt;&lt;p&gt;The current step as it ran, beside the same step replayed the other way: the same logits, and the work each way.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Cache an vs. aus&lt;/b&gt;&lt;p&gt;Der aktuelle Schritt, wie er lief, neben demselben Schritt, auf die andere Art nachgespielt: dieselben Logits und der Aufwand in beiden Fällen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Controls&lt;/b&gt;&lt;p&gt;The model, the prompt (or a ready example), the KV cache switch and how the next token is chosen: greedy, or sampled with a temperature, top-k, top-p and a seed.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Steuerung&lt;/b&gt;&lt;p&gt;Das Modell, der Prompt (oder ein fertiges Beispiel), der Schalter für den KV-Cache und wie das nächste Token gewählt wird: greedy oder per Sampling mit Temperatur, Top-k, Top-p und Seed.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>WorkView</name>
    <message>
        <source>K/V vectors computed</source>
        <translation>Berechnete K/V-Vektoren</translation>
    </message>
    <message>
        <source>Multiply-adds</source>
        <translation>Multiply-Adds</translation>
    </message>
    <message>
        <source>KV bytes read</source>
        <translation>Gelesene KV-Bytes</translation>
    </message>
    <message>
        <source>No steps yet</source>
        <translation>Noch keine Schritte</translation>
    </message>
    <message>
        <source>After %1 step: %2 with the cache, %3 without — %4× the work without it</source>
        <translation>Nach %1 Schritt: %2 mit Cache, %3 ohne — %4× Aufwand ohne ihn</translation>
    </message>
    <message>
        <source>After %1 steps: %2 with the cache, %3 without — %4× the work without it</source>
        <translation>Nach %1 Schritten: %2 mit Cache, %3 ohne — %4× Aufwand ohne ihn</translation>
    </message>
</context>
<context>
    <name>kvscope::ui</name>
    <message>
        <source>MHA: %1 heads of %2, %3 layers</source>
        <translation>MHA: %1 Heads zu je %2, %3 Layer</translation>
    </message>
    <message>
        <source>GQA: %1 query heads share %2 KV heads of %3, %4 layers</source>
        <translation>GQA: %1 Query-Heads teilen sich %2 KV-Heads zu je %3, %4 Layer</translation>
    </message>
    <message>
        <source>MQA: %1 query heads share 1 KV head of %2, %3 layers</source>
        <translation>MQA: %1 Query-Heads teilen sich 1 KV-Head zu %2, %3 Layer</translation>
    </message>
    <message>
        <source>MLA: one latent of %1 per layer, %2 layers</source>
        <translation>MLA: ein Latent von %1 je Layer, %2 Layer</translation>
    </message>
    <message>
        <source>the loaded model</source>
        <translation>das geladene Modell</translation>
    </message>
    <message>
        <source>%1 layers · %2 latent · %3 bytes = %4 per token</source>
        <translation>%1 Layer · %2 Latent · %3 Bytes = %4 je Token</translation>
    </message>
    <message>
        <source>2 · %1 layers · %2 KV heads · %3 · %4 bytes = %5 per token</source>
        <translation>2 · %1 Layer · %2 KV-Heads · %3 · %4 Bytes = %5 je Token</translation>
    </message>
    <message>
        <source>as shipped (%1)</source>
        <translation>wie ausgeliefert (%1)</translation>
    </message>
    <message>
        <source>MHA (%1 KV heads)</source>
        <translation>MHA (%1 KV-Heads)</translation>
    </message>
    <message>
        <source>MQA (1 KV head)</source>
        <translation>MQA (1 KV-Head)</translation>
    </message>
    <message>
        <source>%1 cache</source>
        <translation>%1-Cache</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>pro Kanal</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>pro Token</translation>
    </message>
    <message>
        <source>MQA: KV heads mean-pooled %1 → 1</source>
        <translation>MQA: KV-Heads gemittelt %1 → 1</translation>
    </message>
    <message>
        <source>GQA: KV heads mean-pooled %1 → %2</source>
        <translation>GQA: KV-Heads gemittelt %1 → %2</translation>
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
        <translation>Fenster von %1 mit %2 Sinks</translation>
    </message>
    <message>
        <source>window of %1</source>
        <translation>Fenster von %1</translation>
    </message>
    <message>
        <source>window + %1 sinks</source>
        <translation>Fenster + %1 Sinks</translation>
    </message>
    <message>
        <source>window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>int%1, keys %2, values %3 (groups of %4)</source>
        <translation>int%1, Keys %2, Values %3 (Gruppen von %4)</translation>
    </message>
    <message>
        <source>int%1 keys %2</source>
        <translation>int%1 Keys %2</translation>
    </message>
    <message>
        <source>ch</source>
        <translation>Kan.</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>Tok.</translation>
    </message>
    <message>
        <source>f32 (exact)</source>
        <translation>f32 (exakt)</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>window of %1 with %2 heavy hitters</source>
        <translation>Fenster von %1 mit %2 Heavy Hittern</translation>
    </message>
    <message>
        <source>window + %1 heavy</source>
        <translation>Fenster + %1 Heavy</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::AcceptanceChart</name>
    <message>
        <source>Acceptance and speed-up against k</source>
        <translation>Akzeptanz und Beschleunigung über k</translation>
    </message>
    <message>
        <source>k %1: %2 % accepted, %3× measured</source>
        <translation>k %1: %2 % akzeptiert, %3× gemessen</translation>
    </message>
    <message>
        <source>Against k: %1 tokens, %2 drafting for %3</source>
        <translation>Über k: %1 Tokens, %2 als Draft-Modell für %3</translation>
    </message>
    <message>
        <source>Against k</source>
        <translation>Über k</translation>
    </message>
    <message>
        <source>Measure to chart, for k = 1 … 8, how many drafted tokens the target accepts and how much faster than plain decoding it runs.</source>
        <translation>Messen Sie, um für k = 1 … 8 darzustellen, wie viele Draft-Tokens das Zielmodell akzeptiert und um wie viel schneller als normales Decoding es läuft.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>akzeptiert</translation>
    </message>
    <message>
        <source>speed-up, measured</source>
        <translation>Beschleunigung, gemessen</translation>
    </message>
    <message>
        <source>predicted, bound by weight reads</source>
        <translation>vorhergesagt, durch Lesen der Gewichte begrenzt</translation>
    </message>
    <message>
        <source>above: target passes per generated token (plain decoding: 1)</source>
        <translation>oben: Durchläufe des Zielmodells pro erzeugtem Token (normales Decoding: 1)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::AttentionView</name>
    <message>
        <source>Weights (after softmax)</source>
        <translation>Gewichte (nach Softmax)</translation>
    </message>
    <message>
        <source>Scores before the mask</source>
        <translation>Scores vor der Maske</translation>
    </message>
    <message>
        <source>Scores after the mask</source>
        <translation>Scores nach der Maske</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Print each weight or score inside its cell whenever they all fit</source>
        <translation>Jedes Gewicht bzw. jeden Score in seine Zelle schreiben, sofern alle hineinpassen</translation>
    </message>
    <message>
        <source>Layer %1</source>
        <translation>Layer %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recomputing layer %1 for the steps shown…&lt;/b&gt; </source>
        <translation>&lt;b&gt;Layer %1 wird für die gezeigten Schritte neu berechnet …&lt;/b&gt; </translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>score (per head)</source>
        <translation>Score (pro Head)</translation>
    </message>
    <message>
        <source>&lt;small&gt;%1Rows: queries · columns: keys · outlined: this step&apos;s rows · light grey: blocked by the causal mask · grey: excluded (score −∞)%2&lt;/small&gt;</source>
        <translation>&lt;small&gt;%1Zeilen: Queries · Spalten: Keys · umrandet: die Zeilen dieses Schritts · hellgrau: durch die kausale Maske gesperrt · grau: ausgeschlossen (Score −∞)%2&lt;/small&gt;</translation>
    </message>
    <message>
        <source> · red: evicted from the cache window</source>
        <translation> · rot: aus dem Cache-Fenster verdrängt</translation>
    </message>
    <message>
        <source>Difference from the exact cache</source>
        <translation>Differenz zum exakten Cache</translation>
    </message>
    <message>
        <source>This cache&apos;s weights minus those the exact f32 cache gives on the same tokens</source>
        <translation>Die Gewichte dieses Cache minus die des exakten f32-Cache auf denselben Tokens</translation>
    </message>
    <message>
        <source>&lt;small&gt;&lt;b&gt;Computing the exact cache&apos;s attention for this step…&lt;/b&gt; %1&lt;/small&gt;</source>
        <translation>&lt;small&gt;&lt;b&gt;Berechne die Attention des exakten Cache für diesen Schritt…&lt;/b&gt; %1&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;small&gt;%1Rows: queries · columns: keys · this cache&apos;s weight minus the exact f32 cache&apos;s on the same tokens: orange where it attends more, blue where less&lt;/small&gt;</source>
        <translation>&lt;small&gt;%1Zeilen: Queries · Spalten: Keys · Gewicht dieses Cache minus das des exakten f32-Cache auf denselben Tokens: orange, wo er mehr Aufmerksamkeit gibt, blau, wo weniger&lt;/small&gt;</translation>
    </message>
    <message>
        <source>weight − exact</source>
        <translation>Gewicht − exakt</translation>
    </message>
    <message>
        <source>Show every head, or only the query heads that share one KV head, larger</source>
        <translation>Alle Heads zeigen oder nur die Query-Heads, die sich einen KV-Head teilen, größer</translation>
    </message>
    <message>
        <source>All %1 heads</source>
        <translation>Alle %1 Heads</translation>
    </message>
    <message>
        <source>KV head %1 · %2</source>
        <translation>KV-Head %1 · %2</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Alle Heads</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::BlockGrid</name>
    <message>
        <source>Quantized block</source>
        <translation>Quantisierter Block</translation>
    </message>
    <message>
        <source>Every weight of the block: its colour is the float it stands for, its label the integer stored</source>
        <translation>Jedes Gewicht des Blocks: Seine Farbe ist die Gleitkommazahl, für die es steht, seine Beschriftung die gespeicherte Ganzzahl</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::CacheRows</name>
    <message>
        <source>Target&apos;s KV cache</source>
        <translation>KV-Cache des Zielmodells</translation>
    </message>
    <message>
        <source>Draft&apos;s KV cache</source>
        <translation>KV-Cache des Draft-Modells</translation>
    </message>
    <message>
        <source>%1 rows · wrote %2 · rolled back %3</source>
        <translation>%1 Zeilen · %2 geschrieben · %3 zurückgerollt</translation>
    </message>
    <message>
        <source>… %1 earlier rows</source>
        <translation>… %1 frühere Zeilen</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ContextModel</name>
    <message>
        <source>Head %1</source>
        <translation>Head %1</translation>
    </message>
    <message>
        <source>Head %1 · %2</source>
        <translation>Head %1 · %2</translation>
    </message>
    <message>
        <source>Combined</source>
        <translation>Kombiniert</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 Werte</translation>
    </message>
    <message>
        <source>no output: this head admits no key here</source>
        <translation>keine Ausgabe: Dieser Head lässt hier keinen Key zu</translation>
    </message>
    <message>
        <source>%1 values (blue &lt; 0 &lt; orange)</source>
        <translation>%1 Werte (blau &lt; 0 &lt; orange)</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
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
        <translation>Kontextvektoren der ausgewählten Query</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>Noch kein Schritt</translation>
    </message>
    <message>
        <source>Context for position %1 “%2”: recomputing layer %3 for this step…</source>
        <translation>Kontext für Position %1 „%2“: Layer %3 wird für diesen Schritt neu berechnet …</translation>
    </message>
    <message>
        <source>Context for position %1 “%2”: each head&apos;s weighted sum of V</source>
        <translation>Kontext für Position %1 „%2“: gewichtete Summe von V je Head</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ControlsPanel</name>
    <message>
        <source>Example prompts</source>
        <translation>Beispiel-Prompts</translation>
    </message>
    <message>
        <source>Ready prompts for a class: pick one to run its prefill</source>
        <translation>Fertige Prompts für den Unterricht: einen wählen, um seinen Prefill auszuführen</translation>
    </message>
    <message>
        <source>KV cache on</source>
        <translation>KV-Cache an</translation>
    </message>
    <message>
        <source>Greedy (always the most likely)</source>
        <translation>Greedy (immer das wahrscheinlichste)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
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
        <translation>Seed</translation>
    </message>
    <message>
        <source>&lt;small&gt;Words this model knows: %1&lt;/small&gt;</source>
        <translation>&lt;small&gt;Wörter, die dieses Modell kennt: %1&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Choose a ready prompt…</source>
        <translation>Fertigen Prompt wählen …</translation>
    </message>
    <message>
        <source>Prompt, then %1 to prefill</source>
        <translation>Prompt, dann %1 für den Prefill</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::CumulativeWorkChart</name>
    <message>
        <source>with KV cache</source>
        <translation>mit KV-Cache</translation>
    </message>
    <message>
        <source>without cache</source>
        <translation>ohne Cache</translation>
    </message>
    <message>
        <source>step (0 = prefill)</source>
        <translation>Schritt (0 = Prefill)</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Kumuliert</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::DataExportDialog</name>
    <message>
        <source>Export data</source>
        <translation>Daten exportieren</translation>
    </message>
    <message>
        <source>JSON (kvscope-trace/1, one file)</source>
        <translation>JSON (kvscope-trace/1, eine Datei)</translation>
    </message>
    <message>
        <source>CSV (one file per table, into a folder)</source>
        <translation>CSV (eine Datei pro Tabelle, in einen Ordner)</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>Der aktuelle Schritt</translation>
    </message>
    <message>
        <source>The whole timeline</source>
        <translation>Die ganze Zeitleiste</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ExportController</name>
    <message>
        <source>bad scale %1 (use 1, 2 or 3)</source>
        <translation>ungültige Skalierung %1 (1, 2 oder 3 verwenden)</translation>
    </message>
    <message>
        <source>the %1 view has no size to draw</source>
        <translation>die Ansicht „%1“ hat keine Größe zum Zeichnen</translation>
    </message>
    <message>
        <source>nothing to export yet: run the prefill first</source>
        <translation>noch nichts zu exportieren: Führen Sie zuerst den Prefill aus</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Exported %1 files</source>
        <translation>%1 Dateien exportiert</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard (%2×%3)</source>
        <translation>%1 in die Zwischenablage kopiert (%2×%3)</translation>
    </message>
    <message>
        <source>window screenshot</source>
        <translation>Fenster-Screenshot</translation>
    </message>
    <message>
        <source>Export window screenshot</source>
        <translation>Fenster-Screenshot exportieren</translation>
    </message>
    <message>
        <source>Folder for the CSV tables</source>
        <translation>Ordner für die CSV-Tabellen</translation>
    </message>
    <message>
        <source>Export data as JSON</source>
        <translation>Daten als JSON exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <source>Copy view image</source>
        <translation>Ansicht als Bild kopieren</translation>
    </message>
    <message>
        <source>Export window screenshot…</source>
        <translation>Fenster-Screenshot exportieren …</translation>
    </message>
    <message>
        <source>Export data (JSON / CSV)…</source>
        <translation>Daten exportieren (JSON / CSV) …</translation>
    </message>
    <message>
        <source>Export %1…</source>
        <translation>%1 exportieren …</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Bild kopieren</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HandoutRun</name>
    <message>
        <source>layer %1 of step %2 could not be recomputed</source>
        <translation>Layer %1 von Schritt %2 konnte nicht neu berechnet werden</translation>
    </message>
    <message>
        <source>prefill · cache on · tokens: %1 · next token: %2</source>
        <translation>Prefill · Cache an · Tokens: %1 · nächstes Token: %2</translation>
    </message>
    <message>
        <source>prefill · cache off · tokens: %1 · next token: %2</source>
        <translation>Prefill · Cache aus · Tokens: %1 · nächstes Token: %2</translation>
    </message>
    <message>
        <source>decode · cache on · tokens: %1 · next token: %2</source>
        <translation>Decode · Cache an · Tokens: %1 · nächstes Token: %2</translation>
    </message>
    <message>
        <source>decode · cache off · tokens: %1 · next token: %2</source>
        <translation>Decode · Cache aus · Tokens: %1 · nächstes Token: %2</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HeatStripDelegate</name>
    <message>
        <source>%1 · %2[%3] = %4
%5 values, colour scale ±%6</source>
        <translation>%1 · %2[%3] = %4
%5 Werte, Farbskala ±%6</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HeatmapWidget</name>
    <message>
        <source>Attention heatmap: %1</source>
        <translation>Attention-Heatmap: %1</translation>
    </message>
    <message>
        <source>blocked by the causal mask (a future token)</source>
        <translation>durch die kausale Maske gesperrt (ein zukünftiges Token)</translation>
    </message>
    <message>
        <source>excluded: score −∞, weight 0</source>
        <translation>ausgeschlossen: Score −∞, Gewicht 0</translation>
    </message>
    <message>
        <source>not kept by this step&apos;s record: being recomputed</source>
        <translation>nicht in der Aufzeichnung dieses Schritts: wird neu berechnet</translation>
    </message>
    <message>
        <source>%1
query %2 “%3” → key %4 “%5”
%6</source>
        <translation>%1
Query %2 „%3“ → Key %4 „%5“
%6</translation>
    </message>
    <message>
        <source>evicted from the cache window before this query: weight 0</source>
        <translation>vor dieser Query aus dem Cache-Fenster verdrängt: Gewicht 0</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ImageExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG (vector: text stays text)</source>
        <translation>SVG (Vektor: Text bleibt Text)</translation>
    </message>
    <message>
        <source>Current theme</source>
        <translation>Aktuelles Design</translation>
    </message>
    <message>
        <source>Light (for print)</source>
        <translation>Hell (für den Druck)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>As on screen</source>
        <translation>Wie auf dem Bildschirm</translation>
    </message>
    <message>
        <source>Slide 16:9 (1920×1080)</source>
        <translation>Folie 16:9 (1920×1080)</translation>
    </message>
    <message>
        <source>Caption: model · step · token</source>
        <translation>Beschriftung: Modell · Schritt · Token</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheMenu</name>
    <message>
        <source>KV cache elements</source>
        <translation>Elemente des KV-Cache</translation>
    </message>
    <message>
        <source>f32 (exact)</source>
        <translation>f32 (exakt)</translation>
    </message>
    <message>
        <source>K and V kept as the model computed them</source>
        <translation>K und V so gespeichert, wie das Modell sie berechnet hat</translation>
    </message>
    <message>
        <source>f16 (half the bytes)</source>
        <translation>f16 (halb so viele Bytes)</translation>
    </message>
    <message>
        <source>Half the memory and half the bytes each decode step reads; each element rounded to 11 significant bits, and the model reads the rounded values</source>
        <translation>Halber Speicher und halb so viele Bytes pro Decode-Schritt; jedes Element auf 11 signifikante Bits gerundet, und das Modell liest die gerundeten Werte</translation>
    </message>
    <message>
        <source>bf16 (half the bytes, float&apos;s range)</source>
        <translation>bf16 (halb so viele Bytes, Wertebereich von float)</translation>
    </message>
    <message>
        <source>Half the memory and bytes; each element rounded to 8 significant bits, with float&apos;s whole range</source>
        <translation>Halber Speicher und halb so viele Bytes; jedes Element auf 8 signifikante Bits gerundet, mit dem ganzen Wertebereich von float</translation>
    </message>
    <message>
        <source>int8, keys per-channel (KIVI)</source>
        <translation>int8, Keys pro Kanal (KIVI)</translation>
    </message>
    <message>
        <source>The KV cache lab: older rows stored as 8-bit integers with a scale and minimum per group — keys per channel over a group of positions, values per position — and the model reads them back</source>
        <translation>Das KV-Cache-Labor: ältere Zeilen als 8-Bit-Ganzzahlen mit Skala und Minimum pro Gruppe gespeichert — Keys pro Kanal über eine Gruppe von Positionen, Values pro Position — und das Modell liest sie zurück</translation>
    </message>
    <message>
        <source>int4, keys per-channel (KIVI)</source>
        <translation>int4, Keys pro Kanal (KIVI)</translation>
    </message>
    <message>
        <source>The KV cache lab: 4-bit integers, grouped as KIVI does: an eighth of f32&apos;s bytes plus the scales</source>
        <translation>Das KV-Cache-Labor: 4-Bit-Ganzzahlen, gruppiert wie bei KIVI: ein Achtel der Bytes von f32 plus die Skalen</translation>
    </message>
    <message>
        <source>int4, keys per-token</source>
        <translation>int4, Keys pro Token</translation>
    </message>
    <message>
        <source>The KV cache lab: 4-bit keys grouped along each position instead, the layout KIVI avoids: a key&apos;s few large channels then set the scale of its whole group</source>
        <translation>Das KV-Cache-Labor: 4-Bit-Keys stattdessen entlang jeder Position gruppiert, die Anordnung, die KIVI vermeidet: die wenigen großen Kanäle eines Keys bestimmen dann die Skala seiner ganzen Gruppe</translation>
    </message>
    <message>
        <source>Quantization groups…</source>
        <translation>Quantisierungsgruppen…</translation>
    </message>
    <message>
        <source>How many elements share a scale, and how many of the newest positions stay in f32</source>
        <translation>Wie viele Elemente sich eine Skala teilen und wie viele der neuesten Positionen in f32 bleiben</translation>
    </message>
    <message>
        <source>Quantization groups</source>
        <translation>Quantisierungsgruppen</translation>
    </message>
    <message>
        <source>For the int8 and int4 caches: keys per-channel share a scale over this many positions (so they wait until the group is complete), values per-token over this many channels.</source>
        <translation>Für die int8- und int4-Caches: Keys pro Kanal teilen sich eine Skala über so viele Positionen (sie warten also, bis die Gruppe vollständig ist), Values pro Token über so viele Kanäle.</translation>
    </message>
    <message>
        <source>Elements per group</source>
        <translation>Elemente pro Gruppe</translation>
    </message>
    <message>
        <source>Newest positions kept in f32</source>
        <translation>Neueste Positionen in f32 behalten</translation>
    </message>
    <message>
        <source>Bounded to a window…</source>
        <translation>Auf ein Fenster begrenzt…</translation>
    </message>
    <message>
        <source>The KV cache lab: keep only the newest positions (and, as attention sinks, the first few); each query no longer sees the evicted keys</source>
        <translation>Das KV-Cache-Labor: nur die neuesten Positionen behalten (und als Attention Sinks die ersten paar); keine Query sieht die verdrängten Keys mehr</translation>
    </message>
    <message>
        <source>Bounded to a window of %1…</source>
        <translation>Auf ein Fenster von %1 begrenzt…</translation>
    </message>
    <message>
        <source>KV cache window</source>
        <translation>KV-Cache-Fenster</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Positions kept</source>
        <translation>Behaltene Positionen</translation>
    </message>
    <message>
        <source>Attention sinks (first positions kept)</source>
        <translation>Attention Sinks (behaltene erste Positionen)</translation>
    </message>
    <message>
        <source>A window of %1 keeps at most %2 sinks: the newest position is always kept.</source>
        <translation>Ein Fenster von %1 behält höchstens %2 Sinks: Die neueste Position wird immer behalten.</translation>
    </message>
    <message>
        <source>Keep at most this many positions per layer and head: once the text is longer, the oldest are evicted and no query sees them again. Attention sinks are the first positions, never evicted (StreamingLLM): many heads rest their attention on the first token. Heavy hitters (H2O) instead keep, per layer and head, the older positions that have received the most attention so far, and the newest for the rest of the window. A quantized cache is not bounded: choosing a window returns an int8/int4 cache to f32.</source>
        <translation>Höchstens so viele Positionen je Layer und Head behalten: Sobald der Text länger ist, werden die ältesten verdrängt und keine Query sieht sie wieder. Attention Sinks sind die ersten Positionen, die nie verdrängt werden (StreamingLLM): Viele Heads legen ihre Aufmerksamkeit auf dem ersten Token ab. Heavy Hitter (H2O) behalten stattdessen je Layer und Head die älteren Positionen, die bisher die meiste Attention bekommen haben, und für den Rest des Fensters die neuesten. Ein quantisierter Cache wird nicht begrenzt: Die Wahl eines Fensters setzt einen int8/int4-Cache auf f32 zurück.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Heavy hitters (kept for their attention)</source>
        <translation>Heavy Hitter (wegen ihrer Attention behalten)</translation>
    </message>
    <message>
        <source>Keep either attention sinks or heavy hitters, not both.</source>
        <translation>Entweder Attention Sinks oder Heavy Hitter behalten, nicht beides.</translation>
    </message>
    <message>
        <source>A window of %1 keeps at most %2 heavy hitters: the newest position is always kept.</source>
        <translation>Ein Fenster von %1 behält höchstens %2 Heavy Hitter: Die neueste Position wird immer behalten.</translation>
    </message>
    <message>
        <source>Pooled KV heads</source>
        <translation>Gemittelte KV-Heads</translation>
    </message>
    <message>
        <source>As trained (%1 KV heads)</source>
        <translation>Wie trainiert (%1 KV-Heads)</translation>
    </message>
    <message>
        <source>Every query head reads the K/V head it was trained with</source>
        <translation>Jeder Query-Head liest den K/V-Head, mit dem er trainiert wurde</translation>
    </message>
    <message>
        <source>1 KV head (MQA)</source>
        <translation>1 KV-Head (MQA)</translation>
    </message>
    <message>
        <source>%1 KV heads (GQA)</source>
        <translation>%1 KV-Heads (GQA)</translation>
    </message>
    <message>
        <source>The KV cache lab: each group of %1 heads shares one K/V head, the mean of theirs (the GQA paper&apos;s conversion, no retraining): %2 of the cache; each step is compared with the model as trained</source>
        <translation>Das KV-Cache-Labor: Jede Gruppe von %1 Heads teilt sich einen K/V-Head, den Mittelwert ihrer eigenen (die Umwandlung aus dem GQA-Paper, ohne Nachtraining): %2 des Cache; jeder Schritt wird mit dem Modell wie trainiert verglichen</translation>
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
        <translation>Token</translation>
    </message>
    <message>
        <source>Keys of head %1</source>
        <translation>Keys von Head %1</translation>
    </message>
    <message>
        <source>Values of head %1</source>
        <translation>Values von Head %1</translation>
    </message>
    <message>
        <source>Keys of KV head %1, read by query heads %2–%3</source>
        <translation>Keys von KV-Head %1, gelesen von den Query-Heads %2–%3</translation>
    </message>
    <message>
        <source>Values of KV head %1, read by query heads %2–%3</source>
        <translation>Values von KV-Head %1, gelesen von den Query-Heads %2–%3</translation>
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
        <translation>In f32 behalten: %1 (die neuesten Positionen oder Keys, deren Gruppe von %2 Positionen noch nicht vollständig ist)</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Values</translation>
    </message>
    <message>
        <source>Stored as int%1, %2 (groups of %3): code × scale + minimum = read (computed, error)</source>
        <translation>Gespeichert als int%1, %2 (Gruppen zu %3): Code × Skala + Minimum = gelesen (berechnet, Fehler)</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>pro Kanal</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>pro Token</translation>
    </message>
    <message>
        <source>… %1 values in all</source>
        <translation>… insgesamt %1 Werte</translation>
    </message>
    <message>
        <source>Largest error: %1 (value %2)</source>
        <translation>Größter Fehler: %1 (Wert %2)</translation>
    </message>
    <message>
        <source>Evicted: the cache keeps a window of %1 positions%2, and no later query sees this one</source>
        <translation>Verdrängt: Der Cache behält ein Fenster von %1 Positionen%2, und keine spätere Query sieht diese hier</translation>
    </message>
    <message>
        <source> (the first %1 kept as attention sinks)</source>
        <translation> (die ersten %1 als Attention Sinks behalten)</translation>
    </message>
    <message>
        <source>Evicted by every head: each keeps the newest %1 positions and the %2 older ones that received the most attention, and no later query sees this one</source>
        <translation>Von jedem Head verdrängt: Jeder behält die neuesten %1 Positionen und die %2 älteren, die die meiste Attention bekommen haben, und keine spätere Query sieht diese hier</translation>
    </message>
    <message>
        <source>Evicted from this head&apos;s cache: of the older positions it keeps the %1 that received the most attention, and this one had received less</source>
        <translation>Aus dem Cache dieses Heads verdrängt: Von den älteren Positionen behält er die %1, die die meiste Attention bekommen haben, und diese hier hatte weniger bekommen</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheView</name>
    <message>
        <source>KV cache rows</source>
        <translation>KV-Cache-Zeilen</translation>
    </message>
    <message>
        <source>The cache is empty</source>
        <translation>Der Cache ist leer</translation>
    </message>
    <message>
        <source>Cache holds %1 positions · %2 · this step appended %3</source>
        <translation>Cache hält %1 Positionen · %2 · dieser Schritt hat %3 angehängt</translation>
    </message>
    <message>
        <source>Cache off: all %1 positions recomputed this step (%2 written, nothing kept)</source>
        <translation>Cache aus: alle %1 Positionen in diesem Schritt neu berechnet (%2 geschrieben, nichts aufbewahrt)</translation>
    </message>
    <message>
        <source> · stored as %1 (rounded)</source>
        <translation> · gespeichert als %1 (gerundet)</translation>
    </message>
    <message>
        <source> · int%1: keys of %2, values of %3 of %4 positions read as integers</source>
        <translation> · int%1: Keys von %2, Values von %3 der %4 Positionen als Ganzzahlen gelesen</translation>
    </message>
    <message>
        <source>Cache holds %1 of %2 positions (a window of %3%4; the rest evicted) · %5 · this step appended %6</source>
        <translation>Der Cache hält %1 von %2 Positionen (ein Fenster von %3%4; der Rest verdrängt) · %5 · dieser Schritt hat %6 angehängt</translation>
    </message>
    <message>
        <source> with 1 sink</source>
        <translation> mit 1 Sink</translation>
    </message>
    <message>
        <source> with %1 sinks</source>
        <translation> mit %1 Sinks</translation>
    </message>
    <message>
        <source> with %1 heavy hitters per head</source>
        <translation> mit %1 Heavy Hittern je Head</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvMemoryChart</name>
    <message>
        <source>KV cache size over the context length</source>
        <translation>Größe des KV-Cache über der Kontextlänge</translation>
    </message>
    <message>
        <source>%1: %2 per token, larger than the weights from %3 tokens</source>
        <translation>%1: %2 je Token, größer als die Gewichte ab %3 Tokens</translation>
    </message>
    <message>
        <source>KV cache over the context</source>
        <translation>KV-Cache über dem Kontext</translation>
    </message>
    <message>
        <source>KV cache of %1 over the context, batch of %2</source>
        <translation>KV-Cache von %1 über dem Kontext, Batch von %2</translation>
    </message>
    <message>
        <source>context (tokens per sequence)</source>
        <translation>Kontext (Tokens je Sequenz)</translation>
    </message>
    <message>
        <source>weights: %1 (%2)</source>
        <translation>Gewichte: %1 (%2)</translation>
    </message>
    <message>
        <source>the cache outgrows the weights at %1 tokens</source>
        <translation>der Cache überholt die Gewichte bei %1 Tokens</translation>
    </message>
    <message>
        <source>%1 · %2 per token</source>
        <translation>%1 · %2 je Token</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvMemoryWindow</name>
    <message>
        <source>KV memory — KVScope</source>
        <translation>KV-Speicher — KVScope</translation>
    </message>
    <message>
        <source>KV memory</source>
        <translation>KV-Speicher</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>How K and V are stored: f16/bf16 as serving systems keep them, f32 as KVScope&apos;s exact cache, int8/int4 quantized (group scales left out, as calculators do)</source>
        <translation>Wie K und V gespeichert werden: f16/bf16 wie in Serving-Systemen, f32 wie im exakten Cache von KVScope, int8/int4 quantisiert (Gruppen-Skalen weggelassen, wie Rechner es tun)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>How the weights are stored: f16/bf16 as checkpoints ship, int8/int4 quantized</source>
        <translation>Wie die Gewichte gespeichert werden: f16/bf16 wie Checkpoints ausgeliefert werden, int8/int4 quantisiert</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>The chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>Das Diagramm als PNG-Bild oder SVG-Zeichnung, für eine Folie</translation>
    </message>
    <message>
        <source>The table as CSV</source>
        <translation>Die Tabelle als CSV</translation>
    </message>
    <message>
        <source>KV cache sizes compared</source>
        <translation>Größen des KV-Cache im Vergleich</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;KV memory.&lt;/b&gt; Every token a model has read keeps one K and one V vector per layer and KV head: 2 · layers · KV heads · head size · bytes per element. Grouped-query attention (GQA) shares each KV head among several query heads, multi-query attention (MQA) keeps one, MLA one compressed latent per layer; a quantized cache stores fewer bits. The chart shows where, as the context grows, the cache becomes larger than the model itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;KV-Speicher.&lt;/b&gt; Jedes Token, das ein Modell gelesen hat, behält je Layer und KV-Head einen K- und einen V-Vektor: 2 · Layer · KV-Heads · Head-Größe · Bytes je Element. Grouped-Query Attention (GQA) teilt jeden KV-Head unter mehreren Query-Heads, Multi-Query Attention (MQA) behält einen, MLA ein komprimiertes Latent je Layer; ein quantisierter Cache speichert weniger Bits. Das Diagramm zeigt, ab welcher Kontextlänge der Cache größer wird als das Modell selbst.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (loaded)</source>
        <translation>%1 (geladen)</translation>
    </message>
    <message>
        <source>Choose a model with weights: the toy has none to compare its cache with.</source>
        <translation>Wählen Sie ein Modell mit Gewichten: Das Spielzeugmodell hat keine, mit denen sich sein Cache vergleichen ließe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2. One token adds &lt;b&gt;%3&lt;/b&gt; to the cache; %4 tokens × %5 %6 hold &lt;b&gt;%7&lt;/b&gt;, against &lt;b&gt;%8&lt;/b&gt; of weights (%9 parameters in %10). The cache outgrows the weights at &lt;b&gt;%11 tokens&lt;/b&gt; per sequence.&lt;br&gt;&lt;small&gt;Source: %12&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2. Ein Token fügt dem Cache &lt;b&gt;%3&lt;/b&gt; hinzu; %4 Tokens × %5 %6 belegen &lt;b&gt;%7&lt;/b&gt;, gegenüber &lt;b&gt;%8&lt;/b&gt; Gewichten (%9 Parameter in %10). Der Cache überholt die Gewichte bei &lt;b&gt;%11 Tokens&lt;/b&gt; je Sequenz.&lt;br&gt;&lt;small&gt;Quelle: %12&lt;/small&gt;</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>Bytes je Token</translation>
    </message>
    <message>
        <source>cache at %1 × %2</source>
        <translation>Cache bei %1 × %2</translation>
    </message>
    <message>
        <source>larger than the weights from</source>
        <translation>größer als die Gewichte ab</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceChart</name>
    <message>
        <source>Quality against KV cache bytes</source>
        <translation>Qualität gegen KV-Cache-Bytes</translation>
    </message>
    <message>
        <source>%1: %2 of the bytes, KL %3, perplexity %4, top-1 %5 %</source>
        <translation>%1: %2 der Bytes, KL %3, Perplexität %4, Top-1 %5 %</translation>
    </message>
    <message>
        <source>KL from the exact cache (nats, log scale; lower is better)</source>
        <translation>KL zum exakten Cache (nats, logarithmisch; niedriger ist besser)</translation>
    </message>
    <message>
        <source>perplexity (lower is better)</source>
        <translation>Perplexität (niedriger ist besser)</translation>
    </message>
    <message>
        <source>top-1 agreement with the exact cache (higher is better)</source>
        <translation>Top-1-Übereinstimmung mit dem exakten Cache (höher ist besser)</translation>
    </message>
    <message>
        <source>Quality against cache bytes</source>
        <translation>Qualität gegen Cache-Bytes</translation>
    </message>
    <message>
        <source>Quality against cache bytes: %1 reading %2 tokens of %3</source>
        <translation>Qualität gegen Cache-Bytes: %1 liest %2 Tokens von %3</translation>
    </message>
    <message>
        <source>Measure to chart what each KV cache setting keeps of the exact model&apos;s predictions, against the bytes it holds.</source>
        <translation>Messen Sie, um zu zeigen, was jede KV-Cache-Einstellung von den Vorhersagen des exakten Modells bewahrt, gegen die Bytes, die sie belegt.</translation>
    </message>
    <message>
        <source>KV cache bytes, as a share of the exact f32 cache&apos;s (%1 after %2 positions)</source>
        <translation>KV-Cache-Bytes als Anteil am exakten f32-Cache (%1 nach %2 Positionen)</translation>
    </message>
    <message>
        <source>f16 / bf16</source>
        <translation>f16 / bf16</translation>
    </message>
    <message>
        <source>integers (KIVI)</source>
        <translation>Ganzzahlen (KIVI)</translation>
    </message>
    <message>
        <source>bounded window</source>
        <translation>begrenztes Fenster</translation>
    </message>
    <message>
        <source>pooled KV heads</source>
        <translation>gemittelte KV-Heads</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceController</name>
    <message>
        <source>the held-out passage</source>
        <translation>den zurückgehaltenen Textabschnitt</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceWindow</name>
    <message>
        <source>KV cache price — KVScope</source>
        <translation>KV-Cache-Preis — KVScope</translation>
    </message>
    <message>
        <source>KV cache price</source>
        <translation>KV-Cache-Preis</translation>
    </message>
    <message>
        <source>the held-out passage (Austen)</source>
        <translation>der zurückgehaltene Textabschnitt (Austen)</translation>
    </message>
    <message>
        <source>a text file…</source>
        <translation>eine Textdatei…</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>What the model reads: a passage of Jane Austen the tiny models never trained on, or a UTF-8 text file of your own (at most 4 MiB)</source>
        <translation>Was das Modell liest: ein Abschnitt von Jane Austen, auf dem die kleinen Modelle nie trainiert wurden, oder eine eigene UTF-8-Textdatei (höchstens 4 MiB)</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Read only the text&apos;s first tokens (all: the whole text)</source>
        <translation>Nur die ersten Tokens des Textes lesen (alle: den ganzen Text)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>int8/int4: elements sharing one scale and minimum</source>
        <translation>int8/int4: Elemente, die sich eine Skala und ein Minimum teilen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>The bounded caches keep this many positions</source>
        <translation>Die begrenzten Caches behalten so viele Positionen</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Sinks</translation>
    </message>
    <message>
        <source>…and the second keeps the first positions too, as attention sinks</source>
        <translation>…und der zweite behält auch die ersten Positionen, als Attention Sinks</translation>
    </message>
    <message>
        <source>Pooled KV heads</source>
        <translation>Gemittelte KV-Heads</translation>
    </message>
    <message>
        <source>GQA and MQA made from a GPT-2 model by mean-pooling its K/V heads (no retraining)</source>
        <translation>GQA und MQA aus einem GPT-2-Modell durch Mitteln seiner K/V-Heads (ohne Nachtraining)</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Measuring progress</source>
        <translation>Messfortschritt</translation>
    </message>
    <message>
        <source>KL from the exact cache</source>
        <translation>KL zum exakten Cache</translation>
    </message>
    <message>
        <source>Perplexity</source>
        <translation>Perplexität</translation>
    </message>
    <message>
        <source>Top-1 agreement</source>
        <translation>Top-1-Übereinstimmung</translation>
    </message>
    <message>
        <source>Quality shown</source>
        <translation>Angezeigte Qualität</translation>
    </message>
    <message>
        <source>The chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>Das Diagramm als PNG-Bild oder SVG-Zeichnung, für eine Folie</translation>
    </message>
    <message>
        <source>The table as CSV</source>
        <translation>Die Tabelle als CSV</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>What each KV cache setting costs</source>
        <translation>Was jede KV-Cache-Einstellung kostet</translation>
    </message>
    <message>
        <source>Text to read</source>
        <translation>Zu lesender Text</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading window %1 of %2…</source>
        <translation>Lese Fenster %1 von %2…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;KV cache price.&lt;/b&gt; Each setting reads the same text token by token with its own cache, and every next-token distribution is compared with the exact f32 cache&apos;s: perplexity (how surprised the model is by the real next token), top-1 agreement (how often it would pick the same token) and KL (how far the whole distribution moved). The chart sets that price against the bytes the cache holds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;KV-Cache-Preis.&lt;/b&gt; Jede Einstellung liest denselben Text Token für Token mit ihrem eigenen Cache, und jede Verteilung des nächsten Tokens wird mit der des exakten f32-Cache verglichen: Perplexität (wie überrascht das Modell vom tatsächlichen nächsten Token ist), Top-1-Übereinstimmung (wie oft es dasselbe Token wählen würde) und KL (wie weit sich die ganze Verteilung verschoben hat). Das Diagramm stellt diesen Preis den Bytes gegenüber, die der Cache belegt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Loading %1 and reading the text…</source>
        <translation>Lade %1 und lese den Text…</translation>
    </message>
    <message>
        <source>Measure to read the text with every KV cache setting and compare each with the exact cache.</source>
        <translation>Messen Sie, um den Text mit jeder KV-Cache-Einstellung zu lesen und jede mit dem exakten Cache zu vergleichen.</translation>
    </message>
    <message>
        <source>Measured.</source>
        <translation>Gemessen.</translation>
    </message>
    <message>
        <source>%1 read %2 tokens of %3 token by token with the cache on, in %4 windows of up to %5 positions; each setting&apos;s next-token distributions against the exact cache&apos;s.</source>
        <translation>%1 hat %2 Tokens von %3 Token für Token mit eingeschaltetem Cache gelesen, in %4 Fenstern von bis zu %5 Positionen; die Verteilungen des nächsten Tokens jeder Einstellung gegen die des exakten Cache.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>bytes held</source>
        <translation>belegte Bytes</translation>
    </message>
    <message>
        <source>vs f32</source>
        <translation>vs. f32</translation>
    </message>
    <message>
        <source>perplexity</source>
        <translation>Perplexität</translation>
    </message>
    <message>
        <source>top-1 agrees</source>
        <translation>Top-1 stimmt</translation>
    </message>
    <message>
        <source>KL mean (nats)</source>
        <translation>KL Mittel (nats)</translation>
    </message>
    <message>
        <source>KL max</source>
        <translation>KL max</translation>
    </message>
    <message>
        <source>Heavy hitters</source>
        <translation>Heavy Hitter</translation>
    </message>
    <message>
        <source>…and the third keeps this many older positions that received the most attention, per layer and head (H2O; models with one query head per KV head)</source>
        <translation>…und der dritte behält so viele ältere Positionen, die die meiste Attention bekommen haben, je Layer und Head (H2O; Modelle mit einem Query-Head je KV-Head)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LanguageMenu</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>KVScope speaks the language you chose from its next start.</source>
        <translation>KVScope spricht die gewählte Sprache ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LessonController</name>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>Lektion öffnen …</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>Lektion schließen</translation>
    </message>
    <message>
        <source>Export lesson handout (PDF)…</source>
        <translation>Lektions-Handout exportieren (PDF) …</translation>
    </message>
    <message>
        <source>KVScope</source>
        <translation>KVScope</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Lektionen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export the lesson handout</source>
        <translation>Lektions-Handout exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages)</source>
        <translation>%1 geschrieben (%2 Seiten)</translation>
    </message>
    <message>
        <source>Lesson: %1 · press S, %2 or → to begin</source>
        <translation>Lektion: %1 · S, %2 oder → zum Beginnen</translation>
    </message>
    <message>
        <source>Writing the handout…</source>
        <translation>Das Handout wird geschrieben …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Lesson handout</source>
        <translation>Lektions-Handout</translation>
    </message>
    <message>
        <source>Writing the handout: page %1 of %2</source>
        <translation>Das Handout wird geschrieben: Seite %1 von %2</translation>
    </message>
    <message>
        <source>The handout was cancelled; nothing was written.</source>
        <translation>Das Handout wurde abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LessonPanel</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>The previous stage (←)</source>
        <translation>Vorige Stufe (←)</translation>
    </message>
    <message>
        <source>The next stage (S, %1 or →)</source>
        <translation>Nächste Stufe (S, %1 oder →)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LineView</name>
    <message>
        <source>Attention lines of the selected query</source>
        <translation>Attention-Linien der ausgewählten Query</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Head %1</translation>
    </message>
    <message>
        <source>The selected query&apos;s attention, as lines to every key, after the prefill</source>
        <translation>Die Attention der ausgewählten Query als Linien zu jedem Key, nach dem Prefill</translation>
    </message>
    <message>
        <source>Layer %1 · query %2 “%3” → %4 keys · line opacity and width: the weight</source>
        <translation>Layer %1 · Query %2 „%3“ → %4 Keys · Deckkraft und Breite der Linien: das Gewicht</translation>
    </message>
    <message>
        <source> · the %1 strongest lines; %2 more keys hold %3 of the weight</source>
        <translation> · die %1 stärksten Linien; %2 weitere Keys tragen %3 des Gewichts</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LogitsChart</name>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>Logit</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LogitsView</name>
    <message>
        <source>Logits chart of the most likely tokens</source>
        <translation>Logits-Diagramm der wahrscheinlichsten Tokens</translation>
    </message>
    <message>
        <source>Click a bar to force that token as the next one (at an earlier step this forks the run; Edit › Undo fork brings the later steps back)</source>
        <translation>Klicken Sie auf einen Balken, um dieses Token als nächstes zu erzwingen (bei einem früheren Schritt verzweigt das den Lauf; Bearbeiten › Verzweigung rückgängig machen holt die späteren Schritte zurück)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Next-token probabilities appear after the prefill</source>
        <translation>Die Wahrscheinlichkeiten für das nächste Token erscheinen nach dem Prefill</translation>
    </message>
    <message>
        <source>After “%1”: chosen “%2”%3</source>
        <translation>Nach „%1“: gewählt „%2“%3</translation>
    </message>
    <message>
        <source> (forced)</source>
        <translation> (erzwungen)</translation>
    </message>
    <message>
        <source>%1 · probabilities as the step computed them, at T&#xa0;=&#xa0;%2</source>
        <translation>%1 · Wahrscheinlichkeiten, wie der Schritt sie berechnet hat, bei T&#xa0;=&#xa0;%2</translation>
    </message>
    <message>
        <source>%1 · click a bar to force another token</source>
        <translation>%1 · Balken anklicken, um ein anderes Token zu erzwingen</translation>
    </message>
    <message>
        <source>%1 · KL from the exact cache %2 nats; exact: “%3” (%4 %)</source>
        <translation>%1 · KL zum exakten Cache %2 nats; exakt: „%3“ (%4 %)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::MainWindow</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1 (replayed; recorded with it %2)</source>
        <translation>%1 (nachgespielt; bei der Aufzeichnung %2)</translation>
    </message>
    <message>
        <source>KVScope</source>
        <translation>KVScope</translation>
    </message>
    <message>
        <source>Explanation of the current stage</source>
        <translation>Erklärung der aktuellen Stufe</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>&amp;Labor</translation>
    </message>
    <message>
        <source>Speculative decoding…</source>
        <translation>Spekulatives Decoding …</translation>
    </message>
    <message>
        <source>Quantized weights…</source>
        <translation>Quantisierte Gewichte …</translation>
    </message>
    <message>
        <source>How a GGUF file stores its weights: one block at a time, its scales and integers</source>
        <translation>Wie eine GGUF-Datei ihre Gewichte speichert: Block für Block, mit Skalierungsfaktoren und Ganzzahlen</translation>
    </message>
    <message>
        <source> · f16 weights</source>
        <translation> · f16-Gewichte</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · %4 tokens · next: “%5” · cache %6%7</source>
        <translation>Schritt %1 von %2 · %3 · %4 Tokens · nächstes: „%5“ · Cache %6%7</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>KVScope — %1%2</source>
        <translation>KVScope — %1%2</translation>
    </message>
    <message>
        <source>Forked at step %1: %2 set aside — %3 brings them back</source>
        <translation>Bei Schritt %1 verzweigt: %2 beiseitegelegt — %3 macht das rückgängig</translation>
    </message>
    <message>
        <source>1 later step</source>
        <translation>1 späterer Schritt</translation>
    </message>
    <message>
        <source>%1 later steps</source>
        <translation>%1 spätere Schritte</translation>
    </message>
    <message>
        <source>Fork undone: the steps after step %1 are back — %2 forks again</source>
        <translation>Verzweigung rückgängig gemacht: Die Schritte nach Schritt %1 sind zurück — %2 verzweigt erneut</translation>
    </message>
    <message>
        <source>Fork redone at step %1 — %2 undoes it</source>
        <translation>Verzweigung bei Schritt %1 wiederhergestellt — %2 macht sie rückgängig</translation>
    </message>
    <message>
        <source> at step %1</source>
        <translation> bei Schritt %1</translation>
    </message>
    <message>
        <source>Undo fork%1</source>
        <translation>Verzweigung%1 rückgängig machen</translation>
    </message>
    <message>
        <source>Redo fork%1</source>
        <translation>Verzweigung%1 wiederherstellen</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Forget all steps</source>
        <translation>Alle Schritte verwerfen</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>Run the whole prompt in one parallel pass</source>
        <translation>Den ganzen Prompt in einem parallelen Durchlauf verarbeiten</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Schritt ▶</translation>
    </message>
    <message>
        <source>Next step: decode one token</source>
        <translation>Nächster Schritt: ein Token decodieren</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>The next stage of this step, and wait there (from Ready: the prefill&apos;s first stage)</source>
        <translation>Die nächste Stufe dieses Schritts, dort anhalten (von „Bereit“ aus: die erste Stufe des Prefills)</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Abspielen / Pause</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Play by stages or steps</source>
        <translation>Nach Stufen oder Schritten abspielen</translation>
    </message>
    <message>
        <source>stages/s</source>
        <translation>Stufen/s</translation>
    </message>
    <message>
        <source>steps/s</source>
        <translation>Schritte/s</translation>
    </message>
    <message>
        <source>Play walks the stages of each step, or whole steps</source>
        <translation>Abspielen geht die Stufen jedes Schritts durch oder ganze Schritte</translation>
    </message>
    <message>
        <source>Back to the views</source>
        <translation>Zurück zu den Ansichten</translation>
    </message>
    <message>
        <source>Timeline: the step shown</source>
        <translation>Zeitleiste: der gezeigte Schritt</translation>
    </message>
    <message>
        <source>  Timeline </source>
        <translation>  Zeitleiste </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation>Modellordner öffnen …</translation>
    </message>
    <message>
        <source>Open a model folder: GPT-2 or Llama family (config.json, model.safetensors, tokenizer.json)</source>
        <translation>Modellordner öffnen: GPT-2- oder Llama-Familie (config.json, model.safetensors, tokenizer.json)</translation>
    </message>
    <message>
        <source>Open model file…</source>
        <translation>Modelldatei öffnen …</translation>
    </message>
    <message>
        <source>Open a GGUF model, a file of a model folder (GPT-2 or Llama family), or a toy example</source>
        <translation>Ein GGUF-Modell, eine Datei aus einem Modellordner (GPT-2- oder Llama-Familie) oder ein Spielzeugbeispiel öffnen</translation>
    </message>
    <message>
        <source>Model files (*.gguf *.safetensors *.json *.txt);;GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelldateien (*.gguf *.safetensors *.json *.txt);;GGUF-Modelle (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>Zuletzt geöffnete Modelle</translation>
    </message>
    <message>
        <source>Half-precision weights (f16)</source>
        <translation>Gewichte in halber Genauigkeit (f16)</translation>
    </message>
    <message>
        <source>Real models keep their weights in f16: half the memory and about twice the decode speed; each weight is rounded to 11 significant bits</source>
        <translation>Echte Modelle halten ihre Gewichte in f16: halber Speicher und etwa doppelte Decode-Geschwindigkeit; jedes Gewicht wird auf 11 signifikante Bits gerundet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Undo fork</source>
        <translation>Verzweigung rückgängig machen</translation>
    </message>
    <message>
        <source>Redo fork</source>
        <translation>Verzweigung wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Dunkles Design</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Colour map</source>
        <translation>Farbskala</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>Cividis (also for greyscale print)</source>
        <translation>Cividis (auch für Graustufendruck)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Slow (for explaining)</source>
        <translation>Langsam (zum Erklären)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Toggle KV cache</source>
        <translation>KV-Cache umschalten</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Logits &amp; probabilities</source>
        <translation>Logits &amp; Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Context vectors</source>
        <translation>Kontextvektoren</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Work: with vs without the cache</source>
        <translation>Aufwand mit/ohne Cache</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linien</translation>
    </message>
    <message>
        <source>Cache on vs off</source>
        <translation>Cache an/aus</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Aufwand</translation>
    </message>
    <message>
        <source>Model view</source>
        <translation>Modellansicht</translation>
    </message>
    <message>
        <source>Attention lines</source>
        <translation>Attention-Linien</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>The end of the lesson (File › Close lesson to go on)</source>
        <translation>Das Ende der Lektion (Datei › Lektion schließen, um weiterzumachen)</translation>
    </message>
    <message>
        <source>The model opened last time, %1, could not be opened (%2); showing the weather example instead.</source>
        <translation>Das zuletzt geöffnete Modell, %1, ließ sich nicht öffnen (%2); stattdessen wird das Wetterbeispiel gezeigt.</translation>
    </message>
    <message>
        <source>High-contrast theme</source>
        <translation>Design mit hohem Kontrast</translation>
    </message>
    <message>
        <source> · %1 KV cache</source>
        <translation> · %1-KV-Cache</translation>
    </message>
    <message>
        <source> · int%1 KV cache (keys %2, groups of %3)</source>
        <translation> · int%1-KV-Cache (Keys %2, Gruppen zu %3)</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>pro Kanal</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>pro Token</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with 1 sink</source>
        <translation> · KV-Cache-Fenster von %1 mit 1 Sink</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with %2 sinks</source>
        <translation> · KV-Cache-Fenster von %1 mit %2 Sinks</translation>
    </message>
    <message>
        <source> · KV cache window of %1</source>
        <translation> · KV-Cache-Fenster von %1</translation>
    </message>
    <message>
        <source>KV memory…</source>
        <translation>KV-Speicher…</translation>
    </message>
    <message>
        <source>What a KV cache costs in memory, for this model and well-known ones: per token, at a context, against the weights</source>
        <translation>Was ein KV-Cache an Speicher kostet, für dieses Modell und bekannte andere: je Token, bei einem Kontext, gegenüber den Gewichten</translation>
    </message>
    <message>
        <source>KV cache price…</source>
        <translation>KV-Cache-Preis…</translation>
    </message>
    <message>
        <source>What each KV cache setting costs in quality, measured on a text against the exact cache</source>
        <translation>Was jede KV-Cache-Einstellung an Qualität kostet, gemessen auf einem Text gegen den exakten Cache</translation>
    </message>
    <message>
        <source>Paged KV…</source>
        <translation>Paged KV…</translation>
    </message>
    <message>
        <source>The KV cache as a pool of blocks: sequences and forks decoded together, sharing blocks</source>
        <translation>Der KV-Cache als Pool von Blöcken: Sequenzen und Abzweigungen gemeinsam dekodiert, mit geteilten Blöcken</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with %2 heavy hitters</source>
        <translation> · KV-Cache-Fenster von %1 mit %2 Heavy Hittern</translation>
    </message>
    <message>
        <source>Model: %1%2 · press %3 to run the prefill</source>
        <translation>Modell: %1%2 · %3 startet den Prefill</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::MaskView</name>
    <message>
        <source>Head whose exclusions the mask shows</source>
        <translation>Head, dessen Ausschlüsse die Maske zeigt</translation>
    </message>
    <message>
        <source>The head whose own exclusions are shown inside the mask&apos;s triangle</source>
        <translation>Der Head, dessen eigene Ausschlüsse im Dreieck der Maske gezeigt werden</translation>
    </message>
    <message>
        <source>allowed by the mask</source>
        <translation>von der Maske erlaubt</translation>
    </message>
    <message>
        <source>blocked by the mask (future)</source>
        <translation>von der Maske gesperrt (Zukunft)</translation>
    </message>
    <message>
        <source>allowed, but excluded by head %1</source>
        <translation>erlaubt, aber von Head %1 ausgeschlossen</translation>
    </message>
    <message>
        <source>allowed, but excluded by the head</source>
        <translation>erlaubt, aber vom Head ausgeschlossen</translation>
    </message>
    <message>
        <source>evicted from the cache window</source>
        <translation>aus dem Cache-Fenster verdrängt</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ModelView</name>
    <message>
        <source>● named heads: %1</source>
        <translation>● benannte Heads: %1</translation>
    </message>
    <message>
        <source>Every layer × head appears here after the prefill</source>
        <translation>Alle Layer × Heads erscheinen hier nach dem Prefill</translation>
    </message>
    <message>
        <source>Click: select · double-click: enlarge</source>
        <translation>Klick: auswählen · Doppelklick: vergrößern</translation>
    </message>
    <message>
        <source>Computing %1 of %2 layers for this step…</source>
        <translation>%1 von %2 Layern werden für diesen Schritt berechnet …</translation>
    </message>
    <message>
        <source>%1 of %2 layers are not recorded in these steps (grey)</source>
        <translation>%1 von %2 Layern sind in diesen Schritten nicht aufgezeichnet (grau)</translation>
    </message>
    <message>
        <source>Layer %1 · Head %2</source>
        <translation>Layer %1 · Head %2</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>wird berechnet …</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>(still being computed)</source>
        <translation>(wird noch berechnet)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedOccupancyChart</name>
    <message>
        <source>KV pool occupancy over the steps</source>
        <translation>Belegung des KV-Pools über die Schritte</translation>
    </message>
    <message>
        <source>Peak: %1 positions in blocks against %2 reserved contiguously</source>
        <translation>Spitze: %1 Positionen in Blöcken gegenüber %2 zusammenhängend reservierten</translation>
    </message>
    <message>
        <source>Positions held: paged blocks against contiguous allocation</source>
        <translation>Belegte Positionen: Paged-Blöcke gegen zusammenhängende Reservierung</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>positions stored</source>
        <translation>gespeicherte Positionen</translation>
    </message>
    <message>
        <source>in whole blocks (paged)</source>
        <translation>in ganzen Blöcken (paged)</translation>
    </message>
    <message>
        <source>reserved contiguously</source>
        <translation>zusammenhängend reserviert</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedPoolView</name>
    <message>
        <source>KV block pool</source>
        <translation>KV-Blockpool</translation>
    </message>
    <message>
        <source>%1 %2: blocks %3</source>
        <translation>%1 %2: Blöcke %3</translation>
    </message>
    <message>
        <source>Run a batch to see its sequences fill the pool block by block.</source>
        <translation>Starten Sie einen Batch, um zu sehen, wie seine Sequenzen den Pool Block für Block füllen.</translation>
    </message>
    <message>
        <source>Step %1: %2 of %3 blocks of %4 positions in use, %5 shared</source>
        <translation>Schritt %1: %2 von %3 Blöcken zu %4 Positionen belegt, %5 geteilt</translation>
    </message>
    <message>
        <source>Block tables</source>
        <translation>Blocktabellen</translation>
    </message>
    <message>
        <source>%1 positions · “%2”</source>
        <translation>%1 Positionen · „%2“</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>hinzugekommen</translation>
    </message>
    <message>
        <source>decoding</source>
        <translation>dekodiert</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedWindow</name>
    <message>
        <source>Paged KV — KVScope</source>
        <translation>Paged KV — KVScope</translation>
    </message>
    <message>
        <source>Paged KV</source>
        <translation>Paged KV</translation>
    </message>
    <message>
        <source>Forks</source>
        <translation>Abzweigungen</translation>
    </message>
    <message>
        <source>Forks of the first sequence, joining at steps 2, 4, … with its second, third, … candidate</source>
        <translation>Abzweigungen der ersten Sequenz, die in den Schritten 2, 4, … mit ihrem zweiten, dritten, … Kandidaten hinzukommen</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Tokens each sequence generates before it leaves</source>
        <translation>Tokens, die jede Sequenz erzeugt, bevor sie geht</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Positions per block (16 in vLLM; small blocks show the tables at the tiny models&apos; scale)</source>
        <translation>Positionen je Block (16 in vLLM; kleine Blöcke zeigen die Tabellen im Maßstab der kleinen Modelle)</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Blocks in the pool: a small pool makes sequences wait for others to leave</source>
        <translation>Blöcke im Pool: Ein kleiner Pool lässt Sequenzen warten, bis andere gehen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>The occupancy chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>Das Belegungsdiagramm als PNG-Bild oder SVG-Zeichnung, für eine Folie</translation>
    </message>
    <message>
        <source>Every step&apos;s sequences and block tables as CSV</source>
        <translation>Sequenzen und Blocktabellen jedes Schritts als CSV</translation>
    </message>
    <message>
        <source>Step shown</source>
        <translation>Angezeigter Schritt</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Paged KV.&lt;/b&gt; A serving system keeps the KV cache as a pool of fixed-size blocks; each sequence has a block table naming its blocks in order, so it holds whole blocks and wastes only the empty end of its last one, where contiguous allocation reserves the maximum length for every sequence. A fork shares its parent&apos;s blocks (their count goes up) and copies only the partly filled block it writes into. Sequences join when their prompt fits and leave when done: continuous batching.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Paged KV.&lt;/b&gt; Ein Serving-System hält den KV-Cache als Pool von Blöcken fester Größe; jede Sequenz hat eine Blocktabelle, die ihre Blöcke der Reihe nach nennt. So belegt sie ganze Blöcke und verschwendet nur das leere Ende ihres letzten, während zusammenhängende Reservierung für jede Sequenz die Höchstlänge vorhält. Eine Abzweigung teilt die Blöcke ihrer Elternsequenz (deren Zähler steigt) und kopiert nur den teilweise gefüllten Block, in den sie schreibt. Sequenzen kommen hinzu, wenn ihr Prompt passt, und gehen, wenn sie fertig sind: Continuous Batching.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Running the batch on %1…</source>
        <translation>Batch läuft auf %1…</translation>
    </message>
    <message>
        <source>a fork of A from step %1</source>
        <translation>eine Abzweigung von A ab Schritt %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 · blocks of %2 positions, a pool of %3 · at the busiest step %4 blocks (%5 positions) against %6 positions contiguous allocation reserves</source>
        <translation>%1 · Blöcke zu %2 Positionen, ein Pool von %3 · im vollsten Schritt %4 Blöcke (%5 Positionen) gegenüber %6 Positionen, die zusammenhängende Reservierung vorhält</translation>
    </message>
    <message>
        <source>Done: %1 steps.</source>
        <translation>Fertig: %1 Schritte.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Run a batch: the prompt on screen, an example prompt and forks of the first, decoded together.</source>
        <translation>Starten Sie einen Batch: der Prompt auf dem Bildschirm, ein Beispiel-Prompt und Abzweigungen des ersten, gemeinsam dekodiert.</translation>
    </message>
    <message>
        <source>the timeline&apos;s fork at step %1</source>
        <translation>die Abzweigung der Zeitleiste bei Schritt %1</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PerStepWorkChart</name>
    <message>
        <source>with KV cache</source>
        <translation>mit KV-Cache</translation>
    </message>
    <message>
        <source>saved by the cache</source>
        <translation>vom Cache eingespart</translation>
    </message>
    <message>
        <source>without cache</source>
        <translation>ohne Cache</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Per step</source>
        <translation>Pro Schritt</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::QuantBlockWindow</name>
    <message>
        <source>Quantized weights — KVScope</source>
        <translation>Quantisierte Gewichte — KVScope</translation>
    </message>
    <message>
        <source>Quantized weights</source>
        <translation>Quantisierte Gewichte</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Selected weight</source>
        <translation>Ausgewähltes Gewicht</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Quantized weights — %1 — KVScope</source>
        <translation>Quantisierte Gewichte — %1 — KVScope</translation>
    </message>
    <message>
        <source>%1 has no block %2 in row %3 of a quantized tensor %4.</source>
        <translation>%1 hat keinen Block %2 in Zeile %3 eines quantisierten Tensors %4.</translation>
    </message>
    <message>
        <source>%1 · row %2 of %3 · block %4 of %5 (weights %6–%7 of the row) · %8: %9 weights in %10 bytes, %11 bits each · %12</source>
        <translation>%1 · Zeile %2 von %3 · Block %4 von %5 (Gewichte %6–%7 der Zeile) · %8: %9 Gewichte in %10 Bytes, je %11 Bit · %12</translation>
    </message>
    <message>
        <source>%1 per sub-block: %2</source>
        <translation>%1 pro Unterblock: %2</translation>
    </message>
    <message>
        <source>Scales: %1</source>
        <translation>Skalierungsfaktoren: %1</translation>
    </message>
    <message>
        <source>Weight %1 of the block (%2 of the row), sub-block %3: stored %4, so q = %5; %6 = %7. The weight it was rounded from lay within about ±%8 of that (half a step).</source>
        <translation>Gewicht %1 des Blocks (%2 der Zeile), Unterblock %3: gespeichert %4, also q = %5; %6 = %7. Das Gewicht, aus dem es gerundet wurde, lag höchstens etwa ±%8 davon entfernt (ein halber Quantisierungsschritt).</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::RoundStrip</name>
    <message>
        <source>Round of speculative decoding</source>
        <translation>Runde des spekulativen Decodings</translation>
    </message>
    <message>
        <source>Drafted: %1; then %2 (%3)</source>
        <translation>Vorgeschlagen: %1; dann %2 (%3)</translation>
    </message>
    <message>
        <source>resampled</source>
        <translation>neu gezogen</translation>
    </message>
    <message>
        <source>bonus token</source>
        <translation>Bonus-Token</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>akzeptiert</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>fed</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>Bonus</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::SessionController</name>
    <message>
        <source>These steps were recorded elsewhere: run the prefill to continue.</source>
        <translation>Diese Schritte wurden anderswo aufgezeichnet: Führen Sie den Prefill aus, um fortzufahren.</translation>
    </message>
    <message>
        <source>internal: the engine&apos;s timeline holds a step this window never saw</source>
        <translation>intern: Die Zeitleiste der Engine enthält einen Schritt, den dieses Fenster nie gesehen hat</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled; %2 stays open.</source>
        <translation>Öffnen von %1 abgebrochen; %2 bleibt geöffnet.</translation>
    </message>
    <message>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <source>The prefill was cancelled.</source>
        <translation>Der Prefill wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The decode step was cancelled.</source>
        <translation>Der Decode-Schritt wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The article&apos;s weather example</source>
        <translation>Das Wetterbeispiel des Artikels</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::SpeculativeWindow</name>
    <message>
        <source>Speculative decoding — KVScope</source>
        <translation>Spekulatives Decoding — KVScope</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Draft-Modell</translation>
    </message>
    <message>
        <source>Model folder…</source>
        <translation>Modellordner …</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>GGUF-Datei …</translation>
    </message>
    <message>
        <source>Tokens the draft proposes a round</source>
        <translation>Tokens, die das Draft-Modell pro Runde vorschlägt</translation>
    </message>
    <message>
        <source>layer </source>
        <translation>Layer </translation>
    </message>
    <message>
        <source>Layer of the verification heatmap</source>
        <translation>Layer der Prüf-Heatmap</translation>
    </message>
    <message>
        <source>head </source>
        <translation>Head </translation>
    </message>
    <message>
        <source>Head of the verification heatmap</source>
        <translation>Head der Prüf-Heatmap</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>The draft proposes, the target verifies (N)</source>
        <translation>Das Draft-Modell schlägt vor, das Zielmodell prüft (N)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Measure k = 1 … %1</source>
        <translation>k = 1 … %1 messen</translation>
    </message>
    <message>
        <source>%1 tokens by plain decoding and by speculative decoding with each k, timed</source>
        <translation>%1 Tokens mit normalem und mit spekulativem Decoding für jedes k, mit Zeitmessung</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>Bild speichern …</translation>
    </message>
    <message>
        <source>The window as a PNG, for a slide</source>
        <translation>Das Fenster als PNG, für eine Folie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Draft:</source>
        <translation>Draft-Modell:</translation>
    </message>
    <message>
        <source>Work so far</source>
        <translation>Aufwand bisher</translation>
    </message>
    <message>
        <source>Measuring was cancelled.</source>
        <translation>Messung abgebrochen.</translation>
    </message>
    <message>
        <source>Draft model folder</source>
        <translation>Ordner des Draft-Modells</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF-Modelle (*.gguf)</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>Bild speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A round.&lt;/b&gt; The end of the text so far, then the draft&apos;s proposals — dashed while tentative, with the draft&apos;s probability &lt;i&gt;q&lt;/i&gt; under each and the target&apos;s &lt;i&gt;p&lt;/i&gt; once its one pass has scored them. A proposal is kept with probability min(1, p/q), from the left; the first one refused is struck out with all after it, and the target adds a token of its own: drawn from max(0, p − q) in place of the refused one, or a bonus token when every proposal was kept.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Eine Runde.&lt;/b&gt; Das Ende des bisherigen Texts, dann die Vorschläge des Draft-Modells — gestrichelt, solange sie vorläufig sind, unter jedem die Wahrscheinlichkeit &lt;i&gt;q&lt;/i&gt; des Draft-Modells und, sobald dessen einziger Durchlauf sie bewertet hat, die &lt;i&gt;p&lt;/i&gt; des Zielmodells. Ein Vorschlag wird mit Wahrscheinlichkeit min(1, p/q) behalten, von links nach rechts; der erste abgelehnte wird mit allen folgenden durchgestrichen, und das Zielmodell fügt ein eigenes Token hinzu: gezogen aus max(0, p − q) anstelle des abgelehnten oder ein Bonus-Token, wenn jeder Vorschlag behalten wurde.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The verification pass.&lt;/b&gt; The target scores all k drafted tokens in one forward pass, like a short prefill: k + 1 query rows (the token the round feeds and the k proposals) over the keys each may see. Rows and key columns of refused positions are veiled: their work is thrown away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Prüfdurchlauf.&lt;/b&gt; Das Zielmodell bewertet alle k Draft-Tokens in einem Vorwärtsdurchlauf, wie bei einem kurzen Prefill: k + 1 Query-Zeilen (das Token, das die Runde einspeist, und die k Vorschläge) über die Keys, die jede von ihnen sehen darf. Zeilen und Key-Spalten abgelehnter Positionen sind abgeblendet: Ihr Aufwand wird verworfen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The KV caches.&lt;/b&gt; Rows the round wrote are green; rows of refused positions are struck out and removed — rolled back — so both caches hold the accepted text only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die KV-Caches.&lt;/b&gt; Zeilen, die die Runde geschrieben hat, sind grün; Zeilen abgelehnter Positionen werden durchgestrichen und entfernt — zurückgerollt —, sodass beide Caches nur den akzeptierten Text halten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Against k.&lt;/b&gt; The same %1 tokens by plain decoding and by speculative decoding with k = 1 … %2: the share of proposals accepted (bars), target passes per token (under each k), the measured speed-up and the one predicted when a pass costs the reading of its model&apos;s weights (1× marks break-even).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Über k.&lt;/b&gt; Dieselben %1 Tokens mit normalem Decoding und mit spekulativem Decoding für k = 1 … %2: der Anteil akzeptierter Vorschläge (Balken), Durchläufe des Zielmodells pro Token (unter jedem k), die gemessene Beschleunigung und die vorhergesagte, wenn ein Durchlauf so viel kostet wie das Lesen der Gewichte seines Modells (1× markiert die Gewinnschwelle).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Loading %1 and %2…</source>
        <translation>%1 und %2 werden geladen …</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Zielmodell: %1</translation>
    </message>
    <message>
        <source>%1 drafts %2 tokens a round for %3. Next round: the draft proposes, the target verifies them all in one pass.</source>
        <translation>%1 schlägt pro Runde %2 Tokens für %3 vor. Nächste Runde: Das Draft-Modell schlägt vor, das Zielmodell prüft alle Vorschläge in einem Durchlauf.</translation>
    </message>
    <message>
        <source>Measuring k = 1 … %1: %2 tokens each…</source>
        <translation>Messung k = 1 … %1: je %2 Tokens …</translation>
    </message>
    <message>
        <source>Round %1 at position %2: the draft proposed %3 tokens one at a time; the target scored them all in one pass and accepted %4.</source>
        <translation>Runde %1 an Position %2: Das Draft-Modell hat %3 Tokens nacheinander vorgeschlagen; das Zielmodell hat alle in einem Durchlauf bewertet und %4 akzeptiert.</translation>
    </message>
    <message>
        <source>It rejected %1 and drew %2 from what it wanted more than the draft did.</source>
        <translation>Es hat %1 abgelehnt und %2 aus dem gezogen, was es stärker wollte als das Draft-Modell.</translation>
    </message>
    <message>
        <source>The target agreed with all of them, so its pass also gave %1, a bonus token.</source>
        <translation>Das Zielmodell stimmte allen zu, also lieferte sein Durchlauf auch %1, ein Bonus-Token.</translation>
    </message>
    <message>
        <source>+1 token</source>
        <translation>+1 Token</translation>
    </message>
    <message>
        <source>+%1 tokens</source>
        <translation>+%1 Tokens</translation>
    </message>
    <message>
        <source>%1 for 1 target pass; %2 target and %3 draft cache rows rolled back.</source>
        <translation>%1 für 1 Durchlauf des Zielmodells; %2 Cache-Zeilen des Zielmodells und %3 des Draft-Modells zurückgerollt.</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 Token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <source>Generated: %1 in 1 round</source>
        <translation>Erzeugt: %1 in 1 Runde</translation>
    </message>
    <message>
        <source>Generated: %1 in %2 rounds</source>
        <translation>Erzeugt: %1 in %2 Runden</translation>
    </message>
    <message>
        <source>Target passes: %1 = %2 per token (plain decoding: 1)</source>
        <translation>Durchläufe des Zielmodells: %1 = %2 pro Token (normales Decoding: 1)</translation>
    </message>
    <message>
        <source>Draft passes: %1; drafted tokens accepted: %2 of %3 (%4)</source>
        <translation>Durchläufe des Draft-Modells: %1; akzeptierte Draft-Tokens: %2 von %3 (%4)</translation>
    </message>
    <message>
        <source>Multiply-adds per token: %1 (the draft&apos;s share %2) against %3 plain</source>
        <translation>Multiply-Adds pro Token: %1 (Anteil des Draft-Modells %2) gegenüber %3 normal</translation>
    </message>
    <message>
        <source>Time so far: target %1 ms, draft %2 ms (the draft&apos;s share %3)</source>
        <translation>Zeit bisher: Zielmodell %1 ms, Draft-Modell %2 ms (Anteil des Draft-Modells %3)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::StatusProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Progress of the running job</source>
        <translation>Fortschritt der laufenden Arbeit</translation>
    </message>
    <message>
        <source>Cancel the running job</source>
        <translation>Laufende Arbeit abbrechen</translation>
    </message>
    <message>
        <source>Stop the prefill, step or load that is running; what was shown stays.</source>
        <translation>Den laufenden Prefill, Schritt oder Ladevorgang anhalten; was angezeigt war, bleibt.</translation>
    </message>
    <message>
        <source>Opening the model…</source>
        <translation>Modell wird geöffnet …</translation>
    </message>
    <message>
        <source>Prefill: layer %v of %m</source>
        <translation>Prefill: Layer %v von %m</translation>
    </message>
    <message>
        <source>Decode step: layer %v of %m</source>
        <translation>Decode-Schritt: Layer %v von %m</translation>
    </message>
    <message>
        <source>Computing: layer %v of %m</source>
        <translation>Berechnung: Layer %v von %m</translation>
    </message>
    <message>
        <source>Opening the model: %v of %m MiB</source>
        <translation>Modell wird geöffnet: %v von %m MiB</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::StepCompareView</name>
    <message>
        <source>No step yet: run the prefill to compare its work with and without the cache</source>
        <translation>Noch kein Schritt: Führen Sie den Prefill aus, um seinen Aufwand mit und ohne Cache zu vergleichen</translation>
    </message>
    <message>
        <source>The prefill computes every position either way: the cache starts here, and saves work from the next step on. Next token: “%1”.</source>
        <translation>Der Prefill berechnet so oder so jede Position: Der Cache beginnt hier und spart ab dem nächsten Schritt Aufwand. Nächstes Token: „%1“.</translation>
    </message>
    <message>
        <source>1 position</source>
        <translation>1 Position</translation>
    </message>
    <message>
        <source>%1 positions</source>
        <translation>%1 Positionen</translation>
    </message>
    <message>
        <source>Without the cache this step computes %1 again and does %2× the multiply-adds, for the same next token “%3”.</source>
        <translation>Ohne den Cache berechnet dieser Schritt %1 erneut und braucht %2× so viele Multiply-Adds, für dasselbe nächste Token „%3“.</translation>
    </message>
    <message>
        <source>K/V vectors computed: %1</source>
        <translation>Berechnete K/V-Vektoren: %1</translation>
    </message>
    <message>
        <source>attention scores: %1</source>
        <translation>Attention-Scores: %1</translation>
    </message>
    <message>
        <source>multiply-adds: %1</source>
        <translation>Multiply-Adds: %1</translation>
    </message>
    <message>
        <source>With the KV cache</source>
        <translation>Mit KV-Cache</translation>
    </message>
    <message>
        <source>Without it: the step replayed</source>
        <translation>Ohne: der Schritt nachgespielt</translation>
    </message>
    <message>
        <source>K, V</source>
        <translation>K, V</translation>
    </message>
    <message>
        <source>attention row</source>
        <translation>Attention-Zeile</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::TokensView</name>
    <message>
        <source>position %1 predicts → %2</source>
        <translation>Position %1 sagt voraus → %2</translation>
    </message>
    <message>
        <source>Press Prefill (or %1) to run the prompt</source>
        <translation>Prefill (oder %1) drücken, um den Prompt zu verarbeiten</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::VerificationMap</name>
    <message>
        <source>Verification pass attention</source>
        <translation>Attention des Prüfdurchlaufs</translation>
    </message>
    <message>
        <source>Verification pass</source>
        <translation>Prüfdurchlauf</translation>
    </message>
    <message>
        <source>Verification pass · layer %1, head %2 · %3 query rows in one pass</source>
        <translation>Prüfdurchlauf · Layer %1, Head %2 · %3 Query-Zeilen in einem Durchlauf</translation>
    </message>
    <message>
        <source>%1 earlier ←</source>
        <translation>%1 frühere ←</translation>
    </message>
    <message>
        <source>%1 → %2: blocked by the causal mask</source>
        <translation>%1 → %2: durch die kausale Maske gesperrt</translation>
    </message>
    <message>
        <source>%1 → %2: weight %3</source>
        <translation>%1 → %2: Gewicht %3</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::WorkView</name>
    <message>
        <source>Cumulative work chart</source>
        <translation>Diagramm des kumulierten Aufwands</translation>
    </message>
    <message>
        <source>Work per step chart</source>
        <translation>Diagramm des Aufwands pro Schritt</translation>
    </message>
</context>
</TS>
