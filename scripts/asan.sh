#!/usr/bin/env bash
# The whole test suite under the address sanitizer (use after free, buffer overflows, stack
# overflows inside the library). LeakSanitizer is off: it reports leaks from XCTest and
# Foundation at exit even for a one-line test; leaks of the library's own objects are what
# `Resources.total` counts in every test (LeakCheckingTestCase).
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .build-asan
if ! ASAN_OPTIONS="detect_leaks=0" swift test --sanitize=address --disable-swift-testing --scratch-path .build-asan > .build-asan/test.log 2>&1; then
    grep -E -A 40 "AddressSanitizer|error:|failed" .build-asan/test.log | head -n 200
    echo "address-sanitizer test run failed (full log: .build-asan/test.log)"
    exit 1
fi
grep -E "^\s+Executed [0-9]+ tests" .build-asan/test.log | tail -n 1
