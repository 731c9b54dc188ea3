#!/usr/bin/env bash
# Builds the libFuzzer target over the TabDSL sources and runs it.
#   Fuzz/run.sh [SECONDS] [JOBS]     (default 600 s, 1 job)
# Crashers land in fuzz-out/ (crash-*, leak-*, timeout-*); make each a regression case under
# Tests/TabDSLTests/Fixtures/fuzz/ (see docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
jobs=${2:-1}
mkdir -p fuzz-out/corpus fuzz-out/bin
cp -n examples/*.tabs fuzz-out/corpus/ 2>/dev/null || true
find Tests/TabDSLTests/Fixtures -name '*.tabs' -exec cp -n {} fuzz-out/corpus/ \; 2>/dev/null || true
sources=$(find Sources/TabDSL -name '*.swift' | sort)
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name TabDSLFuzz \
    $sources Fuzz/FuzzEntry.swift Fuzz/FuzzHooks.swift -o fuzz-out/bin/tabc-fuzz
cd fuzz-out
./bin/tabc-fuzz -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 -detect_leaks=0 \
    -jobs="$jobs" -workers="$jobs" -artifact_prefix=./ corpus
