<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 is %2, more than settings ever take (%3): it was not read and is left as it is; defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AxisUnit</name>
    <message>
        <source>thousands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>millions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trillions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc leaves a text field; a click on a view gives it the keys. Help › What&apos;s This? (Shift+F1) explains any view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># KVScope %1

KVScope makes LLM inference visible: the prefill, the decode steps, every head&apos;s attention and the KV cache, counted and charted.

Built with Qt %2, Eigen and oneTBB.

## The application

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## The built-in models and their training texts

The tiny GPT, the tiny GQA model and the draft were trained from scratch by KVScope&apos;s own recipe (tools/train_tiny_model/) on the texts below; their weights are part of KVScope and ship under its licence, above.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVScope user guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVScope keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About KVScope</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>From prompt to prediction: prefill, decode and the KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson follows the article “From Prompt to Prediction: Understanding Prefill, Decode, and the KV Cache in LLMs”, number by number, on its own example: the prompt “Today’s weather is so …”.

It has three parts. The prefill runs the whole prompt through attention in one parallel pass. Decode then adds one token at a time. The KV cache is what makes decode cheap; at the third step we switch it off to see what it saves.

Every step goes through ten stages, from embedding the tokens to appending K and V to the cache. Press S, Space or → for the next stage and ← to go back. The view each stage is about is framed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill: the whole prompt in one parallel pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During prefill the model processes the entire prompt in a single forward pass. Every token attends to itself and to all the tokens before it, and all four positions are computed at once, as one set of matrix operations. Its result is the first predicted token and a warm KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each token carries the information it brings. In this toy it is a single number, its value: Today 10, weather 20, is 1, so 5. Words like “is” and “so” carry less meaning than “Today” or “weather”, and attention will reflect that. All four prompt tokens enter together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each head turns every token into a query q (what this position is looking for), a key k (what it offers) and a value v (what it hands over). In the prefill that is 4 positions × 4 heads: 16 keys and 16 values, computed in one pass. Here a token’s value is its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QKᵀ/√dₖ)·V. The scores QKᵀ/√dₖ compare every query with every key: a 4 × 4 matrix per head. Our heads are handcrafted rules rather than learned ones (1: tokens at even positions, 2: the last token, 3: the first token, 4: every token), so a score is 0 where the rule admits a key and −∞ where it does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now watch the causal mask. A token may look at itself and at earlier tokens, never at later ones: every score above the diagonal becomes −∞, leaving the lower triangle. This is what allows the prefill to compute all positions in parallel and still get exactly what one-at-a-time processing would give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Softmax turns each row of masked scores into weights that are positive and add up to 1 over the keys a row admits. The row of “so” under head 4 gives each of its four keys 0.25. “Today” under head 1 admits no key at all (position 1 is odd), so that row has no output: the article writes “none”, the views show “—”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each head’s output is the weighted sum of the values it attends to. For “so”: head 1 averages weather and so, 12.5; head 2 takes so, 5; head 3 takes Today, 10; head 4 averages all four, 9. The context vector [12.5, 5, 10, 9] summarises “Today’s weather is so …”. For “is”, head 4 gives 31/3 ≈ 10.33. The four heads combined (their mean) give 9.125 for “so”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The context is projected onto the vocabulary. Each column of the projection matrix says how strongly a word goes with each head’s signal, and each word gets one score, its logit: nice 8.55, warm 7.3, delicious 1.4. The article does not give this matrix; it is chosen so that words describing weather win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A softmax over the logits gives probabilities: nice 0.777, warm 0.223, delicious 0.00061. A human would expect an adjective describing the weather after “so”, and the model agrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy decoding picks the most likely token: “nice”. This is the first token of the response. Its delay, the time to first token, is mostly the prefill, which is why processing the prompt in parallel matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys and values of all four prompt positions are kept in the KV cache: 16 K/V vectors, 256 bytes here. Prefill warms up the cache; decode will read it and add to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode: one new token, one new attention row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model now continues from “Today’s weather is so nice …”. The first four tokens are unchanged, so their attention would come out exactly as before. Decode computes attention only for the new token at position 5: a single new attention row per head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the new token enters the model: “nice”, at position 5. Its value, 8, is not in the article; the example file chooses it. The four prompt tokens are not processed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K and V are computed for position 5 only: 4 vectors, one per head. The 16 of positions 1–4 are read from the cache, where the prefill left them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The query of “nice” is compared with all five keys: one row of 5 scores per head, instead of a 5 × 5 matrix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mask grows by one row. The newest token comes last, so it may see every key, including itself: nothing in this row is masked by causality. Only the heads’ rules exclude keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new rows of weights: head 1 gives 0.5 to weather and 0.5 to so (positions 2 and 4), head 2 gives 1 to nice, head 3 gives 1 to Today, head 4 gives 0.2 to each of the five tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new context vector is [12.5, 8, 10, 8.8]: head 4 now averages five values, (10 + 20 + 1 + 5 + 8) / 5 = 8.8. The heads combined give 9.825.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projected onto the vocabulary: nice 9.11, warm 7.86, delicious 1.68.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probabilities: nice 0.777, warm 0.223, delicious 0.000461. Decode must go one token at a time like this, because the next token does not exist until this one is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy decoding picks “nice” again. Four fixed rules do not know that a sentence should move on; a trained model would.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K and V of position 5 are appended to the cache, which now holds 5 positions, 320 bytes. This step computed 4 K/V vectors; without the cache it would have computed 20 (see the Work view).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same step without the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this step the KV cache is switched off. Without it nothing is kept between steps, so the model recomputes the keys and values of the whole sequence: six positions, to produce one new token. Watch the KV cache view flash as every row is computed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without the cache, all six tokens, “Today weather is so nice nice”, go through the model again, not just the new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K and V are recomputed for every position: 6 positions × 4 heads = 24 vectors, where the cache would have needed 4. The 20 others are exactly the numbers computed in the earlier steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every query row is recomputed against every key. The earlier rows come out exactly as before, which is the waste: only the last row is new.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The full 6 × 6 causal triangle is applied again, row by row: each earlier position still sees only itself and the tokens before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The newest row: head 1 now gives a third each to weather, so and the new “nice” at position 6 (the even positions), and head 4 gives 1/6 to each of the six tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new token’s context is [11, 8, 10, 8.667]: head 1 averages 20, 5 and 8 = 11. These are the very numbers the cache would have given: the KV cache does not change what the model computes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nice 8.633, warm 7.533, delicious 1.667: identical with or without the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nice 0.75, warm 0.25, delicious 0.000707.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“nice” again. Recomputing changed nothing but the amount of work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the cache off nothing is kept: the next step will have to compute everything again. This step computed 24 K/V vectors and 252 multiply-adds; with the cache it would have been 4 and 72. Without a cache, the total work over n decode steps grows like n².</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache: make decode efficient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cache is back on. With it, each token’s K and V are computed once and kept, separately for each head; a decode step computes only the query, key and value of the new token and attends to the cached keys and values. Unlike most caches, nothing in it is ever replaced: every new token appends a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the new token enters: “nice” at position 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cache is switched back on. The step before kept nothing, so the cache is first filled again from the sequence (a catch-up that the Work view leaves out). Then the step does what decode always does: it computes 4 K/V vectors, the new token’s key and value for each head, and reads the others from the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One new row of 7 scores per head: the new query against the seven keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more row of the causal triangle. The newest token sees everything before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head 1 gives a third each to weather, so and the “nice” at position 6; head 4 gives 1/7 to each token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The context vector is [11, 8, 10, 8.571], with head 4 averaging seven values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nice 8.614, warm 7.514, delicious 1.657.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nice 0.75, warm 0.25, delicious 0.000714.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy decoding picks “nice”. The prompt and the three generated tokens read “Today weather is so nice nice nice nice”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position 7’s K and V are appended: the cache holds 7 positions, 448 bytes. That is the whole story: prefill processes the prompt in parallel and warms up the cache; decode generates one token at a time and appends to it. Faster prefill means a sooner first token, faster decode a faster rest of the response.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Embed the tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores QKᵀ/√d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Softmax: attention weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighted sum of V: the context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the next token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append K and V to the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model keeps its weights as plain numbers (f32 or f16). Open a GGUF file (File › Open model file…) to see how quantized weights are stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3 % of the weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 weights in %2: %3 bits per weight — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no quantized tensors: every weight is a plain number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GGUF file is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a quantized tensor of this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has rows 0–%2 and blocks 0–%3 in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output folder %1 does not exist (create it first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output folder %1 cannot be written (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 (prefill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · token “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format needs a list such as png,svg,csv,json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format “%1” (known: png, svg, csv, json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad scale “%1” (use 1, 2 or 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown theme “%1” (use light or dark)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: the view has no size to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG encoding failed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported from KVScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SVG could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVScope lesson handout · page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: the handout has no page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Press S, Space or → for the first stage of the prefill.&lt;/i&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;The lesson is over&lt;/h3&gt;&lt;p&gt;“%1” ends at step %2. Close the lesson (File › Close lesson) to step on freely.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the lesson (step %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · stage %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not recorded for this layer; being recomputed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1:&lt;/b&gt; the %2 query heads share %3 KV %4: query heads 1–%5 read the K and V of KV head 1, and so on. The cache keeps %6 per token, %7× less than the %8 one KV head per query head would need.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;RoPE:&lt;/b&gt; q and k are then rotated by their position — no position vector is added. Dimensions i and i + %1 of a head form a pair, turned by position × θ&lt;sup&gt;−2i/%2&lt;/sup&gt; (θ = %3%4). At position %5 (index %6) the fastest pair turns %7 rad (%8°), the slowest %9 rad. The cache holds the rotated keys, and q·k depends only on how far apart the two positions are.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, stretched by %1 scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ready&lt;/h3&gt;&lt;p&gt;The prompt &lt;b&gt;%1&lt;/b&gt; is waiting. &lt;b&gt;Prefill&lt;/b&gt; runs all of its tokens through the model in one parallel pass: every position attends to itself and the positions before it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all %1 prompt positions at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the new position %1 (“%2”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Each token becomes a vector the model can compute with. This step feeds %1.&lt;/p&gt;&lt;p&gt;Shape: %2 × d.%3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> In the toy every token carries one number, its value: Today 10, weather 20, is 1, so 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head projects the vectors to a query &lt;i&gt;q&lt;/i&gt; (what this position looks for), a key &lt;i&gt;k&lt;/i&gt; (what it offers) and a value &lt;i&gt;v&lt;/i&gt; (what it hands over). K and V are computed for %1 rows × %2.&lt;/p&gt;%3%4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache off:&lt;/b&gt; K and V of every earlier position are computed again, although they have not changed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache on:&lt;/b&gt; earlier positions&apos; K and V are read from the cache, not recomputed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;score = q · k / √d&lt;sub&gt;k&lt;/sub&gt; for every query row against every key: a %1 × %2 matrix per head (d&lt;sub&gt;k&lt;/sub&gt; = %3).&lt;/p&gt;%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The toy&apos;s heads are rules: the score is 0 where the query matches the key and −∞ where the rule excludes it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The causal mask sets the score of every key after the query to −∞, so no position sees the future. Position %1 may look at keys 1…%1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;weights = softmax(masked scores): positive, summing to 1 over the keys a row admits; −∞ becomes 0.&lt;/p&gt;&lt;p&gt;Row of position %1, head 1: %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head&apos;s output is the weighted sum of the values it attends to: o = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;j&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Position %1 (“%2”): %3&lt;/p&gt;&lt;p&gt;A head that admits no key has no output (—); the combination averages the heads that have one.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The last position&apos;s context %1 is projected to one logit per vocabulary token: logits = context · W.&lt;/p&gt;&lt;p&gt;Top: %2 %3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;p = softmax(logits / T). With T = %1, “%2” has p = %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The next token is &lt;b&gt;%1&lt;/b&gt; (%2). The next decode step feeds it back in as position %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;K and V of %1 new position(s) join the cache, which now holds %2 positions (%3). The next step computes one new row and reads the rest.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;With the cache off nothing is kept: the next step will compute K and V of all %1 positions again — %2 K/V vectors instead of %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head %1 · KV head %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MQA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GQA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heads %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 query heads share 1 KV head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 query heads share %2 KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3, %4× smaller than one KV head per query head (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2× smaller cache — %3 per token, %4 with one KV head per query head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputing this layer…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepComparison</name>
    <message>
        <source>read from the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computed again (same values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewHelp</name>
    <message>
        <source>&lt;b&gt;Attention heatmaps&lt;/b&gt;&lt;p&gt;One small heatmap per head of the selected layer: a row per query position, a column per key. Each cell is how much the query attends to the key (after softmax), or the raw score q·k/√d (choose above). The upper triangle is blocked by the causal mask; the newest row is outlined. Hover a cell for its number; click a head to enlarge it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tokens&lt;/b&gt;&lt;p&gt;The sequence: prompt tokens, then the generated ones, with their positions. The dashed box is the token the current step predicts. Click a token to make it the query everywhere.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Causal mask&lt;/b&gt;&lt;p&gt;Which key each query may see: a position sees itself and the positions before it. The prefill fills the lower triangle at once; each decode step adds one row. Cells a rule excludes (the toy&apos;s heads) are told apart from cells the mask blocks.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Context vectors&lt;/b&gt;&lt;p&gt;For the selected query: each head&apos;s weighted sum of the value vectors (its output), and the heads combined. A strip shows a vector&apos;s values as colours; hover for numbers.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Logits &amp;amp; probabilities&lt;/b&gt;&lt;p&gt;The most likely next tokens: their logits and, at the temperature set above the chart, their probabilities. The chosen token is highlighted. Click a bar to force that token instead: the timeline forks there.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;KV cache&lt;/b&gt;&lt;p&gt;One row per cached position: the key and value vectors every layer keeps (numbers for the toy, colour strips for real models), one K/V pair per KV head — with grouped-query attention each pair is read by several query heads, named in the header. New rows slide in; with the cache off every row flashes as it is recomputed. The bytes held are above the table.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Work: with vs without the cache&lt;/b&gt;&lt;p&gt;What the steps cost, counted exactly: K/V vectors computed, multiply-adds, cache bytes. The left chart sums the steps with the cache (linear) and without it (quadratic); the right one shows each step. Both are known whichever mode runs.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Explain&lt;/b&gt;&lt;p&gt;What the current step or stage does, in plain words, with the formula and the actual shapes and numbers. Press S to walk a step stage by stage.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt;&lt;p&gt;Every layer × head of the model at once, as thumbnails of the selected query&apos;s attention. Click one to select its layer and head; double-click to enlarge it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Attention lines&lt;/b&gt;&lt;p&gt;The selected head&apos;s attention from the last query, drawn as lines from the query to every key, thicker where the weight is larger.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cache on vs off&lt;/b&gt;&lt;p&gt;The current step as it ran, beside the same step replayed the other way: the same logits, and the work each way.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Controls&lt;/b&gt;&lt;p&gt;The model, the prompt (or a ready example), the KV cache switch and how the next token is chosen: greedy, or sampled with a temperature, top-k, top-p and a seed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkView</name>
    <message>
        <source>K/V vectors computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply-adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV bytes read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No steps yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 step: %2 with the cache, %3 without — %4× the work without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 steps: %2 with the cache, %3 without — %4× the work without it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::AcceptanceChart</name>
    <message>
        <source>Acceptance and speed-up against k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k %1: %2 % accepted, %3× measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against k: %1 tokens, %2 drafting for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure to chart, for k = 1 … 8, how many drafted tokens the target accepts and how much faster than plain decoding it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed-up, measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predicted, bound by weight reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above: target passes per generated token (plain decoding: 1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::AttentionView</name>
    <message>
        <source>Weights (after softmax)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores before the mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores after the mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print each weight or score inside its cell whenever they all fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Recomputing layer %1 for the steps shown…&lt;/b&gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;small&gt;%1Rows: queries · columns: keys · outlined: this step&apos;s rows · light grey: blocked by the causal mask · grey: excluded (score −∞)&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score (per head)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::BlockGrid</name>
    <message>
        <source>Quantized block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every weight of the block: its colour is the float it stands for, its label the integer stored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::CacheRows</name>
    <message>
        <source>Target&apos;s KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft&apos;s KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows · wrote %2 · rolled back %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… %1 earlier rows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ContextModel</name>
    <message>
        <source>Head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no output: this head admits no key here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 values (blue &lt; 0 &lt; orange)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ContextView</name>
    <message>
        <source>Context vectors of the selected query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context for position %1 “%2”: recomputing layer %3 for this step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context for position %1 “%2”: each head&apos;s weighted sum of V</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ControlsPanel</name>
    <message>
        <source>Example prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready prompts for a class: pick one to run its prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt, then Enter to prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy (always the most likely)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;small&gt;Words this model knows: %1&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a ready prompt…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::CumulativeWorkChart</name>
    <message>
        <source>with KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step (0 = prefill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::DataExportDialog</name>
    <message>
        <source>Export data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (kvscope-trace/1, one file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (one file per table, into a folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ExportController</name>
    <message>
        <source>bad scale %1 (use 1, 2 or 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 view has no size to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to export yet: run the prefill first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard (%2×%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window screenshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export window screenshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the CSV tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export data as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy view image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export window screenshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export data (JSON / CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HeatStripDelegate</name>
    <message>
        <source>%1 · %2[%3] = %4
%5 values, colour scale ±%6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::HeatmapWidget</name>
    <message>
        <source>Attention heatmap: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked by the causal mask (a future token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excluded: score −∞, weight 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not kept by this step&apos;s record: being recomputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
query %2 “%3” → key %4 “%5”
%6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ImageExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG (vector: text stays text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light (for print)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide 16:9 (1920×1080)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caption: model · step · token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheModel</name>
    <message>
        <source>token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys of head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values of head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys of KV head %1, read by query heads %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values of KV head %1, read by query heads %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::KvCacheView</name>
    <message>
        <source>KV cache rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cache is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache holds %1 positions · %2 · this step appended %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache off: all %1 positions recomputed this step (%2 written, nothing kept)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LanguageMenu</name>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVScope speaks the language you chose from its next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LessonController</name>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export lesson handout (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson: %1 · press S, Space or → to begin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the lesson handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LessonPanel</name>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous stage (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next stage (S, Space or →)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LineView</name>
    <message>
        <source>Attention lines of the selected query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected query&apos;s attention, as lines to every key, after the prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer %1 · query %2 “%3” → %4 keys · line opacity and width: the weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · the %1 strongest lines; %2 more keys hold %3 of the weight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LogitsChart</name>
    <message>
        <source>probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::LogitsView</name>
    <message>
        <source>Logits chart of the most likely tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to force that token as the next one (at an earlier step this forks the run; Edit › Undo fork brings the later steps back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next-token probabilities appear after the prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After “%1”: chosen “%2”%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (forced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · probabilities as the step computed them, at T&#xa0;=&#xa0;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · click a bar to force another token</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::MainWindow</name>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (replayed; recorded with it %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation of the current stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speculative decoding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantized weights…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a GGUF file stores its weights: one block at a time, its scales and integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · f16 weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3 · %4 tokens · next: “%5” · cache %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (f16 weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVScope — %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1%2 · press Space to run the prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forked at step %1: %2 set aside — %3 brings them back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 later step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 later steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork undone: the steps after step %1 are back — %2 forks again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork redone at step %1 — %2 undoes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo fork%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo fork%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget all steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the whole prompt in one parallel pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step: decode one token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next stage of this step, and wait there (from Ready: the prefill&apos;s first stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play by stages or steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play walks the stages of each step, or whole steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline: the step shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Timeline </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a model folder: GPT-2 or Llama family (config.json, model.safetensors, tokenizer.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open model file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a GGUF model, a file of a model folder (GPT-2 or Llama family), or a toy example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model files (*.gguf *.safetensors *.json *.txt);;GGUF models (*.gguf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half-precision weights (f16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real models keep their weights in f16: half the memory and about twice the decode speed; each weight is rounded to 11 significant bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cividis (also for greyscale print)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow (for explaining)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits &amp; probabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context vectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work: with vs without the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache on vs off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the lesson (File › Close lesson to go on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model opened last time, %1, could not be opened (%2); showing the weather example instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::MaskView</name>
    <message>
        <source>Head whose exclusions the mask shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The head whose own exclusions are shown inside the mask&apos;s triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed by the mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked by the mask (future)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed, but excluded by head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed, but excluded by the head</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::ModelView</name>
    <message>
        <source>● named heads: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every layer × head appears here after the prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: select · double-click: enlarge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing %1 of %2 layers for this step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 layers are not recorded in these steps (grey)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer %1 · Head %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(still being computed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::PerStepWorkChart</name>
    <message>
        <source>with KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved by the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::QuantBlockWindow</name>
    <message>
        <source>Quantized weights — KVScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantized weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantized weights — %1 — KVScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no block %2 in row %3 of a quantized tensor %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · row %2 of %3 · block %4 of %5 (weights %6–%7 of the row) · %8: %9 weights in %10 bytes, %11 bits each · %12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per sub-block: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scales: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight %1 of the block (%2 of the row), sub-block %3: stored %4, so q = %5; %6 = %7. The weight it was rounded from lay within about ±%8 of that (half a step).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::RoundStrip</name>
    <message>
        <source>Round of speculative decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drafted: %1; then %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resampled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::SessionController</name>
    <message>
        <source>These steps were recorded elsewhere: run the prefill to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal: the engine&apos;s timeline holds a step this window never saw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::SpeculativeWindow</name>
    <message>
        <source>Speculative decoding — KVScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the draft proposes a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer of the verification heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head of the verification heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft proposes, the target verifies (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure k = 1 … %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens by plain decoding and by speculative decoding with each k, timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window as a PNG, for a slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A round.&lt;/b&gt; The end of the text so far, then the draft&apos;s proposals — dashed while tentative, with the draft&apos;s probability &lt;i&gt;q&lt;/i&gt; under each and the target&apos;s &lt;i&gt;p&lt;/i&gt; once its one pass has scored them. A proposal is kept with probability min(1, p/q), from the left; the first one refused is struck out with all after it, and the target adds a token of its own: drawn from max(0, p − q) in place of the refused one, or a bonus token when every proposal was kept.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The verification pass.&lt;/b&gt; The target scores all k drafted tokens in one forward pass, like a short prefill: k + 1 query rows (the token the round feeds and the k proposals) over the keys each may see. Rows and key columns of refused positions are veiled: their work is thrown away.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The KV caches.&lt;/b&gt; Rows the round wrote are green; rows of refused positions are struck out and removed — rolled back — so both caches hold the accepted text only.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Against k.&lt;/b&gt; The same %1 tokens by plain decoding and by speculative decoding with k = 1 … %2: the share of proposals accepted (bars), target passes per token (under each k), the measured speed-up and the one predicted when a pass costs the reading of its model&apos;s weights (1× marks break-even).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1 and %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drafts %2 tokens a round for %3. Next round: the draft proposes, the target verifies them all in one pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring k = 1 … %1: %2 tokens each…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 at position %2: the draft proposed %3 tokens one at a time; the target scored them all in one pass and accepted %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It rejected %1 and drew %2 from what it wanted more than the draft did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target agreed with all of them, so its pass also gave %1, a bonus token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for 1 target pass; %2 target and %3 draft cache rows rolled back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated: %1 in 1 round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated: %1 in %2 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target passes: %1 = %2 per token (plain decoding: 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft passes: %1; drafted tokens accepted: %2 of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply-adds per token: %1 (the draft&apos;s share %2) against %3 plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time so far: target %1 ms, draft %2 ms (the draft&apos;s share %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::StepCompareView</name>
    <message>
        <source>No step yet: run the prefill to compare its work with and without the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prefill computes every position either way: the cache starts here, and saves work from the next step on. Next token: “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without the cache this step computes %1 again and does %2× the multiply-adds, for the same next token “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K/V vectors computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiply-adds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without it: the step replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K, V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention row</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::TokensView</name>
    <message>
        <source>Press Prefill (or Space) to run the prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position %1 predicts → %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::VerificationMap</name>
    <message>
        <source>Verification pass attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification pass · layer %1, head %2 · %3 query rows in one pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 earlier ←</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: blocked by the causal mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: weight %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvscope::ui::WorkView</name>
    <message>
        <source>Cumulative work chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work per step chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
