#!/usr/bin/env bash
# Builds the libFuzzer target over the TabDSL sources and runs it.
#   Fuzz/run.sh [SECONDS] [JOBS] [TARGET]     (default 600 s, 1 job, target "compiler")
# TARGET is "compiler" (the bytes as a .tabs file) or "lsp" (the bytes as the language
# server's input stream). Crashers land in fuzz-out/ (crash-*, leak-*, timeout-*); make each
# a regression case under Tests/TabDSLTests/Fixtures/fuzz/ (see docs/performance.md).
# Exits 0 when the run found nothing; a crash is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
jobs=${2:-1}
target=${3:-compiler}
mkdir -p fuzz-out/bin "fuzz-out/corpus-$target"
corpus="fuzz-out/corpus-$target"
if [ "$target" = lsp ]; then
    # Seeds: framed requests of every kind the server answers, and a broken header.
    i=0
    for method in textDocument/hover textDocument/completion textDocument/definition textDocument/rename \
                  textDocument/codeAction textDocument/formatting textDocument/documentSymbol shutdown; do
        body='{"jsonrpc":"2.0","id":'$((i + 2))',"method":"'$method'","params":{"textDocument":{"uri":"file:///fuzz/app.tabs"},"position":{"line":2,"character":9},"newName":"start","range":{"start":{"line":0,"character":0},"end":{"line":3,"character":2}},"context":{"diagnostics":[]},"options":{}}}'
        printf 'Content-Length: %d\r\n\r\n%s' "${#body}" "$body" > "$corpus/seed-$i"
        i=$((i + 1))
    done
    change='{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/app.tabs","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":4},"end":{"line":1,"character":8}},"text":"modal"}]}}'
    printf 'Content-Length: %d\r\n\r\n%s' "${#change}" "$change" > "$corpus/seed-change"
    printf 'Content-Length: 5\n\n{}{}}Content-Length: nope\r\n\r\n' > "$corpus/seed-header"
else
    cp -n examples/*.tabs "$corpus/" 2>/dev/null || true
    find Tests/TabDSLTests/Fixtures -name '*.tabs' -exec cp -n {} "$corpus/" \; 2>/dev/null || true
fi
if [ ! -x fuzz-out/bin/tabc-fuzz ] || [ -n "$(find Sources/TabDSL Fuzz -name '*.swift' -newer fuzz-out/bin/tabc-fuzz | head -1)" ]; then
    sources=$(find Sources/TabDSL -name '*.swift' | sort)
    # The linker's notes about the sanitizer's own local symbols are not ours; anything else
    # the compiler says is shown.
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name TabDSLFuzz \
        $sources Fuzz/FuzzEntry.swift Fuzz/FuzzHooks.swift -o fuzz-out/bin/tabc-fuzz 2>&1 \
        | { grep -v "Cannot export local symbol '__asan" || true; }
    test -x fuzz-out/bin/tabc-fuzz
fi
cd fuzz-out
# Static tables live for the whole process; they are not leaks.
export ASAN_OPTIONS=detect_leaks=0
export TABC_FUZZ_TARGET="$target"
parallel=()
# With one job the fuzzer runs in this process and prints here; with several, each job logs
# to fuzz-N.log.
if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
./bin/tabc-fuzz -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 -detect_leaks=0 \
    ${parallel[@]+"${parallel[@]}"} -artifact_prefix=./ "corpus-$target"
