#!/usr/bin/env bash
# The whole test suite: builds everything in Swift 6 mode with warnings as errors, checks that the
# generated Swift 5 mode forms are up to date and that unsafe client snippets get their
# diagnostics (Tests/Diagnostics), runs every test under the thread sanitizer, then runs every
# test in a normal debug build (its summary closes the output).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -Xswiftc -warnings-as-errors

echo "== generated files and client diagnostics"
python3 scripts/generate-swift5-forms.py --check
bash scripts/check-diagnostics.sh

echo "== tests under the thread sanitizer"
mkdir -p .build-tsan
if ! TSAN_OPTIONS="halt_on_error=1" swift test --sanitize=thread --disable-swift-testing --scratch-path .build-tsan > .build-tsan/test.log 2>&1; then
    grep -E -A 40 "ThreadSanitizer|error:|failed" .build-tsan/test.log | head -n 200
    echo "thread-sanitizer test run failed (full log: .build-tsan/test.log)"
    exit 1
fi
grep -E "^\s+Executed [0-9]+ tests" .build-tsan/test.log | tail -n 1

echo "== benchmarks, quick mode (checksums only)"
swift build -c release --package-path Benchmarks -Xswiftc -warnings-as-errors
Benchmarks/.build/release/RxBench --quick

echo "== tests"
swift test -Xswiftc -warnings-as-errors --disable-swift-testing
