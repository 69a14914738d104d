"""The gallery's monkey: drives every page of rxgtk-gallery with random real input (xdotool) for
a given time, and fails on a crash, a GLib/GTK critical or warning, a Swift runtime error,
`Resources.total` not back to its baseline after the pages are reset, or resident memory of its
own (anonymous: heap and anonymous mappings) that grows by more than 10% after the warm-up (the
first half of the run, at least one pass over every page).
scripts/soak.sh builds the gallery and runs this under Xvfb; the random choices come from the
seed, which is printed so that a failure can be replayed.

The gallery runs with RX_SOAK=1 and answers commands on its standard input (SoakCommands.swift):
`targets` (the widgets a person could act on, as JSON), `reset` (build every page again),
`resources` (Resources.total), `trim` (give the allocator's free memory back to the system,
so that the resident memory read next is what the gallery holds) and `heap` (the bytes malloc
has handed out and not got back).
"""

import argparse
import collections
import json
import os
import queue
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

# Lines of the gallery's standard error that fail the run, and what each is.
PROBLEMS = [
    (re.compile(r"-CRITICAL \*\*"), "critical"),
    (re.compile(r"-WARNING \*\*"), "warning"),
    (re.compile(r"Fatal error|fatal error|Swift runtime failure|Simultaneous accesses"), "Swift runtime error"),
]

# GTK's own warnings that real input provokes in any GTK 4 application, which the gallery can do
# nothing about: they are counted and reported, not failed on. A context menu that pops up under
# the pointer on a right button's press may take the release without having had the press, and
# GtkPopoverMenu then warns about its active state (seen in libadwaita's demo and other
# applications, up to GTK 4.18; one in about 5,000 inputs here).
KNOWN_GTK_WARNINGS = [
    re.compile(r"Gtk-WARNING \*\*: [\d:.]+: Broken accounting of active state for widget 0x[0-9a-f]+\(GtkPopoverMenu\)$"),
]

# Widget types a person acts on, chosen more often than the boxes and labels around them.
INTERACTIVE = {
    "GtkButton", "GtkToggleButton", "GtkCheckButton", "GtkSwitch", "GtkText", "GtkSpinButton",
    "GtkScale", "GtkRange", "GtkListItemWidget", "GtkListBoxRow", "GtkDropDown", "GtkTextView",
    "GtkColumnViewCell", "GtkExpander", "GtkSearchEntry", "GtkPasswordEntry", "GtkEntry",
    "GtkGizmo", "GtkCalendar", "GtkNotebook", "GtkPaned", "GtkMenuButton",
}
TEXT_INPUTS = {"GtkText", "GtkTextView"}
SLIDERS = {"GtkScale", "GtkRange"}
BUTTONS = {"GtkButton", "GtkToggleButton", "GtkCheckButton", "GtkMenuButton"}

# Keys pressed at random: editing, moving, the lists' and the file browser's shortcuts. None
# closes the application or opens GTK's inspector.
KEYS = [
    "Tab", "shift+Tab", "Return", "space", "BackSpace", "Delete", "Up", "Down", "Left", "Right",
    "Home", "End", "Page_Up", "Page_Down", "alt+Up", "alt+Down", "ctrl+a", "ctrl+z",
    "ctrl+shift+z", "ctrl+plus", "ctrl+minus", "ctrl+0", "Escape", "ctrl+c", "ctrl+v", "ctrl+x",
    "shift+F10", "Menu", "ctrl+f", "KP_Add", "KP_Subtract",
]
TYPED = "abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 .,-_@/"

STEP_TIMEOUT = 10
ANSWER_TIMEOUT = 15
SETTLE_TIMEOUT = 8


class Failure(Exception):
    """Why the soak run failed."""


class Gallery:
    """The gallery process: its commands, its standard error and its resident memory."""

    def __init__(self, binary, workdir):
        # Files the monkey makes (a folder created in the file chooser) land in a scratch
        # folder; settings stay in memory, since a CI machine has no session bus for dconf.
        # One malloc arena: glibc gives each new thread (GIO's and Dispatch's workers, many
        # for a file chooser) an arena of its own, up to eight per core, and each keeps a few
        # MB resident after its thread is gone, which would read as growth until every arena
        # exists. With one, the resident memory follows what the gallery holds.
        environment = dict(os.environ, RX_SOAK="1", GTK_A11Y="none", TMPDIR=workdir, HOME=workdir,
                           GSETTINGS_BACKEND="memory", MALLOC_ARENA_MAX="1")
        self.process = subprocess.Popen(
            [os.path.abspath(binary)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=environment, cwd=workdir, text=True, bufsize=1,
        )
        self.answers = queue.Queue()
        self.problems = []
        self.known_warnings = 0
        self.stderr_tail = []
        threading.Thread(target=self._read_answers, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def _read_answers(self):
        for line in self.process.stdout:
            if line.startswith("soak: "):
                self.answers.put(line[len("soak: "):].rstrip("\n"))

    def _read_errors(self):
        for line in self.process.stderr:
            line = line.rstrip("\n")
            self.stderr_tail = (self.stderr_tail + [line])[-40:]
            if any(known.search(line) for known in KNOWN_GTK_WARNINGS):
                self.known_warnings += 1
                continue
            for pattern, kind in PROBLEMS:
                if pattern.search(line):
                    self.problems.append((kind, line))
                    break

    def ask(self, command, answer):
        """Sends `command` and returns the rest of its answer, which starts with `answer`."""
        self.send(command)
        deadline = time.monotonic() + ANSWER_TIMEOUT
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self.check()
                raise Failure(f"the gallery did not answer `{command}` within {ANSWER_TIMEOUT} s (hung?)")
            try:
                line = self.answers.get(timeout=left)
            except queue.Empty:
                continue
            if line.startswith(answer):
                return line[len(answer):].strip()
            if line == "not ready":
                # The command came before the gallery's window was built.
                time.sleep(0.2)
                self.send(command)

    def send(self, command):
        self.check()
        try:
            self.process.stdin.write(command + "\n")
            self.process.stdin.flush()
        except BrokenPipeError:
            self.check()
            raise Failure("the gallery closed its input")

    def targets(self):
        return json.loads(self.ask("targets", "targets"))

    def resources(self):
        return int(self.ask("resources", "resources"))

    def resident_kib(self, field="VmRSS"):
        """The gallery's resident memory in KiB: all of it (VmRSS), or its anonymous part
        (RssAnon: the heap) or its file-backed part (RssFile: libraries, fonts, icon caches)."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        raise Failure(f"no {field} in /proc/<pid>/status")

    def check(self):
        """Fails if the gallery ended or reported a problem."""
        status = self.process.poll()
        if status is not None:
            time.sleep(0.2)
            tail = "\n".join(self.stderr_tail[-20:])
            how = f"signal {signal.Signals(-status).name}" if status < 0 else f"status {status}"
            raise Failure(f"the gallery crashed ({how}); its last errors:\n{tail}")
        if self.problems:
            kind, line = self.problems[0]
            raise Failure(f"the gallery reported a {kind}: {line}")

    def stop(self):
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def acts_on(target):
    """Whether the monkey may act on `target`. Of a title bar, only its buttons (a dialog's
    Cancel and Open): a press on the bar itself starts a window move or a maximize that only a
    window manager carries out, and without one (Xvfb has none) GTK's accounting of the
    pointer goes wrong ("Broken accounting of active state" warnings, clicks then lost)."""
    return not target["inTitlebar"] or target["type"] in BUTTONS


class Monkey:
    """Random real input from a seeded generator; every step is bounded in time."""

    def __init__(self, gallery, rng, log):
        self.gallery = gallery
        self.rng = rng
        self.log = log
        self.inputs = 0
        self.recent = []
        self.window = None

    def xdotool(self, *arguments):
        try:
            result = subprocess.run(["xdotool", *arguments], capture_output=True, text=True, timeout=STEP_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise Failure(f"xdotool {' '.join(arguments)} took more than {STEP_TIMEOUT} s")
        return result.stdout

    def record(self, description):
        self.inputs += 1
        line = f"{self.inputs}: {description}"
        self.recent = (self.recent + [line])[-15:]
        self.log.write(line + "\n")

    def find_window(self):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            found = self.xdotool("search", "--pid", str(self.gallery.process.pid), "--name", "RxSwift on GTK").split()
            if found:
                self.window = found[0]
                return
            self.gallery.check()
            time.sleep(0.5)
        raise Failure("the gallery's window did not appear within 30 s")

    def point(self, target):
        """A point inside `target`, away from its edges."""
        x = target["x"] + self.rng.randint(1, max(1, target["width"] - 2))
        y = target["y"] + self.rng.randint(1, max(1, target["height"] - 2))
        return x, y

    def pick(self, targets, types=None):
        if types is not None:
            targets = [target for target in targets if target["type"] in types]
        if not targets:
            return None
        weights = [6 if target["type"] in INTERACTIVE else 1 for target in targets]
        return self.rng.choices(targets, weights)[0]

    def pause(self):
        time.sleep(self.rng.uniform(0.03, 0.15))

    def click(self, target, button="1", repeat=1, what="click"):
        x, y = self.point(target)
        self.xdotool("mousemove", str(x), str(y), "click", "--repeat", str(repeat), "--delay", "90", button)
        self.record(f"{what} {target['type']} at {x},{y}")

    def drag(self, start_target, end):
        start = self.point(start_target)
        self.xdotool("mousemove", str(start[0]), str(start[1]), "mousedown", "1")
        steps = self.rng.randint(4, 10)
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step // steps
            y = start[1] + (end[1] - start[1]) * step // steps
            self.xdotool("mousemove", str(x), str(y))
            time.sleep(0.03)
        time.sleep(0.1)
        self.xdotool("mouseup", "1")
        self.record(f"drag {start_target['type']} from {start[0]},{start[1]} to {end[0]},{end[1]}")

    def key(self, keys):
        self.xdotool("key", "--clearmodifiers", keys)
        self.record(f"key {keys}")

    def type_text(self):
        text = "".join(self.rng.choice(TYPED) for _ in range(self.rng.randint(1, 12)))
        self.xdotool("type", "--delay", "25", text)
        self.record(f"type {text!r}")

    @staticmethod
    def sidebar_rows(seen):
        return [target for target in seen["targets"] if target["inSidebar"] and target["type"] == "GtkListBoxRow"]

    def switch_page(self, seen, page=None):
        """Clicks the sidebar's row of `page` (of a page at random if None); returns what the
        gallery shows once it switched, or after 5 s."""
        rows = self.sidebar_rows(seen)
        if page is not None and not any(row["page"] == page for row in rows):
            # The row is out of sight in a small window: a larger one shows every row.
            self.xdotool("windowsize", self.window, "1270", "790")
            self.record("resize to 1270x790")
            time.sleep(0.3)
            seen = self.gallery.targets()
            rows = self.sidebar_rows(seen)
        chosen = [row for row in rows if row["page"] == page] if page is not None else rows
        if not chosen:
            return seen
        row = self.rng.choice(chosen)
        # A click on a window without the focus may only give it the focus: up to three.
        for _ in range(3):
            self.click(row, what=f"sidebar row of {row['page']}")
            deadline = time.monotonic() + 1.5
            now_seen = self.gallery.targets()
            while now_seen["page"] != row["page"] and time.monotonic() < deadline:
                time.sleep(0.1)
                now_seen = self.gallery.targets()
            if now_seen["page"] == row["page"]:
                break
        return now_seen

    def act(self, seen):
        """One random input on what the gallery shows (`seen`, its targets)."""
        page_targets = [target for target in seen["targets"] if not target["inSidebar"] and acts_on(target)]
        # A title bar's buttons only get plain clicks: a drag that starts there moves the window,
        # which only a window manager carries out (see acts_on), a double-click maximizes it and
        # a right-click opens the window menu, whose Close ends the gallery.
        off_titlebar = [target for target in page_targets if not target["inTitlebar"]]
        if not off_titlebar:
            return self.switch_page(seen)
        kind = self.rng.choices(
            ["click", "button", "double", "right", "type", "key", "drag", "slide", "scroll", "resize", "sidebar", "wait"],
            [28, 8, 5, 2, 12, 15, 8, 4, 6, 3, 3, 3],
        )[0]
        if kind == "click":
            self.click(self.pick(page_targets))
        elif kind == "button":
            # Buttons open the dialogs; they are few among a page's widgets.
            self.click(self.pick(page_targets, BUTTONS) or self.pick(page_targets))
        elif kind == "double":
            self.click(self.pick(off_titlebar), repeat=2, what="double-click")
        elif kind == "right":
            self.click(self.pick(off_titlebar), button="3", what="right-click")
        elif kind == "type":
            field = self.pick(page_targets, TEXT_INPUTS)
            if field is not None and self.rng.random() < 0.6:
                self.click(field)
            self.type_text()
        elif kind == "key":
            self.key(self.rng.choice(KEYS))
        elif kind == "drag":
            other = self.pick(off_titlebar)
            self.drag(self.pick(off_titlebar), self.point(other))
        elif kind == "slide":
            slider = self.pick(off_titlebar, SLIDERS) or self.pick(off_titlebar)
            x, y = self.point(slider)
            self.drag(slider, (x + self.rng.randint(-200, 200), y + self.rng.randint(-8, 8)))
        elif kind == "scroll":
            target = self.pick(page_targets)
            x, y = self.point(target)
            button = self.rng.choice(["4", "5", "6", "7"])
            self.xdotool("mousemove", str(x), str(y), "click", "--repeat", str(self.rng.randint(1, 6)), "--delay", "40", button)
            self.record(f"scroll {button} over {target['type']} at {x},{y}")
        elif kind == "resize":
            width, height = self.rng.randint(640, 1270), self.rng.randint(420, 790)
            self.xdotool("windowsize", self.window, str(width), str(height))
            self.record(f"resize to {width}x{height}")
        elif kind == "sidebar":
            self.switch_page(seen)
        else:
            delay = self.rng.uniform(0.2, 1.0)
            time.sleep(delay)
            self.record(f"wait {delay:.1f} s")

    def act_in_dialog(self, seen):
        """Input for a dialog or popover: clicks and keys. No typing: in the file chooser it
        starts GTK's search of the file system, whose memory depends on the machine's folders,
        not on the gallery."""
        targets = [target for target in seen["targets"] if acts_on(target)]
        if self.rng.random() < 0.6 and targets and seen["dialogs"]:
            self.click(self.pick(targets), what="click in dialog")
        else:
            self.key(self.rng.choice(["Tab", "Down", "Up", "space", "Return", "Escape"]))

    def close_dialogs(self):
        """Escape until no dialog or popover is shown; fails if they stay."""
        for _ in range(4):
            seen = self.gallery.targets()
            if not seen["dialogs"] and not seen["popovers"]:
                return seen
            if seen["dialogs"] and seen["targets"]:
                # Without a window manager the keyboard follows the pointer: keep it over the dialog.
                x, y = self.point(seen["targets"][0])
                self.xdotool("mousemove", str(x), str(y))
            self.key("Escape")
            time.sleep(0.5)
        seen = self.gallery.targets()
        if seen["dialogs"] or seen["popovers"]:
            raise Failure(f"{seen['dialogs']} dialogs and {seen['popovers']} popovers stay open after Escape")
        return seen


# The gallery's resident memory read after a reset, in KiB: its anonymous pages (its own) and
# all of them (with the file-backed ones); and the bytes its allocator has handed out and not
# got back, in KiB, which memory freed but kept in the allocator's pages does not inflate.
Reading = collections.namedtuple("Reading", ["anonymous", "resident", "in_use"])


def lowest(readings):
    """The lowest of each measure over `readings`."""
    return Reading(*(min(values) for values in zip(*readings)))


def percent(before, after):
    """How far `after` is above `before`, in percent of `before`."""
    return 100.0 * (after - before) / before


def settled_resources(gallery, expected):
    """Resources.total once the released pages are gone: the wrappers' releases run on the
    next turns of the loop, and background work ends; it is read until it equals `expected`
    or the time is up."""
    deadline = time.monotonic() + SETTLE_TIMEOUT
    total = gallery.resources()
    while total != expected and time.monotonic() < deadline:
        time.sleep(0.25)
        total = gallery.resources()
    return total


def soak(binary, minutes, seed, log_path):
    rng = random.Random(seed)
    # The gallery's home and temporary folder, where its file browser starts, lies beside the
    # log in the build folder, not in the machine's temporary folder: the folders the monkey
    # can reach with the browser's Up button are then the build tree's few small ones. Going up
    # into a /tmp of thousands of entries raised the gallery's memory by 15 MB once (the high
    # mark of reading them, kept after, never grown by later visits): a fact about the
    # machine, not about the gallery.
    scratch = os.path.join(os.path.dirname(os.path.abspath(log_path)), "soak-scratch")
    os.makedirs(scratch, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="rx-soak-", dir=scratch)
    gallery = Gallery(binary, workdir)
    log = open(log_path, "w")
    monkey = Monkey(gallery, rng, log)
    started = time.monotonic()
    try:
        monkey.find_window()
        deadline = time.monotonic() + 30
        while not gallery.targets()["targets"]:
            if time.monotonic() > deadline:
                raise Failure("the gallery showed no widgets within 30 s")
            time.sleep(0.2)
        gallery.ask("reset", "reset")
        time.sleep(1)
        baseline = settled_resources(gallery, None)
        time.sleep(1)
        baseline = settled_resources(gallery, baseline)
        duration = minutes * 60
        started = time.monotonic()
        gallery.ask("trim", "trimmed")
        resident = gallery.resident_kib()
        print(f"soak: baseline {baseline} resources, {resident // 1024} MiB resident", flush=True)

        def visit(number, page, inputs):
            """Shows `page` (one at random if None), drives it with `inputs` random inputs,
            resets the pages and checks Resources.total; returns the anonymous and the whole
            resident memory then."""
            seen = monkey.switch_page(gallery.targets(), page)
            page = seen["page"]
            log.write(f"-- visit {number}: {page}\n")
            stuck = 0
            for step in range(inputs):
                # The targets are read again every few inputs: a monkey may click where a
                # widget was a moment ago, as a person does. But a dialog or popover that opened
                # meanwhile is seen at once, as a person sees it: input meant for the window
                # would land on the dialog, and a drag across its title bar would move it.
                fresh = gallery.targets()
                if step % 3 == 0 or fresh["dialogs"] or fresh["popovers"] or seen["dialogs"] or seen["popovers"]:
                    seen = fresh
                if seen["dialogs"] or seen["popovers"]:
                    stuck += 1
                    if stuck > 4:
                        monkey.close_dialogs()
                        stuck = 0
                    else:
                        monkey.act_in_dialog(seen)
                else:
                    stuck = 0
                    monkey.act(seen)
                monkey.pause()
                gallery.check()
                if time.monotonic() - started >= duration:
                    break
            # The last inputs may still be on their way to a slow gallery: a click on About seen
            # after the dialogs were closed opens one over the fresh pages, which holds its own
            # subscriptions. They are given time to land, and a dialog seen after the reset
            # means closing it and resetting again.
            time.sleep(0.5)
            for _ in range(3):
                monkey.close_dialogs()
                gallery.ask("reset", "reset")
                after_reset = gallery.targets()
                if not after_reset["dialogs"] and not after_reset["popovers"]:
                    break
            total = settled_resources(gallery, baseline)
            if total != baseline:
                raise Failure(f"Resources.total is {total} after the pages were reset, not its baseline {baseline} (page driven: {page})")
            gallery.ask("trim", "trimmed")
            resident = gallery.resident_kib()
            anonymous = gallery.resident_kib("RssAnon")
            in_use = int(gallery.ask("heap", "heap")) // 1024
            log.write(f"-- reset after {page}: {total} resources, {resident} KiB resident "
                      f"(heap {anonymous}, files {gallery.resident_kib('RssFile')}), {in_use} KiB in use\n")
            log.flush()
            return Reading(anonymous, resident, in_use)

        # The warm-up: every page once, in order, so that what GTK loads and caches on a
        # page's first showing (its code, glyphs, icons) is in before the reference reading.
        pages = [row["page"] for row in monkey.sidebar_rows(gallery.targets())]
        for number, page in enumerate(pages, start=1):
            reading = visit(number, page, 12)
        first_pass = reading
        visits = len(pages)
        readings = [reading]
        # The warm-up goes on for the first half of the run: random input fills GTK's caches of
        # what it has drawn (icons rendered at each tile size, glyphs, shaped runs of text,
        # fonts) for several minutes, while the pages hold the same widgets and subscriptions
        # after every reset. A leak goes on growing in the second half.
        warm_up = [reading]
        while time.monotonic() - started < duration:
            visits += 1
            readings.append(visit(visits, None, rng.randint(15, 45)))
            if time.monotonic() - started <= duration / 2:
                warm_up = readings[-3:]
        # What counts is the gallery's own memory, the anonymous pages: the file-backed ones are
        # libraries and fonts, paged in as code paths and glyphs are first used and shared with
        # other processes. Each end of the comparison is the lowest of three readings: what a
        # page drew or loaded last (pictures, a dialog's folder) is freed a reading or two
        # later, so a reading rises and falls by several percent with it; a leak raises the floor.
        before, after = lowest(warm_up), lowest(readings[-3:])
        growth = percent(before.anonymous, after.anonymous)
        details = (f"anonymous {before.anonymous // 1024} -> {after.anonymous // 1024} MiB; "
                   f"with file-backed pages {percent(before.resident, after.resident):+.1f}%; "
                   f"malloc in use {before.in_use // 1024} -> {after.in_use // 1024} MiB; "
                   f"since the first pass over the pages {percent(first_pass.anonymous, after.anonymous):+.1f}%")
        if growth > 10:
            raise Failure(f"the gallery's own resident memory grew by {growth:.1f}% in the run's second half, after the warm-up ({details})")
        gallery.check()
        elapsed = (time.monotonic() - started) / 60
        print(f"soak: {monkey.inputs} inputs in {elapsed:.1f} minutes ({visits} page visits), 0 crashes, 0 criticals, "
              f"resources back to baseline, RSS {growth:+.1f}% ({details}); GTK's known warnings: {gallery.known_warnings}")
        return 0
    except Failure as failure:
        elapsed = (time.monotonic() - started) / 60
        print(f"soak: FAILED after {monkey.inputs} inputs in {elapsed:.1f} minutes: {failure}")
        print("soak: the last inputs:\n  " + "\n  ".join(monkey.recent))
        print(f"soak: replay with: bash scripts/soak.sh {minutes:g} {seed} (every input: {log_path})")
        return 1
    finally:
        log.close()
        gallery.stop()
        shutil.rmtree(workdir, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gallery", required=True, help="the rxgtk-gallery binary")
    parser.add_argument("--minutes", type=float, default=2)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--log", default="soak-inputs.log", help="where every input is written")
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.SystemRandom().randrange(1, 1 << 31)
    print(f"soak: seed {seed}, {arguments.minutes:g} minutes", flush=True)
    sys.exit(soak(arguments.gallery, arguments.minutes, seed, arguments.log))


if __name__ == "__main__":
    main()
