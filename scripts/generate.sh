#!/usr/bin/env bash
# Regenerates every generated file (the operators' arities, the traits' zips, the shared
# sequences' arities, then the Swift 5 language mode forms and their tests, which read the
# others). With --check it writes nothing and fails when a committed generated file differs from
# what its generator makes, or when a Swift 5 form has no test recipe or a recipe names no form;
# scripts/test.sh runs that.
set -euo pipefail
cd "$(dirname "$0")/.."
for generator in generate-arity generate-trait-zip generate-shared-sequence-arity generate-swift5-forms; do
    python3 -B "scripts/$generator.py" "$@"
done
