#!/usr/bin/env bash
# Builds Tests/Clients/DefaultMainActorApp, an app target as Xcode 26 creates it (default
# main-actor isolation, NonisolatedNonsendingByDefault, InferIsolatedConformances) written
# against this repository: it must build with no warning and no error (its manifest treats
# warnings as errors) and pass its own tests.
set -euo pipefail
cd "$(dirname "$0")/.."

client=Tests/Clients/DefaultMainActorApp
mkdir -p "$client/.build"
# Its own files are compiled anew on every run, so that the log holds their diagnostics.
find "$client/Sources" "$client/Tests" -name '*.swift' -exec touch {} +
if ! swift build --package-path "$client" --build-tests > "$client/.build/build.log" 2>&1; then
    grep -E "error:|warning:" "$client/.build/build.log" | head -n 40
    echo "the default main-actor isolation client does not build (full log: $client/.build/build.log)"
    exit 1
fi
if grep -qE '^/[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$client/.build/build.log"; then
    grep -E '^/[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$client/.build/build.log" | sort -u | head -n 40
    echo "the default main-actor isolation client built with diagnostics (full log: $client/.build/build.log)"
    exit 1
fi
if ! swift test --package-path "$client" --skip-build --disable-swift-testing > "$client/.build/test.log" 2>&1; then
    grep -E -A 10 "error|failed" "$client/.build/test.log" | head -n 60
    echo "the default main-actor isolation client's tests failed (full log: $client/.build/test.log)"
    exit 1
fi
echo "default main-actor isolation client: built with no diagnostic; $(grep -E "^\s+Executed [0-9]+ tests" "$client/.build/test.log" | tail -n 1 | sed 's/^\s*//')"
