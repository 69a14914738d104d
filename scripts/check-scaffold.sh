#!/usr/bin/env bash
# Checks that scripts/new-operator.sh writes operators that compile: scaffolds a plain and a
# stateful operator into a temporary directory, typechecks their sources as part of RxSwift and
# their tests against that RxSwift and the debug build's RxTest, all in Swift 6 mode with
# warnings as errors. Needs a debug build (`swift build`); takes a few seconds, since only the
# scaffolded files' bodies are checked. Leaves nothing behind.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
if [ ! -e "$modules/RxTest.swiftmodule" ]; then
    echo "check-scaffold.sh: no RxTest module in $modules; run swift build first" >&2
    exit 1
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

bash scripts/new-operator.sh ScaffoldCheckPlain --into "$tmp" > /dev/null
bash scripts/new-operator.sh ScaffoldCheckStateful --stateful --into "$tmp" > /dev/null
cat > "$tmp/shims.modulemap" <<EOF
module RxSwiftShims {
    header "$PWD/Sources/RxSwiftShims/include/RxSwiftShims.h"
    export *
}
EOF

mapfile -t library < <(find Sources/RxSwift -name '*.swift' | sort)
mapfile -t scaffolded < <(find "$tmp/Sources" -name '*.swift' | sort)
mapfile -t tests < <(find "$tmp/Tests" -name '*.swift' | sort)
common=(-swift-version 6 -Onone -D DEBUG -D SWIFT_PACKAGE -package-name scaffold_check
    -Xcc "-fmodule-map-file=$tmp/shims.modulemap" -module-cache-path "$tmp/module-cache")

# The scaffolded sources, checked in full as files of RxSwift; the library's own files only as
# far as the scaffolded ones use them.
primaries=()
for file in "${scaffolded[@]}"; do
    primaries+=(-primary-file "$file")
done
swiftc -frontend -typecheck "${primaries[@]}" "${library[@]}" -module-name RxSwift -parse-as-library \
    -enable-testing -warnings-as-errors "${common[@]}"

# RxSwift's interface with the scaffolded operators (no bodies), for the scaffolded tests.
mkdir -p "$tmp/modules"
swiftc -frontend -emit-module "${library[@]}" "${scaffolded[@]}" -module-name RxSwift -parse-as-library \
    -enable-testing -experimental-skip-all-function-bodies -o "$tmp/modules/RxSwift.swiftmodule" "${common[@]}"
swiftc -frontend -typecheck "${tests[@]}" -module-name ScaffoldCheckTests -warnings-as-errors \
    -I "$tmp/modules" -I "$modules" "${common[@]}"

echo "scripts/new-operator.sh: a plain and a stateful operator and their tests typecheck with warnings as errors"
