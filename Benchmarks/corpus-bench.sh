#!/usr/bin/env bash
# Times sbdb on a tree of IB files against `xmllint --stream --noout` over the same files.
# The full benchmark (generated repositories, incremental runs, reports, JSON) is
# `swift run -c release sbdb-bench`; this script is the quick check on one tree.
# Usage: Benchmarks/corpus-bench.sh [TREE] [RUNS]     (TREE defaults to ../shared/corpus)
# Prints median and spread (min–max) of: full index into a new database, no-op re-index,
# and the xmllint baseline; then sbdb's full index as a ratio of the baseline.
set -euo pipefail
cd "$(dirname "$0")/.."
tree="${1:-../shared/corpus}"
runs="${2:-7}"
[ -d "$tree" ] || { echo "error: no folder '$tree'; pass a tree of IB files" >&2; exit 64; }
command -v xmllint >/dev/null || { echo "error: xmllint is missing; apt-get install libxml2-utils" >&2; exit 69; }

swift build -c release --product sbdb >&2
sbdb="$(swift build -c release --show-bin-path)/sbdb"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
find "$tree" \( -name '*.storyboard' -o -name '*.xib' \) -print0 > "$work/files"
count=$(tr -cd '\0' < "$work/files" | wc -c)
bytes=$(xargs -0 cat < "$work/files" | wc -c)

now() { date +%s.%N; }
# elapsed START END: seconds between two `now` stamps (awk, since bc is not on a fresh machine).
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.6f\n", b - a }'; }
# stats NAME TIMES...: prints "NAME median min max" in milliseconds.
stats() {
    local name=$1; shift
    printf '%s\n' "$@" | sort -g | awk -v name="$name" '{ t[NR] = $1 * 1000 }
        END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
              printf "%-22s %9.1f ms   (%.1f–%.1f)\n", name, m, t[1], t[NR] }'
}

full=(); noop=(); baseline=()
for _ in $(seq "$runs"); do
    rm -f "$work"/db*
    start=$(now); "$sbdb" index "$tree" --db "$work/db.sqlite" -q; end=$(now)
    full+=("$(elapsed "$start" "$end")")
    start=$(now); "$sbdb" index "$tree" --db "$work/db.sqlite" -q; end=$(now)
    noop+=("$(elapsed "$start" "$end")")
    start=$(now); xargs -0 xmllint --stream --noout < "$work/files" 2>/dev/null || true; end=$(now)
    baseline+=("$(elapsed "$start" "$end")")
done

echo "tree: $tree ($count IB files, $((bytes / 1024)) KiB), $runs runs, $(nproc) cores"
stats "sbdb full index" "${full[@]}"
stats "sbdb no-op re-index" "${noop[@]}"
stats "xmllint --stream" "${baseline[@]}"
fm=$(printf '%s\n' "${full[@]}" | sort -g | awk '{t[NR]=$1} END {print (NR%2)?t[(NR+1)/2]:(t[NR/2]+t[NR/2+1])/2}')
bm=$(printf '%s\n' "${baseline[@]}" | sort -g | awk '{t[NR]=$1} END {print (NR%2)?t[(NR+1)/2]:(t[NR/2]+t[NR/2+1])/2}')
echo "full index / xmllint: $(awk -v f="$fm" -v b="$bm" 'BEGIN { printf "%.2f", f / b }')x"
