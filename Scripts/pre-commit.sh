#!/bin/sh
# sbdb as a pre-commit hook: re-index only the staged files it is given (and the links they
# touch), then fail the commit when a gating report has rows, printed as Xcode-style warnings
# (`sbdb check --fail`).
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
root=$(git rev-parse --show-toplevel 2>/dev/null || pwd)
check() {
    "$sbdb" check "$root" --only-from - --gates "${SBDB_GATES:-broken-includes}" ${SBDB_BASELINE:+--baseline "$SBDB_BASELINE"} --fail -q
}
if [ "$#" -gt 0 ]; then
    printf '%s\n' "$@" | check
else
    check
fi
