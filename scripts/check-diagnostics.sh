#!/usr/bin/env bash
# Compiles each snippet of Tests/Diagnostics against the built RxSwift, RxRelay and RxCocoa
# modules, in the language mode its `// swift-version:` line names and with the compiler flags of
# its `// flags:` line, if any (`-Werror SendableClosureCaptures`, as a team that wants those
# warnings as errors builds), and checks its diagnostics: every `// expect:` line must appear
# among them, a snippet that expects `nothing` must compile without a diagnostic, and one that
# expects `no error` must compile with warnings at most. Run after `swift build`
# (scripts/test.sh does).
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
# RxSwift imports the C module RxSwiftShims (RxLock's single-thread check); SwiftPM passes its
# module map to clients, a bare swiftc needs it named.
shims="$(swift build --show-bin-path)/RxSwiftShims.build/module.modulemap"
failed=0
checked=0
for snippet in Tests/Diagnostics/*.swift; do
    version="$(sed -n 's|^// swift-version: ||p' "$snippet")"
    if [[ -z "$version" ]]; then
        echo "FAIL $snippet: no '// swift-version:' line"
        failed=1
        continue
    fi
    read -r -a flags <<<"$(sed -n 's|^// flags: ||p' "$snippet")"
    output="$(swiftc -typecheck -swift-version "$version" ${flags[@]+"${flags[@]}"} -I "$modules" -Xcc -fmodule-map-file="$shims" "$snippet" 2>&1 || true)"
    diagnostics="$(grep -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning):' <<<"$output" || true)"
    while IFS= read -r expected; do
        if [[ "$expected" == "nothing" ]]; then
            if [[ -n "$diagnostics" ]]; then
                echo "FAIL $snippet: expected no diagnostic, got:"
                echo "$diagnostics"
                failed=1
            fi
        elif [[ "$expected" == "no error" ]]; then
            if grep -q ': error:' <<<"$diagnostics"; then
                echo "FAIL $snippet: expected warnings at most, got:"
                echo "$diagnostics"
                failed=1
            fi
        elif ! grep -qF -- "$expected" <<<"$diagnostics"; then
            echo "FAIL $snippet: expected '$expected', got:"
            echo "${diagnostics:-(no diagnostic)}"
            failed=1
        fi
    done < <(sed -n 's|^// expect: ||p' "$snippet")
    checked=$((checked + 1))
done

if [[ "$failed" -ne 0 ]]; then
    echo "diagnostics check failed"
    exit 1
fi
echo "diagnostics as expected in $checked snippets"
