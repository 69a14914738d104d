#!/usr/bin/env bash
# Builds the benchmark package in release mode and prints the side-by-side table
# (this library, OpenCombine, hand-written baseline) for every workload, or for those named.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks -Xswiftc -warnings-as-errors
Benchmarks/.build/release/RxBench "$@"
