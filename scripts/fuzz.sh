#!/usr/bin/env bash
# Fuzzes every file reader with libFuzzer for SECONDS each (default 60), several at once,
# starting from seeds taken from the repository's own files, then prints one line per target
# (executions, coverage, corpus) and fails if any target found a crash, a sanitizer report or
# a failed check. Used by CI (.ci/run, 30 s each) and for long runs by hand:
#
#   scripts/fuzz.sh 3600             # an hour each; FUZZ_JOBS=2 runs two at a time
#   FUZZ_TARGETS="encode toy" scripts/fuzz.sh 600
#   FUZZ_CPU=1 scripts/fuzz.sh 3600  # an hour of CPU time each, however busy the machine is
#                                    # (stopped with SIGINT, which prints the final stats)
#
# Each finished run appends a line to build/fuzz/runs/ledger.tsv: time, target, seconds (CPU
# seconds with FUZZ_CPU), executions, coverage, result. Runs of half an hour or more go to
# tests/fuzz/ledger.tsv as well, which is committed: the build folder does not outlive a
# machine, and the hour each reader must be fuzzed is summed over sessions from that file.
#
# Corpora grow in build/fuzz/runs/corpus-<target> (kept between runs); a finding is saved as
# build/fuzz/runs/<target>-crash-<hash>: rerun it with build/fuzz/tests/fuzz/fuzz_<target> FILE.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
if ! [[ $seconds =~ ^[0-9]+$ ]] || ((seconds < 1)); then
    echo "fuzz.sh: SECONDS must be a whole number of seconds, at least 1 (0 would mean forever)" >&2
    exit 2
fi
jobs=${FUZZ_JOBS:-$(nproc)}
targets=${FUZZ_TARGETS:-"json config index tokenizer vocab toy heads safetensors encode lesson gguf gguf_tokenizer"}
bin=build/fuzz/tests/fuzz
work=build/fuzz/runs

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$(nproc)" >/dev/null
mkdir -p "$work"
for t in $targets; do
    if [[ ! -x $bin/fuzz_$t ]]; then
        echo "fuzz.sh: $bin/fuzz_$t was not built: is '$t' in tests/fuzz/CMakeLists.txt's list of readers?" >&2
        exit 2
    fi
done

tiny=resources/models/kvscope-tiny
ref=tests/data/gpt2-tiny-ref

# seed <target> FILE…: copies the files into the target's corpus (libFuzzer names them by hash
# as it adds its own, so re-seeding an existing corpus is harmless)
seed() {
    local dir="$work/corpus-$1"
    shift
    mkdir -p "$dir"
    local f
    for f in "$@"; do  # named after folder and file: two config.json must not collide
        cp -f "$f" "$dir/seed-$(basename "$(dirname "$f")")-$(basename "$f")"
    done
}
seed json "$tiny/config.json" "$tiny/heads.json" "$ref/config.json" "$ref/tokenizer.json" resources/toy/weather.json
seed config "$tiny/config.json" "$ref/config.json" tests/data/llama-ref/*/config.json
seed index tests/data/llama-ref/llama3-scaled/model.safetensors.index.json
seed tokenizer "$ref/tokenizer.json" "$tiny/tokenizer.json" tests/data/hf-tokenizers/small-*.json
{ cat "$tiny/vocab.json"; printf '\0'; head -c 4000 "$tiny/merges.txt"; } >"$work/vocab-seed"
seed vocab "$work/vocab-seed"
seed toy resources/toy/weather.json
{ printf '\007\007'; cat "$tiny/heads.json"; } >"$work/heads-seed"  # 8 layers x 8 heads
seed heads "$work/heads-seed"
seed safetensors "$ref/model.safetensors"
printf "Today's weather is so nice" >"$work/encode-seed-1"
printf 'Once upon a time, 42 cats — “quoted” — ate 3.5 kg of fish.\n\tThe end. 日本語 🙂 <|endoftext|>' \
    >"$work/encode-seed-2"
seed encode "$work/encode-seed-1" "$work/encode-seed-2"
seed lesson resources/lessons/*.json tests/data/lessons/*.json
seed gguf tests/data/gguf/*.gguf
seed gguf_tokenizer tests/data/gguf/small-sentencepiece.gguf tests/data/gguf/small-byte-level.gguf

run_target() {
    local t=$1
    local dict=()
    [[ $t != safetensors && $t != encode && $t != gguf* ]] && dict=(-dict=tests/fuzz/json.dict)
    [[ $t == gguf* ]] && dict=(-dict=tests/fuzz/gguf.dict)
    local wall=$seconds timeout=10
    # libFuzzer's -timeout is wall-clock time: on a busy machine (the case FUZZ_CPU is for) a
    # fuzzer starved of CPU would report 10-second "timeouts" for inputs that take 0.2 s, so
    # there a unit counts as hung only after ten minutes
    [[ -n ${FUZZ_CPU:-} ]] && wall=$((seconds * 50)) timeout=600
    # -rss_limit_mb: a reader must not need gigabytes for a small file
    "$bin/fuzz_$t" "${dict[@]}" -max_total_time="$wall" -print_final_stats=1 -rss_limit_mb=2048 \
        -timeout="$timeout" -artifact_prefix="$work/$t-" "$work/corpus-$t" >"$work/$t.log" 2>&1 &
    local pid=$!
    if [[ -n ${FUZZ_CPU:-} ]]; then
        local tick used
        tick=$(getconf CLK_TCK)
        used=0
        while kill -0 "$pid" 2>/dev/null; do
            sleep 5
            # fields 14 and 15 of /proc/PID/stat: user and system time in clock ticks; a run
            # that ends between two samples (stopped by hand) keeps the last one it had
            local now
            now=$(awk '{print int(($14 + $15) / '"$tick"')}' "/proc/$pid/stat" 2>/dev/null) && used=$now
            if ((used >= seconds)); then
                kill -INT "$pid" 2>/dev/null
                break
            fi
        done
    fi
    # a finding: a sanitizer's ERROR, UBSan's "runtime error" (which has no ERROR line), or any
    # unit libFuzzer saved as an artifact (crash, timeout, leak, out of memory)
    wait "$pid" || [[ -n ${FUZZ_CPU:-} ]] && ! grep -qE 'ERROR: |runtime error: |Test unit written to' "$work/$t.log"
    local ok=$?
    # the ledger keeps each finished run's CPU time and figures: long runs are reported from it
    local line
    line=$(printf '%s\t%s\t%s\t%s\t%s\t%s' "$(date -u +%FT%TZ)" "$t" "${used:-$seconds}" \
        "$(grep -o 'stat::number_of_executed_units: [0-9]*' "$work/$t.log" | awk '{print $2}' | tail -1)" \
        "$(grep -Eo 'cov: [0-9]+' "$work/$t.log" | tail -1 | awk '{print $2}')" \
        "$( ((ok == 0)) && echo ok || echo "finding (see $work/$t.log)")")
    echo "$line" >>"$work/ledger.tsv"
    ((${used:-$seconds} >= 1800)) && echo "$line" >>tests/fuzz/ledger.tsv
    return $ok
}
export -f run_target
export bin work seconds FUZZ_CPU

rc=0
printf '%s\n' $targets | xargs -P "$jobs" -I{} bash -c 'run_target {}' || rc=1

printf '%-12s %14s %8s %8s %s\n' target executions cov ft result
for t in $targets; do
    log="$work/$t.log"
    execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{print $2}' | tail -1 || true)
    done_line=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -1 || true)
    cov=$(grep -o 'cov: [0-9]*' <<<"$done_line" | awk '{print $2}' || true)
    ft=$(grep -o 'ft: [0-9]*' <<<"$done_line" | awk '{print $2}' || true)
    result=ok
    if grep -qE 'ERROR: (libFuzzer|AddressSanitizer|UndefinedBehaviorSanitizer)|runtime error:|check failed' "$log"; then
        result="FOUND (see $log)"
        rc=1
    elif [[ -z $execs ]]; then  # the fuzzer died without its final statistics
        result="NO STATISTICS (see $log)"
        rc=1
    fi
    printf '%-12s %14s %8s %8s %s\n' "$t" "${execs:-?}" "${cov:-?}" "${ft:-?}" "$result"
done
exit $rc
