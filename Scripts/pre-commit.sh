#!/bin/sh
# sbdb as a pre-commit hook: re-index only the staged files it is given (and the links they
# touch), then fail the commit when a gating report has rows, printed as Xcode-style warnings.
#
#   Scripts/pre-commit.sh [FILE…]          (the pre-commit framework passes the staged files)
#   git diff --cached --name-only | Scripts/pre-commit.sh    (a plain .git/hooks/pre-commit)
#
# The gates are the reports named in SBDB_GATES (comma-separated), else broken-includes. When the
# repository commits a baseline (`sbdb baseline write`: .sbdb/baseline.json, or SBDB_BASELINE), only
# findings new since it fail the commit.
# Needs `sbdb` on PATH (SBDB=/path/to/sbdb to choose another). Exit status: 0 when every gate is
# empty (or has only rows the baseline has), 4 when one has rows, anything else when sbdb failed.
set -eu
sbdb=${SBDB:-sbdb}
gates=${SBDB_GATES:-broken-includes}
root=$(git rev-parse --show-toplevel 2>/dev/null || pwd)
if [ "$#" -gt 0 ]; then
    printf '%s\n' "$@" | "$sbdb" index "$root" --only-from - -q
else
    "$sbdb" index "$root" --only-from - -q
fi
baseline=${SBDB_BASELINE:-$root/.sbdb/baseline.json}
status=0
old_ifs=$IFS
IFS=,
for gate in $gates; do
    IFS=$old_ifs
    if [ -f "$baseline" ]; then
        "$sbdb" query "$gate" --db "$root/.sbdb/index.sqlite" --format xcode --fail-on-rows --baseline "$baseline" || status=$?
    else
        "$sbdb" query "$gate" --db "$root/.sbdb/index.sqlite" --format xcode --fail-on-rows || status=$?
    fi
    [ "$status" -eq 0 ] || [ "$status" -eq 4 ] || exit "$status"
done
exit "$status"
