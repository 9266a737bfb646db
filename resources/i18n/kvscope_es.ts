<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 is %2, more than settings ever take (%3): it was not read and is left as it is; defaults are used.</source>
        <translation>El archivo de configuración %1 ocupa %2, más de lo que puede ocupar una configuración (%3): no se ha leído y se deja tal cual; se usan los valores predeterminados.</translation>
    </message>
</context>
<context>
    <name>AxisUnit</name>
    <message>
        <source>thousands</source>
        <translation>miles</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millones</translation>
    </message>
    <message>
        <source>billions</source>
        <translation>miles de millones</translation>
    </message>
    <message>
        <source>trillions</source>
        <translation>billones</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>the prompt is empty: give at least one token</source>
        <translation>el prompt está vacío: introduzca al menos un token</translation>
    </message>
    <message>
        <source>the prompt has %1 tokens; this model takes at most %2</source>
        <translation>el prompt tiene %1 tokens; este modelo admite como máximo %2</translation>
    </message>
    <message>
        <source>run the prefill before a decode step</source>
        <translation>ejecute el prellenado antes de un paso de decodificación</translation>
    </message>
    <message>
        <source>the context is full: this model takes at most %1 positions</source>
        <translation>el contexto está lleno: este modelo admite como máximo %1 posiciones</translation>
    </message>
    <message>
        <source>there is no step %1 to choose again</source>
        <translation>no hay ningún paso %1 en el que volver a elegir</translation>
    </message>
    <message>
        <source>there is no fork to undo or redo</source>
        <translation>no hay ninguna bifurcación que deshacer o rehacer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be chosen: the model does not predict it</source>
        <translation>&apos;%1&apos; no se puede elegir: el modelo no lo predice</translation>
    </message>
    <message>
        <source>there is no step %1 to compare with the exact cache</source>
        <translation>no hay ningún paso %1 que comparar con la caché exacta</translation>
    </message>
    <message>
        <source>there is no layer %1 (the model has %2)</source>
        <translation>no hay ninguna capa %1 (el modelo tiene %2)</translation>
    </message>
    <message>
        <source>there is no step %1 to record again</source>
        <translation>no hay ningún paso %1 que volver a registrar</translation>
    </message>
    <message>
        <source>a %1 tensor has no quantized blocks to take apart</source>
        <translation>un tensor %1 no tiene bloques cuantizados que desglosar</translation>
    </message>
    <message>
        <source>a %1 block is %2 bytes, not %3</source>
        <translation>un bloque %1 ocupa %2 bytes, no %3</translation>
    </message>
    <message>
        <source>ggml type %1 is not supported (KVScope computes with %2)</source>
        <translation>el tipo ggml %1 no se admite (KVScope calcula con %2)</translation>
    </message>
    <message>
        <source>%1 %2 elements are not a whole number of blocks of %3</source>
        <translation>%1 elementos %2 no son un número entero de bloques de %3</translation>
    </message>
    <message>
        <source>%1 %2 elements need %3 bytes, %4 are there</source>
        <translation>%1 elementos %2 necesitan %3 bytes y hay %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the file ends inside %1 (at byte %2 it needs %3 bytes, %4 are left): it is truncated or not GGUF</source>
        <translation>el archivo termina mientras se lee %1 (en el byte %2 se necesitan %3 bytes y quedan %4): está truncado o no es GGUF</translation>
    </message>
    <message>
        <source>the length of %1</source>
        <translation>la longitud indicada para %1</translation>
    </message>
    <message>
        <source>%1 is %2 bytes long; at most %3 are allowed</source>
        <translation>%1 mide %2 bytes; se permiten como máximo %3</translation>
    </message>
    <message>
        <source>%1 claims %2 entries, but the %3 bytes left in the file hold at most %4</source>
        <translation>%1 indica %2 entradas, pero en los %3 bytes que quedan en el archivo caben como máximo %4</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos;</source>
        <translation>el valor de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a bool stored as %2; a bool is 0 or 1</source>
        <translation>&apos;%1&apos; es un bool guardado como %2; un bool es 0 o 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; nests arrays more than %2 deep</source>
        <translation>&apos;%1&apos; anida arrays a más de %2 niveles de profundidad</translation>
    </message>
    <message>
        <source>the element type of &apos;%1&apos;</source>
        <translation>el tipo de elemento de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an array of value type %2, which GGUF does not define (0–12)</source>
        <translation>&apos;%1&apos; es un array de tipo de valor %2, que GGUF no define (0–12)</translation>
    </message>
    <message>
        <source>the length of &apos;%1&apos;</source>
        <translation>la longitud de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the array &apos;%1&apos;</source>
        <translation>el array &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds a bool that is neither 0 nor 1</source>
        <translation>&apos;%1&apos; contiene un bool que no es ni 0 ni 1</translation>
    </message>
    <message>
        <source>GGUF value: no element %1</source>
        <translation>valor GGUF: no existe el elemento %1</translation>
    </message>
    <message>
        <source>is %1 bytes long: too short for a GGUF file</source>
        <translation>mide %1 bytes: demasiado corto para un archivo GGUF</translation>
    </message>
    <message>
        <source>is not a GGUF file: it starts with %1, not the magic &quot;GGUF&quot;</source>
        <translation>no es un archivo GGUF: empieza por %1, no por el número mágico &quot;GGUF&quot;</translation>
    </message>
    <message>
        <source>the magic</source>
        <translation>el número mágico</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>la versión</translation>
    </message>
    <message>
        <source>is GGUF version 1 (2023&apos;s first layout), which KVScope does not read: convert it again with a current llama.cpp</source>
        <translation>es GGUF versión 1 (el primer formato, de 2023), que KVScope no lee: vuelva a convertirlo con un llama.cpp actual</translation>
    </message>
    <message>
        <source>has GGUF version %1; KVScope reads versions 2 and 3</source>
        <translation>tiene la versión GGUF %1; KVScope lee las versiones 2 y 3</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>el recuento de tensores</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>el recuento de metadatos</translation>
    </message>
    <message>
        <source>the header&apos;s metadata count</source>
        <translation>el recuento de metadatos de la cabecera</translation>
    </message>
    <message>
        <source>the header&apos;s tensor count</source>
        <translation>el recuento de tensores de la cabecera</translation>
    </message>
    <message>
        <source>metadata key %1</source>
        <translation>la clave de metadatos %1</translation>
    </message>
    <message>
        <source>metadata key %1 is empty</source>
        <translation>la clave de metadatos %1 está vacía</translation>
    </message>
    <message>
        <source>the metadata key &apos;%1&apos; appears twice</source>
        <translation>la clave de metadatos &apos;%1&apos; aparece dos veces</translation>
    </message>
    <message>
        <source>the value type of &apos;%1&apos;</source>
        <translation>el tipo de valor de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has value type %2, which GGUF does not define (0–12)</source>
        <translation>&apos;%1&apos; tiene el tipo de valor %2, que GGUF no define (0–12)</translation>
    </message>
    <message>
        <source>general.alignment is %1; it must be uint32</source>
        <translation>general.alignment es %1; debe ser uint32</translation>
    </message>
    <message>
        <source>general.alignment is %1; it must be a power of two and a multiple of 8</source>
        <translation>general.alignment es %1; debe ser una potencia de dos y múltiplo de 8</translation>
    </message>
    <message>
        <source>the name of tensor %1</source>
        <translation>el nombre del tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has an empty name</source>
        <translation>el tensor %1 tiene un nombre vacío</translation>
    </message>
    <message>
        <source>the tensor name &apos;%1&apos; appears twice</source>
        <translation>el nombre de tensor &apos;%1&apos; aparece dos veces</translation>
    </message>
    <message>
        <source>the dimension count of tensor &apos;%1&apos;</source>
        <translation>el número de dimensiones del tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has %2 dimensions; GGUF tensors have at most %3</source>
        <translation>el tensor &apos;%1&apos; tiene %2 dimensiones; los tensores GGUF tienen como máximo %3</translation>
    </message>
    <message>
        <source>the dimensions of tensor &apos;%1&apos;</source>
        <translation>las dimensiones del tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has dimensions whose product overflows 64 bits</source>
        <translation>el tensor &apos;%1&apos; tiene dimensiones cuyo producto desborda 64 bits</translation>
    </message>
    <message>
        <source>the type of tensor &apos;%1&apos;</source>
        <translation>el tipo del tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has ggml type %2, which ggml does not define</source>
        <translation>el tensor &apos;%1&apos; tiene el tipo ggml %2, que ggml no define</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has rows of %2 elements, not a whole number of %3 blocks of %4</source>
        <translation>el tensor &apos;%1&apos; tiene filas de %2 elementos, que no son un número entero de bloques %3 de %4</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is larger than 2^64 bytes</source>
        <translation>el tensor &apos;%1&apos; ocupa más de 2^64 bytes</translation>
    </message>
    <message>
        <source>the offset of tensor &apos;%1&apos;</source>
        <translation>el desplazamiento del tensor &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; starts at offset %2 of the data, not a multiple of the alignment %3</source>
        <translation>el tensor &apos;%1&apos; empieza en el desplazamiento %2 de los datos, que no es múltiplo de la alineación %3</translation>
    </message>
    <message>
        <source>the data section starts at byte %1 (the tensor table&apos;s end, aligned to %2), past the end of the file at byte %3: the file is truncated</source>
        <translation>la sección de datos empieza en el byte %1 (el final de la tabla de tensores, alineado a %2), más allá del final del archivo en el byte %3: el archivo está truncado</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; needs bytes %2 to %3 of the data section, which has %4: the file is truncated</source>
        <translation>el tensor &apos;%1&apos; necesita los bytes %2 a %3 de la sección de datos, que tiene %4: el archivo está truncado</translation>
    </message>
    <message>
        <source>the data of tensors &apos;%1&apos; and &apos;%2&apos; overlap</source>
        <translation>los datos de los tensores &apos;%1&apos; y &apos;%2&apos; se solapan</translation>
    </message>
    <message>
        <source>%1: has no metadata key &apos;%2&apos;</source>
        <translation>%1: no tiene la clave de metadatos &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is %3; expected %4</source>
        <translation>%1: &apos;%2&apos; es %3; se esperaba %4</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>un entero no negativo</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>un array de cadenas</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>an array of numbers</source>
        <translation>un array de números</translation>
    </message>
    <message>
        <source>%1: gpt2.feed_forward_length is %2; KVScope&apos;s GPT-2 has an MLP of 4 × gpt2.embedding_length (%3)</source>
        <translation>%1: gpt2.feed_forward_length es %2; el GPT-2 de KVScope tiene un MLP de 4 × gpt2.embedding_length (%3)</translation>
    </message>
    <message>
        <source>%1: rope_freqs.weight has %2 values in %3 dimensions; it must be one per rotary pair, %4</source>
        <translation>%1: rope_freqs.weight tiene %2 valores en %3 dimensiones; debe tener uno por par de rotación, %4</translation>
    </message>
    <message>
        <source>%1: rope_freqs.weight[%2] is %3; a rotary pair&apos;s factor must be a positive number</source>
        <translation>%1: rope_freqs.weight[%2] es %3; el factor de un par de rotación debe ser un número positivo</translation>
    </message>
    <message>
        <source>%1: general.architecture is &quot;%2&quot;; KVScope reads llama, qwen2 and qwen3 GGUF files</source>
        <translation>%1: general.architecture es &quot;%2&quot;; KVScope lee archivos GGUF llama, qwen2 y qwen3</translation>
    </message>
    <message>
        <source>%1: %2 is &quot;%3&quot;; KVScope computes none and linear scaling from GGUF metadata</source>
        <translation>%1: %2 es &quot;%3&quot;; con metadatos GGUF, KVScope calcula los escalados none y linear</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a %3 model needs it)</source>
        <translation>%1: no tiene el tensor &apos;%2&apos; (un modelo %3 lo necesita)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is %3, which KVScope does not compute with (%4)</source>
        <translation>%1: el tensor &apos;%2&apos; es %3, un tipo con el que KVScope no calcula (%4)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds NaN at element %3; weights must be finite numbers</source>
        <translation>%1: el tensor &apos;%2&apos; contiene NaN en el elemento %3; los pesos deben ser números finitos</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds an infinity at element %3; weights must be finite numbers</source>
        <translation>%1: el tensor &apos;%2&apos; contiene un infinito en el elemento %3; los pesos deben ser números finitos</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has dimensions %3, expected %4 from the %5 metadata</source>
        <translation>%1: el tensor &apos;%2&apos; tiene las dimensiones %3; se esperaban %4 según los metadatos de %5</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.pre is &quot;%2&quot;; KVScope knows the pre-tokenizers default, gpt2, llama-bpe and qwen2</source>
        <translation>%1: tokenizer.ggml.pre es &quot;%2&quot;; KVScope conoce los pretokenizadores default, gpt2, llama-bpe y qwen2</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.token_type has %2 entries for %3 tokens</source>
        <translation>%1: tokenizer.ggml.token_type tiene %2 entradas para %3 tokens</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.scores has %2 entries for %3 tokens</source>
        <translation>%1: tokenizer.ggml.scores tiene %2 entradas para %3 tokens</translation>
    </message>
    <message>
        <source>%1: %2[%3] is not valid UTF-8 (byte %4)</source>
        <translation>%1: %2[%3] no es UTF-8 válido (byte %4)</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.model is &quot;%2&quot;; KVScope reads the byte-level BPE (&quot;gpt2&quot;) and SentencePiece (&quot;llama&quot;) GGUF tokenizers</source>
        <translation>%1: tokenizer.ggml.model es &quot;%2&quot;; KVScope lee los tokenizadores GGUF BPE a nivel de byte (&quot;gpt2&quot;) y SentencePiece (&quot;llama&quot;)</translation>
    </message>
    <message>
        <source>%1: %2 is %3 but there are %4 tokens</source>
        <translation>%1: %2 es %3, pero hay %4 tokens</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.add_bos_token is %2; expected a bool</source>
        <translation>%1: tokenizer.ggml.add_bos_token es %2; se esperaba un bool</translation>
    </message>
    <message>
        <source>&quot;gpt2&quot; (this reader is for GPT-2 models)</source>
        <translation>&quot;gpt2&quot; (este lector es para modelos GPT-2)</translation>
    </message>
    <message>
        <source>missing n_positions (or n_ctx)</source>
        <translation>falta n_positions (o n_ctx)</translation>
    </message>
    <message>
        <source>a small positive number</source>
        <translation>un número positivo pequeño</translation>
    </message>
    <message>
        <source>n_embd (%1) must be divisible by n_head (%2)</source>
        <translation>n_embd (%1) debe ser divisible por n_head (%2)</translation>
    </message>
    <message>
        <source>%1: not a model folder (it has neither config.json nor model.safetensors)</source>
        <translation>%1: no es una carpeta de modelo (no tiene ni config.json ni model.safetensors)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>%1: %2; a model folder needs config.json, model.safetensors and its tokenizer</source>
        <translation>%1: %2; una carpeta de modelo necesita config.json, model.safetensors y su tokenizador</translation>
    </message>
    <message>
        <source>%1: no tokenizer (tokenizer.json, or vocab.json and merges.txt)</source>
        <translation>%1: no hay tokenizador (tokenizer.json, o vocab.json y merges.txt)</translation>
    </message>
    <message>
        <source>the tokenizer has %1 tokens but config.json&apos;s vocab_size is %2</source>
        <translation>el tokenizador tiene %1 tokens, pero el vocab_size de config.json es %2</translation>
    </message>
    <message>
        <source>GPT-2 family, width %1, %2 tokens, %3 positions</source>
        <translation>familia GPT-2, ancho %1, %2 tokens, %3 posiciones</translation>
    </message>
    <message>
        <source>the model&apos;s KV heads are pooled already</source>
        <translation>las cabezas KV del modelo ya están promediadas</translation>
    </message>
    <message>
        <source>mean-pooling %1 KV heads into %2 needs a number of KV heads that divides %1</source>
        <translation>promediar %1 cabezas KV en %2 requiere un número de cabezas KV que divida a %1</translation>
    </message>
    <message>
        <source>%1 · KV heads pooled %2 → %3</source>
        <translation>%1 · cabezas KV promediadas %2 → %3</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a GPT-2 checkpoint needs it)</source>
        <translation>%1: no tiene el tensor &apos;%2&apos; (un checkpoint GPT-2 lo necesita)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected %4 from config.json</source>
        <translation>%1: el tensor &apos;%2&apos; tiene la forma %3; se esperaba %4 según config.json</translation>
    </message>
    <message>
        <source>%1: tensor &apos;lm_head.weight&apos; differs from &apos;wte.weight&apos;; KVScope reads GPT-2 models whose output projection is tied to the embeddings</source>
        <translation>%1: el tensor &apos;lm_head.weight&apos; difiere de &apos;wte.weight&apos;; KVScope lee modelos GPT-2 cuya proyección de salida comparte los pesos de los embeddings</translation>
    </message>
    <message>
        <source>describes 1 layer, the model has %1</source>
        <translation>describe 1 capa, pero el modelo tiene %1</translation>
    </message>
    <message>
        <source>describes %1 layers, the model has %2</source>
        <translation>describe %1 capas, pero el modelo tiene %2</translation>
    </message>
    <message>
        <source>lists 1 head, the model has %1</source>
        <translation>enumera 1 cabeza, pero el modelo tiene %1</translation>
    </message>
    <message>
        <source>lists %1 heads, the model has %2</source>
        <translation>enumera %1 cabezas, pero el modelo tiene %2</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a file</source>
        <translation>es una tubería con nombre (FIFO), no un archivo</translation>
    </message>
    <message>
        <source>is a socket, not a file</source>
        <translation>es un socket, no un archivo</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>es un dispositivo, no un archivo</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>no es un archivo regular</translation>
    </message>
    <message>
        <source>is a symbolic link that loops (too many levels of symbolic links)</source>
        <translation>es un enlace simbólico que forma un bucle (demasiados niveles de enlaces simbólicos)</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which does not exist</source>
        <translation>es un enlace simbólico a %1, que no existe</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>no existe</translation>
    </message>
    <message>
        <source>does not exist (a folder on its path is a file)</source>
        <translation>no existe (una carpeta de su ruta es un archivo)</translation>
    </message>
    <message>
        <source>cannot be looked at (%1)</source>
        <translation>no se puede examinar (%1)</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>appears twice in one object</source>
        <translation>aparece dos veces en un mismo objeto</translation>
    </message>
    <message>
        <source>the number %1 is too large (%2)</source>
        <translation>el número %1 es demasiado grande (%2)</translation>
    </message>
    <message>
        <source>not valid JSON at %1: %2</source>
        <translation>JSON no válido en %1: %2</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>anidado a más de %1 niveles de profundidad</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON no válido</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un número entero de %1 a %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>the string %1</source>
        <translation>la cadena %1</translation>
    </message>
    <message>
        <source>an empty array</source>
        <translation>un array vacío</translation>
    </message>
    <message>
        <source>an array of 1 item</source>
        <translation>un array de 1 elemento</translation>
    </message>
    <message>
        <source>an array of %1 items</source>
        <translation>un array de %1 elementos</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>un objeto vacío</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>un valor</translation>
    </message>
    <message>
        <source>missing (expected %1)</source>
        <translation>falta (se esperaba %1)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>se esperaba %1, se encontró %2</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>no se puede abrir</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <translation>%1: no se puede abrir el archivo (%2)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: no se puede leer el archivo (%2)</translation>
    </message>
    <message>
        <source>%1: cannot map the file into memory (%2)</source>
        <translation>%1: no se puede mapear el archivo en memoria (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>la carpeta %1 no existe</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 no es una carpeta</translation>
    </message>
    <message>
        <source>cannot open the folder %1 (%2)</source>
        <translation>no se puede abrir la carpeta %1 (%2)</translation>
    </message>
    <message>
        <source>cannot look at it (%1)</source>
        <translation>no se puede examinar (%1)</translation>
    </message>
    <message>
        <source>it is a symbolic link to %1, which is neither followed nor replaced; name the file itself</source>
        <translation>es un enlace simbólico a %1, que ni se sigue ni se reemplaza; indique el archivo en sí</translation>
    </message>
    <message>
        <source>it is a symbolic link, which is neither followed nor replaced; name the file itself</source>
        <translation>es un enlace simbólico, que ni se sigue ni se reemplaza; indique el archivo en sí</translation>
    </message>
    <message>
        <source>it exists and is not a regular file</source>
        <translation>existe y no es un archivo regular</translation>
    </message>
    <message>
        <source>cannot create a temporary file in the folder %1 (%2); nothing was changed</source>
        <translation>no se puede crear un archivo temporal en la carpeta %1 (%2); no se ha cambiado nada</translation>
    </message>
    <message>
        <source>cannot find a free temporary name in the folder %1; nothing was changed</source>
        <translation>no se encuentra ningún nombre temporal libre en la carpeta %1; no se ha cambiado nada</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written (%3; is the disk full?); nothing was changed</source>
        <translation>solo se escribieron %1 de %2 bytes (%3; ¿está lleno el disco?); no se ha cambiado nada</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written (%3); nothing was changed</source>
        <translation>solo se escribieron %1 de %2 bytes (%3); no se ha cambiado nada</translation>
    </message>
    <message>
        <source>cannot write a file with no name</source>
        <translation>no se puede escribir un archivo sin nombre</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>designa una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>cannot give the new file the old one&apos;s permissions (%1); nothing was changed</source>
        <translation>no se pueden dar al archivo nuevo los permisos del antiguo (%1); no se ha cambiado nada</translation>
    </message>
    <message>
        <source>the file was already finished or has failed</source>
        <translation>el archivo ya está terminado o ha fallado</translation>
    </message>
    <message>
        <source>cannot flush it to disk (%1); nothing was changed</source>
        <translation>no se puede volcar al disco (%1); no se ha cambiado nada</translation>
    </message>
    <message>
        <source>cannot finish writing it (%1); nothing was changed</source>
        <translation>no se puede terminar de escribir (%1); no se ha cambiado nada</translation>
    </message>
    <message>
        <source>cannot replace it (%1); nothing was changed</source>
        <translation>no se puede reemplazar (%1); no se ha cambiado nada</translation>
    </message>
    <message>
        <source>it was replaced, but the folder %1 could not be flushed to disk (%2)</source>
        <translation>se reemplazó, pero la carpeta %1 no se pudo volcar al disco (%2)</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has data_offsets [%2, %3]: the begin is after the end</source>
        <translation>el tensor &apos;%1&apos; tiene data_offsets [%2, %3]: el inicio está después del final</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; ends at byte %2 but the data section has %3 bytes</source>
        <translation>el tensor &apos;%1&apos; termina en el byte %2, pero la sección de datos tiene %3 bytes</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, too large: its byte size does not fit in 64 bits</source>
        <translation>el tensor &apos;%1&apos; tiene la forma %2, demasiado grande: su tamaño en bytes no cabe en 64 bits</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2 of %3 (%4 bytes) but its data_offsets cover %5 bytes</source>
        <translation>el tensor &apos;%1&apos; tiene la forma %2 de %3 (%4 bytes), pero sus data_offsets abarcan %5 bytes</translation>
    </message>
    <message>
        <source>unsupported dtype &apos;%1&apos; (KVScope reads F32, F16 and BF16)</source>
        <translation>dtype &apos;%1&apos; no admitido (KVScope lee F32, F16 y BF16)</translation>
    </message>
    <message>
        <source>[begin, end]</source>
        <translation>[inicio, fin]</translation>
    </message>
    <message>
        <source>%1: the file has %2 bytes, too short for a safetensors file (it starts with an 8-byte header length)</source>
        <translation>%1: el archivo tiene %2 bytes, demasiado corto para un archivo safetensors (empieza con una longitud de cabecera de 8 bytes)</translation>
    </message>
    <message>
        <source>%1: the header length is %2 bytes, more than the limit of %3 (not a safetensors file?)</source>
        <translation>%1: la longitud de la cabecera es de %2 bytes, por encima del límite de %3 (¿no es un archivo safetensors?)</translation>
    </message>
    <message>
        <source>%1: the header length is %2 bytes but only %3 bytes follow it (truncated file?)</source>
        <translation>%1: la longitud de la cabecera es de %2 bytes, pero solo la siguen %3 bytes (¿archivo truncado?)</translation>
    </message>
    <message>
        <source>%1: tensors &apos;%2&apos; (bytes %3–%4) and &apos;%5&apos; (bytes %6–%7) overlap</source>
        <translation>%1: los tensores &apos;%2&apos; (bytes %3–%4) y &apos;%5&apos; (bytes %6–%7) se solapan</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos;</source>
        <translation>%1: no tiene el tensor &apos;%2&apos;</translation>
    </message>
    <message>
        <source>+infinity</source>
        <translation>+infinito</translation>
    </message>
    <message>
        <source>-infinity</source>
        <translation>-infinito</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; holds %3 at %4; weights must be finite numbers</source>
        <translation>%1: el tensor &apos;%2&apos; contiene %3 en %4; los pesos deben ser números finitos</translation>
    </message>
    <message>
        <source>lists no tensors</source>
        <translation>no enumera ningún tensor</translation>
    </message>
    <message>
        <source>the name of a .safetensors file in the same folder</source>
        <translation>el nombre de un archivo .safetensors de la misma carpeta</translation>
    </message>
    <message>
        <source>names more than %1 files</source>
        <translation>nombra más de %1 archivos</translation>
    </message>
    <message>
        <source>%1: places tensor &apos;%2&apos; in %3, which has no such tensor</source>
        <translation>%1: sitúa el tensor &apos;%2&apos; en %3, que no contiene ese tensor</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is also in another shard of the index</source>
        <translation>%1: el tensor &apos;%2&apos; también está en otro fragmento del índice</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;%2&apos; (a %3 checkpoint needs it)</source>
        <translation>%1: no tiene el tensor &apos;%2&apos; (un checkpoint %3 lo necesita)</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; has shape %3, expected [%4] from config.json</source>
        <translation>%1: el tensor &apos;%2&apos; tiene la forma %3; se esperaba [%4] según config.json</translation>
    </message>
    <message>
        <source>%1: the file has %2, over the %3 limit for this kind of file</source>
        <translation>%1: el archivo ocupa %2, por encima del límite de %3 para este tipo de archivo</translation>
    </message>
    <message>
        <source>%1: the file grew while it was read, over the %2 limit for this kind of file</source>
        <translation>%1: el archivo creció mientras se leía y superó el límite de %2 para este tipo de archivo</translation>
    </message>
    <message>
        <source>heavy hitters are kept by the attention of one query head, and this model shares each KV head among %1 query heads (GQA): use a window, with or without sinks</source>
        <translation>los heavy hitters se conservan según la atención de una sola cabeza de consulta, y este modelo comparte cada cabeza KV entre %1 cabezas de consulta (GQA): use una ventana, con o sin sumideros</translation>
    </message>
    <message>
        <source>a quantized KV cache keeps its newest rows in f32, not %1</source>
        <translation>una caché KV cuantizada guarda sus filas más recientes en f32, no en %1</translation>
    </message>
    <message>
        <source>a quantized KV cache cannot also be bounded to a window: which of its rows are integers follows the positions it holds</source>
        <translation>una caché KV cuantizada no puede limitarse además a una ventana: qué filas son enteros depende de las posiciones que contiene</translation>
    </message>
    <message>
        <source>KV cache shape must have at least one layer, head and element per row</source>
        <translation>la forma de la caché KV debe tener al menos una capa, una cabeza y un elemento por fila</translation>
    </message>
    <message>
        <source>KV cache append: rows do not match the cache shape</source>
        <translation>añadir a la caché KV: las filas no coinciden con la forma de la caché</translation>
    </message>
    <message>
        <source>a KV cache window holds 1 to 1,000,000 positions, not %1</source>
        <translation>una ventana de caché KV contiene de 1 a 1.000.000 posiciones, no %1</translation>
    </message>
    <message>
        <source>attention sinks need a window to stay in</source>
        <translation>los sumideros de atención necesitan una ventana en la que mantenerse</translation>
    </message>
    <message>
        <source>heavy hitters need a window to stay in</source>
        <translation>los heavy hitters necesitan una ventana en la que mantenerse</translation>
    </message>
    <message>
        <source>a window of %1 keeps 0 to %2 sinks (the newest position is always kept), not %3</source>
        <translation>una ventana de %1 conserva de 0 a %2 sumideros (la posición más reciente siempre se conserva), no %3</translation>
    </message>
    <message>
        <source>a window of %1 keeps 0 to %2 heavy hitters (the newest position is always kept), not %3</source>
        <translation>una ventana de %1 conserva de 0 a %2 heavy hitters (la posición más reciente siempre se conserva), no %3</translation>
    </message>
    <message>
        <source>a window keeps either attention sinks or heavy hitters, not both (heavy hitters find and keep a sink that draws attention by themselves)</source>
        <translation>una ventana conserva sumideros de atención o heavy hitters, no ambos (los heavy hitters ya conservan por sí solos un sumidero, porque este atrae la atención)</translation>
    </message>
    <message>
        <source>a quantized KV cache has 8 or 4 bits per element, not %1</source>
        <translation>una caché KV cuantizada tiene 8 o 4 bits por elemento, no %1</translation>
    </message>
    <message>
        <source>the KV quantization group must hold 1 to 4096 elements, not %1</source>
        <translation>el grupo de cuantización KV debe contener de 1 a 4096 elementos, no %1</translation>
    </message>
    <message>
        <source>the newest positions kept in full precision cannot be %1</source>
        <translation>el número de posiciones más recientes que se conservan con precisión completa no puede ser %1</translation>
    </message>
    <message>
        <source>mean-pooling KV heads works on GPT-2-family models; &apos;%1&apos; is not one</source>
        <translation>promediar cabezas KV funciona con modelos de la familia GPT-2; &apos;%1&apos; no es uno de ellos</translation>
    </message>
    <message>
        <source>the model &apos;%1&apos; keeps exact numbers in its cache: the lab measures real models</source>
        <translation>el modelo &apos;%1&apos; guarda números exactos en su caché: el laboratorio mide modelos reales</translation>
    </message>
    <message>
        <source>the lab needs a text of at least two tokens</source>
        <translation>el laboratorio necesita un texto de al menos dos tokens</translation>
    </message>
    <message>
        <source>the text has a token the model does not predict</source>
        <translation>el texto contiene un token que el modelo no predice</translation>
    </message>
    <message>
        <source>request %1 generates no token</source>
        <translation>la solicitud %1 no genera ningún token</translation>
    </message>
    <message>
        <source>request %1 forks a request that comes after it</source>
        <translation>la solicitud %1 se bifurca de una solicitud posterior</translation>
    </message>
    <message>
        <source>request %1 has an empty prompt</source>
        <translation>la solicitud %1 tiene el prompt vacío</translation>
    </message>
    <message>
        <source>request %1 picks a negative candidate rank</source>
        <translation>la solicitud %1 elige un rango de candidato negativo</translation>
    </message>
    <message>
        <source>request %1 forks before its parent&apos;s prefill</source>
        <translation>la solicitud %1 se bifurca antes del prellenado de su madre</translation>
    </message>
    <message>
        <source>request %1 needs %2 positions; the model takes at most %3</source>
        <translation>la solicitud %1 necesita %2 posiciones; el modelo admite como máximo %3</translation>
    </message>
    <message>
        <source>request %1 forks request %2 after it finished</source>
        <translation>la solicitud %1 se bifurca de la solicitud %2 después de que esta terminara</translation>
    </message>
    <message>
        <source>request %1 forks step %2 of request %3 but joined too late to share it</source>
        <translation>la solicitud %1 se bifurca en el paso %2 de la solicitud %3, pero se unió demasiado tarde para compartirlo</translation>
    </message>
    <message>
        <source>the pool of %1 blocks is too small: at step %2 every running sequence waits for a free block</source>
        <translation>el conjunto de %1 bloques es demasiado pequeño: en el paso %2 todas las secuencias en curso esperan un bloque libre</translation>
    </message>
    <message>
        <source>a KV block holds 1 to 65,536 positions, not %1</source>
        <translation>un bloque KV contiene de 1 a 65.536 posiciones, no %1</translation>
    </message>
    <message>
        <source>a KV block pool has 1 to 16,777,216 blocks, not %1</source>
        <translation>un conjunto de bloques KV tiene de 1 a 16.777.216 bloques, no %1</translation>
    </message>
    <message>
        <source>the KV block pool is full: no free block for the next position</source>
        <translation>el conjunto de bloques KV está lleno: no hay ningún bloque libre para la siguiente posición</translation>
    </message>
    <message>
        <source>there is no sequence %1 in the KV block pool</source>
        <translation>no hay ninguna secuencia %1 en el conjunto de bloques KV</translation>
    </message>
    <message>
        <source>a sequence starts with at least one position</source>
        <translation>una secuencia empieza con al menos una posición</translation>
    </message>
    <message>
        <source>the KV block pool is full: %1 positions need %2 blocks, %3 are free</source>
        <translation>el conjunto de bloques KV está lleno: %1 posiciones necesitan %2 bloques y hay %3 libres</translation>
    </message>
    <message>
        <source>the KV block pool is full: %1 more blocks needed, %2 are free</source>
        <translation>el conjunto de bloques KV está lleno: hacen falta %1 bloques más y hay %2 libres</translation>
    </message>
    <message>
        <source>the draft proposes 1 to 16 tokens a round, not %1</source>
        <translation>el borrador propone de 1 a 16 tokens por ronda, no %1</translation>
    </message>
    <message>
        <source>the draft model &apos;%1&apos; predicts other tokens than &apos;%2&apos; (%3 against %4): speculative decoding needs one vocabulary</source>
        <translation>el modelo borrador &apos;%1&apos; predice tokens distintos de los de &apos;%2&apos; (%3 frente a %4): la decodificación especulativa necesita un único vocabulario</translation>
    </message>
    <message>
        <source>the target &apos;%1&apos; has no layer %2</source>
        <translation>el objetivo &apos;%1&apos; no tiene la capa %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot score several positions in one pass</source>
        <translation>&apos;%1&apos; no puede puntuar varias posiciones en una sola pasada</translation>
    </message>
    <message>
        <source>the prompt is empty</source>
        <translation>el prompt está vacío</translation>
    </message>
    <message>
        <source>speculative decoding has not started: no prompt</source>
        <translation>la decodificación especulativa no ha empezado: no hay prompt</translation>
    </message>
    <message>
        <source>the context is full (%1 positions): no room to draft</source>
        <translation>el contexto está lleno (%1 posiciones): no queda espacio para el borrador</translation>
    </message>
    <message>
        <source>the sweep needs at least one token to generate</source>
        <translation>el barrido necesita al menos un token que generar</translation>
    </message>
    <message>
        <source>the sweep tries k = 1 … K for a K from 1 to 16, not %1</source>
        <translation>el barrido prueba k = 1 … K para un K de 1 a 16, no %1</translation>
    </message>
    <message>
        <source>the models&apos; context (%1 positions) has no room for %2 tokens after a prompt of %3</source>
        <translation>el contexto de los modelos (%1 posiciones) no tiene espacio para %2 tokens tras un prompt de %3</translation>
    </message>
    <message>
        <source>%1: model: &quot;%2&quot; is not a built-in model</source>
        <translation>%1: model: &quot;%2&quot; no es un modelo incluido</translation>
    </message>
    <message>
        <source>no lesson called &apos;%1&apos;; built-in lessons: %2, or give the path of a lesson .json file</source>
        <translation>no hay ninguna lección llamada &apos;%1&apos;; lecciones incluidas: %2, o indique la ruta de un archivo .json de lección</translation>
    </message>
    <message>
        <source>unknown key (known: %1)</source>
        <translation>clave desconocida (conocidas: %1)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no debe estar vacío</translation>
    </message>
    <message>
        <source>is %1 bytes long; at most %2 are allowed</source>
        <translation>mide %1 bytes; se permiten como máximo %2</translation>
    </message>
    <message>
        <source>&quot;on&quot; or &quot;off&quot;</source>
        <translation>&quot;on&quot; u &quot;off&quot;</translation>
    </message>
    <message>
        <source>names %1 views; there are %2</source>
        <translation>nombra %1 vistas; solo hay %2</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; (known: %2; the attention heatmaps are always shown)</source>
        <translation>vista desconocida &quot;%1&quot; (conocidas: %2; los mapas de calor de atención se muestran siempre)</translation>
    </message>
    <message>
        <source>view &quot;%1&quot; is named twice</source>
        <translation>la vista &quot;%1&quot; aparece dos veces</translation>
    </message>
    <message>
        <source>&quot;light&quot; or &quot;dark&quot;</source>
        <translation>&quot;light&quot; o &quot;dark&quot;</translation>
    </message>
    <message>
        <source>view &quot;%1&quot; is raised but not in display.show</source>
        <translation>la vista &quot;%1&quot; se pone al frente, pero no está en display.show</translation>
    </message>
    <message>
        <source>the prefill computes K and V of every prompt position with the cache on or off; set &quot;cache&quot; on a decode step</source>
        <translation>el prellenado calcula K y V de cada posición del prompt con la caché activada o desactivada; ponga &quot;cache&quot; en un paso de decodificación</translation>
    </message>
    <message>
        <source>unknown stage (known: %1)</source>
        <translation>etapa desconocida (conocidas: %1)</translation>
    </message>
    <message>
        <source>must hold the prefill and at most %1 decode steps (1 to %2 entries), found %3 entry</source>
        <translation>debe contener el prellenado y como máximo %1 pasos de decodificación (de 1 a %2 entradas); se encontró %3 entrada</translation>
    </message>
    <message>
        <source>must hold the prefill and at most %1 decode steps (1 to %2 entries), found %3 entries</source>
        <translation>debe contener el prellenado y como máximo %1 pasos de decodificación (de 1 a %2 entradas); se encontraron %3 entradas</translation>
    </message>
    <message>
        <source>a positive number below %1</source>
        <translation>un número positivo menor que %1</translation>
    </message>
    <message>
        <source>a number from 0.001 to 1e+06</source>
        <translation>un número de 0.001 a 1e+06</translation>
    </message>
    <message>
        <source>high_freq_factor must be larger than low_freq_factor (the band between them is blended)</source>
        <translation>high_freq_factor debe ser mayor que low_freq_factor (la banda entre ambos se interpola)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported (KVScope computes none, linear and llama3 scaling)</source>
        <translation>&quot;%1&quot; no se admite (KVScope calcula los escalados none, linear y llama3)</translation>
    </message>
    <message>
        <source>one of %1 (this reader is for Llama-family models)</source>
        <translation>uno de %1 (este lector es para modelos de la familia Llama)</translation>
    </message>
    <message>
        <source>&quot;silu&quot; (the SwiGLU MLP of Llama-family models)</source>
        <translation>&quot;silu&quot; (el MLP SwiGLU de los modelos de la familia Llama)</translation>
    </message>
    <message>
        <source>true is not supported (KVScope reads MLPs without biases)</source>
        <translation>true no se admite (KVScope lee MLP sin sesgos)</translation>
    </message>
    <message>
        <source>%1 is shorter than max_position_embeddings (%2); KVScope computes full causal attention only</source>
        <translation>%1 es menor que max_position_embeddings (%2); KVScope solo calcula atención causal completa</translation>
    </message>
    <message>
        <source>hidden_size (%1) must be divisible by num_attention_heads (%2), or head_dim given</source>
        <translation>hidden_size (%1) debe ser divisible por num_attention_heads (%2), o debe indicarse head_dim</translation>
    </message>
    <message>
        <source>heads wider than 1024 dimensions are not supported</source>
        <translation>no se admiten cabezas de más de 1024 dimensiones</translation>
    </message>
    <message>
        <source>head_dim (%1) must be even: RoPE rotates pairs of dimensions</source>
        <translation>head_dim (%1) debe ser par: RoPE rota pares de dimensiones</translation>
    </message>
    <message>
        <source>num_attention_heads (%1) must be a multiple of num_key_value_heads (%2)</source>
        <translation>num_attention_heads (%1) debe ser múltiplo de num_key_value_heads (%2)</translation>
    </message>
    <message>
        <source>%1: %2; a Llama-family model folder needs config.json, its weights and tokenizer.json</source>
        <translation>%1: %2; una carpeta de modelo de la familia Llama necesita config.json, sus pesos y tokenizer.json</translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>atención multicabeza</translation>
    </message>
    <message>
        <source>multi-query attention (1 KV head)</source>
        <translation>atención multiconsulta (1 cabeza KV)</translation>
    </message>
    <message>
        <source>%1 query heads sharing %2 KV heads</source>
        <translation>%1 cabezas de consulta que comparten %2 cabezas KV</translation>
    </message>
    <message>
        <source>%1 family, %2 layers, width %3, %4</source>
        <translation>familia %1, %2 capas, ancho %3, %4</translation>
    </message>
    <message>
        <source>%1: has no tensor &apos;lm_head.weight&apos; (config.json&apos;s tie_word_embeddings is false)</source>
        <translation>%1: no tiene el tensor &apos;lm_head.weight&apos; (tie_word_embeddings de config.json es false)</translation>
    </message>
    <message>
        <source>the app was built without %1</source>
        <translation>la aplicación se compiló sin %1</translation>
    </message>
    <message>
        <source>%1 layers × %2 heads</source>
        <translation>%1 capas × %2 cabezas</translation>
    </message>
    <message>
        <source>KVScope tiny GPT (%1, trained on public-domain books)</source>
        <translation>KVScope tiny GPT (%1, entrenado con libros de dominio público)</translation>
    </message>
    <message>
        <source>KVScope tiny draft GPT (%1, the tiny GPT&apos;s first stage: a draft model for speculative decoding)</source>
        <translation>KVScope tiny draft GPT (%1, la primera etapa del tiny GPT: un modelo borrador para la decodificación especulativa)</translation>
    </message>
    <message>
        <source>KVScope tiny GQA (Llama-style, %1 layers × %2 query heads sharing %3 KV heads, trained on public-domain books)</source>
        <translation>KVScope tiny GQA (al estilo de Llama, %1 capas × %2 cabezas de consulta que comparten %3 cabezas KV, entrenado con libros de dominio público)</translation>
    </message>
    <message>
        <source>Today&apos;s weather is so … (the article&apos;s rule-based example)</source>
        <translation>Today&apos;s weather is so … (el ejemplo basado en reglas del artículo)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a model type KVScope reads (it reads gpt2, %2)</source>
        <translation>&quot;%1&quot; no es un tipo de modelo que KVScope lea (lee gpt2, %2)</translation>
    </message>
    <message>
        <source>%1: general.architecture is &quot;%2&quot;; KVScope opens gpt2, llama, qwen2 and qwen3 GGUF files</source>
        <translation>%1: general.architecture es &quot;%2&quot;; KVScope abre archivos GGUF gpt2, llama, qwen2 y qwen3</translation>
    </message>
    <message>
        <source>%1: %2; give a model folder (GPT-2 or Llama family), a .gguf file or a toy .json file</source>
        <translation>%1: %2; indique una carpeta de modelo (familia GPT-2 o Llama), un archivo .gguf o un archivo .json de juguete</translation>
    </message>
    <message>
        <source>%1: not a model this version can open (a GPT-2 or Llama-family model folder, a .gguf file or a toy .json file)</source>
        <translation>%1: no es un modelo que esta versión pueda abrir (una carpeta de modelo de la familia GPT-2 o Llama, un archivo .gguf o un archivo .json de juguete)</translation>
    </message>
    <message>
        <source>no model called &apos;%1&apos;; built-in models: %2, or give the path of a model folder (GPT-2 or Llama family), a .gguf file or a toy .json file</source>
        <translation>no hay ningún modelo llamado &apos;%1&apos;; modelos incluidos: %2, o indique la ruta de una carpeta de modelo (familia GPT-2 o Llama), un archivo .gguf o un archivo .json de juguete</translation>
    </message>
    <message>
        <source>the prompt is longer than this model&apos;s context of %1 tokens: %2</source>
        <translation>el prompt es más largo que el contexto de %1 tokens de este modelo: %2</translation>
    </message>
    <message>
        <source>%1 is empty: give at least one token (or leave it out for the model&apos;s example)</source>
        <translation>%1 está vacío: indique al menos un token (u omítalo para usar el ejemplo del modelo)</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8: byte %2 at offset %3 does not begin a complete character</source>
        <translation>%1 no es UTF-8 válido: el byte %2 en el desplazamiento %3 no inicia un carácter completo</translation>
    </message>
    <message>
        <source>the recording budget of %1 MiB is too small for this model: a step of %2 positions needs more than its share of %3 bytes</source>
        <translation>el presupuesto de registro de %1 MiB es demasiado pequeño para este modelo: un paso de %2 posiciones necesita más que su parte de %3 bytes</translation>
    </message>
    <message>
        <source>temperature must be 0 (greedy) or a positive number, got %1</source>
        <translation>la temperatura debe ser 0 (voraz) o un número positivo; se recibió %1</translation>
    </message>
    <message>
        <source>top-k must be 0 (off) or positive, got %1</source>
        <translation>top-k debe ser 0 (desactivado) o positivo; se recibió %1</translation>
    </message>
    <message>
        <source>top-p must be in (0, 1], got %1</source>
        <translation>top-p debe estar en (0, 1]; se recibió %1</translation>
    </message>
    <message>
        <source>cannot choose a token: the model produced no logits</source>
        <translation>no se puede elegir un token: el modelo no produjo logits</translation>
    </message>
    <message>
        <source>the text needs more than %1 tokens: %2</source>
        <translation>el texto necesita más de %1 tokens: %2</translation>
    </message>
    <message>
        <source>the text has &apos;%1&apos;, for which the tokenizer has no token and no unknown-token</source>
        <translation>el texto contiene &apos;%1&apos;, para lo que el tokenizador no tiene ningún token ni token desconocido</translation>
    </message>
    <message>
        <source>the text has a piece (a word, a run of symbols) of 4 GB or more</source>
        <translation>el texto tiene un fragmento (una palabra, una serie de símbolos) de 4 GB o más</translation>
    </message>
    <message>
        <source>the vocabulary has no token for byte %1 (&apos;%2&apos;); a byte-level BPE needs all 256</source>
        <translation>el vocabulario no tiene ningún token para el byte %1 (&apos;%2&apos;); un BPE a nivel de byte necesita los 256</translation>
    </message>
    <message>
        <source>the unknown-token %1 is not in the vocabulary</source>
        <translation>el token desconocido %1 no está en el vocabulario</translation>
    </message>
    <message>
        <source>merge %1 uses id %2, outside the vocabulary</source>
        <translation>la fusión %1 usa el id %2, fuera del vocabulario</translation>
    </message>
    <message>
        <source>tokenizer: special token %1 is not in the vocabulary</source>
        <translation>tokenizador: el token especial %1 no está en el vocabulario</translation>
    </message>
    <message>
        <source>the model&apos;s template alone adds %1 tokens</source>
        <translation>solo la plantilla del modelo ya añade %1 tokens</translation>
    </message>
    <message>
        <source>its %1 bytes (normalized) need at least %2 tokens, as no token is longer than %3 bytes</source>
        <translation>sus %1 bytes (normalizados) necesitan al menos %2 tokens, ya que ningún token ocupa más de %3 bytes</translation>
    </message>
    <message>
        <source>its %1 bytes need at least %2 tokens, as no token is longer than %3 bytes</source>
        <translation>sus %1 bytes necesitan al menos %2 tokens, ya que ningún token ocupa más de %3 bytes</translation>
    </message>
    <message>
        <source>its %1 bytes (normalized) need at least %2 tokens, as no token is longer than %3 bytes, and the template adds %4</source>
        <translation>sus %1 bytes (normalizados) necesitan al menos %2 tokens, ya que ningún token ocupa más de %3 bytes, y la plantilla añade %4</translation>
    </message>
    <message>
        <source>its %1 bytes need at least %2 tokens, as no token is longer than %3 bytes, and the template adds %4</source>
        <translation>sus %1 bytes necesitan al menos %2 tokens, ya que ningún token ocupa más de %3 bytes, y la plantilla añade %4</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8: byte %1 at offset %2 does not begin a complete character</source>
        <translation>el texto no es UTF-8 válido: el byte %1 en el desplazamiento %2 no inicia un carácter completo</translation>
    </message>
    <message>
        <source>its words, numbers and symbols alone need at least %1 tokens</source>
        <translation>solo sus palabras, números y símbolos ya necesitan al menos %1 tokens</translation>
    </message>
    <message>
        <source>it has more than %1 tokens</source>
        <translation>tiene más de %1 tokens</translation>
    </message>
    <message>
        <source>token id %1 is not in the vocabulary (ids 0–%2)</source>
        <translation>el id de token %1 no está en el vocabulario (ids 0–%2)</translation>
    </message>
    <message>
        <source>template token %1 is not in the vocabulary</source>
        <translation>el token de plantilla %1 no está en el vocabulario</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not GPT-2 byte-level text (not a byte-level BPE vocabulary?)</source>
        <translation>&apos;%1&apos; no es texto a nivel de byte de GPT-2 (¿no es un vocabulario BPE a nivel de byte?)</translation>
    </message>
    <message>
        <source>the token is empty</source>
        <translation>el token está vacío</translation>
    </message>
    <message>
        <source>id %1 is used by both &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>el id %1 lo usan tanto &apos;%2&apos; como &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) is not two byte-level tokens</source>
        <translation>%1 (&apos;%2 %3&apos;) no consta de dos tokens a nivel de byte</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) is not two tokens</source>
        <translation>%1 (&apos;%2 %3&apos;) no consta de dos tokens</translation>
    </message>
    <message>
        <source>%1 (&apos;%2 %3&apos;) needs &apos;%4&apos;, which is not in the vocabulary</source>
        <translation>%1 (&apos;%2 %3&apos;) necesita &apos;%4&apos;, que no está en el vocabulario</translation>
    </message>
    <message>
        <source>%1: the vocabulary has no token for byte %2 (&apos;%3&apos;); a byte-level BPE needs all 256</source>
        <translation>%1: el vocabulario no tiene ningún token para el byte %2 (&apos;%3&apos;); un BPE a nivel de byte necesita los 256</translation>
    </message>
    <message>
        <source>%1: line %2</source>
        <translation>%1: línea %2</translation>
    </message>
    <message>
        <source>%1 (&apos;%2&apos;) must be two tokens separated by one space</source>
        <translation>%1 (&apos;%2&apos;) debe constar de dos tokens separados por un solo espacio</translation>
    </message>
    <message>
        <source>the text could not be normalized: %1</source>
        <translation>no se pudo normalizar el texto: %1</translation>
    </message>
    <message>
        <source>%1: does not compile as a regular expression: %2 (at offset %3)</source>
        <translation>%1: no compila como expresión regular: %2 (en el desplazamiento %3)</translation>
    </message>
    <message>
        <source>the text could not be split into tokens (PCRE2 error %1)</source>
        <translation>no se pudo dividir el texto en tokens (error %1 de PCRE2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token of the tokenizer</source>
        <translation>&apos;%1&apos; no es un token del tokenizador</translation>
    </message>
    <message>
        <source>is true, but there is no bos_token</source>
        <translation>es true, pero no hay bos_token</translation>
    </message>
    <message>
        <source>is true, but there is no eos_token</source>
        <translation>es true, pero no hay eos_token</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not supported (KVScope reads %3)</source>
        <translation>%1 &quot;%2&quot; no se admite (KVScope lee %3)</translation>
    </message>
    <message>
        <source>{&quot;Regex&quot;: …} or {&quot;String&quot;: …}</source>
        <translation>{&quot;Regex&quot;: …} o {&quot;String&quot;: …}</translation>
    </message>
    <message>
        <source>the pattern is empty</source>
        <translation>el patrón está vacío</translation>
    </message>
    <message>
        <source>&quot;always&quot;, &quot;first&quot; or &quot;never&quot;</source>
        <translation>&quot;always&quot;, &quot;first&quot; o &quot;never&quot;</translation>
    </message>
    <message>
        <source>one character</source>
        <translation>un solo carácter</translation>
    </message>
    <message>
        <source>NFC, NFD, NFKC, NFKD, Replace, Prepend, Strip and Sequence normalizers</source>
        <translation>los normalizadores NFC, NFD, NFKC, NFKD, Replace, Prepend, Strip y Sequence</translation>
    </message>
    <message>
        <source>Removed, Isolated, MergedWithPrevious, MergedWithNext or Contiguous</source>
        <translation>Removed, Isolated, MergedWithPrevious, MergedWithNext o Contiguous</translation>
    </message>
    <message>
        <source>comes after a ByteLevel pre-tokenizer, which KVScope supports only as the last step</source>
        <translation>va después de un pretokenizador ByteLevel, que KVScope solo admite como último paso</translation>
    </message>
    <message>
        <source>Split, ByteLevel, Metaspace, Digits and Sequence pre-tokenizers</source>
        <translation>los pretokenizadores Split, ByteLevel, Metaspace, Digits y Sequence</translation>
    </message>
    <message>
        <source>is %1, but the vocabulary is byte-level (the pre-tokenizer has a ByteLevel step); KVScope decodes byte-level vocabularies with ByteLevel only</source>
        <translation>es %1, pero el vocabulario es a nivel de byte (el pretokenizador tiene un paso ByteLevel); KVScope decodifica los vocabularios a nivel de byte solo con ByteLevel</translation>
    </message>
    <message>
        <source>is ByteLevel, but the pre-tokenizer has no ByteLevel step; KVScope needs both or neither</source>
        <translation>es ByteLevel, pero el pretokenizador no tiene ningún paso ByteLevel; KVScope necesita ambos o ninguno</translation>
    </message>
    <message>
        <source>a Regex pattern in a Replace decoder is not supported (KVScope reads String patterns)</source>
        <translation>no se admite un patrón Regex en un decodificador Replace (KVScope lee patrones String)</translation>
    </message>
    <message>
        <source>ByteLevel, Replace, ByteFallback, Fuse, Strip, Metaspace and Sequence decoders</source>
        <translation>los decodificadores ByteLevel, Replace, ByteFallback, Fuse, Strip, Metaspace y Sequence</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the template&apos;s special_tokens</source>
        <translation>&apos;%1&apos; no está en los special_tokens de la plantilla</translation>
    </message>
    <message>
        <source>&quot;A&quot; (a single text&apos;s template has only sequence A)</source>
        <translation>&quot;A&quot; (la plantilla de un único texto solo tiene la secuencia A)</translation>
    </message>
    <message>
        <source>the template has sequence A twice</source>
        <translation>la plantilla tiene dos veces la secuencia A</translation>
    </message>
    <message>
        <source>{&quot;SpecialToken&quot;: …} or {&quot;Sequence&quot;: …}</source>
        <translation>{&quot;SpecialToken&quot;: …} o {&quot;Sequence&quot;: …}</translation>
    </message>
    <message>
        <source>the template has no sequence A (the text)</source>
        <translation>la plantilla no tiene la secuencia A (el texto)</translation>
    </message>
    <message>
        <source>a second TemplateProcessing is not supported</source>
        <translation>no se admite un segundo TemplateProcessing</translation>
    </message>
    <message>
        <source>TemplateProcessing, ByteLevel and Sequence post-processors</source>
        <translation>los posprocesadores TemplateProcessing, ByteLevel y Sequence</translation>
    </message>
    <message>
        <source>&quot;BPE&quot; (KVScope reads BPE tokenizers)</source>
        <translation>&quot;BPE&quot; (KVScope lee tokenizadores BPE)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported (KVScope&apos;s BPE has no subword prefixes or suffixes)</source>
        <translation>&quot;%1&quot; no se admite (el BPE de KVScope no tiene prefijos ni sufijos de subpalabra)</translation>
    </message>
    <message>
        <source>BPE dropout is not supported (it makes encoding random)</source>
        <translation>el dropout de BPE no se admite (hace aleatoria la codificación)</translation>
    </message>
    <message>
        <source>the token is matched after normalizing, which changes it to &apos;%1&apos;; KVScope does not support that</source>
        <translation>el token se busca después de normalizar, lo que lo cambia a &apos;%1&apos;; KVScope no lo admite</translation>
    </message>
    <message>
        <source>&quot;a b&quot; or [&quot;a&quot;, &quot;b&quot;]</source>
        <translation>&quot;a b&quot; o [&quot;a&quot;, &quot;b&quot;]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the vocabulary</source>
        <translation>&apos;%1&apos; no está en el vocabulario</translation>
    </message>
    <message>
        <source>the template&apos;s token %1 is not in the vocabulary</source>
        <translation>el token %1 de la plantilla no está en el vocabulario</translation>
    </message>
    <message>
        <source>a sequence of %1 tokens does not fit this model (1 to %2)</source>
        <translation>una secuencia de %1 tokens no cabe en este modelo (de 1 a %2)</translation>
    </message>
    <message>
        <source>token id %1 is not in the vocabulary</source>
        <translation>el id de token %1 no está en el vocabulario</translation>
    </message>
    <message>
        <source>unknown rule &apos;%1&apos; (known: even-positions, last-token, first-token, all-tokens)</source>
        <translation>regla desconocida &apos;%1&apos; (conocidas: even-positions, last-token, first-token, all-tokens)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the tokens</source>
        <translation>&apos;%1&apos; no es uno de los tokens</translation>
    </message>
    <message>
        <source>must be one word without spaces</source>
        <translation>debe ser una sola palabra sin espacios</translation>
    </message>
    <message>
        <source>token &apos;%1&apos; appears twice</source>
        <translation>el token &apos;%1&apos; aparece dos veces</translation>
    </message>
    <message>
        <source>is longer than %1 words</source>
        <translation>tiene más de %1 palabras</translation>
    </message>
    <message>
        <source>must hold 1 to 16 heads</source>
        <translation>debe contener de 1 a 16 cabezas</translation>
    </message>
    <message>
        <source>must be &quot;mean&quot; (the only combination the toy knows)</source>
        <translation>debe ser &quot;mean&quot; (la única combinación que conoce el modelo de juguete)</translation>
    </message>
    <message>
        <source>must have %1 rows (one per head), found %2</source>
        <translation>debe tener %1 filas (una por cabeza); se encontraron %2</translation>
    </message>
    <message>
        <source>must have %1 numbers (one per vocabulary word), found %2</source>
        <translation>debe tener %1 números (uno por palabra del vocabulario); se encontraron %2</translation>
    </message>
    <message>
        <source>it has more than %1 words</source>
        <translation>tiene más de %1 palabras</translation>
    </message>
    <message>
        <source>unknown word &apos;%1&apos;; this model knows: %2</source>
        <translation>palabra desconocida &apos;%1&apos;; este modelo conoce: %2</translation>
    </message>
    <message>
        <source>the prompt is empty; use words from: %1</source>
        <translation>el prompt está vacío; use palabras de: %1</translation>
    </message>
    <message>
        <source>head names: %1 given, the model has %2 heads</source>
        <translation>nombres de cabezas: se dan %1, pero el modelo tiene %2 cabezas</translation>
    </message>
    <message>
        <source>%1: the value %2 does not fit in half precision (f16 holds at most 65504); load it as f32</source>
        <translation>%1: el valor %2 no cabe en media precisión (f16 admite como máximo 65504); cárguelo como f32</translation>
    </message>
    <message>
        <source>array of %1 %2</source>
        <translation>array de %1 elementos de tipo %2</translation>
    </message>
    <message>
        <source>%1: tokenizer.ggml.token_type[%2] is %3; a token type is a whole number from 0 to 6</source>
        <translation>%1: tokenizer.ggml.token_type[%2] es %3; un tipo de token es un número entero de 0 a 6</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source># KVScope %1

KVScope makes LLM inference visible: the prefill, the decode steps, every head&apos;s attention and the KV cache, counted and charted.

Built with Qt %2, Eigen and oneTBB.

## The application

</source>
        <translation># KVScope %1

KVScope hace visible la inferencia de un LLM: el prellenado (prefill), los pasos de decodificación, la atención de cada cabeza y la caché KV, contados y representados en gráficos.

Hecho con Qt %2, Eigen y oneTBB.

## La aplicación

</translation>
    </message>
    <message>
        <source>## The built-in models and their training texts

The tiny GPT, the tiny GQA model and the draft were trained from scratch by KVScope&apos;s own recipe (tools/train_tiny_model/) on the texts below; their weights are part of KVScope and ship under its licence, above.

</source>
        <translation>## Los modelos incluidos y sus textos de entrenamiento

El tiny GPT, el modelo tiny GQA y el borrador se entrenaron desde cero con la receta propia de KVScope (tools/train_tiny_model/) sobre los textos que siguen; sus pesos forman parte de KVScope y se distribuyen bajo su licencia, que figura más arriba.

</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guía del usuario</translation>
    </message>
    <message>
        <source>KVScope user guide</source>
        <translation>Guía del usuario de KVScope</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>KVScope keyboard shortcuts</source>
        <translation>Atajos de teclado de KVScope</translation>
    </message>
    <message>
        <source>About KVScope</source>
        <translation>Acerca de KVScope</translation>
    </message>
    <message>
        <source>%1 leaves a text field; a click on a view gives it the keys. Help › What&apos;s This? (%2) explains any view.</source>
        <translation>%1 sale de un campo de texto; un clic en una vista le da el foco del teclado. Ayuda › ¿Qué es esto? (%2) explica cualquier vista.</translation>
    </message>
</context>
<context>
    <name>LabSaveButtons</name>
    <message>
        <source>Save chart…</source>
        <translation>Guardar gráfico…</translation>
    </message>
    <message>
        <source>Save table…</source>
        <translation>Guardar tabla…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Guardar gráfico</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>Imágenes PNG (*.png);;Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Guardar tabla</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>From prompt to prediction: prefill, decode and the KV cache</source>
        <translation>Del prompt a la predicción: prellenado, decodificación y caché KV</translation>
    </message>
    <message>
        <source>This lesson follows the article “From Prompt to Prediction: Understanding Prefill, Decode, and the KV Cache in LLMs”, number by number, on its own example: the prompt “Today’s weather is so …”.

It has three parts. The prefill runs the whole prompt through attention in one parallel pass. Decode then adds one token at a time. The KV cache is what makes decode cheap; at the third step we switch it off to see what it saves.

Every step goes through ten stages, from embedding the tokens to appending K and V to the cache. Press S, Space or → for the next stage and ← to go back. The view each stage is about is framed.</source>
        <translation>Esta lección sigue, cifra a cifra, el artículo “From Prompt to Prediction: Understanding Prefill, Decode, and the KV Cache in LLMs” con su propio ejemplo: el prompt “Today’s weather is so …” (“El clima de hoy es tan …”).

Tiene tres partes. El prellenado (prefill) pasa todo el prompt por la atención en una sola pasada paralela. Después, la decodificación (decode) añade un token cada vez. La caché KV es lo que abarata la decodificación; en el tercer paso la desactivamos para ver lo que ahorra.

Cada paso recorre diez etapas, desde el embedding de los tokens hasta añadir K y V a la caché. Pulse S, Espacio o → para pasar a la etapa siguiente y ← para volver. La vista de la que trata cada etapa aparece enmarcada.</translation>
    </message>
    <message>
        <source>Prefill: the whole prompt in one parallel pass</source>
        <translation>Prellenado: todo el prompt en una pasada paralela</translation>
    </message>
    <message>
        <source>During prefill the model processes the entire prompt in a single forward pass. Every token attends to itself and to all the tokens before it, and all four positions are computed at once, as one set of matrix operations. Its result is the first predicted token and a warm KV cache.</source>
        <translation>Durante el prellenado, el modelo procesa el prompt completo en una sola pasada hacia adelante. Cada token atiende a sí mismo y a todos los tokens anteriores, y las cuatro posiciones se calculan a la vez, como un único conjunto de operaciones matriciales. El resultado es el primer token predicho y una caché KV caliente, ya llena.</translation>
    </message>
    <message>
        <source>Each token carries the information it brings. In this toy it is a single number, its value: Today 10, weather 20, is 1, so 5. Words like “is” and “so” carry less meaning than “Today” or “weather”, and attention will reflect that. All four prompt tokens enter together.</source>
        <translation>Cada token lleva la información que aporta. En este modelo de juguete es un solo número, su valor: Today 10, weather 20, is 1, so 5. Palabras como “is” y “so” aportan menos significado que “Today” o “weather”, y la atención lo reflejará. Los cuatro tokens del prompt entran juntos.</translation>
    </message>
    <message>
        <source>Each head turns every token into a query q (what this position is looking for), a key k (what it offers) and a value v (what it hands over). In the prefill that is 4 positions × 4 heads: 16 keys and 16 values, computed in one pass. Here a token’s value is its number.</source>
        <translation>Cada cabeza convierte cada token en una consulta q (lo que busca esta posición), una clave k (lo que ofrece) y un valor v (lo que entrega). En el prellenado son 4 posiciones × 4 cabezas: 16 claves y 16 valores, calculados en una sola pasada. Aquí el valor de un token es su número.</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QKᵀ/√dₖ)·V. The scores QKᵀ/√dₖ compare every query with every key: a 4 × 4 matrix per head. Our heads are handcrafted rules rather than learned ones (1: tokens at even positions, 2: the last token, 3: the first token, 4: every token), so a score is 0 where the rule admits a key and −∞ where it does not.</source>
        <translation>Atención(Q, K, V) = softmax(QKᵀ/√dₖ)·V. Las puntuaciones QKᵀ/√dₖ comparan cada consulta con cada clave: una matriz de 4 × 4 por cabeza. Nuestras cabezas son reglas hechas a mano, no aprendidas (1: tokens en posiciones pares, 2: el último token, 3: el primer token, 4: todos los tokens), así que una puntuación vale 0 donde la regla admite una clave y −∞ donde no la admite.</translation>
    </message>
    <message>
        <source>Now watch the causal mask. A token may look at itself and at earlier tokens, never at later ones: every score above the diagonal becomes −∞, leaving the lower triangle. This is what allows the prefill to compute all positions in parallel and still get exactly what one-at-a-time processing would give.</source>
        <translation>Ahora observe la máscara causal. Un token puede mirarse a sí mismo y a los tokens anteriores, nunca a los posteriores: toda puntuación por encima de la diagonal pasa a ser −∞ y queda el triángulo inferior. Esto es lo que permite al prellenado calcular todas las posiciones en paralelo y obtener exactamente lo mismo que daría procesarlas de una en una.</translation>
    </message>
    <message>
        <source>Softmax turns each row of masked scores into weights that are positive and add up to 1 over the keys a row admits. The row of “so” under head 4 gives each of its four keys 0.25. “Today” under head 1 admits no key at all (position 1 is odd), so that row has no output: the article writes “none”, the views show “—”.</source>
        <translation>El softmax convierte cada fila de puntuaciones enmascaradas en pesos positivos que suman 1 sobre las claves que admite la fila. La fila de “so” en la cabeza 4 da 0.25 a cada una de sus cuatro claves. “Today” en la cabeza 1 no admite ninguna clave (la posición 1 es impar), así que esa fila no tiene salida: el artículo escribe “none” y las vistas muestran “—”.</translation>
    </message>
    <message>
        <source>Each head’s output is the weighted sum of the values it attends to. For “so”: head 1 averages weather and so, 12.5; head 2 takes so, 5; head 3 takes Today, 10; head 4 averages all four, 9. The context vector [12.5, 5, 10, 9] summarises “Today’s weather is so …”. For “is”, head 4 gives 31/3 ≈ 10.33. The four heads combined (their mean) give 9.125 for “so”.</source>
        <translation>La salida de cada cabeza es la suma ponderada de los valores a los que atiende. Para “so”: la cabeza 1 promedia weather y so, 12.5; la cabeza 2 toma so, 5; la cabeza 3 toma Today, 10; la cabeza 4 promedia los cuatro, 9. El vector de contexto [12.5, 5, 10, 9] resume “Today’s weather is so …”. Para “is”, la cabeza 4 da 31/3 ≈ 10.33. Las cuatro cabezas combinadas (su media) dan 9.125 para “so”.</translation>
    </message>
    <message>
        <source>The context is projected onto the vocabulary. Each column of the projection matrix says how strongly a word goes with each head’s signal, and each word gets one score, its logit: nice 8.55, warm 7.3, delicious 1.4. The article does not give this matrix; it is chosen so that words describing weather win.</source>
        <translation>El contexto se proyecta sobre el vocabulario. Cada columna de la matriz de proyección indica con cuánta fuerza encaja una palabra con la señal de cada cabeza, y cada palabra recibe una puntuación, su logit: nice 8.55, warm 7.3, delicious 1.4. El artículo no da esta matriz; está elegida para que ganen las palabras que describen el clima.</translation>
    </message>
    <message>
        <source>A softmax over the logits gives probabilities: nice 0.777, warm 0.223, delicious 0.00061. A human would expect an adjective describing the weather after “so”, and the model agrees.</source>
        <translation>Un softmax sobre los logits da las probabilidades: nice 0.777, warm 0.223, delicious 0.00061. Una persona esperaría después de “so” un adjetivo que describa el clima, y el modelo coincide.</translation>
    </message>
    <message>
        <source>Greedy decoding picks the most likely token: “nice”. This is the first token of the response. Its delay, the time to first token, is mostly the prefill, which is why processing the prompt in parallel matters.</source>
        <translation>La decodificación voraz elige el token más probable: “nice”. Es el primer token de la respuesta. Su demora, el tiempo hasta el primer token, es sobre todo el prellenado; por eso importa procesar el prompt en paralelo.</translation>
    </message>
    <message>
        <source>The keys and values of all four prompt positions are kept in the KV cache: 16 K/V vectors, 256 bytes here. Prefill warms up the cache; decode will read it and add to it.</source>
        <translation>Las claves y los valores de las cuatro posiciones del prompt se guardan en la caché KV: 16 vectores K/V, 256 bytes aquí. El prellenado calienta la caché; la decodificación la leerá y le irá añadiendo filas.</translation>
    </message>
    <message>
        <source>Decode: one new token, one new attention row</source>
        <translation>Decodificación: un token nuevo, una fila de atención nueva</translation>
    </message>
    <message>
        <source>The model now continues from “Today’s weather is so nice …”. The first four tokens are unchanged, so their attention would come out exactly as before. Decode computes attention only for the new token at position 5: a single new attention row per head.</source>
        <translation>El modelo continúa ahora a partir de “Today’s weather is so nice …”. Los cuatro primeros tokens no cambian, así que su atención saldría exactamente igual que antes. La decodificación calcula la atención solo para el token nuevo, en la posición 5: una única fila de atención nueva por cabeza.</translation>
    </message>
    <message>
        <source>Only the new token enters the model: “nice”, at position 5. Its value, 8, is not in the article; the example file chooses it. The four prompt tokens are not processed again.</source>
        <translation>Solo el token nuevo entra en el modelo: “nice”, en la posición 5. Su valor, 8, no aparece en el artículo; lo elige el archivo del ejemplo. Los cuatro tokens del prompt no se vuelven a procesar.</translation>
    </message>
    <message>
        <source>K and V are computed for position 5 only: 4 vectors, one per head. The 16 of positions 1–4 are read from the cache, where the prefill left them.</source>
        <translation>K y V se calculan solo para la posición 5: 4 vectores, uno por cabeza. Los 16 de las posiciones 1–4 se leen de la caché, donde los dejó el prellenado.</translation>
    </message>
    <message>
        <source>The query of “nice” is compared with all five keys: one row of 5 scores per head, instead of a 5 × 5 matrix.</source>
        <translation>La consulta de “nice” se compara con las cinco claves: una fila de 5 puntuaciones por cabeza, en lugar de una matriz de 5 × 5.</translation>
    </message>
    <message>
        <source>The mask grows by one row. The newest token comes last, so it may see every key, including itself: nothing in this row is masked by causality. Only the heads’ rules exclude keys.</source>
        <translation>La máscara crece en una fila. El token más reciente va el último, así que puede ver todas las claves, incluida la suya: en esta fila la causalidad no enmascara nada. Solo las reglas de las cabezas excluyen claves.</translation>
    </message>
    <message>
        <source>The new rows of weights: head 1 gives 0.5 to weather and 0.5 to so (positions 2 and 4), head 2 gives 1 to nice, head 3 gives 1 to Today, head 4 gives 0.2 to each of the five tokens.</source>
        <translation>Las nuevas filas de pesos: la cabeza 1 da 0.5 a weather y 0.5 a so (posiciones 2 y 4), la cabeza 2 da 1 a nice, la cabeza 3 da 1 a Today y la cabeza 4 da 0.2 a cada uno de los cinco tokens.</translation>
    </message>
    <message>
        <source>The new context vector is [12.5, 8, 10, 8.8]: head 4 now averages five values, (10 + 20 + 1 + 5 + 8) / 5 = 8.8. The heads combined give 9.825.</source>
        <translation>El nuevo vector de contexto es [12.5, 8, 10, 8.8]: la cabeza 4 promedia ahora cinco valores, (10 + 20 + 1 + 5 + 8) / 5 = 8.8. Las cabezas combinadas dan 9.825.</translation>
    </message>
    <message>
        <source>Projected onto the vocabulary: nice 9.11, warm 7.86, delicious 1.68.</source>
        <translation>Proyectado sobre el vocabulario: nice 9.11, warm 7.86, delicious 1.68.</translation>
    </message>
    <message>
        <source>Probabilities: nice 0.777, warm 0.223, delicious 0.000461. Decode must go one token at a time like this, because the next token does not exist until this one is chosen.</source>
        <translation>Probabilidades: nice 0.777, warm 0.223, delicious 0.000461. La decodificación tiene que avanzar así, de token en token, porque el token siguiente no existe hasta que se elige este.</translation>
    </message>
    <message>
        <source>Greedy decoding picks “nice” again. Four fixed rules do not know that a sentence should move on; a trained model would.</source>
        <translation>La decodificación voraz vuelve a elegir “nice”. Cuatro reglas fijas no saben que una frase debe avanzar; un modelo entrenado sí lo sabría.</translation>
    </message>
    <message>
        <source>K and V of position 5 are appended to the cache, which now holds 5 positions, 320 bytes. This step computed 4 K/V vectors; without the cache it would have computed 20 (see the Work view).</source>
        <translation>K y V de la posición 5 se añaden a la caché, que ahora contiene 5 posiciones, 320 bytes. Este paso calculó 4 vectores K/V; sin la caché habría calculado 20 (vea la vista Trabajo).</translation>
    </message>
    <message>
        <source>The same step without the cache</source>
        <translation>El mismo paso sin la caché</translation>
    </message>
    <message>
        <source>For this step the KV cache is switched off. Without it nothing is kept between steps, so the model recomputes the keys and values of the whole sequence: six positions, to produce one new token. Watch the KV cache view flash as every row is computed again.</source>
        <translation>En este paso la caché KV está desactivada. Sin ella no se guarda nada entre pasos, así que el modelo vuelve a calcular las claves y los valores de toda la secuencia, seis posiciones, para producir un solo token nuevo. Observe cómo destella la vista Caché KV mientras se vuelve a calcular cada fila.</translation>
    </message>
    <message>
        <source>Without the cache, all six tokens, “Today weather is so nice nice”, go through the model again, not just the new one.</source>
        <translation>Sin la caché, los seis tokens, “Today weather is so nice nice”, vuelven a pasar por el modelo, no solo el nuevo.</translation>
    </message>
    <message>
        <source>K and V are recomputed for every position: 6 positions × 4 heads = 24 vectors, where the cache would have needed 4. The 20 others are exactly the numbers computed in the earlier steps.</source>
        <translation>K y V se vuelven a calcular para cada posición: 6 posiciones × 4 cabezas = 24 vectores, donde con la caché habrían bastado 4. Los otros 20 son exactamente los números calculados en los pasos anteriores.</translation>
    </message>
    <message>
        <source>Every query row is recomputed against every key. The earlier rows come out exactly as before, which is the waste: only the last row is new.</source>
        <translation>Cada fila de consulta se vuelve a calcular frente a cada clave. Las filas anteriores salen exactamente igual que antes, y ese es el desperdicio: solo la última fila es nueva.</translation>
    </message>
    <message>
        <source>The full 6 × 6 causal triangle is applied again, row by row: each earlier position still sees only itself and the tokens before it.</source>
        <translation>Se vuelve a aplicar el triángulo causal completo de 6 × 6, fila a fila: cada posición anterior sigue viendo solo a sí misma y a los tokens previos.</translation>
    </message>
    <message>
        <source>The newest row: head 1 now gives a third each to weather, so and the new “nice” at position 6 (the even positions), and head 4 gives 1/6 to each of the six tokens.</source>
        <translation>La fila más reciente: la cabeza 1 da ahora un tercio a weather, a so y al nuevo “nice” de la posición 6 (las posiciones pares), y la cabeza 4 da 1/6 a cada uno de los seis tokens.</translation>
    </message>
    <message>
        <source>The new token’s context is [11, 8, 10, 8.667]: head 1 averages 20, 5 and 8 = 11. These are the very numbers the cache would have given: the KV cache does not change what the model computes.</source>
        <translation>El contexto del token nuevo es [11, 8, 10, 8.667]: la cabeza 1 promedia 20, 5 y 8 = 11. Son exactamente los números que habría dado la caché: la caché KV no cambia lo que calcula el modelo.</translation>
    </message>
    <message>
        <source>nice 8.633, warm 7.533, delicious 1.667: identical with or without the cache.</source>
        <translation>nice 8.633, warm 7.533, delicious 1.667: idénticos con o sin la caché.</translation>
    </message>
    <message>
        <source>nice 0.75, warm 0.25, delicious 0.000707.</source>
        <translation>nice 0.75, warm 0.25, delicious 0.000707.</translation>
    </message>
    <message>
        <source>“nice” again. Recomputing changed nothing but the amount of work.</source>
        <translation>“nice” otra vez. Recalcular no cambió nada más que la cantidad de trabajo.</translation>
    </message>
    <message>
        <source>With the cache off nothing is kept: the next step will have to compute everything again. This step computed 24 K/V vectors and 252 multiply-adds; with the cache it would have been 4 and 72. Without a cache, the total work over n decode steps grows like n².</source>
        <translation>Con la caché desactivada no se guarda nada: el paso siguiente tendrá que volver a calcularlo todo. Este paso calculó 24 vectores K/V y 252 multiplicaciones-sumas; con la caché habrían sido 4 y 72. Sin caché, el trabajo total de n pasos de decodificación crece como n².</translation>
    </message>
    <message>
        <source>KV cache: make decode efficient</source>
        <translation>Caché KV: hacer eficiente la decodificación</translation>
    </message>
    <message>
        <source>The cache is back on. With it, each token’s K and V are computed once and kept, separately for each head; a decode step computes only the query, key and value of the new token and attends to the cached keys and values. Unlike most caches, nothing in it is ever replaced: every new token appends a row.</source>
        <translation>La caché vuelve a estar activada. Con ella, la K y la V de cada token se calculan una sola vez y se guardan, por separado para cada cabeza; un paso de decodificación calcula solo la consulta, la clave y el valor del token nuevo y atiende a las claves y los valores guardados en la caché. A diferencia de la mayoría de las cachés, en esta nunca se reemplaza nada: cada token nuevo añade una fila.</translation>
    </message>
    <message>
        <source>Only the new token enters: “nice” at position 7.</source>
        <translation>Solo entra el token nuevo: “nice”, en la posición 7.</translation>
    </message>
    <message>
        <source>The cache is switched back on. The step before kept nothing, so the cache is first filled again from the sequence (a catch-up that the Work view leaves out). Then the step does what decode always does: it computes 4 K/V vectors, the new token’s key and value for each head, and reads the others from the cache.</source>
        <translation>La caché se vuelve a activar. El paso anterior no guardó nada, así que primero la caché se rellena de nuevo a partir de la secuencia (una puesta al día que la vista Trabajo deja fuera). Después el paso hace lo que siempre hace la decodificación: calcula 4 vectores K/V, la clave y el valor del token nuevo para cada cabeza, y lee los demás de la caché.</translation>
    </message>
    <message>
        <source>One new row of 7 scores per head: the new query against the seven keys.</source>
        <translation>Una fila nueva de 7 puntuaciones por cabeza: la consulta nueva frente a las siete claves.</translation>
    </message>
    <message>
        <source>One more row of the causal triangle. The newest token sees everything before it.</source>
        <translation>Una fila más del triángulo causal. El token más reciente ve todo lo anterior.</translation>
    </message>
    <message>
        <source>Head 1 gives a third each to weather, so and the “nice” at position 6; head 4 gives 1/7 to each token.</source>
        <translation>La cabeza 1 da un tercio a weather, a so y al “nice” de la posición 6; la cabeza 4 da 1/7 a cada token.</translation>
    </message>
    <message>
        <source>The context vector is [11, 8, 10, 8.571], with head 4 averaging seven values.</source>
        <translation>El vector de contexto es [11, 8, 10, 8.571], con la cabeza 4 promediando siete valores.</translation>
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
        <translation>La K y la V de la posición 7 se añaden: la caché contiene 7 posiciones, 448 bytes. Esa es toda la historia: el prellenado procesa el prompt en paralelo y calienta la caché; la decodificación genera un token cada vez y le va añadiendo filas. Un prellenado más rápido significa un primer token más temprano; una decodificación más rápida, un resto de respuesta más rápido.</translation>
    </message>
    <message>
        <source>Greedy decoding picks “nice”. With it the prompt and the four generated tokens read “Today weather is so nice nice nice nice”.</source>
        <translation>La decodificación voraz elige “nice”. Con él, el prompt y los cuatro tokens generados dicen “Today weather is so nice nice nice nice”.</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>previous-token head</source>
        <translation>cabeza de token anterior</translation>
    </message>
    <message>
        <source>first-token head</source>
        <translation>cabeza de primer token</translation>
    </message>
    <message>
        <source>even positions</source>
        <translation>posiciones pares</translation>
    </message>
    <message>
        <source>last token</source>
        <translation>último token</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>primer token</translation>
    </message>
    <message>
        <source>all tokens</source>
        <translation>todos los tokens</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Embed the tokens</source>
        <translation>Embedding de los tokens</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>Consultas, claves y valores</translation>
    </message>
    <message>
        <source>Scores QKᵀ/√d</source>
        <translation>Puntuaciones QKᵀ/√d</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>Softmax: attention weights</source>
        <translation>Softmax: pesos de atención</translation>
    </message>
    <message>
        <source>Weighted sum of V: the context</source>
        <translation>Suma ponderada de V: el contexto</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>Choose the next token</source>
        <translation>Elegir el token siguiente</translation>
    </message>
    <message>
        <source>Append K and V to the cache</source>
        <translation>Añadir K y V a la caché</translation>
    </message>
    <message>
        <source>This model keeps its weights as plain numbers (f32 or f16). Open a GGUF file (File › Open model file…) to see how quantized weights are stored.</source>
        <translation>Este modelo guarda sus pesos como números simples (f32 o f16). Abra un archivo GGUF (Archivo › Abrir archivo de modelo…) para ver cómo se almacenan los pesos cuantizados.</translation>
    </message>
    <message>
        <source>%1 %2 (%3 % of the weights)</source>
        <translation>%1 %2 (%3 % de los pesos)</translation>
    </message>
    <message>
        <source>%1 weights in %2: %3 bits per weight — %4</source>
        <translation>%1 pesos en %2: %3 bits por peso — %4</translation>
    </message>
    <message>
        <source>%1 holds no quantized tensors: every weight is a plain number.</source>
        <translation>%1 no contiene tensores cuantizados: cada peso es un número simple.</translation>
    </message>
    <message>
        <source>No GGUF file is open.</source>
        <translation>No hay ningún archivo GGUF abierto.</translation>
    </message>
    <message>
        <source>%1 is not a quantized tensor of this file.</source>
        <translation>%1 no es un tensor cuantizado de este archivo.</translation>
    </message>
    <message>
        <source>%1 has rows 0–%2 and blocks 0–%3 in a row.</source>
        <translation>%1 tiene las filas 0–%2 y, en cada fila, los bloques 0–%3.</translation>
    </message>
    <message>
        <source>the output folder %1 does not exist (create it first)</source>
        <translation>la carpeta de salida %1 no existe (créela primero)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 no es una carpeta</translation>
    </message>
    <message>
        <source>the output folder %1 cannot be written (%2)</source>
        <translation>no se puede escribir en la carpeta de salida %1 (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>step %1 (prefill)</source>
        <translation>paso %1 (prellenado)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <source>%1 · %2 · token “%3”</source>
        <translation>%1 · %2 · token “%3”</translation>
    </message>
    <message>
        <source>--format needs a list such as png,svg,csv,json</source>
        <translation>--format necesita una lista como png,svg,csv,json</translation>
    </message>
    <message>
        <source>unknown format “%1” (known: png, svg, csv, json)</source>
        <translation>formato desconocido “%1” (conocidos: png, svg, csv, json)</translation>
    </message>
    <message>
        <source>bad scale “%1” (use 1, 2 or 3)</source>
        <translation>escala no válida “%1” (use 1, 2 o 3)</translation>
    </message>
    <message>
        <source>unknown theme “%1” (use light or dark)</source>
        <translation>tema desconocido “%1” (use light o dark)</translation>
    </message>
    <message>
        <source>cannot write %1: the view has no size to draw</source>
        <translation>no se puede escribir %1: la vista no tiene tamaño para dibujarse</translation>
    </message>
    <message>
        <source>PNG encoding failed (%1)</source>
        <translation>falló la codificación PNG (%1)</translation>
    </message>
    <message>
        <source>Exported from KVScope</source>
        <translation>Exportado desde KVScope</translation>
    </message>
    <message>
        <source>the SVG could not be started</source>
        <translation>no se pudo iniciar el SVG</translation>
    </message>
    <message>
        <source>KVScope lesson handout · page %1</source>
        <translation>Apuntes de la lección de KVScope · página %1</translation>
    </message>
    <message>
        <source>cannot write %1: the handout has no page</source>
        <translation>no se puede escribir %1: los apuntes no tienen ninguna página</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The lesson is over&lt;/h3&gt;&lt;p&gt;“%1” ends at step %2. Close the lesson (File › Close lesson) to step on freely.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La lección ha terminado&lt;/h3&gt;&lt;p&gt;“%1” termina en el paso %2. Cierre la lección (Archivo › Cerrar lección) para avanzar libremente.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Before the prefill</source>
        <translation>Antes del prellenado</translation>
    </message>
    <message>
        <source>After the lesson (step %1)</source>
        <translation>Después de la lección (paso %1)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · stage %4 of %5</source>
        <translation>Paso %1 de %2 · %3 · etapa %4 de %5</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prellenado</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decodificación</translation>
    </message>
    <message>
        <source>(not recorded for this layer; being recomputed)</source>
        <translation>(no registrado para esta capa; se está recalculando)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1:&lt;/b&gt; the %2 query heads share %3 KV %4: query heads 1–%5 read the K and V of KV head 1, and so on. The cache keeps %6 per token, %7× less than the %8 one KV head per query head would need.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1:&lt;/b&gt; las %2 cabezas de consulta comparten %3 %4 KV: las cabezas de consulta 1–%5 leen la K y la V de la cabeza KV 1, y así sucesivamente. La caché guarda %6 por token, %7× menos que los %8 que necesitaría una cabeza KV por cabeza de consulta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cabezas</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;RoPE:&lt;/b&gt; q and k are then rotated by their position — no position vector is added. Dimensions i and i + %1 of a head form a pair, turned by position × θ&lt;sup&gt;−2i/%2&lt;/sup&gt; (θ = %3%4). At position %5 (index %6) the fastest pair turns %7 rad (%8°), the slowest %9 rad. The cache holds the rotated keys, and q·k depends only on how far apart the two positions are.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;RoPE:&lt;/b&gt; después, q y k se rotan según su posición; no se suma ningún vector de posición. Las dimensiones i e i + %1 de una cabeza forman un par, que gira posición × θ&lt;sup&gt;−2i/%2&lt;/sup&gt; (θ = %3%4). En la posición %5 (índice %6) el par más rápido gira %7 rad (%8°) y el más lento %9 rad. La caché guarda las claves rotadas, y q·k solo depende de la distancia entre las dos posiciones.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, stretched by %1 scaling</source>
        <translation>, estirado por el escalado %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ready&lt;/h3&gt;&lt;p&gt;The prompt &lt;b&gt;%1&lt;/b&gt; is waiting. &lt;b&gt;Prefill&lt;/b&gt; runs all of its tokens through the model in one parallel pass: every position attends to itself and the positions before it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Listo&lt;/h3&gt;&lt;p&gt;El prompt &lt;b&gt;%1&lt;/b&gt; está esperando. El &lt;b&gt;prellenado&lt;/b&gt; pasa todos sus tokens por el modelo en una sola pasada paralela: cada posición atiende a sí misma y a las posiciones anteriores.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>all %1 prompt positions at once</source>
        <translation>las %1 posiciones del prompt a la vez</translation>
    </message>
    <message>
        <source>only the new position %1 (“%2”)</source>
        <translation>solo la nueva posición %1 (“%2”)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each token becomes a vector the model can compute with. This step feeds %1.&lt;/p&gt;&lt;p&gt;Shape: %2 × d.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada token se convierte en un vector con el que el modelo puede calcular. Este paso introduce %1.&lt;/p&gt;&lt;p&gt;Forma: %2 × d.%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source> In the toy every token carries one number, its value: Today 10, weather 20, is 1, so 5.</source>
        <translation> En el modelo de juguete cada token lleva un número, su valor: Today 10, weather 20, is 1, so 5.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head projects the vectors to a query &lt;i&gt;q&lt;/i&gt; (what this position looks for), a key &lt;i&gt;k&lt;/i&gt; (what it offers) and a value &lt;i&gt;v&lt;/i&gt; (what it hands over). K and V are computed for %1 rows × %2.&lt;/p&gt;%3%4%5</source>
        <translation>&lt;p&gt;Cada cabeza proyecta los vectores a una consulta &lt;i&gt;q&lt;/i&gt; (lo que busca esta posición), una clave &lt;i&gt;k&lt;/i&gt; (lo que ofrece) y un valor &lt;i&gt;v&lt;/i&gt; (lo que entrega). K y V se calculan para %1 filas × %2.&lt;/p&gt;%3%4%5</translation>
    </message>
    <message>
        <source>%1 KV heads</source>
        <translation>%1 cabezas KV</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 cabezas</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache off:&lt;/b&gt; K and V of every earlier position are computed again, although they have not changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Caché desactivada:&lt;/b&gt; la K y la V de cada posición anterior se vuelven a calcular, aunque no han cambiado.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache on:&lt;/b&gt; earlier positions&apos; K and V are read from the cache, not recomputed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Caché activada:&lt;/b&gt; la K y la V de las posiciones anteriores se leen de la caché, no se recalculan.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;score = q · k / √d&lt;sub&gt;k&lt;/sub&gt; for every query row against every key: a %1 × %2 matrix per head (d&lt;sub&gt;k&lt;/sub&gt; = %3).&lt;/p&gt;%4</source>
        <translation>&lt;p&gt;puntuación = q · k / √d&lt;sub&gt;k&lt;/sub&gt; para cada fila de consulta frente a cada clave: una matriz de %1 × %2 por cabeza (d&lt;sub&gt;k&lt;/sub&gt; = %3).&lt;/p&gt;%4</translation>
    </message>
    <message>
        <source>&lt;p&gt;The toy&apos;s heads are rules: the score is 0 where the query matches the key and −∞ where the rule excludes it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las cabezas del modelo de juguete son reglas: la puntuación es 0 donde la consulta coincide con la clave y −∞ donde la regla la excluye.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The causal mask sets the score of every key after the query to −∞, so no position sees the future. Position %1 may look at keys 1…%1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La máscara causal pone a −∞ la puntuación de cada clave posterior a la consulta, así que ninguna posición ve el futuro. La posición %1 puede mirar las claves 1…%1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;weights = softmax(masked scores): positive, summing to 1 over the keys a row admits; −∞ becomes 0.&lt;/p&gt;&lt;p&gt;Row of position %1, head 1: %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;pesos = softmax(puntuaciones enmascaradas): positivos y suman 1 sobre las claves que admite la fila; −∞ pasa a ser 0.&lt;/p&gt;&lt;p&gt;Fila de la posición %1, cabeza 1: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>(no registrado)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head&apos;s output is the weighted sum of the values it attends to: o = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;j&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Position %1 (“%2”): %3&lt;/p&gt;&lt;p&gt;A head that admits no key has no output (—); the combination averages the heads that have one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La salida de cada cabeza es la suma ponderada de los valores a los que atiende: o = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;j&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Posición %1 (“%2”): %3&lt;/p&gt;&lt;p&gt;Una cabeza que no admite ninguna clave no tiene salida (—); la combinación promedia las cabezas que sí la tienen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The last position&apos;s context %1 is projected to one logit per vocabulary token: logits = context · W.&lt;/p&gt;&lt;p&gt;Top: %2 %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;El contexto %1 de la última posición se proyecta a un logit por token del vocabulario: logits = contexto · W.&lt;/p&gt;&lt;p&gt;El más alto: %2 %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;p = softmax(logits / T). With T = %1, “%2” has p = %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p = softmax(logits / T). Con T = %1, “%2” tiene p = %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The next token is &lt;b&gt;%1&lt;/b&gt; (%2). The next decode step feeds it back in as position %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El token siguiente es &lt;b&gt;%1&lt;/b&gt; (%2). El próximo paso de decodificación lo vuelve a introducir como posición %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>forced by you</source>
        <translation>forzado por usted</translation>
    </message>
    <message>
        <source>&lt;p&gt;K and V of %1 new position(s) join the cache, which now holds %2 positions (%3). The next step computes one new row and reads the rest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La K y la V de %1 posición(es) nueva(s) entran en la caché, que ahora contiene %2 posiciones (%3). El paso siguiente calcula una fila nueva y lee el resto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the cache off nothing is kept: the next step will compute K and V of all %1 positions again — %2 K/V vectors instead of %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con la caché desactivada no se guarda nada: el paso siguiente volverá a calcular la K y la V de las %1 posiciones: %2 vectores K/V en lugar de %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prellenado</translation>
    </message>
    <message>
        <source>Decode step %1</source>
        <translation>Paso de decodificación %1</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>masked score</source>
        <translation>puntuación enmascarada</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>Head %1 · KV head %2</source>
        <translation>Cabeza %1 · cabeza KV %2</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Cabeza %1</translation>
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
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>heads %1–%2</source>
        <translation>cabezas %1–%2</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>%1 por token</translation>
    </message>
    <message>
        <source>%1 query heads share 1 KV head</source>
        <translation>%1 cabezas de consulta comparten 1 cabeza KV</translation>
    </message>
    <message>
        <source>%1 query heads share %2 KV heads</source>
        <translation>%1 cabezas de consulta comparten %2 cabezas KV</translation>
    </message>
    <message>
        <source>%1 — %2: %3, %4× smaller than one KV head per query head (%5)</source>
        <translation>%1 — %2: %3, %4× menos que con una cabeza KV por cabeza de consulta (%5)</translation>
    </message>
    <message>
        <source>%1: %2× smaller cache — %3 per token, %4 with one KV head per query head</source>
        <translation>%1: caché %2× menor — %3 por token, %4 con una cabeza KV por cabeza de consulta</translation>
    </message>
    <message>
        <source>Recomputing this layer…</source>
        <translation>Recalculando esta capa…</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>voraz</translation>
    </message>
    <message>
        <source>temperature %1</source>
        <translation>temperatura %1</translation>
    </message>
    <message>
        <source>, top-k %1</source>
        <translation>, top-k %1</translation>
    </message>
    <message>
        <source>, top-p %1</source>
        <translation>, top-p %1</translation>
    </message>
    <message>
        <source>, seed %1</source>
        <translation>, semilla %1</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 signed bytes</source>
        <translation>un factor de escala f16 d y 32 bytes con signo</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 four-bit integers, each stored as q + 8</source>
        <translation>un factor de escala f16 d y 32 enteros de cuatro bits, cada uno guardado como q + 8</translation>
    </message>
    <message>
        <source>an f16 scale d, an f16 minimum m and 32 four-bit integers</source>
        <translation>un factor de escala f16 d, un mínimo f16 m y 32 enteros de cuatro bits</translation>
    </message>
    <message>
        <source>one f16 scale d and 32 five-bit integers, each stored as q + 16</source>
        <translation>un factor de escala f16 d y 32 enteros de cinco bits, cada uno guardado como q + 16</translation>
    </message>
    <message>
        <source>an f16 scale d, an f16 minimum m and 32 five-bit integers</source>
        <translation>un factor de escala f16 d, un mínimo f16 m y 32 enteros de cinco bits</translation>
    </message>
    <message>
        <source>8 sub-blocks of 32 four-bit integers, each sub-block with a 6-bit scale sc and a 6-bit minimum m, which two f16 numbers turn into floats (d = %1, dmin = %2)</source>
        <translation>8 subbloques de 32 enteros de cuatro bits, cada subbloque con una escala sc de 6 bits y un mínimo m de 6 bits, que dos números f16 convierten en valores de coma flotante (d = %1, dmin = %2)</translation>
    </message>
    <message>
        <source>8 sub-blocks of 32 five-bit integers, each sub-block with a 6-bit scale sc and a 6-bit minimum m, which two f16 numbers turn into floats (d = %1, dmin = %2)</source>
        <translation>8 subbloques de 32 enteros de cinco bits, cada subbloque con una escala sc de 6 bits y un mínimo m de 6 bits, que dos números f16 convierten en valores de coma flotante (d = %1, dmin = %2)</translation>
    </message>
    <message>
        <source>16 sub-blocks of 16 six-bit integers (stored as q + 32), each sub-block with a signed 8-bit scale sc, and one f16 number d = %1</source>
        <translation>16 subbloques de 16 enteros de seis bits (guardados como q + 32), cada subbloque con una escala sc de 8 bits con signo, y un número f16 d = %1</translation>
    </message>
    <message>
        <source>A %1 block stores %2 weights in %3 bytes, %4 bits each: %5; %6.</source>
        <translation>Un bloque %1 guarda %2 pesos en %3 bytes, %4 bits cada uno: %5; %6.</translation>
    </message>
    <message>
        <source>Its first weight is stored as %1 in sub-block %2 and stands for %3: the quantizer rounds to the nearest step, so the weight it came from was within about ±%4 of that (half a step of %5).</source>
        <translation>Su primer peso está guardado como %1 en el subbloque %2 y representa %3: el cuantizador redondea al paso más cercano, así que el peso original estaba a menos de unos ±%4 de ese valor (medio paso de %5).</translation>
    </message>
    <message>
        <source>Its first weight is stored as %1 and stands for %2: the quantizer rounds to the nearest step, so the weight it came from was within about ±%3 of that (half a step of %4).</source>
        <translation>Su primer peso está guardado como %1 y representa %2: el cuantizador redondea al paso más cercano, así que el peso original estaba a menos de unos ±%3 de ese valor (medio paso de %4).</translation>
    </message>
    <message>
        <source>&lt;p&gt;K and V of %1 new position(s) join the cache, bounded to a window of %2 positions%3: it keeps %4 of the %5 (%6) and evicts the rest — no later query sees them again. Evicted keys are red in the heatmaps.&lt;/p&gt;</source>
        <translation>&lt;p&gt;K y V de %1 posición(es) nueva(s) entran en la caché, limitada a una ventana de %2 posiciones%3: conserva %4 de las %5 (%6) y desaloja el resto — ninguna consulta posterior vuelve a verlas. Las claves desalojadas aparecen en rojo en los mapas de calor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, the first kept as an attention sink</source>
        <translation>, la primera conservada como sumidero de atención</translation>
    </message>
    <message>
        <source>, the first %1 kept as attention sinks</source>
        <translation>, las primeras %1 conservadas como sumideros de atención</translation>
    </message>
    <message>
        <source>weight − the exact cache&apos;s</source>
        <translation>peso − el de la caché exacta</translation>
    </message>
    <message>
        <source> — in each layer and head the newest %1 and the %2 older ones that have received the most attention so far (heavy hitters), so heads keep different positions</source>
        <translation>: en cada capa y cabeza, las %1 más recientes y las %2 más antiguas que más atención han recibido hasta ahora (heavy hitters), de modo que cada cabeza conserva posiciones distintas</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Press S, %1 or → for the first stage of the prefill.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Pulse S, %1 o → para la primera etapa del prellenado.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>H%1 · KV%2</source>
        <extracomment>Short head titles of a narrow heatmap panel: H = query head, KV = the KV head it reads</extracomment>
        <translation>C%1 · KV%2</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>C%1</translation>
    </message>
    <message>
        <source>KV%1 · H%2–%3</source>
        <extracomment>The query heads sharing one KV head, in the attention view&apos;s head selector: KV = the KV head, H = query heads (the letters of the short head titles)</extracomment>
        <translation>KV%1 · C%2–%3</translation>
    </message>
</context>
<context>
    <name>StepComparison</name>
    <message>
        <source>read from the cache</source>
        <translation>leído de la caché</translation>
    </message>
    <message>
        <source>computed now</source>
        <translation>calculado ahora</translation>
    </message>
    <message>
        <source>computed again (same values)</source>
        <translation>calculado de nuevo (mismos valores)</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>no necesario</translation>
    </message>
</context>
<context>
    <name>ViewHelp</name>
    <message>
        <source>&lt;b&gt;Attention heatmaps&lt;/b&gt;&lt;p&gt;One small heatmap per head of the selected layer: a row per query position, a column per key. Each cell is how much the query attends to the key (after softmax), or the raw score q·k/√d (choose above). The upper triangle is blocked by the causal mask; the newest row is outlined. Hover a cell for its number; click a head to enlarge it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Mapas de calor de atención&lt;/b&gt;&lt;p&gt;Un pequeño mapa de calor por cabeza de la capa seleccionada: una fila por posición de consulta, una columna por clave. Cada celda indica cuánto atiende la consulta a la clave (tras el softmax) o la puntuación bruta q·k/√d (se elige arriba). La máscara causal bloquea el triángulo superior; la fila más reciente aparece recuadrada. Pase el cursor sobre una celda para ver su número; haga clic en una cabeza para ampliarla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tokens&lt;/b&gt;&lt;p&gt;The sequence: prompt tokens, then the generated ones, with their positions. The dashed box is the token the current step predicts. Click a token to make it the query everywhere.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Tokens&lt;/b&gt;&lt;p&gt;La secuencia: los tokens del prompt y después los generados, con sus posiciones. El recuadro discontinuo es el token que predice el paso actual. Haga clic en un token para convertirlo en la consulta en todas las vistas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Causal mask&lt;/b&gt;&lt;p&gt;Which key each query may see: a position sees itself and the positions before it. The prefill fills the lower triangle at once; each decode step adds one row. Cells a rule excludes (the toy&apos;s heads) are told apart from cells the mask blocks.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Máscara causal&lt;/b&gt;&lt;p&gt;Qué claves puede ver cada consulta: una posición se ve a sí misma y a las posiciones anteriores. El prellenado llena el triángulo inferior de una vez; cada paso de decodificación añade una fila. Las celdas que excluye una regla (las cabezas del modelo de juguete) se distinguen de las que bloquea la máscara.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Context vectors&lt;/b&gt;&lt;p&gt;For the selected query: each head&apos;s weighted sum of the value vectors (its output), and the heads combined. A strip shows a vector&apos;s values as colours; hover for numbers.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Vectores de contexto&lt;/b&gt;&lt;p&gt;Para la consulta seleccionada: la suma ponderada de los vectores de valor de cada cabeza (su salida) y la de las cabezas combinadas. Una franja muestra los valores de un vector como colores; pase el cursor para ver los números.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Logits &amp;amp; probabilities&lt;/b&gt;&lt;p&gt;The most likely next tokens: their logits and, at the temperature set above the chart, their probabilities. The chosen token is highlighted. Click a bar to force that token instead: the timeline forks there.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Logits y probabilidades&lt;/b&gt;&lt;p&gt;Los tokens siguientes más probables: sus logits y, a la temperatura fijada encima del gráfico, sus probabilidades. El token elegido aparece resaltado. Haga clic en una barra para forzar ese token en su lugar: la línea de tiempo se bifurca ahí.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;KV cache&lt;/b&gt;&lt;p&gt;One row per cached position: the key and value vectors every layer keeps (numbers for the toy, colour strips for real models), one K/V pair per KV head — with grouped-query attention each pair is read by several query heads, named in the header. New rows slide in; with the cache off every row flashes as it is recomputed. The bytes held are above the table.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Caché KV&lt;/b&gt;&lt;p&gt;Una fila por posición en caché: los vectores de clave y de valor que guarda cada capa (números en el modelo de juguete, franjas de color en los modelos reales), un par K/V por cabeza KV; con atención de consultas agrupadas (GQA), cada par lo leen varias cabezas de consulta, indicadas en la cabecera. Las filas nuevas entran deslizándose; con la caché desactivada, cada fila destella al recalcularse. Los bytes ocupados aparecen encima de la tabla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Work: with vs without the cache&lt;/b&gt;&lt;p&gt;What the steps cost, counted exactly: K/V vectors computed, multiply-adds, cache bytes. The left chart sums the steps with the cache (linear) and without it (quadratic); the right one shows each step. Both are known whichever mode runs.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Trabajo: con y sin caché&lt;/b&gt;&lt;p&gt;Lo que cuestan los pasos, contado con exactitud: vectores K/V calculados, multiplicaciones-sumas, bytes de caché. El gráfico de la izquierda acumula los pasos con la caché (lineal) y sin ella (cuadrático); el de la derecha muestra cada paso. Ambos se conocen sea cual sea el modo en que se ejecuta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Explain&lt;/b&gt;&lt;p&gt;What the current step or stage does, in plain words, with the formula and the actual shapes and numbers. Press S to walk a step stage by stage.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Explicación&lt;/b&gt;&lt;p&gt;Qué hace el paso o la etapa actual, en palabras sencillas, con la fórmula y las formas y los números reales. Pulse S para recorrer un paso etapa por etapa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt;&lt;p&gt;Every layer × head of the model at once, as thumbnails of the selected query&apos;s attention. Click one to select its layer and head; double-click to enlarge it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Modelo&lt;/b&gt;&lt;p&gt;Todas las capas × cabezas del modelo a la vez, como miniaturas de la atención de la consulta seleccionada. Haga clic en una para seleccionar su capa y su cabeza; doble clic para ampliarla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attention lines&lt;/b&gt;&lt;p&gt;The selected head&apos;s attention from the last query, drawn as lines from the query to every key, thicker where the weight is larger.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Líneas de atención&lt;/b&gt;&lt;p&gt;La atención de la cabeza seleccionada desde la última consulta, dibujada como líneas de la consulta a cada clave, más gruesas cuanto mayor es el peso.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cache on vs off&lt;/b&gt;&lt;p&gt;The current step as it ran, beside the same step replayed the other way: the same logits, and the work each way.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Con vs. sin caché&lt;/b&gt;&lt;p&gt;El paso actual tal como se ejecutó, junto al mismo paso repetido del otro modo: los mismos logits y el trabajo de cada modo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Controls&lt;/b&gt;&lt;p&gt;The model, the prompt (or a ready example), the KV cache switch and how the next token is chosen: greedy, or sampled with a temperature, top-k, top-p and a seed.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Controles&lt;/b&gt;&lt;p&gt;El modelo, el prompt (o un ejemplo preparado), el interruptor de la caché KV y cómo se elige el token siguiente: voraz, o muestreado con temperatura, top-k, top-p y una semilla.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>WorkView</name>
    <message>
        <source>K/V vectors computed</source>
        <translation>Vectores K/V calculados</translation>
    </message>
    <message>
        <source>Multiply-adds</source>
        <translation>Multiplicaciones-sumas</translation>
    </message>
    <message>
        <source>KV bytes read</source>
        <translation>Bytes KV leídos</translation>
    </message>
    <message>
        <source>No steps yet</source>
        <translation>Aún no hay pasos</translation>
    </message>
    <message>
        <source>After %1 step: %2 with the cache, %3 without — %4× the work without it</source>
        <translation>Tras %1 paso: %2 con la caché, %3 sin ella — %4× el trabajo sin ella</translation>
    </message>
    <message>
        <source>After %1 steps: %2 with the cache, %3 without — %4× the work without it</source>
        <translation>Tras %1 pasos: %2 con la caché, %3 sin ella — %4× el trabajo sin ella</translation>
    </message>
</context>
<context>
    <name>kvscope::ui</name>
    <message>
        <source>MHA: %1 heads of %2, %3 layers</source>
        <translation>MHA: %1 cabezas de %2, %3 capas</translation>
    </message>
    <message>
        <source>GQA: %1 query heads share %2 KV heads of %3, %4 layers</source>
        <translation>GQA: %1 cabezas de consulta comparten %2 cabezas KV de %3, %4 capas</translation>
    </message>
    <message>
        <source>MQA: %1 query heads share 1 KV head of %2, %3 layers</source>
        <translation>MQA: %1 cabezas de consulta comparten 1 cabeza KV de %2, %3 capas</translation>
    </message>
    <message>
        <source>MLA: one latent of %1 per layer, %2 layers</source>
        <translation>MLA: un latente de %1 por capa, %2 capas</translation>
    </message>
    <message>
        <source>the loaded model</source>
        <translation>el modelo cargado</translation>
    </message>
    <message>
        <source>%1 layers · %2 latent · %3 bytes = %4 per token</source>
        <translation>%1 capas · %2 latente · %3 bytes = %4 por token</translation>
    </message>
    <message>
        <source>2 · %1 layers · %2 KV heads · %3 · %4 bytes = %5 per token</source>
        <translation>2 · %1 capas · %2 cabezas KV · %3 · %4 bytes = %5 por token</translation>
    </message>
    <message>
        <source>as shipped (%1)</source>
        <translation>tal como se publica (%1)</translation>
    </message>
    <message>
        <source>MHA (%1 KV heads)</source>
        <translation>MHA (%1 cabezas KV)</translation>
    </message>
    <message>
        <source>MQA (1 KV head)</source>
        <translation>MQA (1 cabeza KV)</translation>
    </message>
    <message>
        <source>%1 cache</source>
        <translation>caché %1</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>por canal</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>por token</translation>
    </message>
    <message>
        <source>MQA: KV heads mean-pooled %1 → 1</source>
        <translation>MQA: cabezas KV promediadas %1 → 1</translation>
    </message>
    <message>
        <source>GQA: KV heads mean-pooled %1 → %2</source>
        <translation>GQA: cabezas KV promediadas %1 → %2</translation>
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
        <translation>ventana de %1 con %2 sumideros</translation>
    </message>
    <message>
        <source>window of %1</source>
        <translation>ventana de %1</translation>
    </message>
    <message>
        <source>window + %1 sinks</source>
        <translation>ventana + %1 sumideros</translation>
    </message>
    <message>
        <source>window</source>
        <translation>ventana</translation>
    </message>
    <message>
        <source>int%1, keys %2, values %3 (groups of %4)</source>
        <translation>int%1, claves %2, valores %3 (grupos de %4)</translation>
    </message>
    <message>
        <source>int%1 keys %2</source>
        <translation>int%1 claves %2</translation>
    </message>
    <message>
        <source>ch</source>
        <translation>can.</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>tok.</translation>
    </message>
    <message>
        <source>f32 (exact)</source>
        <translation>f32 (exacta)</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacta</translation>
    </message>
    <message>
        <source>window of %1 with %2 heavy hitters</source>
        <translation>ventana de %1 con %2 heavy hitters</translation>
    </message>
    <message>
        <source>window + %1 heavy</source>
        <translation>ventana + %1 heavy</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::AcceptanceChart</name>
    <message>
        <source>Acceptance and speed-up against k</source>
        <translation>Aceptación y aceleración frente a k</translation>
    </message>
    <message>
        <source>k %1: %2 % accepted, %3× measured</source>
        <translation>k %1: %2 % aceptados, aceleración medida %3×</translation>
    </message>
    <message>
        <source>Against k: %1 tokens, %2 drafting for %3</source>
        <translation>Frente a k: %1 tokens, %2 como borrador de %3</translation>
    </message>
    <message>
        <source>Against k</source>
        <translation>Frente a k</translation>
    </message>
    <message>
        <source>Measure to chart, for k = 1 … 8, how many drafted tokens the target accepts and how much faster than plain decoding it runs.</source>
        <translation>Mida para representar, con k = 1 … 8, cuántos tokens propuestos acepta el objetivo y cuánto más rápido que la decodificación normal se ejecuta.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>aceptados</translation>
    </message>
    <message>
        <source>speed-up, measured</source>
        <translation>aceleración, medida</translation>
    </message>
    <message>
        <source>predicted, bound by weight reads</source>
        <translation>prevista, limitada por la lectura de pesos</translation>
    </message>
    <message>
        <source>above: target passes per generated token (plain decoding: 1)</source>
        <translation>arriba: pasadas del objetivo por token generado (decodificación normal: 1)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::AttentionView</name>
    <message>
        <source>Weights (after softmax)</source>
        <translation>Pesos (tras el softmax)</translation>
    </message>
    <message>
        <source>Scores before the mask</source>
        <translation>Puntuaciones antes de la máscara</translation>
    </message>
    <message>
        <source>Scores after the mask</source>
        <translation>Puntuaciones tras la máscara</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>Print each weight or score inside its cell whenever they all fit</source>
        <translation>Mostrar cada peso o puntuación dentro de su celda siempre que quepan</translation>
    </message>
    <message>
        <source>Layer %1</source>
        <translation>Capa %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recomputing layer %1 for the steps shown…&lt;/b&gt; </source>
        <translation>&lt;b&gt;Recalculando la capa %1 para los pasos mostrados…&lt;/b&gt; </translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>score (per head)</source>
        <translation>puntuación (por cabeza)</translation>
    </message>
    <message>
        <source>&lt;small&gt;%1Rows: queries · columns: keys · outlined: this step&apos;s rows · light grey: blocked by the causal mask · grey: excluded (score −∞)%2&lt;/small&gt;</source>
        <translation>&lt;small&gt;%1Filas: consultas · columnas: claves · recuadradas: las filas de este paso · gris claro: bloqueada por la máscara causal · gris: excluida (puntuación −∞)%2&lt;/small&gt;</translation>
    </message>
    <message>
        <source> · red: evicted from the cache window</source>
        <translation> · rojo: desalojada de la ventana de la caché</translation>
    </message>
    <message>
        <source>Difference from the exact cache</source>
        <translation>Diferencia con la caché exacta</translation>
    </message>
    <message>
        <source>This cache&apos;s weights minus those the exact f32 cache gives on the same tokens</source>
        <translation>Los pesos de esta caché menos los que da la caché f32 exacta con los mismos tokens</translation>
    </message>
    <message>
        <source>&lt;small&gt;&lt;b&gt;Computing the exact cache&apos;s attention for this step…&lt;/b&gt; %1&lt;/small&gt;</source>
        <translation>&lt;small&gt;&lt;b&gt;Calculando la atención de la caché exacta para este paso…&lt;/b&gt; %1&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;small&gt;%1Rows: queries · columns: keys · this cache&apos;s weight minus the exact f32 cache&apos;s on the same tokens: orange where it attends more, blue where less&lt;/small&gt;</source>
        <translation>&lt;small&gt;%1Filas: consultas · columnas: claves · peso de esta caché menos el de la caché f32 exacta con los mismos tokens: naranja donde atiende más, azul donde menos&lt;/small&gt;</translation>
    </message>
    <message>
        <source>weight − exact</source>
        <translation>peso − exacto</translation>
    </message>
    <message>
        <source>Show every head, or only the query heads that share one KV head, larger</source>
        <translation>Mostrar todas las cabezas, o solo las cabezas de consulta que comparten una cabeza KV, más grandes</translation>
    </message>
    <message>
        <source>All %1 heads</source>
        <translation>Las %1 cabezas</translation>
    </message>
    <message>
        <source>KV head %1 · %2</source>
        <translation>Cabeza KV %1 · %2</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Todas las cabezas</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::BlockGrid</name>
    <message>
        <source>Quantized block</source>
        <translation>Bloque cuantizado</translation>
    </message>
    <message>
        <source>Every weight of the block: its colour is the float it stands for, its label the integer stored</source>
        <translation>Cada peso del bloque: su color es el número en coma flotante que representa; su etiqueta, el entero almacenado</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::CacheRows</name>
    <message>
        <source>Target&apos;s KV cache</source>
        <translation>Caché KV del objetivo</translation>
    </message>
    <message>
        <source>Draft&apos;s KV cache</source>
        <translation>Caché KV del borrador</translation>
    </message>
    <message>
        <source>%1 rows · wrote %2 · rolled back %3</source>
        <translation>%1 filas · escritas %2 · revertidas %3</translation>
    </message>
    <message>
        <source>… %1 earlier rows</source>
        <translation>… %1 filas anteriores</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ContextModel</name>
    <message>
        <source>Head %1</source>
        <translation>Cabeza %1</translation>
    </message>
    <message>
        <source>Head %1 · %2</source>
        <translation>Cabeza %1 · %2</translation>
    </message>
    <message>
        <source>Combined</source>
        <translation>Combinadas</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 valores</translation>
    </message>
    <message>
        <source>no output: this head admits no key here</source>
        <translation>sin salida: esta cabeza no admite ninguna clave aquí</translation>
    </message>
    <message>
        <source>%1 values (blue &lt; 0 &lt; orange)</source>
        <translation>%1 valores (azul &lt; 0 &lt; naranja)</translation>
    </message>
    <message>
        <source>values</source>
        <translation>valores</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
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
        <translation>Vectores de contexto de la consulta seleccionada</translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation>Aún no hay ningún paso</translation>
    </message>
    <message>
        <source>Context for position %1 “%2”: recomputing layer %3 for this step…</source>
        <translation>Contexto de la posición %1 “%2”: recalculando la capa %3 para este paso…</translation>
    </message>
    <message>
        <source>Context for position %1 “%2”: each head&apos;s weighted sum of V</source>
        <translation>Contexto de la posición %1 “%2”: suma ponderada de V de cada cabeza</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ControlsPanel</name>
    <message>
        <source>Example prompts</source>
        <translation>Prompts de ejemplo</translation>
    </message>
    <message>
        <source>Ready prompts for a class: pick one to run its prefill</source>
        <translation>Prompts preparados para clase: elija uno para ejecutar su prellenado</translation>
    </message>
    <message>
        <source>KV cache on</source>
        <translation>Caché KV activada</translation>
    </message>
    <message>
        <source>Greedy (always the most likely)</source>
        <translation>Voraz (siempre el más probable)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
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
        <translation>Semilla</translation>
    </message>
    <message>
        <source>&lt;small&gt;Words this model knows: %1&lt;/small&gt;</source>
        <translation>&lt;small&gt;Palabras que conoce este modelo: %1&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Choose a ready prompt…</source>
        <translation>Elija un prompt preparado…</translation>
    </message>
    <message>
        <source>Prompt, then %1 to prefill</source>
        <translation>Prompt; %1 para prellenar</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::CumulativeWorkChart</name>
    <message>
        <source>with KV cache</source>
        <translation>con caché KV</translation>
    </message>
    <message>
        <source>without cache</source>
        <translation>sin caché</translation>
    </message>
    <message>
        <source>step (0 = prefill)</source>
        <translation>paso (0 = prellenado)</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Acumulado</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::DataExportDialog</name>
    <message>
        <source>Export data</source>
        <translation>Exportar datos</translation>
    </message>
    <message>
        <source>JSON (kvscope-trace/1, one file)</source>
        <translation>JSON (kvscope-trace/1, un archivo)</translation>
    </message>
    <message>
        <source>CSV (one file per table, into a folder)</source>
        <translation>CSV (un archivo por tabla, en una carpeta)</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>El paso actual</translation>
    </message>
    <message>
        <source>The whole timeline</source>
        <translation>Toda la línea de tiempo</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ExportController</name>
    <message>
        <source>bad scale %1 (use 1, 2 or 3)</source>
        <translation>escala no válida %1 (use 1, 2 o 3)</translation>
    </message>
    <message>
        <source>the %1 view has no size to draw</source>
        <translation>la vista %1 no tiene tamaño para dibujarse</translation>
    </message>
    <message>
        <source>nothing to export yet: run the prefill first</source>
        <translation>aún no hay nada que exportar: ejecute primero el prellenado</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <source>Exported %1 files</source>
        <translation>Se exportaron %1 archivos</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exportar %1</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard (%2×%3)</source>
        <translation>Se copió %1 al portapapeles (%2×%3)</translation>
    </message>
    <message>
        <source>window screenshot</source>
        <translation>captura de la ventana</translation>
    </message>
    <message>
        <source>Export window screenshot</source>
        <translation>Exportar captura de la ventana</translation>
    </message>
    <message>
        <source>Folder for the CSV tables</source>
        <translation>Carpeta para las tablas CSV</translation>
    </message>
    <message>
        <source>Export data as JSON</source>
        <translation>Exportar datos como JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exportar vista</translation>
    </message>
    <message>
        <source>Copy view image</source>
        <translation>Copiar imagen de vista</translation>
    </message>
    <message>
        <source>Export window screenshot…</source>
        <translation>Exportar captura de la ventana…</translation>
    </message>
    <message>
        <source>Export data (JSON / CSV)…</source>
        <translation>Exportar datos (JSON / CSV)…</translation>
    </message>
    <message>
        <source>Export %1…</source>
        <translation>Exportar %1…</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Copiar imagen</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HandoutRun</name>
    <message>
        <source>layer %1 of step %2 could not be recomputed</source>
        <translation>no se pudo volver a calcular la capa %1 del paso %2</translation>
    </message>
    <message>
        <source>prefill · cache on · tokens: %1 · next token: %2</source>
        <translation>prellenado · caché activada · tokens: %1 · siguiente token: %2</translation>
    </message>
    <message>
        <source>prefill · cache off · tokens: %1 · next token: %2</source>
        <translation>prellenado · caché desactivada · tokens: %1 · siguiente token: %2</translation>
    </message>
    <message>
        <source>decode · cache on · tokens: %1 · next token: %2</source>
        <translation>decodificación · caché activada · tokens: %1 · siguiente token: %2</translation>
    </message>
    <message>
        <source>decode · cache off · tokens: %1 · next token: %2</source>
        <translation>decodificación · caché desactivada · tokens: %1 · siguiente token: %2</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HeatStripDelegate</name>
    <message>
        <source>%1 · %2[%3] = %4
%5 values, colour scale ±%6</source>
        <translation>%1 · %2[%3] = %4
%5 valores, escala de color ±%6</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HeatmapWidget</name>
    <message>
        <source>Attention heatmap: %1</source>
        <translation>Mapa de calor de atención: %1</translation>
    </message>
    <message>
        <source>blocked by the causal mask (a future token)</source>
        <translation>bloqueado por la máscara causal (un token futuro)</translation>
    </message>
    <message>
        <source>excluded: score −∞, weight 0</source>
        <translation>excluido: puntuación −∞, peso 0</translation>
    </message>
    <message>
        <source>not kept by this step&apos;s record: being recomputed</source>
        <translation>no guardado en el registro de este paso: se está recalculando</translation>
    </message>
    <message>
        <source>%1
query %2 “%3” → key %4 “%5”
%6</source>
        <translation>%1
consulta %2 “%3” → clave %4 “%5”
%6</translation>
    </message>
    <message>
        <source>evicted from the cache window before this query: weight 0</source>
        <translation>desalojada de la ventana de la caché antes de esta consulta: peso 0</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ImageExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>Exportar %1</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG (vector: text stays text)</source>
        <translation>SVG (vectorial: el texto sigue siendo texto)</translation>
    </message>
    <message>
        <source>Current theme</source>
        <translation>Tema actual</translation>
    </message>
    <message>
        <source>Light (for print)</source>
        <translation>Claro (para imprimir)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>As on screen</source>
        <translation>Como en pantalla</translation>
    </message>
    <message>
        <source>Slide 16:9 (1920×1080)</source>
        <translation>Diapositiva 16:9 (1920×1080)</translation>
    </message>
    <message>
        <source>Caption: model · step · token</source>
        <translation>Leyenda: modelo · paso · token</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposición</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheMenu</name>
    <message>
        <source>KV cache elements</source>
        <translation>Elementos de la caché KV</translation>
    </message>
    <message>
        <source>f32 (exact)</source>
        <translation>f32 (exacto)</translation>
    </message>
    <message>
        <source>K and V kept as the model computed them</source>
        <translation>K y V guardados tal como el modelo los calculó</translation>
    </message>
    <message>
        <source>f16 (half the bytes)</source>
        <translation>f16 (la mitad de bytes)</translation>
    </message>
    <message>
        <source>Half the memory and half the bytes each decode step reads; each element rounded to 11 significant bits, and the model reads the rounded values</source>
        <translation>La mitad de memoria y la mitad de bytes leídos en cada paso de decodificación; cada elemento se redondea a 11 bits significativos y el modelo lee los valores redondeados</translation>
    </message>
    <message>
        <source>bf16 (half the bytes, float&apos;s range)</source>
        <translation>bf16 (la mitad de bytes, el rango de float)</translation>
    </message>
    <message>
        <source>Half the memory and bytes; each element rounded to 8 significant bits, with float&apos;s whole range</source>
        <translation>La mitad de memoria y de bytes; cada elemento se redondea a 8 bits significativos, con todo el rango de float</translation>
    </message>
    <message>
        <source>int8, keys per-channel (KIVI)</source>
        <translation>int8, claves por canal (KIVI)</translation>
    </message>
    <message>
        <source>The KV cache lab: older rows stored as 8-bit integers with a scale and minimum per group — keys per channel over a group of positions, values per position — and the model reads them back</source>
        <translation>El laboratorio de la caché KV: las filas más antiguas se guardan como enteros de 8 bits con una escala y un mínimo por grupo — las claves por canal sobre un grupo de posiciones, los valores por posición — y el modelo los vuelve a leer</translation>
    </message>
    <message>
        <source>int4, keys per-channel (KIVI)</source>
        <translation>int4, claves por canal (KIVI)</translation>
    </message>
    <message>
        <source>The KV cache lab: 4-bit integers, grouped as KIVI does: an eighth of f32&apos;s bytes plus the scales</source>
        <translation>El laboratorio de la caché KV: enteros de 4 bits, agrupados como en KIVI: un octavo de los bytes de f32 más las escalas</translation>
    </message>
    <message>
        <source>int4, keys per-token</source>
        <translation>int4, claves por token</translation>
    </message>
    <message>
        <source>The KV cache lab: 4-bit keys grouped along each position instead, the layout KIVI avoids: a key&apos;s few large channels then set the scale of its whole group</source>
        <translation>El laboratorio de la caché KV: claves de 4 bits agrupadas a lo largo de cada posición, la disposición que KIVI evita: los pocos canales grandes de una clave fijan entonces la escala de todo su grupo</translation>
    </message>
    <message>
        <source>Quantization groups…</source>
        <translation>Grupos de cuantización…</translation>
    </message>
    <message>
        <source>How many elements share a scale, and how many of the newest positions stay in f32</source>
        <translation>Cuántos elementos comparten una escala y cuántas de las posiciones más recientes se quedan en f32</translation>
    </message>
    <message>
        <source>Quantization groups</source>
        <translation>Grupos de cuantización</translation>
    </message>
    <message>
        <source>For the int8 and int4 caches: keys per-channel share a scale over this many positions (so they wait until the group is complete), values per-token over this many channels.</source>
        <translation>Para las cachés int8 e int4: las claves por canal comparten una escala sobre este número de posiciones (así que esperan a que el grupo esté completo); los valores por token, sobre este número de canales.</translation>
    </message>
    <message>
        <source>Elements per group</source>
        <translation>Elementos por grupo</translation>
    </message>
    <message>
        <source>Newest positions kept in f32</source>
        <translation>Posiciones más recientes en f32</translation>
    </message>
    <message>
        <source>Bounded to a window…</source>
        <translation>Limitada a una ventana…</translation>
    </message>
    <message>
        <source>The KV cache lab: keep only the newest positions (and, as attention sinks, the first few); each query no longer sees the evicted keys</source>
        <translation>El laboratorio de la caché KV: conservar solo las posiciones más recientes (y, como sumideros de atención, las primeras); ninguna consulta ve ya las claves desalojadas</translation>
    </message>
    <message>
        <source>Bounded to a window of %1…</source>
        <translation>Limitada a una ventana de %1…</translation>
    </message>
    <message>
        <source>KV cache window</source>
        <translation>Ventana de la caché KV</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Positions kept</source>
        <translation>Posiciones conservadas</translation>
    </message>
    <message>
        <source>Attention sinks (first positions kept)</source>
        <translation>Sumideros de atención (primeras posiciones conservadas)</translation>
    </message>
    <message>
        <source>A window of %1 keeps at most %2 sinks: the newest position is always kept.</source>
        <translation>Una ventana de %1 conserva como máximo %2 sumideros: la posición más reciente siempre se conserva.</translation>
    </message>
    <message>
        <source>Keep at most this many positions per layer and head: once the text is longer, the oldest are evicted and no query sees them again. Attention sinks are the first positions, never evicted (StreamingLLM): many heads rest their attention on the first token. Heavy hitters (H2O) instead keep, per layer and head, the older positions that have received the most attention so far, and the newest for the rest of the window. A quantized cache is not bounded: choosing a window returns an int8/int4 cache to f32.</source>
        <translation>Conservar como máximo este número de posiciones por capa y cabeza: cuando el texto es más largo, las más antiguas se desalojan y ninguna consulta vuelve a verlas. Los sumideros de atención son las primeras posiciones, que nunca se desalojan (StreamingLLM): muchas cabezas depositan su atención en el primer token. Los heavy hitters (H2O) conservan en cambio, por capa y cabeza, las posiciones antiguas que más atención han recibido hasta ahora, y las más recientes para el resto de la ventana. Una caché cuantizada no se limita: elegir una ventana devuelve una caché int8/int4 a f32.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Heavy hitters (kept for their attention)</source>
        <translation>Heavy hitters (conservados por su atención)</translation>
    </message>
    <message>
        <source>Keep either attention sinks or heavy hitters, not both.</source>
        <translation>Conserve sumideros de atención o heavy hitters, no ambos.</translation>
    </message>
    <message>
        <source>A window of %1 keeps at most %2 heavy hitters: the newest position is always kept.</source>
        <translation>Una ventana de %1 conserva como máximo %2 heavy hitters: la posición más reciente siempre se conserva.</translation>
    </message>
    <message>
        <source>Pooled KV heads</source>
        <translation>Cabezas KV promediadas</translation>
    </message>
    <message>
        <source>As trained (%1 KV heads)</source>
        <translation>Como se entrenó (%1 cabezas KV)</translation>
    </message>
    <message>
        <source>Every query head reads the K/V head it was trained with</source>
        <translation>Cada cabeza de consulta lee la cabeza K/V con la que se entrenó</translation>
    </message>
    <message>
        <source>1 KV head (MQA)</source>
        <translation>1 cabeza KV (MQA)</translation>
    </message>
    <message>
        <source>%1 KV heads (GQA)</source>
        <translation>%1 cabezas KV (GQA)</translation>
    </message>
    <message>
        <source>The KV cache lab: each group of %1 heads shares one K/V head, the mean of theirs (the GQA paper&apos;s conversion, no retraining): %2 of the cache; each step is compared with the model as trained</source>
        <translation>El laboratorio de la caché KV: cada grupo de %1 cabezas comparte una cabeza K/V, la media de las suyas (la conversión del artículo de GQA, sin reentrenar): %2 de la caché; cada paso se compara con el modelo tal como se entrenó</translation>
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
        <translation>Claves de la cabeza %1</translation>
    </message>
    <message>
        <source>Values of head %1</source>
        <translation>Valores de la cabeza %1</translation>
    </message>
    <message>
        <source>Keys of KV head %1, read by query heads %2–%3</source>
        <translation>Claves de la cabeza KV %1, leídas por las cabezas de consulta %2–%3</translation>
    </message>
    <message>
        <source>Values of KV head %1, read by query heads %2–%3</source>
        <translation>Valores de la cabeza KV %1, leídos por las cabezas de consulta %2–%3</translation>
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
        <translation>Guardados en f32: %1 (las posiciones más recientes, o claves cuyo grupo de %2 posiciones aún no está completo)</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
    <message>
        <source>values</source>
        <translation>valores</translation>
    </message>
    <message>
        <source>Stored as int%1, %2 (groups of %3): code × scale + minimum = read (computed, error)</source>
        <translation>Guardado como int%1, %2 (grupos de %3): código × escala + mínimo = leído (calculado, error)</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>por canal</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>por token</translation>
    </message>
    <message>
        <source>… %1 values in all</source>
        <translation>… %1 valores en total</translation>
    </message>
    <message>
        <source>Largest error: %1 (value %2)</source>
        <translation>Mayor error: %1 (valor %2)</translation>
    </message>
    <message>
        <source>Evicted: the cache keeps a window of %1 positions%2, and no later query sees this one</source>
        <translation>Desalojada: la caché conserva una ventana de %1 posiciones%2, y ninguna consulta posterior ve esta</translation>
    </message>
    <message>
        <source> (the first %1 kept as attention sinks)</source>
        <translation> (las primeras %1 conservadas como sumideros de atención)</translation>
    </message>
    <message>
        <source>Evicted by every head: each keeps the newest %1 positions and the %2 older ones that received the most attention, and no later query sees this one</source>
        <translation>Desalojada por todas las cabezas: cada una conserva las %1 posiciones más recientes y las %2 más antiguas que más atención recibieron, y ninguna consulta posterior ve esta</translation>
    </message>
    <message>
        <source>Evicted from this head&apos;s cache: of the older positions it keeps the %1 that received the most attention, and this one had received less</source>
        <translation>Desalojada de la caché de esta cabeza: de las posiciones antiguas conserva las %1 que más atención recibieron, y esta había recibido menos</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheView</name>
    <message>
        <source>KV cache rows</source>
        <translation>Filas de la caché KV</translation>
    </message>
    <message>
        <source>The cache is empty</source>
        <translation>La caché está vacía</translation>
    </message>
    <message>
        <source>Cache holds %1 positions · %2 · this step appended %3</source>
        <translation>La caché contiene %1 posiciones · %2 · este paso añadió %3</translation>
    </message>
    <message>
        <source>Cache off: all %1 positions recomputed this step (%2 written, nothing kept)</source>
        <translation>Caché desactivada: las %1 posiciones se recalcularon en este paso (%2 escritos, nada guardado)</translation>
    </message>
    <message>
        <source> · stored as %1 (rounded)</source>
        <translation> · guardada en %1 (redondeada)</translation>
    </message>
    <message>
        <source> · int%1: keys of %2, values of %3 of %4 positions read as integers</source>
        <translation> · int%1: claves de %2 y valores de %3 de %4 posiciones leídos como enteros</translation>
    </message>
    <message>
        <source>Cache holds %1 of %2 positions (a window of %3%4; the rest evicted) · %5 · this step appended %6</source>
        <translation>La caché guarda %1 de %2 posiciones (una ventana de %3%4; el resto desalojado) · %5 · este paso añadió %6</translation>
    </message>
    <message>
        <source> with 1 sink</source>
        <translation> con 1 sumidero</translation>
    </message>
    <message>
        <source> with %1 sinks</source>
        <translation> con %1 sumideros</translation>
    </message>
    <message>
        <source> with %1 heavy hitters per head</source>
        <translation> con %1 heavy hitters por cabeza</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvMemoryChart</name>
    <message>
        <source>KV cache size over the context length</source>
        <translation>Tamaño de la caché KV según la longitud del contexto</translation>
    </message>
    <message>
        <source>%1: %2 per token, larger than the weights from %3 tokens</source>
        <translation>%1: %2 por token, mayor que los pesos desde %3 tokens</translation>
    </message>
    <message>
        <source>KV cache over the context</source>
        <translation>Caché KV según el contexto</translation>
    </message>
    <message>
        <source>KV cache of %1 over the context, batch of %2</source>
        <translation>Caché KV de %1 según el contexto, lote de %2</translation>
    </message>
    <message>
        <source>context (tokens per sequence)</source>
        <translation>contexto (tokens por secuencia)</translation>
    </message>
    <message>
        <source>weights: %1 (%2)</source>
        <translation>pesos: %1 (%2)</translation>
    </message>
    <message>
        <source>the cache outgrows the weights at %1 tokens</source>
        <translation>la caché supera a los pesos a partir de %1 tokens</translation>
    </message>
    <message>
        <source>%1 · %2 per token</source>
        <translation>%1 · %2 por token</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvMemoryWindow</name>
    <message>
        <source>KV memory — KVScope</source>
        <translation>Memoria KV — KVScope</translation>
    </message>
    <message>
        <source>KV memory</source>
        <translation>Memoria KV</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>How K and V are stored: f16/bf16 as serving systems keep them, f32 as KVScope&apos;s exact cache, int8/int4 quantized (group scales left out, as calculators do)</source>
        <translation>Cómo se guardan K y V: f16/bf16 como los sistemas de servicio, f32 como la caché exacta de KVScope, int8/int4 cuantizados (sin las escalas de grupo, como hacen las calculadoras)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>How the weights are stored: f16/bf16 as checkpoints ship, int8/int4 quantized</source>
        <translation>Cómo se guardan los pesos: f16/bf16 como se publican los checkpoints, int8/int4 cuantizados</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <source>The chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>El gráfico como imagen PNG o dibujo SVG, para una diapositiva</translation>
    </message>
    <message>
        <source>The table as CSV</source>
        <translation>La tabla como CSV</translation>
    </message>
    <message>
        <source>KV cache sizes compared</source>
        <translation>Tamaños de la caché KV comparados</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;KV memory.&lt;/b&gt; Every token a model has read keeps one K and one V vector per layer and KV head: 2 · layers · KV heads · head size · bytes per element. Grouped-query attention (GQA) shares each KV head among several query heads, multi-query attention (MQA) keeps one, MLA one compressed latent per layer; a quantized cache stores fewer bits. The chart shows where, as the context grows, the cache becomes larger than the model itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Memoria KV.&lt;/b&gt; Cada token que un modelo ha leído conserva un vector K y uno V por capa y cabeza KV: 2 · capas · cabezas KV · tamaño de cabeza · bytes por elemento. La atención de consultas agrupadas (GQA) comparte cada cabeza KV entre varias cabezas de consulta, la atención multiconsulta (MQA) conserva una, MLA un latente comprimido por capa; una caché cuantizada guarda menos bits. El gráfico muestra a partir de qué contexto la caché se vuelve mayor que el propio modelo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (loaded)</source>
        <translation>%1 (cargado)</translation>
    </message>
    <message>
        <source>Choose a model with weights: the toy has none to compare its cache with.</source>
        <translation>Elija un modelo con pesos: el modelo de juguete no tiene con qué comparar su caché.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2. One token adds &lt;b&gt;%3&lt;/b&gt; to the cache; %4 tokens × %5 %6 hold &lt;b&gt;%7&lt;/b&gt;, against &lt;b&gt;%8&lt;/b&gt; of weights (%9 parameters in %10). The cache outgrows the weights at &lt;b&gt;%11 tokens&lt;/b&gt; per sequence.&lt;br&gt;&lt;small&gt;Source: %12&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2. Cada token añade &lt;b&gt;%3&lt;/b&gt; a la caché; %4 tokens × %5 %6 ocupan &lt;b&gt;%7&lt;/b&gt;, frente a &lt;b&gt;%8&lt;/b&gt; de pesos (%9 parámetros en %10). La caché supera a los pesos a partir de &lt;b&gt;%11 tokens&lt;/b&gt; por secuencia.&lt;br&gt;&lt;small&gt;Fuente: %12&lt;/small&gt;</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>secuencia</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>secuencias</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>atención</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>elementos</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>bytes por token</translation>
    </message>
    <message>
        <source>cache at %1 × %2</source>
        <translation>caché con %1 × %2</translation>
    </message>
    <message>
        <source>larger than the weights from</source>
        <translation>mayor que los pesos desde</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceChart</name>
    <message>
        <source>Quality against KV cache bytes</source>
        <translation>Calidad frente a bytes de la caché KV</translation>
    </message>
    <message>
        <source>%1: %2 of the bytes, KL %3, perplexity %4, top-1 %5 %</source>
        <translation>%1: %2 de los bytes, KL %3, perplejidad %4, top-1 %5 %</translation>
    </message>
    <message>
        <source>KL from the exact cache (nats, log scale; lower is better)</source>
        <translation>KL respecto a la caché exacta (nats, escala logarítmica; menos es mejor)</translation>
    </message>
    <message>
        <source>perplexity (lower is better)</source>
        <translation>perplejidad (menos es mejor)</translation>
    </message>
    <message>
        <source>top-1 agreement with the exact cache (higher is better)</source>
        <translation>coincidencia top-1 con la caché exacta (más es mejor)</translation>
    </message>
    <message>
        <source>Quality against cache bytes</source>
        <translation>Calidad frente a bytes de la caché</translation>
    </message>
    <message>
        <source>Quality against cache bytes: %1 reading %2 tokens of %3</source>
        <translation>Calidad frente a bytes de la caché: %1 leyendo %2 tokens de %3</translation>
    </message>
    <message>
        <source>Measure to chart what each KV cache setting keeps of the exact model&apos;s predictions, against the bytes it holds.</source>
        <translation>Mida para ver qué conserva cada configuración de la caché KV de las predicciones del modelo exacto, frente a los bytes que ocupa.</translation>
    </message>
    <message>
        <source>KV cache bytes, as a share of the exact f32 cache&apos;s (%1 after %2 positions)</source>
        <translation>Bytes de la caché KV, como fracción de los de la caché f32 exacta (%1 tras %2 posiciones)</translation>
    </message>
    <message>
        <source>f16 / bf16</source>
        <translation>f16 / bf16</translation>
    </message>
    <message>
        <source>integers (KIVI)</source>
        <translation>enteros (KIVI)</translation>
    </message>
    <message>
        <source>bounded window</source>
        <translation>ventana limitada</translation>
    </message>
    <message>
        <source>pooled KV heads</source>
        <translation>cabezas KV promediadas</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceController</name>
    <message>
        <source>the held-out passage</source>
        <translation>el pasaje reservado</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvPriceWindow</name>
    <message>
        <source>KV cache price — KVScope</source>
        <translation>Precio de la caché KV — KVScope</translation>
    </message>
    <message>
        <source>KV cache price</source>
        <translation>Precio de la caché KV</translation>
    </message>
    <message>
        <source>the held-out passage (Austen)</source>
        <translation>el pasaje reservado (Austen)</translation>
    </message>
    <message>
        <source>a text file…</source>
        <translation>un archivo de texto…</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>What the model reads: a passage of Jane Austen the tiny models never trained on, or a UTF-8 text file of your own (at most 4 MiB)</source>
        <translation>Lo que lee el modelo: un pasaje de Jane Austen con el que los modelos pequeños nunca se entrenaron, o un archivo de texto UTF-8 propio (4 MiB como máximo)</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Read only the text&apos;s first tokens (all: the whole text)</source>
        <translation>Leer solo los primeros tokens del texto (todos: el texto entero)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>int8/int4: elements sharing one scale and minimum</source>
        <translation>int8/int4: elementos que comparten una escala y un mínimo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>The bounded caches keep this many positions</source>
        <translation>Las cachés limitadas conservan este número de posiciones</translation>
    </message>
    <message>
        <source>Sinks</source>
        <translation>Sumideros</translation>
    </message>
    <message>
        <source>…and the second keeps the first positions too, as attention sinks</source>
        <translation>…y la segunda conserva también las primeras posiciones, como sumideros de atención</translation>
    </message>
    <message>
        <source>Pooled KV heads</source>
        <translation>Cabezas KV promediadas</translation>
    </message>
    <message>
        <source>GQA and MQA made from a GPT-2 model by mean-pooling its K/V heads (no retraining)</source>
        <translation>GQA y MQA obtenidas de un modelo GPT-2 promediando sus cabezas K/V (sin reentrenar)</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Measuring progress</source>
        <translation>Progreso de la medición</translation>
    </message>
    <message>
        <source>KL from the exact cache</source>
        <translation>KL respecto a la caché exacta</translation>
    </message>
    <message>
        <source>Perplexity</source>
        <translation>Perplejidad</translation>
    </message>
    <message>
        <source>Top-1 agreement</source>
        <translation>Coincidencia top-1</translation>
    </message>
    <message>
        <source>Quality shown</source>
        <translation>Calidad mostrada</translation>
    </message>
    <message>
        <source>The chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>El gráfico como imagen PNG o dibujo SVG, para una diapositiva</translation>
    </message>
    <message>
        <source>The table as CSV</source>
        <translation>La tabla como CSV</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <source>What each KV cache setting costs</source>
        <translation>Lo que cuesta cada configuración de la caché KV</translation>
    </message>
    <message>
        <source>Text to read</source>
        <translation>Texto que leer</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Archivos de texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading window %1 of %2…</source>
        <translation>Leyendo la ventana %1 de %2…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;KV cache price.&lt;/b&gt; Each setting reads the same text token by token with its own cache, and every next-token distribution is compared with the exact f32 cache&apos;s: perplexity (how surprised the model is by the real next token), top-1 agreement (how often it would pick the same token) and KL (how far the whole distribution moved). The chart sets that price against the bytes the cache holds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Precio de la caché KV.&lt;/b&gt; Cada configuración lee el mismo texto token a token con su propia caché, y cada distribución del siguiente token se compara con la de la caché f32 exacta: perplejidad (cuánto le sorprende al modelo el siguiente token real), coincidencia top-1 (con qué frecuencia elegiría el mismo token) y KL (cuánto se desplazó la distribución entera). El gráfico enfrenta ese precio a los bytes que ocupa la caché.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Loading %1 and reading the text…</source>
        <translation>Cargando %1 y leyendo el texto…</translation>
    </message>
    <message>
        <source>Measure to read the text with every KV cache setting and compare each with the exact cache.</source>
        <translation>Mida para leer el texto con cada configuración de la caché KV y comparar cada una con la caché exacta.</translation>
    </message>
    <message>
        <source>Measured.</source>
        <translation>Medido.</translation>
    </message>
    <message>
        <source>%1 read %2 tokens of %3 token by token with the cache on, in %4 windows of up to %5 positions; each setting&apos;s next-token distributions against the exact cache&apos;s.</source>
        <translation>%1 leyó %2 tokens de %3 token a token con la caché activada, en %4 ventanas de hasta %5 posiciones; las distribuciones del siguiente token de cada configuración frente a las de la caché exacta.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>bytes held</source>
        <translation>bytes ocupados</translation>
    </message>
    <message>
        <source>vs f32</source>
        <translation>vs f32</translation>
    </message>
    <message>
        <source>perplexity</source>
        <translation>perplejidad</translation>
    </message>
    <message>
        <source>top-1 agrees</source>
        <translation>top-1 coincide</translation>
    </message>
    <message>
        <source>KL mean (nats)</source>
        <translation>KL media (nats)</translation>
    </message>
    <message>
        <source>KL max</source>
        <translation>KL máx.</translation>
    </message>
    <message>
        <source>Heavy hitters</source>
        <translation>Heavy hitters</translation>
    </message>
    <message>
        <source>…and the third keeps this many older positions that received the most attention, per layer and head (H2O; models with one query head per KV head)</source>
        <translation>…y la tercera conserva este número de posiciones antiguas que más atención recibieron, por capa y cabeza (H2O; modelos con una cabeza de consulta por cabeza KV)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LanguageMenu</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>KVScope speaks the language you chose from its next start.</source>
        <translation>KVScope usará el idioma elegido a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LessonController</name>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>Abrir lección…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>Cerrar lección</translation>
    </message>
    <message>
        <source>Export lesson handout (PDF)…</source>
        <translation>Exportar apuntes de la lección (PDF)…</translation>
    </message>
    <message>
        <source>KVScope</source>
        <translation>KVScope</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>Abrir una lección</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Lecciones (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export the lesson handout</source>
        <translation>Exportar los apuntes de la lección</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages)</source>
        <translation>Se escribió %1 (%2 páginas)</translation>
    </message>
    <message>
        <source>Lesson: %1 · press S, %2 or → to begin</source>
        <translation>Lección: %1 · pulse S, %2 o → para empezar</translation>
    </message>
    <message>
        <source>Writing the handout…</source>
        <translation>Escribiendo los apuntes…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Lesson handout</source>
        <translation>Apuntes de la lección</translation>
    </message>
    <message>
        <source>Writing the handout: page %1 of %2</source>
        <translation>Escribiendo los apuntes: página %1 de %2</translation>
    </message>
    <message>
        <source>The handout was cancelled; nothing was written.</source>
        <translation>Se canceló la exportación de los apuntes; no se escribió nada.</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LessonPanel</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>The previous stage (←)</source>
        <translation>La etapa anterior (←)</translation>
    </message>
    <message>
        <source>The next stage (S, %1 or →)</source>
        <translation>La etapa siguiente (S, %1 o →)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LineView</name>
    <message>
        <source>Attention lines of the selected query</source>
        <translation>Líneas de atención de la consulta seleccionada</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Cabeza %1</translation>
    </message>
    <message>
        <source>The selected query&apos;s attention, as lines to every key, after the prefill</source>
        <translation>La atención de la consulta seleccionada, como líneas hacia cada clave, tras el prellenado</translation>
    </message>
    <message>
        <source>Layer %1 · query %2 “%3” → %4 keys · line opacity and width: the weight</source>
        <translation>Capa %1 · consulta %2 “%3” → %4 claves · opacidad y grosor de línea: el peso</translation>
    </message>
    <message>
        <source> · the %1 strongest lines; %2 more keys hold %3 of the weight</source>
        <translation> · las %1 líneas más fuertes; otras %2 claves reúnen %3 del peso</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LogitsChart</name>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
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
        <translation>Gráfico de logits de los tokens más probables</translation>
    </message>
    <message>
        <source>Click a bar to force that token as the next one (at an earlier step this forks the run; Edit › Undo fork brings the later steps back)</source>
        <translation>Haga clic en una barra para forzar ese token como el siguiente (en un paso anterior, esto bifurca la ejecución; Editar › Deshacer bifurcación recupera los pasos posteriores)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Next-token probabilities appear after the prefill</source>
        <translation>Las probabilidades del token siguiente aparecen tras el prellenado</translation>
    </message>
    <message>
        <source>After “%1”: chosen “%2”%3</source>
        <translation>Tras “%1”: elegido “%2”%3</translation>
    </message>
    <message>
        <source> (forced)</source>
        <translation> (forzado)</translation>
    </message>
    <message>
        <source>%1 · probabilities as the step computed them, at T&#xa0;=&#xa0;%2</source>
        <translation>%1 · probabilidades tal como las calculó el paso, con T = %2</translation>
    </message>
    <message>
        <source>%1 · click a bar to force another token</source>
        <translation>%1 · haga clic en una barra para forzar otro token</translation>
    </message>
    <message>
        <source>%1 · KL from the exact cache %2 nats; exact: “%3” (%4 %)</source>
        <translation>%1 · KL respecto a la caché exacta %2 nats; exacta: «%3» (%4 %)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::MainWindow</name>
    <message>
        <source>on</source>
        <translation>activada</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>%1 (replayed; recorded with it %2)</source>
        <translation>%1 (repetido; registrado con la caché %2)</translation>
    </message>
    <message>
        <source>KVScope</source>
        <translation>KVScope</translation>
    </message>
    <message>
        <source>Explanation of the current stage</source>
        <translation>Explicación de la etapa actual</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>&amp;Laboratorio</translation>
    </message>
    <message>
        <source>Speculative decoding…</source>
        <translation>Decodificación especulativa…</translation>
    </message>
    <message>
        <source>Quantized weights…</source>
        <translation>Pesos cuantizados…</translation>
    </message>
    <message>
        <source>How a GGUF file stores its weights: one block at a time, its scales and integers</source>
        <translation>Cómo guarda un archivo GGUF sus pesos: bloque a bloque, con sus escalas y sus enteros</translation>
    </message>
    <message>
        <source> · f16 weights</source>
        <translation> · pesos f16</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · %4 tokens · next: “%5” · cache %6%7</source>
        <translation>Paso %1 de %2 · %3 · %4 tokens · siguiente: “%5” · caché %6%7</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prellenado</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decodificación</translation>
    </message>
    <message>
        <source>KVScope — %1%2</source>
        <translation>KVScope — %1%2</translation>
    </message>
    <message>
        <source>Forked at step %1: %2 set aside — %3 brings them back</source>
        <translation>Bifurcación en el paso %1 · en reserva: %2 — recuperar con %3</translation>
    </message>
    <message>
        <source>1 later step</source>
        <translation>1 paso posterior</translation>
    </message>
    <message>
        <source>%1 later steps</source>
        <translation>%1 pasos posteriores</translation>
    </message>
    <message>
        <source>Fork undone: the steps after step %1 are back — %2 forks again</source>
        <translation>Bifurcación deshecha: vuelven los pasos posteriores al paso %1 — %2 bifurca de nuevo</translation>
    </message>
    <message>
        <source>Fork redone at step %1 — %2 undoes it</source>
        <translation>Bifurcación rehecha en el paso %1 — %2 la deshace</translation>
    </message>
    <message>
        <source> at step %1</source>
        <translation> en el paso %1</translation>
    </message>
    <message>
        <source>Undo fork%1</source>
        <translation>Deshacer bifurcación%1</translation>
    </message>
    <message>
        <source>Redo fork%1</source>
        <translation>Rehacer bifurcación%1</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Forget all steps</source>
        <translation>Olvidar todos los pasos</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prellenado</translation>
    </message>
    <message>
        <source>Run the whole prompt in one parallel pass</source>
        <translation>Ejecutar todo el prompt en una pasada paralela</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Paso ▶</translation>
    </message>
    <message>
        <source>Next step: decode one token</source>
        <translation>Paso siguiente: decodificar un token</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>The next stage of this step, and wait there (from Ready: the prefill&apos;s first stage)</source>
        <translation>La etapa siguiente de este paso, y esperar ahí (desde Listo: la primera etapa del prellenado)</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Reproducir / pausa</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <source>Play by stages or steps</source>
        <translation>Reproducir por etapas o por pasos</translation>
    </message>
    <message>
        <source>stages/s</source>
        <translation>etapas/s</translation>
    </message>
    <message>
        <source>steps/s</source>
        <translation>pasos/s</translation>
    </message>
    <message>
        <source>Play walks the stages of each step, or whole steps</source>
        <translation>Reproducir recorre las etapas de cada paso, o pasos enteros</translation>
    </message>
    <message>
        <source>Back to the views</source>
        <translation>Volver a las vistas</translation>
    </message>
    <message>
        <source>Timeline: the step shown</source>
        <translation>Línea de tiempo: el paso mostrado</translation>
    </message>
    <message>
        <source>  Timeline </source>
        <translation>  Línea de tiempo </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation>Abrir carpeta de modelo…</translation>
    </message>
    <message>
        <source>Open a model folder: GPT-2 or Llama family (config.json, model.safetensors, tokenizer.json)</source>
        <translation>Abrir una carpeta de modelo: familia GPT-2 o Llama (config.json, model.safetensors, tokenizer.json)</translation>
    </message>
    <message>
        <source>Open model file…</source>
        <translation>Abrir archivo de modelo…</translation>
    </message>
    <message>
        <source>Open a GGUF model, a file of a model folder (GPT-2 or Llama family), or a toy example</source>
        <translation>Abrir un modelo GGUF, un archivo de una carpeta de modelo (familia GPT-2 o Llama) o un ejemplo de juguete</translation>
    </message>
    <message>
        <source>Model files (*.gguf *.safetensors *.json *.txt);;GGUF models (*.gguf);;All files (*)</source>
        <translation>Archivos de modelo (*.gguf *.safetensors *.json *.txt);;Modelos GGUF (*.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>Modelos recientes</translation>
    </message>
    <message>
        <source>Half-precision weights (f16)</source>
        <translation>Pesos de media precisión (f16)</translation>
    </message>
    <message>
        <source>Real models keep their weights in f16: half the memory and about twice the decode speed; each weight is rounded to 11 significant bits</source>
        <translation>Los modelos reales guardan sus pesos en f16: la mitad de memoria y cerca del doble de velocidad de decodificación; cada peso se redondea a 11 bits significativos</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Undo fork</source>
        <translation>Deshacer bifurcación</translation>
    </message>
    <message>
        <source>Redo fork</source>
        <translation>Rehacer bifurcación</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Tema oscuro</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Modo presentación</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <source>Colour map</source>
        <translation>Mapa de colores</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>Cividis (also for greyscale print)</source>
        <translation>Cividis (también para imprimir en grises)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <source>Slow (for explaining)</source>
        <translation>Lenta (para explicar)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Toggle KV cache</source>
        <translation>Activar/desactivar caché KV</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Logits &amp; probabilities</source>
        <translation>Logits y probabilidades</translation>
    </message>
    <message>
        <source>Context vectors</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>Work: with vs without the cache</source>
        <translation>Trabajo con/sin caché</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <source>Cache on vs off</source>
        <translation>Con/sin caché</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>Model view</source>
        <translation>Vista de modelo</translation>
    </message>
    <message>
        <source>Attention lines</source>
        <translation>Líneas de atención</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>The end of the lesson (File › Close lesson to go on)</source>
        <translation>Fin de la lección (Archivo › Cerrar lección para continuar)</translation>
    </message>
    <message>
        <source>The model opened last time, %1, could not be opened (%2); showing the weather example instead.</source>
        <translation>El modelo abierto la última vez, %1, no se pudo abrir (%2); en su lugar se muestra el ejemplo del clima.</translation>
    </message>
    <message>
        <source>High-contrast theme</source>
        <translation>Tema de alto contraste</translation>
    </message>
    <message>
        <source> · %1 KV cache</source>
        <translation> · caché KV en %1</translation>
    </message>
    <message>
        <source> · int%1 KV cache (keys %2, groups of %3)</source>
        <translation> · caché KV en int%1 (claves %2, grupos de %3)</translation>
    </message>
    <message>
        <source>per-channel</source>
        <translation>por canal</translation>
    </message>
    <message>
        <source>per-token</source>
        <translation>por token</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with 1 sink</source>
        <translation> · ventana de caché KV de %1 con 1 sumidero</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with %2 sinks</source>
        <translation> · ventana de caché KV de %1 con %2 sumideros</translation>
    </message>
    <message>
        <source> · KV cache window of %1</source>
        <translation> · ventana de caché KV de %1</translation>
    </message>
    <message>
        <source>KV memory…</source>
        <translation>Memoria KV…</translation>
    </message>
    <message>
        <source>What a KV cache costs in memory, for this model and well-known ones: per token, at a context, against the weights</source>
        <translation>Lo que cuesta una caché KV en memoria, para este modelo y otros conocidos: por token, con un contexto, frente a los pesos</translation>
    </message>
    <message>
        <source>KV cache price…</source>
        <translation>Precio de la caché KV…</translation>
    </message>
    <message>
        <source>What each KV cache setting costs in quality, measured on a text against the exact cache</source>
        <translation>Lo que cuesta en calidad cada configuración de la caché KV, medido sobre un texto frente a la caché exacta</translation>
    </message>
    <message>
        <source>Paged KV…</source>
        <translation>KV paginada…</translation>
    </message>
    <message>
        <source>The KV cache as a pool of blocks: sequences and forks decoded together, sharing blocks</source>
        <translation>La caché KV como un conjunto de bloques: secuencias y bifurcaciones decodificadas juntas, compartiendo bloques</translation>
    </message>
    <message>
        <source> · KV cache window of %1 with %2 heavy hitters</source>
        <translation> · ventana de caché KV de %1 con %2 heavy hitters</translation>
    </message>
    <message>
        <source>Model: %1%2 · press %3 to run the prefill</source>
        <translation>Modelo: %1%2 · pulse %3 para ejecutar el prellenado</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::MaskView</name>
    <message>
        <source>Head whose exclusions the mask shows</source>
        <translation>Cabeza cuyas exclusiones muestra la máscara</translation>
    </message>
    <message>
        <source>The head whose own exclusions are shown inside the mask&apos;s triangle</source>
        <translation>La cabeza cuyas propias exclusiones se muestran dentro del triángulo de la máscara</translation>
    </message>
    <message>
        <source>allowed by the mask</source>
        <translation>permitido por la máscara</translation>
    </message>
    <message>
        <source>blocked by the mask (future)</source>
        <translation>bloqueado por la máscara (futuro)</translation>
    </message>
    <message>
        <source>allowed, but excluded by head %1</source>
        <translation>permitido, pero excluido por la cabeza %1</translation>
    </message>
    <message>
        <source>allowed, but excluded by the head</source>
        <translation>permitido, pero excluido por la cabeza</translation>
    </message>
    <message>
        <source>evicted from the cache window</source>
        <translation>desalojada de la ventana de la caché</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ModelView</name>
    <message>
        <source>● named heads: %1</source>
        <translation>● cabezas con nombre: %1</translation>
    </message>
    <message>
        <source>Every layer × head appears here after the prefill</source>
        <translation>Aquí aparecen todas las capas × cabezas tras el prellenado</translation>
    </message>
    <message>
        <source>Click: select · double-click: enlarge</source>
        <translation>Clic: seleccionar · doble clic: ampliar</translation>
    </message>
    <message>
        <source>Computing %1 of %2 layers for this step…</source>
        <translation>Calculando %1 de %2 capas para este paso…</translation>
    </message>
    <message>
        <source>%1 of %2 layers are not recorded in these steps (grey)</source>
        <translation>%1 de %2 capas no están registradas en estos pasos (gris)</translation>
    </message>
    <message>
        <source>Layer %1 · Head %2</source>
        <translation>Capa %1 · Cabeza %2</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>no registrado</translation>
    </message>
    <message>
        <source>(still being computed)</source>
        <translation>(aún se está calculando)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedOccupancyChart</name>
    <message>
        <source>KV pool occupancy over the steps</source>
        <translation>Ocupación del conjunto KV a lo largo de los pasos</translation>
    </message>
    <message>
        <source>Peak: %1 positions in blocks against %2 reserved contiguously</source>
        <translation>Máximo: %1 posiciones en bloques frente a %2 reservadas de forma contigua</translation>
    </message>
    <message>
        <source>Positions held: paged blocks against contiguous allocation</source>
        <translation>Posiciones ocupadas: bloques paginados frente a reserva contigua</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>positions stored</source>
        <translation>posiciones guardadas</translation>
    </message>
    <message>
        <source>in whole blocks (paged)</source>
        <translation>en bloques enteros (paginada)</translation>
    </message>
    <message>
        <source>reserved contiguously</source>
        <translation>reservadas de forma contigua</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedPoolView</name>
    <message>
        <source>KV block pool</source>
        <translation>Conjunto de bloques KV</translation>
    </message>
    <message>
        <source>%1 %2: blocks %3</source>
        <translation>%1 %2: bloques %3</translation>
    </message>
    <message>
        <source>Run a batch to see its sequences fill the pool block by block.</source>
        <translation>Ejecute un lote para ver cómo sus secuencias llenan el conjunto bloque a bloque.</translation>
    </message>
    <message>
        <source>Step %1: %2 of %3 blocks of %4 positions in use, %5 shared</source>
        <translation>Paso %1: %2 de %3 bloques de %4 posiciones en uso, %5 compartidos</translation>
    </message>
    <message>
        <source>Block tables</source>
        <translation>Tablas de bloques</translation>
    </message>
    <message>
        <source>%1 positions · “%2”</source>
        <translation>%1 posiciones · «%2»</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>unida</translation>
    </message>
    <message>
        <source>decoding</source>
        <translation>decodificando</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>detenida</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PagedWindow</name>
    <message>
        <source>Paged KV — KVScope</source>
        <translation>KV paginada — KVScope</translation>
    </message>
    <message>
        <source>Paged KV</source>
        <translation>KV paginada</translation>
    </message>
    <message>
        <source>Forks</source>
        <translation>Bifurcaciones</translation>
    </message>
    <message>
        <source>Forks of the first sequence, joining at steps 2, 4, … with its second, third, … candidate</source>
        <translation>Bifurcaciones de la primera secuencia, que se unen en los pasos 2, 4, … con su segundo, tercer, … candidato</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Tokens each sequence generates before it leaves</source>
        <translation>Tokens que genera cada secuencia antes de salir</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <source>Positions per block (16 in vLLM; small blocks show the tables at the tiny models&apos; scale)</source>
        <translation>Posiciones por bloque (16 en vLLM; los bloques pequeños muestran las tablas a la escala de los modelos pequeños)</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Conjunto</translation>
    </message>
    <message>
        <source>Blocks in the pool: a small pool makes sequences wait for others to leave</source>
        <translation>Bloques del conjunto: un conjunto pequeño hace esperar a las secuencias hasta que otras salgan</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>The occupancy chart as a PNG picture or an SVG drawing, for a slide</source>
        <translation>El gráfico de ocupación como imagen PNG o dibujo SVG, para una diapositiva</translation>
    </message>
    <message>
        <source>Every step&apos;s sequences and block tables as CSV</source>
        <translation>Las secuencias y tablas de bloques de cada paso como CSV</translation>
    </message>
    <message>
        <source>Step shown</source>
        <translation>Paso mostrado</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Paged KV.&lt;/b&gt; A serving system keeps the KV cache as a pool of fixed-size blocks; each sequence has a block table naming its blocks in order, so it holds whole blocks and wastes only the empty end of its last one, where contiguous allocation reserves the maximum length for every sequence. A fork shares its parent&apos;s blocks (their count goes up) and copies only the partly filled block it writes into. Sequences join when their prompt fits and leave when done: continuous batching.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;KV paginada.&lt;/b&gt; Un sistema de servicio guarda la caché KV como un conjunto de bloques de tamaño fijo; cada secuencia tiene una tabla de bloques que nombra sus bloques en orden, de modo que ocupa bloques enteros y solo desperdicia el final vacío del último, mientras que la reserva contigua aparta la longitud máxima para cada secuencia. Una bifurcación comparte los bloques de su madre (su contador sube) y copia solo el bloque parcialmente lleno en el que escribe. Las secuencias se unen cuando su prompt cabe y salen al terminar: procesamiento por lotes continuo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Running the batch on %1…</source>
        <translation>Ejecutando el lote en %1…</translation>
    </message>
    <message>
        <source>a fork of A from step %1</source>
        <translation>una bifurcación de A desde el paso %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 · blocks of %2 positions, a pool of %3 · at the busiest step %4 blocks (%5 positions) against %6 positions contiguous allocation reserves</source>
        <translation>%1 · bloques de %2 posiciones, un conjunto de %3 · en el paso más lleno %4 bloques (%5 posiciones) frente a %6 posiciones que reserva la asignación contigua</translation>
    </message>
    <message>
        <source>Done: %1 steps.</source>
        <translation>Hecho: %1 pasos.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Run a batch: the prompt on screen, an example prompt and forks of the first, decoded together.</source>
        <translation>Ejecute un lote: el prompt en pantalla, un prompt de ejemplo y bifurcaciones del primero, decodificados juntos.</translation>
    </message>
    <message>
        <source>the timeline&apos;s fork at step %1</source>
        <translation>la bifurcación de la línea de tiempo en el paso %1</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PerStepWorkChart</name>
    <message>
        <source>with KV cache</source>
        <translation>con caché KV</translation>
    </message>
    <message>
        <source>saved by the cache</source>
        <translation>ahorrado por la caché</translation>
    </message>
    <message>
        <source>without cache</source>
        <translation>sin caché</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>Per step</source>
        <translation>Por paso</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::QuantBlockWindow</name>
    <message>
        <source>Quantized weights — KVScope</source>
        <translation>Pesos cuantizados — KVScope</translation>
    </message>
    <message>
        <source>Quantized weights</source>
        <translation>Pesos cuantizados</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <source>Selected weight</source>
        <translation>Peso seleccionado</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Quantized weights — %1 — KVScope</source>
        <translation>Pesos cuantizados — %1 — KVScope</translation>
    </message>
    <message>
        <source>%1 has no block %2 in row %3 of a quantized tensor %4.</source>
        <translation>%1 no tiene ningún bloque %2 en la fila %3 de un tensor cuantizado %4.</translation>
    </message>
    <message>
        <source>%1 · row %2 of %3 · block %4 of %5 (weights %6–%7 of the row) · %8: %9 weights in %10 bytes, %11 bits each · %12</source>
        <translation>%1 · fila %2 de %3 · bloque %4 de %5 (pesos %6–%7 de la fila) · %8: %9 pesos en %10 bytes, %11 bits cada uno · %12</translation>
    </message>
    <message>
        <source>%1 per sub-block: %2</source>
        <translation>%1 por subbloque: %2</translation>
    </message>
    <message>
        <source>Scales: %1</source>
        <translation>Escalas: %1</translation>
    </message>
    <message>
        <source>Weight %1 of the block (%2 of the row), sub-block %3: stored %4, so q = %5; %6 = %7. The weight it was rounded from lay within about ±%8 of that (half a step).</source>
        <translation>Peso %1 del bloque (%2 de la fila), subbloque %3: almacenado %4, así que q = %5; %6 = %7. El peso original, antes del redondeo, estaba como mucho a unos ±%8 de este valor (medio paso).</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::RoundStrip</name>
    <message>
        <source>Round of speculative decoding</source>
        <translation>Ronda de decodificación especulativa</translation>
    </message>
    <message>
        <source>Drafted: %1; then %2 (%3)</source>
        <translation>Propuestos: %1; después %2 (%3)</translation>
    </message>
    <message>
        <source>resampled</source>
        <translation>remuestreado</translation>
    </message>
    <message>
        <source>bonus token</source>
        <translation>token extra</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>aceptado</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>descartado</translation>
    </message>
    <message>
        <source>fed</source>
        <translation>entrada</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>extra</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::SessionController</name>
    <message>
        <source>These steps were recorded elsewhere: run the prefill to continue.</source>
        <translation>Estos pasos se registraron en otro lugar: ejecute el prellenado para continuar.</translation>
    </message>
    <message>
        <source>internal: the engine&apos;s timeline holds a step this window never saw</source>
        <translation>interno: la línea de tiempo del motor contiene un paso que esta ventana nunca vio</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled; %2 stays open.</source>
        <translation>Se canceló la apertura de %1; %2 sigue abierto.</translation>
    </message>
    <message>
        <source>no model</source>
        <translation>ningún modelo</translation>
    </message>
    <message>
        <source>The prefill was cancelled.</source>
        <translation>Se canceló el prellenado.</translation>
    </message>
    <message>
        <source>The decode step was cancelled.</source>
        <translation>Se canceló el paso de decodificación.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The article&apos;s weather example</source>
        <translation>El ejemplo del clima del artículo</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::SpeculativeWindow</name>
    <message>
        <source>Speculative decoding — KVScope</source>
        <translation>Decodificación especulativa — KVScope</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Modelo borrador</translation>
    </message>
    <message>
        <source>Model folder…</source>
        <translation>Carpeta de modelo…</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>Archivo GGUF…</translation>
    </message>
    <message>
        <source>Tokens the draft proposes a round</source>
        <translation>Tokens que propone el borrador por ronda</translation>
    </message>
    <message>
        <source>layer </source>
        <translation>capa </translation>
    </message>
    <message>
        <source>Layer of the verification heatmap</source>
        <translation>Capa del mapa de calor de verificación</translation>
    </message>
    <message>
        <source>head </source>
        <translation>cabeza </translation>
    </message>
    <message>
        <source>Head of the verification heatmap</source>
        <translation>Cabeza del mapa de calor de verificación</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Ronda siguiente</translation>
    </message>
    <message>
        <source>The draft proposes, the target verifies (N)</source>
        <translation>El borrador propone, el objetivo verifica (N)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Measure k = 1 … %1</source>
        <translation>Medir k = 1 … %1</translation>
    </message>
    <message>
        <source>%1 tokens by plain decoding and by speculative decoding with each k, timed</source>
        <translation>%1 tokens por decodificación normal y por decodificación especulativa con cada k, cronometrados</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>Guardar imagen…</translation>
    </message>
    <message>
        <source>The window as a PNG, for a slide</source>
        <translation>La ventana como PNG, para una diapositiva</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Draft:</source>
        <translation>Borrador:</translation>
    </message>
    <message>
        <source>Work so far</source>
        <translation>Trabajo hasta ahora</translation>
    </message>
    <message>
        <source>Measuring was cancelled.</source>
        <translation>Se canceló la medición.</translation>
    </message>
    <message>
        <source>Draft model folder</source>
        <translation>Carpeta del modelo borrador</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>Guardar imagen</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A round.&lt;/b&gt; The end of the text so far, then the draft&apos;s proposals — dashed while tentative, with the draft&apos;s probability &lt;i&gt;q&lt;/i&gt; under each and the target&apos;s &lt;i&gt;p&lt;/i&gt; once its one pass has scored them. A proposal is kept with probability min(1, p/q), from the left; the first one refused is struck out with all after it, and the target adds a token of its own: drawn from max(0, p − q) in place of the refused one, or a bonus token when every proposal was kept.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Una ronda.&lt;/b&gt; El final del texto hasta ahora y, a continuación, las propuestas del borrador: con borde discontinuo mientras son provisionales, con la probabilidad &lt;i&gt;q&lt;/i&gt; del borrador debajo de cada una y la &lt;i&gt;p&lt;/i&gt; del objetivo en cuanto su única pasada las ha puntuado. Una propuesta se conserva con probabilidad min(1, p/q), de izquierda a derecha; la primera rechazada se tacha junto con todas las que la siguen, y el objetivo añade un token propio: extraído de max(0, p − q) en lugar del rechazado, o un token extra cuando se conservaron todas las propuestas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The verification pass.&lt;/b&gt; The target scores all k drafted tokens in one forward pass, like a short prefill: k + 1 query rows (the token the round feeds and the k proposals) over the keys each may see. Rows and key columns of refused positions are veiled: their work is thrown away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La pasada de verificación.&lt;/b&gt; El objetivo puntúa los k tokens propuestos en una sola pasada hacia adelante, como un prellenado corto: k + 1 filas de consulta (el token que introduce la ronda y las k propuestas) sobre las claves que cada una puede ver. Las filas y las columnas de clave de las posiciones rechazadas aparecen veladas: su trabajo se desecha.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The KV caches.&lt;/b&gt; Rows the round wrote are green; rows of refused positions are struck out and removed — rolled back — so both caches hold the accepted text only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Las cachés KV.&lt;/b&gt; Las filas que escribió la ronda aparecen en verde; las filas de las posiciones rechazadas se tachan y se eliminan (se revierten), de modo que ambas cachés contienen solo el texto aceptado.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Against k.&lt;/b&gt; The same %1 tokens by plain decoding and by speculative decoding with k = 1 … %2: the share of proposals accepted (bars), target passes per token (under each k), the measured speed-up and the one predicted when a pass costs the reading of its model&apos;s weights (1× marks break-even).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Frente a k.&lt;/b&gt; Los mismos %1 tokens por decodificación normal y por decodificación especulativa con k = 1 … %2: la proporción de propuestas aceptadas (barras), las pasadas del objetivo por token (bajo cada k), la aceleración medida y la prevista cuando una pasada cuesta lo que leer los pesos de su modelo (1× marca el punto de equilibrio).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Loading %1 and %2…</source>
        <translation>Cargando %1 y %2…</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Objetivo: %1</translation>
    </message>
    <message>
        <source>%1 drafts %2 tokens a round for %3. Next round: the draft proposes, the target verifies them all in one pass.</source>
        <translation>%1 propone %2 tokens por ronda a %3. Ronda siguiente: el borrador propone y el objetivo los verifica todos en una sola pasada.</translation>
    </message>
    <message>
        <source>Measuring k = 1 … %1: %2 tokens each…</source>
        <translation>Midiendo k = 1 … %1: %2 tokens cada vez…</translation>
    </message>
    <message>
        <source>Round %1 at position %2: the draft proposed %3 tokens one at a time; the target scored them all in one pass and accepted %4.</source>
        <translation>Ronda %1 en la posición %2: el borrador propuso %3 tokens de uno en uno; el objetivo los puntuó todos en una sola pasada y aceptó %4.</translation>
    </message>
    <message>
        <source>It rejected %1 and drew %2 from what it wanted more than the draft did.</source>
        <translation>Rechazó %1 y extrajo %2 de aquello que el objetivo quería más que el borrador.</translation>
    </message>
    <message>
        <source>The target agreed with all of them, so its pass also gave %1, a bonus token.</source>
        <translation>El objetivo estuvo de acuerdo con todos, así que su pasada dio además %1, un token extra.</translation>
    </message>
    <message>
        <source>+1 token</source>
        <translation>+1 token</translation>
    </message>
    <message>
        <source>+%1 tokens</source>
        <translation>+%1 tokens</translation>
    </message>
    <message>
        <source>%1 for 1 target pass; %2 target and %3 draft cache rows rolled back.</source>
        <translation>%1 por 1 pasada del objetivo; se revirtieron %2 filas de caché del objetivo y %3 del borrador.</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>Generated: %1 in 1 round</source>
        <translation>Generado: %1 en 1 ronda</translation>
    </message>
    <message>
        <source>Generated: %1 in %2 rounds</source>
        <translation>Generado: %1 en %2 rondas</translation>
    </message>
    <message>
        <source>Target passes: %1 = %2 per token (plain decoding: 1)</source>
        <translation>Pasadas del objetivo: %1 = %2 por token (decodificación normal: 1)</translation>
    </message>
    <message>
        <source>Draft passes: %1; drafted tokens accepted: %2 of %3 (%4)</source>
        <translation>Pasadas del borrador: %1; tokens propuestos aceptados: %2 de %3 (%4)</translation>
    </message>
    <message>
        <source>Multiply-adds per token: %1 (the draft&apos;s share %2) against %3 plain</source>
        <translation>Multiplicaciones-sumas por token: %1 (parte del borrador: %2) frente a %3 sin especular</translation>
    </message>
    <message>
        <source>Time so far: target %1 ms, draft %2 ms (the draft&apos;s share %3)</source>
        <translation>Tiempo hasta ahora: objetivo %1 ms, borrador %2 ms (parte del borrador: %3)</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::StatusProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Progress of the running job</source>
        <translation>Progreso del trabajo en curso</translation>
    </message>
    <message>
        <source>Cancel the running job</source>
        <translation>Cancelar el trabajo en curso</translation>
    </message>
    <message>
        <source>Stop the prefill, step or load that is running; what was shown stays.</source>
        <translation>Detener el prellenado, el paso o la carga en curso; lo que se mostraba se mantiene.</translation>
    </message>
    <message>
        <source>Opening the model…</source>
        <translation>Abriendo el modelo…</translation>
    </message>
    <message>
        <source>Prefill: layer %v of %m</source>
        <translation>Prellenado: capa %v de %m</translation>
    </message>
    <message>
        <source>Decode step: layer %v of %m</source>
        <translation>Paso de decodificación: capa %v de %m</translation>
    </message>
    <message>
        <source>Computing: layer %v of %m</source>
        <translation>Calculando: capa %v de %m</translation>
    </message>
    <message>
        <source>Opening the model: %v of %m MiB</source>
        <translation>Abriendo el modelo: %v de %m MiB</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::StepCompareView</name>
    <message>
        <source>No step yet: run the prefill to compare its work with and without the cache</source>
        <translation>Aún no hay ningún paso: ejecute el prellenado para comparar su trabajo con y sin la caché</translation>
    </message>
    <message>
        <source>The prefill computes every position either way: the cache starts here, and saves work from the next step on. Next token: “%1”.</source>
        <translation>El prellenado calcula todas las posiciones en ambos casos: la caché empieza aquí y ahorra trabajo a partir del paso siguiente. Token siguiente: “%1”.</translation>
    </message>
    <message>
        <source>1 position</source>
        <translation>1 posición</translation>
    </message>
    <message>
        <source>%1 positions</source>
        <translation>%1 posiciones</translation>
    </message>
    <message>
        <source>Without the cache this step computes %1 again and does %2× the multiply-adds, for the same next token “%3”.</source>
        <translation>Sin la caché, este paso vuelve a calcular %1 y hace %2× las multiplicaciones-sumas, para el mismo token siguiente “%3”.</translation>
    </message>
    <message>
        <source>K/V vectors computed: %1</source>
        <translation>Vectores K/V calculados: %1</translation>
    </message>
    <message>
        <source>attention scores: %1</source>
        <translation>puntuaciones de atención: %1</translation>
    </message>
    <message>
        <source>multiply-adds: %1</source>
        <translation>multiplicaciones-sumas: %1</translation>
    </message>
    <message>
        <source>With the KV cache</source>
        <translation>Con la caché KV</translation>
    </message>
    <message>
        <source>Without it: the step replayed</source>
        <translation>Sin ella: el paso repetido</translation>
    </message>
    <message>
        <source>K, V</source>
        <translation>K, V</translation>
    </message>
    <message>
        <source>attention row</source>
        <translation>fila de atención</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::TokensView</name>
    <message>
        <source>position %1 predicts → %2</source>
        <translation>la posición %1 predice → %2</translation>
    </message>
    <message>
        <source>Press Prefill (or %1) to run the prompt</source>
        <translation>Pulse Prellenado (o %1) para ejecutar el prompt</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::VerificationMap</name>
    <message>
        <source>Verification pass attention</source>
        <translation>Atención de la pasada de verificación</translation>
    </message>
    <message>
        <source>Verification pass</source>
        <translation>Pasada de verificación</translation>
    </message>
    <message>
        <source>Verification pass · layer %1, head %2 · %3 query rows in one pass</source>
        <translation>Pasada de verificación · capa %1, cabeza %2 · %3 filas de consulta en una pasada</translation>
    </message>
    <message>
        <source>%1 earlier ←</source>
        <translation>%1 anteriores ←</translation>
    </message>
    <message>
        <source>%1 → %2: blocked by the causal mask</source>
        <translation>%1 → %2: bloqueado por la máscara causal</translation>
    </message>
    <message>
        <source>%1 → %2: weight %3</source>
        <translation>%1 → %2: peso %3</translation>
    </message>
</context>
<context>
    <name>kvscope::ui::WorkView</name>
    <message>
        <source>Cumulative work chart</source>
        <translation>Gráfico de trabajo acumulado</translation>
    </message>
    <message>
        <source>Work per step chart</source>
        <translation>Gráfico de trabajo por paso</translation>
    </message>
</context>
</TS>
