#!/usr/bin/env bash
# Builds Tests/Clients/UpstreamStyleSwift6, a Swift 6 language mode library written for upstream
# RxSwift (closures that share its non-Sendable store, as such libraries do), against this
# repository, without warnings as errors: it must build with no error (its sharing gets
# warnings, at least one, or the check proves nothing) and pass its own tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/client-package.sh

client=Tests/Clients/UpstreamStyleSwift6
build_client_package "$client" "the upstream-style Swift 6 client"
warnings="$(client_package_diagnostics "$client" | grep -c ': warning:' || true)"
if [[ "$warnings" -eq 0 ]]; then
    echo "the upstream-style Swift 6 client built without a warning: its shared state is no longer diagnosed"
    exit 1
fi
test_client_package "$client" "the upstream-style Swift 6 client"
echo "upstream-style Swift 6 client: built with $warnings warnings and no error; $(client_package_test_summary "$client")"
