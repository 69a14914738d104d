#!/usr/bin/env bash
# Differential testing at length: runs COUNT random pipelines (default 100,000) against the
# reference model of Tests/RxSwiftTests/Differential, from SEED (default: a random seed, which
# is printed). A failure prints the seed and case number that replay it exactly:
#   RX_DIFFERENTIAL_SEED=<seed> RX_DIFFERENTIAL_CASE=<case> bash scripts/differential.sh
#
# `--coverage` builds nothing: it prints the operators of the public catalogue that the model
# does not cover and ends with `operators covered by the model: N/M` (scripts/differential-
# coverage.py says how both are counted); it fails when N < M.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--coverage" ]]; then
    exec python3 -B scripts/differential-coverage.py
fi

count="${1:-${RX_DIFFERENTIAL_COUNT:-100000}}"
seed="${2:-${RX_DIFFERENTIAL_SEED:-$(od -An -N6 -tu8 /dev/urandom | tr -d ' ')}}"
if [[ -n "${RX_DIFFERENTIAL_CASE:-}" ]]; then
    echo "differential testing: replaying case $RX_DIFFERENTIAL_CASE of seed $seed"
else
    echo "differential testing: $count cases, seed $seed"
fi
swift build --build-tests -Xswiftc -warnings-as-errors
RX_DIFFERENTIAL_COUNT="$count" RX_DIFFERENTIAL_SEED="$seed" \
    swift test --skip-build --disable-swift-testing \
    --filter DifferentialTests.testTheLibraryAgreesWithTheReferenceModelOnRandomPipelines
echo "differential testing passed (seed $seed)"
