#!/usr/bin/env bash
# Decode speed of GGUF files in every weight type, KVScope against llama.cpp in the same run:
# writes random-weight Llama files at GPT-2 small's shape and Llama 3.2 1B's
# (tools/gguf_writer/make_random_llama.py; build/bench-gguf, kept between runs), then for each
# file alternates kvscope-bench --gguf and llama.cpp (tools/gguf_reference/llama_decode_rate.js)
# ROUNDS times, so both see the same machine, and prints both sides' lines and the medians
# (llama.cpp also on one thread; the ratio is KVScope's over llama.cpp's better figure).
#
#   scripts/bench-gguf.sh [ROUNDS=3]           # BENCH_SHAPES="gpt2-small" BENCH_TYPES="Q4_0 Q8_0"
#   BENCH_CONTEXT="128 512 1000" BENCH_KV=f32 scripts/bench-gguf.sh   # decode after each context; KVScope's cache in f32
#   BENCH_MODE=prefill BENCH_TYPES="F32 F16" scripts/bench-gguf.sh  # prefill of 128 and 512 tokens instead
#   (tools/gguf_reference/llama_prefill_rate.js for llama.cpp; KVScope's as a share of the FMA peak)
#
# Both sides decode 64 tokens (fewer where the shape's positions end first) after a prompt of
# each of BENCH_CONTEXT's lengths (default 128) of random ids. KVScope's
# KV cache is BENCH_KV (default f16, as llama.cpp keeps its cache by default).
#
# Needs a release build (cmake --preset release && cmake --build --preset release) and
# scripts/install-deps.sh's Node packages. The machine should be quiet: check `uptime` first.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${1:-3}
shapes=${BENCH_SHAPES:-"gpt2-small llama-1b"}
types=${BENCH_TYPES:-"F16 Q8_0 Q4_0 Q4_K Q4_K_M"}
threads=${BENCH_THREADS:-2}
context=${BENCH_CONTEXT:-128}
mode=${BENCH_MODE:-decode}
if [[ $mode != decode && $mode != prefill ]]; then
    echo "bench-gguf.sh: BENCH_MODE is decode or prefill, not '$mode'" >&2
    exit 2
fi
kv=${BENCH_KV:-f16}
bench=build/release/app/bench/kvscope-bench
[[ -x $bench ]] || bench=build/dev/app/bench/kvscope-bench
if [[ ! -x $bench ]]; then
    echo "bench-gguf.sh: no kvscope-bench built (cmake --preset release && cmake --build --preset release)" >&2
    exit 2
fi
if [[ ! -d tools/gguf_reference/node_modules/node-llama-cpp ]]; then
    echo "bench-gguf.sh: node-llama-cpp is not installed: run scripts/install-deps.sh" >&2
    exit 2
fi

mkdir -p build/bench-gguf
files=()
for shape in $shapes; do
    for type in $types; do
        f=build/bench-gguf/$shape-${type,,}.gguf
        if [[ ! -f $f ]]; then
            echo "writing $f" >&2
            /usr/bin/python3 tools/gguf_writer/make_random_llama.py "$f.part" --shape "$shape" --type "$type"
            mv "$f.part" "$f"
        fi
        files+=("$f")
    done
done

log=$(mktemp)
trap 'rm -f "$log"' EXIT
median() { awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print "-" }'; }
# KVScope's over llama.cpp's better figure, at N threads or at one
ratio() { awk -v o="$1" -v t="$2" -v u="$3" 'BEGIN { b = t; if (u != "-" && u > b) b = u; if (b > 0) printf "%.2f", o / b; else print "-" }'; }

if [[ $mode == prefill ]]; then
    echo "load: $(cut -d' ' -f1-3 /proc/loadavg); $bench; $threads threads; $rounds rounds; prefill of 128 and 512 tokens"
    for f in "${files[@]}"; do
        for ((r = 0; r < rounds; ++r)); do
            "$bench" --gguf "$f" --only prefill --threads "$threads" --repeats 1 | grep -v '^──' | tee -a "$log"
            (cd tools/gguf_reference && node llama_prefill_rate.js "../../$f" "$threads" 128,512 1) | tee -a "$log"
            if ((threads > 1)); then
                (cd tools/gguf_reference && node llama_prefill_rate.js "../../$f" 1 128,512 1) |
                    sed 's/^llama.cpp /llama.cpp-1 /' | tee -a "$log"
            fi
        done
    done
    echo
    echo "median of $rounds rounds, prefill, $threads threads (tokens/s)"
    printf '%-30s %10s %10s %12s %8s %s\n' "file and length" KVScope llama.cpp "llama.cpp-1" ratio "KVScope share of the FMA peak"
    for f in "${files[@]}"; do
        name=$(basename "$f" .gguf)
        for length in 128 512; do
            what="$name prefill $length tokens"
            o=$(grep -E "^$what +recording" "$log" | awk '{for (i = 1; i <= NF; ++i) if ($i == "tokens/s") { print $(i - 1); break }}' | sort -g | median)
            s=$(grep -E "^$what +recording" "$log" | sed -E 's/.*= +([0-9]+) % of peak.*/\1/' | sort -g | median)
            t=$(grep -E "^llama.cpp $what:" "$log" | awk '{print $(NF - 1)}' | sort -g | median)
            one=$(grep -E "^llama.cpp-1 $what:" "$log" | awk '{print $(NF - 1)}' | sort -g | median)
            printf '%-30s %10s %10s %12s %8s %s %%\n' "$what" "$o" "$t" "$one" "$(ratio "$o" "$t" "$one")" "$s"
        done
    done
    exit 0
fi

echo "load: $(cut -d' ' -f1-3 /proc/loadavg); $bench; $threads threads; $rounds rounds; contexts $context; KVScope KV cache $kv, llama.cpp f16"
# 64 decode steps, or as many as the shape's positions leave after the context (GPT-2 small: 1,024)
steps_after() {
    local positions=1024
    [[ $1 == llama-1b* ]] && positions=2048
    echo $((positions - $2 < 64 ? positions - $2 : 64))
}
for c in $context; do
    for f in "${files[@]}"; do
        n=$(steps_after "$(basename "$f")" "$c")
        for ((r = 0; r < rounds; ++r)); do
            "$bench" --gguf "$f" --threads "$threads" --repeats 1 --context "$c" --kv "$kv" | grep -v '^──' | tee -a "$log"
            (cd tools/gguf_reference && node llama_decode_rate.js "../../$f" "$threads" "$c" "$n" 1) | tee -a "$log"
            # and on one thread: under Node, llama.cpp's threads spin while they wait for each other
            # and lose the cores to Node's own threads, so on a 2-core machine one thread can be faster
            if ((threads > 1)); then
                (cd tools/gguf_reference && node llama_decode_rate.js "../../$f" 1 "$c" "$n" 1) | sed 's/^llama.cpp /llama.cpp-1 /' | tee -a "$log"
            fi
        done
    done
done

# medians: "name kvscope llama.cpp ratio"
echo
echo "median of $rounds rounds, decode after each context, $threads threads, KVScope KV $kv (tokens/s)"
printf '%-36s %10s %10s %12s %8s %s\n' "file and decode" KVScope llama.cpp "llama.cpp-1" ratio "KVScope share of its bandwidth bound"
for c in $context; do
    for f in "${files[@]}"; do
        name=$(basename "$f" .gguf)
        what="$name decode $(steps_after "$name" "$c") after $c"
        ours=$(grep -E "^$what +recording" "$log" | awk '{for (i = 1; i <= NF; ++i) if ($i == "tokens/s") { print $(i - 1); break }}' | sort -g)
        share=$(grep -E "^$what +recording" "$log" | sed -E 's/.*= +([0-9]+) % of the.*/\1/' | sort -g)
        theirs=$(grep -E "^llama.cpp $what:" "$log" | awk '{print $(NF - 1)}' | sort -g)
        single=$(grep -E "^llama.cpp-1 $what:" "$log" | awk '{print $(NF - 1)}' | sort -g)
        o=$(median <<<"$ours")
        t=$(median <<<"$theirs")
        sh=$(median <<<"$share")
        one=$(median <<<"$single")
        # how far apart KVScope's two threads were in its rounds (a cache line's round trip, ns)
        apart=$(grep -E "^$what +recording" "$log" | sed -nE 's/.*threads a ([0-9]+) ns round trip apart.*/\1/p' | sort -g)
        placement=""
        [[ -n "$apart" ]] && placement="  (threads $(head -1 <<<"$apart")–$(tail -1 <<<"$apart") ns apart)"
        # the bound counts the KV rows a step reads besides the weights: the share against the
        # weights' bytes alone is the same share times weights ÷ (weights + KV rows)
        weights=$(grep -F "model     $f:" "$log" | head -1 | sed -nE 's/.* ([0-9.]+) MB of weights per token.*/\1/p')
        total=$(grep -E "^$what +recording" "$log" | head -1 | sed -nE 's/.*; ([0-9.]+) MB per token at.*/\1/p')
        alone=$(awk -v s="$sh" -v w="$weights" -v t="$total" 'BEGIN { if (s != "-" && w > 0 && t > 0) printf "%.0f", s * w / t; else print "-" }')
        printf '%-36s %10s %10s %12s %8s %s %% (weights alone %s %%)%s\n' "$what" "$o" "$t" "$one" "$(ratio "$o" "$t" "$one")" "$sh" "$alone" "$placement"
    done
done
