#!/usr/bin/env bash
# Times `sbdb query --sql … --format F` for every output format on a generated result.
# Usage: Benchmarks/format-bench.sh [ROWS] [RUNS]     (defaults: 100000 rows, 5 runs)
# Set SBDB=path/to/sbdb to time a binary you already built (otherwise a release build is made).
# Prints per format the median and spread (min–max) of the whole run to /dev/null, the output
# size, and rows per second; the `count` line is the cost of running the query without output.
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-100000}"
runs="${2:-5}"
if [ -z "${SBDB:-}" ]; then
    swift build -c release --product sbdb >&2
    SBDB="$(swift build -c release --show-bin-path)/sbdb"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/repo"
"$SBDB" index "$work/repo" -q

# A report-shaped result: a path under the root, a line, text that needs escaping, a number.
sql="WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $rows)
SELECT 'Nib' || i AS source, 'App/Features/F' || (i % 97) || '/View ' || i || '.xib' AS path,
       i % 500 + 1 AS line, 'missing-file' AS problem,
       'needs <escaping> & \"quotes\", | pipes' AS detail, i * 0.5 AS ratio FROM n"

now() { date +%s.%N; }
median() { sort -g | awk '{ t[NR] = $1 } END { print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }'; }

echo "$rows rows, $runs runs, $(nproc) cores, binary: $SBDB"
printf '%-9s %10s %20s %10s %12s\n' format median "(min–max) ms" KiB rows/s
for format in count table csv tsv json jsonl markdown html xcode github sarif; do
    times=()
    for _ in $(seq "$runs"); do
        start=$(now)
        if [ "$format" = count ]; then
            "$SBDB" query --db "$work/repo/.sbdb/index.sqlite" --sql "SELECT count(*) FROM ($sql)" > "$work/out"
        else
            "$SBDB" query --db "$work/repo/.sbdb/index.sqlite" --sql "$sql" --format "$format" > "$work/out"
        fi
        end=$(now)
        times+=("$(echo "($end - $start) * 1000" | bc)")
    done
    m=$(printf '%s\n' "${times[@]}" | median)
    lo=$(printf '%s\n' "${times[@]}" | sort -g | head -1)
    hi=$(printf '%s\n' "${times[@]}" | sort -g | tail -1)
    size=$(( $(wc -c < "$work/out") / 1024 ))
    printf '%-9s %10.1f %20s %10d %12.0f\n' "$format" "$m" "$(printf '(%.0f–%.0f)' "$lo" "$hi")" "$size" \
        "$(echo "$rows / ($m / 1000)" | bc -l)"
done
