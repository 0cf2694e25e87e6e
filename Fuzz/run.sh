#!/bin/sh
# Coverage-guided fuzzing of the IB parser, the Objective-C scanner, the Swift body blanker, the
# Xcode project readers and the resource readers (strings, string and asset catalogs, fonts)
# with libFuzzer.
#
#   Fuzz/run.sh [SECONDS_PER_TARGET]      (default 60)
#
# Builds Fuzz/Sources into .build-fuzz (SBDB_FUZZ=1 adds the target to Package.swift and
# compiles it and the two parsers with -sanitize=fuzzer,address; ordinary builds never see it), seeds each target with the test
# fixtures and the corpus, replays Fuzz/regressions/, then fuzzes each target for a bounded
# time. Inputs that crash or leak land in Fuzz/crashes/: move each to Fuzz/regressions/
# (ib-…, objc-…, swift-…, project-… or resources-…), add a test that reads it, and fix the parser.
# Prints executions and time per target. Needs a toolchain with libFuzzer (Linux swift.org
# toolchains have it; Xcode's does not).
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
SBDB_FUZZ=1 swift build -c debug --build-path .build-fuzz --product sbdb-fuzz >&2
binary=.build-fuzz/debug/sbdb-fuzz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p Fuzz/crashes "$work/ib" "$work/objc" "$work/swift" "$work/project" "$work/resources"
# Seeds: the fixtures, and the shared corpus's IB files when it is there (copied to the
# temporary folder, never into the project).
find Tests/Fixtures/IB ../shared/corpus \( -name '*.storyboard' -o -name '*.xib' \) 2>/dev/null |
    while IFS= read -r file; do cp "$file" "$work/ib/$(printf '%s' "$file" | tr '/ ' '__')"; done
find Tests/Fixtures/ObjC \( -name '*.h' -o -name '*.m' -o -name '*.mm' \) |
    while IFS= read -r file; do cp "$file" "$work/objc/$(printf '%s' "$file" | tr '/ ' '__')"; done
# Swift seeds: the project's own sources and tests, which hold every kind of string and comment.
find Sources/SourceParsing Tests/SourceParsingTests Tests/Fixtures -name '*.swift' |
    while IFS= read -r file; do cp "$file" "$work/swift/$(printf '%s' "$file" | tr '/ ' '__')"; done
# Project seeds: the fixtures' projects and .xcconfig files, and the shared apps' when they are there.
find Tests/Fixtures ../shared/apps \( -name project.pbxproj -o -name '*.xcconfig' \) 2>/dev/null |
    while IFS= read -r file; do cp "$file" "$work/project/$(printf '%s' "$file" | tr '/ ' '__')"; done
# Resource seeds: strings tables, string and asset catalogs and fonts of the fixtures and the shared apps.
find Tests/Fixtures ../shared/apps \( -name '*.strings' -o -name '*.xcstrings' -o -name Contents.json -o -name '*.ttf' -o -name '*.otf' \) 2>/dev/null |
    head -400 | while IFS= read -r file; do cp "$file" "$work/resources/$(printf '%s' "$file" | tr '/ ' '__')"; done
# The hostile structures of the hardening rounds as seeds, so mutations start from them:
# nesting of every bracket kind, raw and unclosed interpolations, self-multiplying build
# settings and .xcconfig files that include each other.
awk 'BEGIN {
    s = "let e = "; for (i = 0; i < 40; i++) s = s "["; print s > "'"$work"'/swift/hostile-squares.swift"
    s = "let e = "; for (i = 0; i < 20; i++) s = s "[("; print s > "'"$work"'/swift/hostile-mixed.swift"
    s = "let h: "; for (i = 0; i < 300; i++) s = s "A<"; print s "B" > "'"$work"'/swift/hostile-generics.swift"
    s = "let r = #\""; for (i = 0; i < 100; i++) s = s "\\#(#\""; print s > "'"$work"'/swift/hostile-raw.swift"
    s = "let u = \""; for (i = 0; i < 300; i++) s = s "\\("; print s > "'"$work"'/swift/hostile-unclosed.swift"
    print "final class C: NSResponder { override func validateMenuItem(_ m: NSMenuItem) -> Bool {\n switch m.action {\n case #selector(a(_:)), #selector(C.b(with:)): m.title = \"x\"\n default: if m.action == #selector(c) { m.title = \"y\" }\n }\n return true } }" > "'"$work"'/swift/seed-validation.swift"
    print "@implementation C\n- (BOOL)validateMenuItem:(NSMenuItem *)m {\n if (m.action == @selector(a:) || m.action == @selector(b:with:)) { m.title = @\"x\"; }\n else if ([m action] == @selector(c:)) { [m setTitle:@\"y\"]; }\n return YES;\n}\n@end" > "'"$work"'/objc/seed-validation.m"
    s = "V0 = abcdefghij\n"; for (i = 1; i <= 8; i++) { s = s "V" i " = "; for (j = 0; j < 10; j++) s = s "$(V" i - 1 ")"; s = s "\n" }
    print s "PRODUCT_BUNDLE_IDENTIFIER = $(V8)" > "'"$work"'/project/hostile-expansion.xcconfig"
    s = ""; for (i = 0; i < 10; i++) s = s "#include \"hostile-includes.xcconfig\"\n"; print s "A = b" > "'"$work"'/project/hostile-includes.xcconfig"
}'
# Every input a fuzzer once broke on, replayed first (libFuzzer runs files given by name).
status=0
for target in ib objc swift project resources; do
    set -- Fuzz/regressions/"$target"-*
    [ -e "$1" ] || continue
    if ! SBDB_FUZZ_TARGET=$target "$binary" "$@" >"$work/replay.log" 2>&1; then
        tail -40 "$work/replay.log" >&2
        echo "error: a regression input in Fuzz/regressions fails again" >&2
        exit 1
    fi
    echo "$target: $# regression input(s) replayed"
done
for target in ib objc swift project resources; do
    log="$work/$target.log"
    SBDB_FUZZ_TARGET=$target "$binary" "$work/$target" -max_total_time="$seconds" -max_len=65536 \
        -rss_limit_mb=2048 -timeout=10 -artifact_prefix="Fuzz/crashes/$target-" -print_final_stats=1 >"$log" 2>&1 || status=1
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 || echo "cov: ?")
    echo "$target: $runs executions in $seconds s ($speed/s), $cov, corpus $(ls "$work/$target" | wc -l) inputs"
    if [ $status -ne 0 ]; then tail -40 "$log" >&2; fi
done
ls Fuzz/crashes | grep -v '^README' >&2 || true
exit $status
