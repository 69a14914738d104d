#!/usr/bin/env python3
"""Checks that RxSwift's floors do not reach up into its operators.

Core/, Producer/ and Schedulers/ hold what every sequence is built on; Operators/ is built on
them. A floor file that names a type declared under Operators/ (a top-level class, struct, enum,
protocol, actor or typealias) makes the floor depend on one operator, so this fails, listing each such
use. Only code counts: comments and string literals are left out, so documentation may still
say which operator uses a floor's hook.

Usage: python3 scripts/check-floors.py
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "RxSwift"
FLOORS = ("Core", "Producer", "Schedulers")
UPPER = "Operators"

# Top-level declarations only: a member such as a typealias that witnesses a floor protocol's
# associated type is named through the floor's own declaration.
DECLARATION = re.compile(
    r"^(?:@[\w()., ]+\s+)*(?:(?:public|package|internal|fileprivate|private|final|open|indirect)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)",
    re.MULTILINE,
)
# A comment, a string literal (single or triple quoted), or a character the pattern skips.
TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|"""(?:\\.|[^\\])*?"""|"(?:\\.|[^"\\\n])*"', re.DOTALL)


def code_of(text: str) -> str:
    """The file's text with comments and string literals blanked, lines kept in place."""
    return TOKEN.sub(lambda match: re.sub(r"[^\n]", " ", match.group(0)), text)


def swift_files(folder: pathlib.Path):
    return sorted(folder.rglob("*.swift"))


def main() -> int:
    declared = {}
    for path in swift_files(SOURCES / UPPER):
        for name in DECLARATION.findall(code_of(path.read_text(encoding="utf-8"))):
            declared.setdefault(name, path.relative_to(ROOT))
    if not declared:
        print(f"check-floors: no types found under {UPPER}/; is the path right?", file=sys.stderr)
        return 1
    pattern = re.compile(r"\b(" + "|".join(sorted(map(re.escape, declared), key=len, reverse=True)) + r")\b")

    problems = []
    for floor in FLOORS:
        for path in swift_files(SOURCES / floor):
            code = code_of(path.read_text(encoding="utf-8"))
            for number, line in enumerate(code.splitlines(), start=1):
                for match in pattern.finditer(line):
                    name = match.group(1)
                    problems.append(f"{path.relative_to(ROOT)}:{number}: names {name}, declared in {declared[name]}")
    if problems:
        print("The floors (Core, Producer, Schedulers) must not name types declared under Operators/:")
        print("\n".join(problems))
        return 1
    print(f"floors: {', '.join(FLOORS)} name none of the {len(declared)} types declared under {UPPER}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
