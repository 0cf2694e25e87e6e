#!/usr/bin/env bash
# The GitHub Action's steps (action.yml), as one script that runs anywhere: .ci/run runs it end
# to end on a throwaway git repository with two commits.
#
# Indexes the baseline commit in a worktree and writes its findings as a baseline file, indexes
# and reports on the checked-out code against it, prints a GitHub annotation for each finding
# that is new (never for rows the baseline already had), and exits with the report's status:
# 0, or 5 when a gating report has new rows (--fail-on-new), 1 on an error.
#
# Environment (the Action's inputs):
#   SBDB          the sbdb binary (default: sbdb on PATH)
#   SBDB_PATH     the folder to index, relative to the repository (default: .)
#   SBDB_BASE     the branch or commit whose findings are the baseline (required)
#   SBDB_GATES    comma-separated reports whose new rows fail (empty: every finding report)
#   SBDB_OUT      where the baseline, bundle and annotations go (default: $RUNNER_TEMP or a temporary folder)
# Writes $SBDB_OUT/sbdb-report (the bundle, with sbdb.sarif of the finding reports) and
# $SBDB_OUT/annotations.txt (the new findings as GitHub workflow commands, also on stdout).
set -euo pipefail

sbdb="${SBDB:-sbdb}"
path="${SBDB_PATH:-.}"
base="${SBDB_BASE:?set SBDB_BASE to the branch or commit to compare with}"
gates="${SBDB_GATES:-}"
out="${SBDB_OUT:-${RUNNER_TEMP:-$(mktemp -d)}}"
repository="$(git rev-parse --show-toplevel)"
mkdir -p "$out"

# The baseline: the base commit's findings, indexed in a worktree of its own.
worktree="$out/sbdb-base"
rm -rf "$worktree"
git -C "$repository" worktree prune
git -C "$repository" worktree add --quiet --detach "$worktree" "$base" 2>/dev/null \
    || git -C "$repository" worktree add --quiet --detach "$worktree" "origin/$base"
(
    cd "$worktree/$path"
    "$sbdb" index --quiet .
    "$sbdb" baseline write "$out/sbdb-baseline.json"
)
git -C "$repository" worktree remove --force "$worktree"

# The code under review: indexed (a fresh checkout has no database), reported against the baseline.
cd "$repository/$path"
status=0
if [ -n "$gates" ]; then
    "$sbdb" report --quiet --output "$out/sbdb-report" --baseline "$out/sbdb-baseline.json" --fail-on-new --fail-on "$gates" \
        > "$out/summary.tsv" || status=$?
else
    "$sbdb" report --quiet --output "$out/sbdb-report" --baseline "$out/sbdb-baseline.json" --fail-on-new \
        > "$out/summary.tsv" || status=$?
fi
if [ "$status" -ne 0 ] && [ "$status" -ne 5 ]; then
    cat "$out/summary.tsv" >&2
    exit "$status"
fi

# Annotations for what is new: the finding reports the baseline holds (those that are on).
: > "$out/annotations.txt"
"$sbdb" query --list --format tsv | awk -F'\t' 'NR > 1 && $5 == "finding" { print $1 }' | while read -r report; do
    grep -q "^    \"$report\" : \[" "$out/sbdb-baseline.json" || continue
    "$sbdb" query "$report" --baseline "$out/sbdb-baseline.json" --format github >> "$out/annotations.txt" \
        || echo "sbdb: could not compare $report with the baseline" >&2
done
cat "$out/annotations.txt"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$out/sbdb-report/index.md" >> "$GITHUB_STEP_SUMMARY"; fi
exit "$status"
