#!/usr/bin/env bash
# The whole test suite: builds everything in Swift 6 mode with warnings as errors, checks that
# every generated file (arities, Swift 5 mode forms and their tests) is up to date
# (scripts/generate.sh --check), that Core, Producer and Schedulers name no type of Operators/
# (scripts/check-floors.py), that no sink outside scripts/sink-shape-allowlist.txt keeps loose
# state under a lock (scripts/check-sink-shape.py), that the differential model covers every
# public operator (scripts/differential.sh --coverage), that client snippets get their
# diagnostics (Tests/Diagnostics), that the Swift samples of README.md, CONTRIBUTING.md and docs/
# compile (scripts/check-doc-samples.py), that the operator scaffold's output compiles
# (scripts/check-scaffold.sh), builds the DocC documentation of every module with warnings as
# errors (scripts/build-documentation.py), checks that client packages written as Swift 6 code
# is written today build as they should (a library written for upstream RxSwift: warnings, no
# error; an Xcode 26 app target: no diagnostic), runs every test under the thread sanitizer and under the address sanitizer (scripts/asan.sh), the
# benchmarks' quick mode and their thresholds (scripts/check-performance.py), the RxGtk tests with real GTK widgets under Xvfb (installing GTK 4 and
# Xvfb when missing), RxGtk's documentation samples and DocC documentation, the two client
# packages that prove the package trait GTK (scripts/check-gtk-trait-clients.sh), the gallery's
# soak test (2 minutes of random real input, a fixed seed: scripts/soak.sh), every test with the subscription
# inspector on, the Swift Testing tests (every other run passes --disable-swift-testing), then
# every XCTest test in a normal debug build (its summary closes the output).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -Xswiftc -warnings-as-errors

echo "== generated files, floors, sink shape, client diagnostics, documentation samples and the operator scaffold"
bash scripts/generate.sh --check
python3 -B scripts/check-floors.py
python3 -B scripts/check-sink-shape.py
bash scripts/check-diagnostics.sh
python3 -B scripts/check-doc-samples.py
bash scripts/check-scaffold.sh
if ! coverage="$(bash scripts/differential.sh --coverage)"; then
    echo "$coverage" | tail -n 2
    exit 1
fi
echo "$coverage" | tail -n 1

echo "== documentation (DocC, warnings as errors, every public symbol documented)"
python3 -B scripts/build-documentation.py

echo "== client packages: a Swift 6 library written for upstream RxSwift (warnings, no error), an Xcode 26 app target (no diagnostic)"
bash scripts/check-upstream-style-client.sh
bash scripts/check-default-isolation-client.sh

echo "== tests under the thread sanitizer"
mkdir -p .build-tsan
if ! TSAN_OPTIONS="halt_on_error=1" swift test --sanitize=thread --disable-swift-testing --scratch-path .build-tsan > .build-tsan/test.log 2>&1; then
    grep -E -A 40 "ThreadSanitizer|error:|failed" .build-tsan/test.log | head -n 200
    echo "thread-sanitizer test run failed (full log: .build-tsan/test.log)"
    exit 1
fi
grep -E "^\s+Executed [0-9]+ tests" .build-tsan/test.log | tail -n 1
# The subscription inspector's registry and per-thread chain builders, under load.
if ! RX_INSPECTOR=1 TSAN_OPTIONS="halt_on_error=1" swift test --sanitize=thread --disable-swift-testing --scratch-path .build-tsan \
    --filter 'Stress|SubscriptionInspector' > .build-tsan/inspector.log 2>&1; then
    grep -E -A 40 "ThreadSanitizer|error:|failed" .build-tsan/inspector.log | head -n 200
    echo "thread-sanitizer run with the subscription inspector on failed (full log: .build-tsan/inspector.log)"
    exit 1
fi
grep -E "^\s+Executed [0-9]+ tests" .build-tsan/inspector.log | tail -n 1

echo "== tests under the address sanitizer"
bash scripts/asan.sh

echo "== benchmarks, quick mode (checksums only)"
swift build -c release --package-path Benchmarks -Xswiftc -warnings-as-errors
Benchmarks/.build/release/RxBench --quick

echo "== performance thresholds (callgrind instructions and allocations per unit)"
command -v valgrind >/dev/null || apt-get install -y valgrind >/dev/null
python3 -B scripts/check-performance.py

echo "== RxGtk: GTK 4 widgets driven under Xvfb"
source scripts/gtk-setup.sh
ensure_gtk_packages
mkdir -p RxGtk/.build
if ! swift build --package-path RxGtk --build-tests -Xswiftc -warnings-as-errors > RxGtk/.build/build.log 2>&1; then
    grep -v "prohibited flag" RxGtk/.build/build.log | tail -n 60
    echo "RxGtk build failed (full log: RxGtk/.build/build.log)"
    exit 1
fi
if ! GTK_A11Y=none xvfb-run -a -s "-screen 0 1280x800x24" swift test --package-path RxGtk --skip-build --disable-swift-testing > RxGtk/.build/test.log 2>&1; then
    grep -E -B 2 -A 20 "error|failed|crashed" RxGtk/.build/test.log | head -n 200
    echo "RxGtk test run failed (full log: RxGtk/.build/test.log)"
    exit 1
fi
grep -E "^\s+Executed [0-9]+ tests" RxGtk/.build/test.log | tail -n 1
python3 -B scripts/check-doc-samples.py --gtk
python3 -B scripts/build-documentation.py --gtk
bash scripts/check-gtk-trait-clients.sh
if ! RX_INSPECTOR=1 GTK_A11Y=none xvfb-run -a -s "-screen 0 1280x800x24" swift test --package-path RxGtk --skip-build --disable-swift-testing > RxGtk/.build/inspector-test.log 2>&1; then
    grep -E -B 2 -A 20 "error|failed|crashed" RxGtk/.build/inspector-test.log | head -n 200
    echo "RxGtk test run with the subscription inspector on failed (full log: RxGtk/.build/inspector-test.log)"
    exit 1
fi
echo "RxGtk with the subscription inspector on: $(grep -E "^\s+Executed [0-9]+ tests" RxGtk/.build/inspector-test.log | tail -n 1 | sed 's/^\s*//')"
if ! bash scripts/soak.sh 2 20261128 > RxGtk/.build/soak.log 2>&1; then
    tail -n 30 RxGtk/.build/soak.log
    echo "the gallery's soak test failed (full log: RxGtk/.build/soak.log, every input: RxGtk/.build/soak-inputs.log)"
    exit 1
fi
tail -n 1 RxGtk/.build/soak.log

echo "== tests with the subscription inspector on (it must not change what any test sees)"
swift build --build-tests -Xswiftc -warnings-as-errors
if ! RX_INSPECTOR=1 swift test --skip-build --disable-swift-testing > .build/inspector-test.log 2>&1; then
    grep -E -A 20 "error:|failed|crashed" .build/inspector-test.log | head -n 200
    echo "test run with the subscription inspector on failed (full log: .build/inspector-test.log)"
    exit 1
fi
grep -E "^\s+Executed [0-9]+ tests" .build/inspector-test.log | tail -n 1

echo "== Swift Testing tests (the @Test forms of RxTest and RxBlocking)"
if ! swift test --skip-build --disable-xctest > .build/swift-testing.log 2>&1; then
    grep -E -A 20 "✘|error:|crashed" .build/swift-testing.log | head -n 200
    echo "Swift Testing run failed (full log: .build/swift-testing.log)"
    exit 1
fi
grep -E "Test run with [0-9]+ tests" .build/swift-testing.log | tail -n 1

echo "== tests"
swift test -Xswiftc -warnings-as-errors --disable-swift-testing
