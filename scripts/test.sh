#!/usr/bin/env bash
# Builds everything with warnings as errors (Swift 6 language mode) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -Xswiftc -warnings-as-errors
swift test -Xswiftc -warnings-as-errors
