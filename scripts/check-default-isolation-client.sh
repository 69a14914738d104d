#!/usr/bin/env bash
# Builds Tests/Clients/DefaultMainActorApp, an app target as Xcode 26 creates it (default
# main-actor isolation, NonisolatedNonsendingByDefault, InferIsolatedConformances) written
# against this repository: it must build with no diagnostic at all (its manifest also treats
# warnings as errors) and pass its own tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/client-package.sh

client=Tests/Clients/DefaultMainActorApp
build_client_package "$client" "the default main-actor isolation client"
diagnostics="$(client_package_diagnostics "$client")"
if [[ -n "$diagnostics" ]]; then
    echo "$diagnostics" | head -n 40
    echo "the default main-actor isolation client built with diagnostics (full log: $client/.build/build.log)"
    exit 1
fi
test_client_package "$client" "the default main-actor isolation client"
echo "default main-actor isolation client: built with no diagnostic; $(client_package_test_summary "$client")"
