#!/usr/bin/env python3
"""How much of the public operator catalogue the differential tests' reference model covers.

The catalogue (M) is counted from the sources. An entry is `Receiver.name(label:)`: the receiver
kind, the base name and the first argument label of a public method (`name()` when it takes
none), so that `take(_:)`, `take(while:)`, `take(until:)` and `take(for:)` are four operators
while the arities of `zip(_:_:...)` and the Swift 5 and Swift 6 forms of one operator are one.
Methods are read from the extensions and types of:

- Sources/RxSwift/Operators, Sources/RxSwift/Observables (the factories, `timer`, `interval`),
  Sources/RxSwift/Connectable and Sources/RxSwift/Traits (Single, Maybe, Completable, every
  primitive sequence, Infallible);
- Sources/RxCocoa/Traits/SharedSequence, Driver and Signal (SharedSequence, Driver, Signal);
- and each public subject (Sources/RxSwift/Subjects) and relay (Sources/RxRelay/Relays) is one
  entry, its type's name: its behaviour as a whole is the operator.

Left out: methods marked deprecated (renames of an operator that is counted), subscriptions and
bindings (`subscribe` but for `subscribe(on:)`, `bind`, `drive`, `emit`), and the identity
conversions `asObservable()`, `asSharedSequence()`, `asObserver()`.

The covered entries (N) are the string literals of the `catalogueEntries` and
`…CatalogueEntries` properties of Tests/RxSwiftTests/Differential/Pipeline.swift: every stage the generator makes names the
catalogue entries it exercises in `Operator.catalogueEntries`, a switch that the compiler keeps
exhaustive (helped by the properties of the stages' parts, such as `FlatMapKind`).

Prints the uncovered entries and ends with `operators covered by the model: N/M`; fails when
N < M (a public operator without a model entry) or when the model names an entry that is not in
the catalogue.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OPERATOR_FOLDERS = [
    "Sources/RxSwift/Operators",
    "Sources/RxSwift/Observables",
    "Sources/RxSwift/Connectable",
    "Sources/RxSwift/Traits",
    "Sources/RxCocoa/Traits/SharedSequence",
    "Sources/RxCocoa/Traits/Driver",
    "Sources/RxCocoa/Traits/Signal",
]
TYPE_FOLDERS = ["Sources/RxSwift/Subjects", "Sources/RxRelay/Relays"]
MODEL = ROOT / "Tests/RxSwiftTests/Differential/Pipeline.swift"
EXCLUDED_NAMES = {"bind", "drive", "emit", "asObservable", "asSharedSequence", "asObserver"}

HEADER = re.compile(r"^(?:public |open )?(?:final )?(extension|class|struct|enum|protocol) ([A-Za-z_][A-Za-z0-9_.]*)(.*)$")
METHOD = re.compile(r"^    (?:@\w+(?:\([^)]*\))? )*public (?:static )?func (`?\w+`?)")


def receiver(type_name, rest):
    """The receiver kind of an extension or type header."""
    if "DriverSharingStrategy" in rest or type_name == "Driver":
        return "Driver"
    if "SignalSharingStrategy" in rest or type_name == "Signal":
        return "Signal"
    if type_name.startswith("SharedSequence"):
        return "SharedSequence"
    for trait in ("Single", "Maybe", "Completable"):
        if f"{trait}Trait" in rest:
            return trait
    if type_name.startswith("PrimitiveSequence"):
        return "PrimitiveSequence"
    if type_name.startswith("Infallible"):
        return "Infallible"
    if type_name.startswith("ConnectableObservable"):
        return "ConnectableObservable"
    # A `MainThreadObservable`'s operators are `Observable`'s with main-actor closures: one entry.
    if type_name in ("ObservableType", "Observable", "ObservableConvertibleType", "MainThreadObservable"):
        return "Observable"
    return None


def first_label(text):
    """`name(label:)` from the text that follows a method's name."""
    depth = 0
    index = 0
    # Skip the generic parameter clause, which may hold nested angle brackets.
    if text.startswith("<"):
        for index, char in enumerate(text):
            depth += {"<": 1, ">": -1}.get(char, 0)
            if depth == 0:
                index += 1
                break
    text = text[index:]
    if not text.startswith("("):
        return None
    parameters = text[1:]
    if parameters.startswith(")"):
        return "()"
    match = re.match(r"\s*(\w+)", parameters)
    return f"({match.group(1)}:)" if match else None


def catalogue():
    entries = set()
    for folder in OPERATOR_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            lines = path.read_text().splitlines()
            kind = None
            for number, line in enumerate(lines):
                header = HEADER.match(line)
                if header:
                    kind = receiver(header.group(2), header.group(3))
                    continue
                method = METHOD.match(line)
                if not method or kind is None:
                    continue
                attributes = []
                back = number - 1
                while back >= 0 and lines[back].strip().startswith(("@", "///")):
                    attributes.append(lines[back])
                    back -= 1
                if any("deprecated" in attribute and attribute.strip().startswith("@available") for attribute in attributes):
                    continue
                name = method.group(1).strip("`")
                # A parameter list that goes on on the next lines starts there.
                signature = line[method.end():].rstrip()
                if signature.endswith("("):
                    signature += lines[number + 1].strip()
                label = first_label(signature)
                if label is None or name in EXCLUDED_NAMES:
                    continue
                if name == "subscribe" and label != "(on:)":
                    continue
                entries.add(f"{kind}.{name}{label}")
    for folder in TYPE_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            for match in re.finditer(r"^public final class (\w+)", path.read_text(), re.MULTILINE):
                entries.add(match.group(1))
    return entries


def modelled():
    """The string literals of every `catalogueEntries` or `…CatalogueEntries` property of the
    model's file."""
    text = MODEL.read_text()
    entries = set()
    for declaration in re.finditer(r"var (?:catalogueEntries|\w+CatalogueEntries): \[String\] \{", text):
        depth = 0
        for end in range(declaration.end() - 1, len(text)):
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            if depth == 0:
                break
        entries |= set(re.findall(r'"([^"\\\n]+)"', text[declaration.end():end]))
    return entries


def main():
    all_entries = catalogue()
    covered = modelled()
    unknown = sorted(covered - all_entries)
    if unknown:
        print("the model names entries that are not in the catalogue: " + ", ".join(unknown))
        return 1
    missing = sorted(all_entries - covered)
    if missing:
        print(f"not covered by the model ({len(missing)}):")
        for entry in missing:
            print(f"  {entry}")
    count, total = len(covered), len(all_entries)
    print(f"operators covered by the model: {count}/{total}")
    if count < total:
        print("every operator of the catalogue needs an entry in the reference model (Operator.catalogueEntries)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
