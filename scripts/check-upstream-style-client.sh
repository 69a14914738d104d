#!/usr/bin/env bash
# Builds Tests/Clients/UpstreamStyleSwift6, a Swift 6 language mode library written for upstream
# RxSwift (closures that share its non-Sendable store, as such libraries do), against this
# repository, without warnings as errors: it must build with no error (its sharing gets
# warnings, at least one, or the check proves nothing) and pass its own tests.
set -euo pipefail
cd "$(dirname "$0")/.."

client=Tests/Clients/UpstreamStyleSwift6
mkdir -p "$client/.build"
# Its own files are compiled anew on every run, so that the log holds their diagnostics.
find "$client/Sources" "$client/Tests" -name '*.swift' -exec touch {} +
if ! swift build --package-path "$client" --build-tests > "$client/.build/build.log" 2>&1; then
    grep -E "error:" "$client/.build/build.log" | head -n 40
    echo "the upstream-style Swift 6 client does not build (full log: $client/.build/build.log)"
    exit 1
fi
warnings="$({ grep -E '^/[^ ]+:[0-9]+:[0-9]+: warning:' "$client/.build/build.log" || true; } | sort -u | wc -l)"
if [[ "$warnings" -eq 0 ]]; then
    echo "the upstream-style Swift 6 client built without a warning: its shared state is no longer diagnosed"
    exit 1
fi
if ! swift test --package-path "$client" --skip-build --disable-swift-testing > "$client/.build/test.log" 2>&1; then
    grep -E -A 10 "error|failed" "$client/.build/test.log" | head -n 60
    echo "the upstream-style Swift 6 client's tests failed (full log: $client/.build/test.log)"
    exit 1
fi
echo "upstream-style Swift 6 client: built with $warnings warnings and no error; $(grep -E "^\s+Executed [0-9]+ tests" "$client/.build/test.log" | tail -n 1 | sed 's/^\s*//')"
