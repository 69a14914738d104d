#!/usr/bin/env python3
"""Checks that the benchmark workloads stay within their committed thresholds.

For each workload of RxBench (this library's side), it counts with callgrind the instructions
one unit executes, at a hundredth of the workload's size (`RxBench --profile --scale 100`, a run
of three repetitions minus a run of one, divided by two runs of the scaled count), and asks
RxBench for the heap allocations one unit makes (`RxBench --allocations --scale 100`). It
compares both with Benchmarks/thresholds.json and fails when a figure exceeds its threshold by
more than the allowed margin. Instruction counts are exact on one machine, but differ between
CPUs, C libraries (ifunc-selected memcpy and friends) and toolchains, so the thresholds carry
the fingerprint of the machine that measured them; Benchmarks/README.md ("Thresholds") says
what happens on another one.

Usage:
  python3 scripts/check-performance.py [workload ...]            check (all workloads by default)
  python3 scripts/check-performance.py --update [workload ...]   rewrite the thresholds measured
                                                                   now, after an intended change
RXBENCH=<binary> measures another build than Benchmarks/.build/release/RxBench (build it first:
swift build -c release --package-path Benchmarks).
"""

import concurrent.futures
import json
import os
import pathlib
import platform
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
THRESHOLDS = ROOT / "Benchmarks" / "thresholds.json"
SCALE = 100
# A figure may exceed its threshold by this fraction on the machine that measured it.
MARGIN = 0.03
# On a machine with another fingerprint, instruction counts may exceed by this fraction.
FOREIGN_MARGIN = 0.10
# Allocations per unit are fractions for workloads that allocate once per several units.
ALLOCATION_SLACK = 0.005
# Its dispatch queue's threads make both its instruction and its allocation counts vary from
# run to run, so it is not checked.
UNMEASURED = {"scheduler_hop"}


def run(command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs).stdout


def fingerprint():
    """What instruction counts depend on besides the code: CPU, C library, toolchain."""
    cpu = "unknown"
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        libc = run(["getconf", "GNU_LIBC_VERSION"]).strip()
    except (OSError, subprocess.CalledProcessError):
        libc = " ".join(platform.libc_ver())
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    swift = (version.stdout + version.stderr).strip().splitlines()[0]
    valgrind = run(["valgrind", "--version"]).strip()
    return {"cpu": cpu, "libc": libc, "swift": swift, "valgrind": valgrind}


def callgrind_total(binary, workload, repetitions):
    # The standard library seeds its hashing anew in every process, and the seed moves a run's
    # total by a few thousand instructions: one fixed seed makes the count repeatable, which
    # matters for workloads with few units at a hundredth of their size (flatMap_just: 100).
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary,
         "--profile", "--scale", str(SCALE), "--repetitions", str(repetitions), workload],
        capture_output=True, text=True, env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"},
    )
    match = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or not match:
        sys.exit(f"callgrind run of {workload} failed:\n{result.stderr[-2000:]}")
    return int(match.group(1))


def measure(binary, names):
    counts = dict(line.split() for line in run([binary, "--list", "--scale", str(SCALE)]).splitlines())
    unknown = [name for name in names if name not in counts]
    if unknown:
        sys.exit(f"unknown workloads: {', '.join(unknown)}")
    selected = names or [name for name in counts if name not in UNMEASURED]
    allocations = {}
    for line in run([binary, "--allocations", "--scale", str(SCALE), *selected]).splitlines():
        name, value = line.split()
        allocations[name] = None if value == "unavailable" else float(value)
    # Two callgrind runs at a time: most of each is valgrind starting up, and each is
    # single-threaded, so the counts do not depend on what runs beside them.
    runs = [(name, repetitions) for name in selected for repetitions in (1, 3)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        totals = dict(zip(runs, pool.map(lambda entry: callgrind_total(binary, *entry), runs)))
    figures = {}
    for name in selected:
        instructions = round((totals[(name, 3)] - totals[(name, 1)]) / (2 * int(counts[name])), 1)
        figures[name] = {"instructions": instructions, "allocations": allocations.get(name)}
        print(f"  {name}: {instructions} instructions, {allocations.get(name)} allocations per unit", flush=True)
    return figures


def main():
    arguments = sys.argv[1:]
    update = "--update" in arguments
    names = [argument for argument in arguments if argument != "--update"]
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is needed (apt-get install valgrind)")
    source = os.environ.get("RXBENCH", str(ROOT / "Benchmarks" / ".build" / "release" / "RxBench"))
    with tempfile.TemporaryDirectory() as directory:
        # Without debug information, which valgrind's reader of this toolchain's output rejects.
        binary = str(pathlib.Path(directory) / "RxBench")
        shutil.copy(source, binary)
        run(["strip", "--strip-debug", binary])
        machine = fingerprint()
        print(f"measuring at 1/{SCALE} of each workload's size on: {machine['cpu']}; {machine['libc']}; {machine['swift']}")
        figures = measure(binary, names)

    if update:
        stored = json.loads(THRESHOLDS.read_text()) if THRESHOLDS.exists() and names else {"workloads": {}}
        stored["fingerprint"] = machine
        stored["scale"] = SCALE
        stored["workloads"].update(figures)
        stored["workloads"] = dict(sorted(stored["workloads"].items()))
        THRESHOLDS.write_text(json.dumps(stored, indent=2) + "\n")
        print(f"wrote {THRESHOLDS.relative_to(ROOT)}: say in the commit why the figures changed")
        return 0

    stored = json.loads(THRESHOLDS.read_text())
    margin = MARGIN
    if stored["fingerprint"] != machine:
        margin = FOREIGN_MARGIN
        differences = [f"{key}: {stored['fingerprint'].get(key)!r} there, {machine[key]!r} here"
                       for key in machine if stored["fingerprint"].get(key) != machine[key]]
        print("WARNING: the thresholds were measured on another machine or toolchain ("
              + "; ".join(differences) + f"). Instructions are compared with a {FOREIGN_MARGIN:.0%} margin instead of "
              f"{MARGIN:.0%}; re-baseline on this machine (--update, from a commit known to be good) to check closely.")
    failures, lower = [], []
    for name, figure in figures.items():
        threshold = stored["workloads"].get(name)
        if threshold is None:
            failures.append(f"{name}: no threshold (run with --update and commit it)")
            continue
        for kind, allowed in (("instructions", margin), ("allocations", MARGIN)):
            measured, limit = figure[kind], threshold.get(kind)
            if measured is None or limit is None:
                continue
            slack = ALLOCATION_SLACK if kind == "allocations" else 0
            if measured > limit * (1 + allowed) + slack:
                failures.append(f"{name}: {measured} {kind} per unit, threshold {limit} (+{allowed:.0%})")
            elif measured < limit * (1 - MARGIN) - slack:
                lower.append(f"{name}: {measured} {kind} per unit, threshold {limit}")
    if lower:
        print("Below their thresholds by more than the margin (lower them with --update once intended):")
        print("\n".join("  " + line for line in lower))
    if failures:
        print("Performance thresholds exceeded:")
        print("\n".join("  " + line for line in failures))
        return 1
    print(f"performance: {len(figures)} workloads within their thresholds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
