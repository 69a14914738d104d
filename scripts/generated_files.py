"""Writing generated files, or with --check, only comparing them.

Every generator in scripts/ writes its files through `write`. Run as
`python3 scripts/generate-X.py --check`, nothing is written: `finish()` lists the files whose
committed text differs from what the generator makes and exits with status 1.
"""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHECK = "--check" in sys.argv[1:]
_stale = []


def write(path, text):
    """Writes `text` to `path`, or with --check records `path` if its text differs."""
    path = pathlib.Path(path)
    if CHECK:
        if not path.exists() or path.read_text() != text:
            _stale.append(str(path.relative_to(ROOT)))
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def finish(generator):
    """Ends a generator run: with --check, fails when a generated file is stale."""
    if _stale:
        print(f"not up to date (run python3 scripts/{generator}): " + ", ".join(_stale))
        sys.exit(1)
