#!/usr/bin/env python3
"""Measures `sbdb watch`: latency from a file's save to the database showing it, and CPU use
while idle. Not a test: it prints figures.

Usage: Benchmarks/watch-latency.py [--sbdb PATH] [--tree TREE] [--edits 100] [--idle 10]

TREE (default: ../shared/corpus when present, else Examples/ShopApp) is copied to a temporary
folder. Each edit saves a xib the way Xcode does (write a temporary file, rename it over the
target), alternating a new small xib and a rewrite of the tree's largest storyboard, and
times until a reader (sqlite3, like any tool) sees the new content. Then the watcher is left
alone for IDLE seconds and its CPU time is read from /proc/PID/stat (Linux only).
Build first: `swift build -c release --product sbdb` (the script uses that binary, else the
debug one, and says which).
"""
import argparse
import os
import shutil
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def find_sbdb(explicit):
    if explicit:
        return explicit
    for config in ("release", "debug"):
        path = os.path.join(ROOT, ".build", config, "sbdb")
        if os.access(path, os.X_OK):
            return path
    sys.exit("error: no built sbdb; run 'swift build -c release --product sbdb' or pass --sbdb")


def xib(view_class):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
    <objects><view contentMode="scaleToFill" id="vw0-probe" customClass="{view_class}"/></objects>
</document>
"""


def save(path, text):
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".sb-tmp")
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.rename(temporary, path)


def wait_for(db, sql, args, deadline=30.0):
    """Polls the database every millisecond until `sql` returns a row; returns the time."""
    start = time.monotonic()
    while time.monotonic() - start < deadline:
        try:
            if db.execute(sql, args).fetchone():
                return time.monotonic()
        except sqlite3.OperationalError:
            pass  # not created yet
        time.sleep(0.001)
    raise SystemExit(f"error: the database did not show {args} within {deadline} s")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15 of stat; fields[0] here is field 3.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def largest_storyboard(tree):
    best = None
    for folder, dirs, files in os.walk(tree):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in files:
            if name.endswith(".storyboard"):
                path = os.path.join(folder, name)
                if best is None or os.path.getsize(path) > os.path.getsize(best):
                    best = path
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sbdb")
    parser.add_argument("--tree")
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--debounce", type=int, default=100)
    args = parser.parse_args()
    sbdb = find_sbdb(args.sbdb)
    corpus = os.path.join(os.path.dirname(ROOT), "shared", "corpus")
    source = args.tree or (corpus if os.path.isdir(corpus) else os.path.join(ROOT, "Examples", "ShopApp"))
    work = tempfile.mkdtemp(prefix="sbdb-watch-bench-")
    tree = os.path.join(work, "tree")
    shutil.copytree(source, tree, ignore=shutil.ignore_patterns(".sbdb"))
    db_path = os.path.join(work, "index.sqlite")
    os.makedirs(os.path.join(tree, "Bench"), exist_ok=True)
    storyboard = largest_storyboard(tree)
    original = open(storyboard, encoding="utf-8", errors="surrogateescape").read() if storyboard else None
    watch = subprocess.Popen(
        [sbdb, "watch", tree, "--db", db_path, "--debounce", str(args.debounce), "-q"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        started = time.monotonic()
        db = sqlite3.connect(db_path, timeout=30)
        wait_for(db, "SELECT 1 FROM meta WHERE name = 'last_indexed_at'", ())
        first_index = time.monotonic() - started
        files = db.execute("SELECT count(*) FROM files").fetchone()[0]
        links = db.execute("SELECT count(*) FROM includes").fetchone()[0]
        latencies = {"new xib": [], "storyboard rewrite": []}
        probe = os.path.join(tree, "Bench", "Probe.xib")
        for edit in range(args.edits):
            marker = f"Probe{edit}x{os.getpid()}"
            if edit % 2 == 0 or original is None:
                kind = "new xib"
                saved = time.monotonic()
                save(probe, xib(marker))
            else:
                kind = "storyboard rewrite"
                text = original.replace("<scenes>", f'<scenes><!--{marker}-->', 1).replace(
                    "</scenes>", f'<scene sceneID="{marker}"><objects><viewController id="{marker}" '
                    f'customClass="{marker}" sceneMemberID="viewController"/></objects></scene></scenes>', 1)
                saved = time.monotonic()
                save(storyboard, text)
            seen = wait_for(db, "SELECT 1 FROM views WHERE custom_class = ?", (marker,))
            latencies[kind].append((seen - saved) * 1000)
        time.sleep(1.0)
        before = cpu_seconds(watch.pid)
        time.sleep(args.idle)
        idle_cpu = cpu_seconds(watch.pid) - before
    finally:
        watch.send_signal(signal.SIGTERM)
        status = watch.wait(timeout=30)
        shutil.rmtree(work, ignore_errors=True)
    build = "release" if "/release/" in sbdb else "debug"
    print(f"sbdb watch, {build} build, {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    print(f"tree: {source} ({files} files, {links} links), first index {first_index * 1000:.0f} ms, "
          f"debounce {args.debounce} ms")
    everything = [value for values in latencies.values() for value in values]
    for name, values in list(latencies.items()) + [("all edits", everything)]:
        if values:
            print(f"{name:20} n={len(values):3}  median {statistics.median(values):7.1f} ms   "
                  f"worst {max(values):7.1f} ms   (best {min(values):.1f})")
    print(f"idle CPU over {args.idle:.0f} s: {idle_cpu:.3f} s ({idle_cpu / args.idle * 100:.2f} %)")
    print(f"exit status after SIGTERM: {status}")


if __name__ == "__main__":
    main()
