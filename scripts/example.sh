#!/usr/bin/env bash
# Builds and runs the example of the core flow.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -Xswiftc -warnings-as-errors rx-example
