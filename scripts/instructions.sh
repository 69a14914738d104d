#!/usr/bin/env bash
# Counts the instructions this library's contestant of a benchmark workload executes per unit,
# with callgrind: the total of a run with three repetitions minus that of a run with one, divided
# by two runs of the workload's count. Noise-free, unlike timings on a shared machine.
# Usage: scripts/instructions.sh [--no-build] workload ...
# Set RXBENCH to measure another build of RxBench (for example a copy from before a change).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == "--no-build" ]]; then
    shift
else
    swift build -c release --package-path Benchmarks -Xswiftc -warnings-as-errors >/dev/null
fi
command -v valgrind >/dev/null || apt-get install -y valgrind >/dev/null
binary="$(mktemp -d)/RxBench"
cp "${RXBENCH:-Benchmarks/.build/release/RxBench}" "$binary"
strip --strip-debug "$binary"
total() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --profile --repetitions "$2" "$1" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for workload in "$@"; do
    count="$(grep -ho "name: \"$workload\", .*\bcount: [0-9_]*" Benchmarks/Sources/RxBench/*.swift | head -1 | sed 's/.*count: //; s/_//g')"
    [[ -n "$count" ]] || { echo "unknown workload: $workload" >&2; exit 1; }
    one="$(total "$workload" 1)"
    three="$(total "$workload" 3)"
    awk -v w="$workload" -v a="$one" -v b="$three" -v n="$count" \
        'BEGIN { printf "%s: %.1f instructions per unit\n", w, (b - a) / (2 * n) }'
done
rm -rf "$(dirname "$binary")"
