#!/usr/bin/env bash
# The inputs too big for a debug test run: a 100,000-scene storyboard of about 50 MB, a 10 MB
# attribute, 100,000 nested elements, an entity bomb, and Swift files of 20,000 and 80,000
# one-line functions (1.5 and 6 MB: the cost per line must not grow with the file; a syntax
# collection filtered into a collection once made it quadratic), each indexed by sbdb into a
# new database. Prints wall time and peak memory (RSS) per input, and the rows the big one gave.
# Usage: Benchmarks/hostile-bench.sh [SCENES]      (default 100000)
# SBDB=path/to/sbdb uses that binary instead of building a release one.
set -euo pipefail
cd "$(dirname "$0")/.."
scenes="${1:-100000}"
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time is missing; apt-get install time" >&2; exit 69; }
if [ -z "${SBDB:-}" ]; then
    swift build -c release --product sbdb >&2
    SBDB="$(swift build -c release --show-bin-path)/sbdb"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

header='<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="VC-0">
<scenes>'
mkdir -p "$work/big" "$work/attr" "$work/deep" "$work/bomb" "$work/swift20k" "$work/swift80k"
for lines in 20000 80000; do
    awk -v n="$lines" 'BEGIN { for (i = 0; i < n; i++) printf "func f%d() { let s = \"x\\(1)\"; UIStoryboard(name: \"Main%d\", bundle: nil) }\n", i, i }' \
        > "$work/swift$((lines / 1000))k/Lines.swift"
done
{
    echo "$header"
    awk -v n="$scenes" 'BEGIN { for (i = 0; i < n; i++) printf "<scene sceneID=\"S-%d\"><objects><viewController id=\"VC-%d\" customClass=\"Screen%dViewController\" customModule=\"App\" sceneMemberID=\"viewController\"><view key=\"view\" contentMode=\"scaleToFill\" id=\"V-%d\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/><color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/><subviews><label text=\"Screen %d\" textAlignment=\"center\" id=\"L-%d\"><rect key=\"frame\" x=\"20\" y=\"100\" width=\"353\" height=\"21\"/></label></subviews></view></viewController></objects></scene>\n", i, i, i, i, i, i }'
    echo '</scenes></document>'
} > "$work/big/Huge.storyboard"
{
    echo '<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="V" userLabel="'
    head -c 10485760 /dev/zero | tr '\0' 'x'
    echo '"/></objects></document>'
} > "$work/attr/Attribute.xib"
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "<view>"; for (i = 0; i < 100000; i++) printf "</view>"; print "" }' > "$work/deep/Deep.xib"
{
    echo '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">'
    prev=a
    for i in 1 2 3 4 5 6 7 8 9; do printf '<!ENTITY a%s "%s">' $i "$(printf "&$prev;%.0s" 1 2 3 4 5 6 7 8 9 10)"; prev=a$i; done
    echo ']><document><objects><view id="v" userLabel="&a9;"/></objects></document>'
} > "$work/bomb/Bomb.xib"

printf '%-34s %10s %12s  %s\n' input seconds "peak RSS" result
for case in big attr deep bomb swift20k swift80k; do
    file=$(ls "$work/$case")
    size=$(wc -c < "$work/$case/$file")
    /usr/bin/time -f '%e %M' -o "$work/time" "$SBDB" index "$work/$case" --db "$work/$case.sqlite" -q 2>"$work/err" || true
    read -r seconds kb < "$work/time"
    result=$("$SBDB" query --db "$work/$case.sqlite" --format tsv --sql \
        "SELECT (SELECT count(*) FROM scenes) || ' scenes, ' || (SELECT count(*) FROM views) || ' views, ' || coalesce((SELECT group_concat(code) FROM diagnostics), 'no') || ' diagnostics'" | tail -1)
    printf '%-34s %10s %9d MB  %s\n' "$file ($((size / 1048576)) MB)" "$seconds" $((kb / 1024)) "$result"
done
