#!/usr/bin/env bash
# Checks a release as far as Linux allows, as .ci/run does:
#   1. the release binary runs with an empty environment (env -i: no toolchain on PATH, no
#      LD_LIBRARY_PATH) and indexes Examples/ShopApp;
#   2. Scripts/artifact-bundle.sh makes a bundle whose info.json is valid (schema 1.0, one
#      executable artifact, every variant's binary present and runnable for this machine);
#   3. a throwaway app package that depends on the generated plugin package (the bundle as a
#      binaryTarget) builds with the build-tool plugin, whose check finds the app's broken link
#      (Xcode shows it as a warning; SwiftPM's command line keeps a prebuild command's output to
#      itself, so the check's database is read), and runs the command plugin; swift-syntax is
#      never fetched or compiled.
#
#   Scripts/test-artifact-bundle.sh dist/sbdb-VERSION-linux-ARCH.tar.gz
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
archive="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "test-artifact-bundle: $*" >&2; exit 1; }

# 1. The binary alone.
tar -C "$work" -xzf "$archive"
binary="$(ls "$work"/sbdb-*/bin/sbdb)"
env -i "$binary" --version > /dev/null || fail "the release binary does not start under env -i"
cp -R "$here/Examples/ShopApp" "$work/shop"
rm -rf "$work/shop/.sbdb"
env -i "$binary" index "$work/shop" -q || fail "the release binary cannot index Examples/ShopApp under env -i"
[ "$(env -i "$binary" query scene-counts --db "$work/shop/.sbdb/index.sqlite" --format tsv | wc -l)" -gt 1 ] \
    || fail "the release binary's index has no scenes"

# 2. The artifact bundle.
SBDB_DIST="$work/dist" "$here/Scripts/artifact-bundle.sh" "$archive"
bundle="$work/dist/sbdb.artifactbundle"
python3 - "$bundle" <<'PY' || fail "info.json is not a valid artifact bundle manifest"
import json, os, sys
bundle = sys.argv[1]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info["schemaVersion"]
artifact = info["artifacts"]["sbdb"]
assert artifact["type"] == "executable" and artifact["version"], artifact
assert artifact["variants"], "no variant"
for variant in artifact["variants"]:
    path = os.path.join(bundle, variant["path"])
    assert os.access(path, os.X_OK), path + " is not an executable"
    assert variant["supportedTriples"] and all("-" in t for t in variant["supportedTriples"]), variant
PY
ls "$work"/dist/sbdb-*.artifactbundle.zip > /dev/null || fail "no zipped bundle"
[ -s "$(ls "$work"/dist/sbdb-*.artifactbundle.zip.sha256)" ] || fail "no checksum of the zipped bundle"

# 3. An app that uses the plugins.
app="$work/app"
mkdir -p "$app/Sources/App" "$app/UI"
cat > "$app/Package.swift" <<SWIFT
// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$work/dist/sbdb-plugins")],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "SBDBBuildTool", package: "sbdb-plugins")]),
    ]
)
SWIFT
echo 'public let answer = 42' > "$app/Sources/App/App.swift"
# A storyboard whose reference names a storyboard that does not exist: a broken include.
cat > "$app/UI/Main.storyboard" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
    <scenes>
        <scene sceneID="a">
            <objects>
                <viewControllerPlaceholder storyboardName="Settings" id="p" sceneMemberID="viewController"/>
            </objects>
        </scene>
    </scenes>
</document>
XML
(cd "$app" && swift build > "$work/build.log" 2>&1) || { cat "$work/build.log" >&2; fail "the app does not build with the build-tool plugin"; }
database="$(find "$app/.build/plugins/outputs" -path "*SBDBBuildTool/db/index.sqlite" | head -1)"
[ -n "$database" ] || { cat "$work/build.log" >&2; fail "the build-tool plugin made no database"; }
"$binary" query broken-includes --db "$database" --format xcode > "$work/check.txt"
grep -q "UI/Main.storyboard:[0-9]*: warning: .*'Settings'" "$work/check.txt" \
    || { cat "$work/build.log" "$work/check.txt" >&2; fail "the build-tool plugin's check did not find the broken link"; }
[ -z "$(find "$app/.build" -name "*.resources" -o -name "App_App.resources")" ] || fail "the plugin added a resource bundle to the app"
(cd "$app" && swift package --allow-writing-to-package-directory sbdb index -q && swift package sbdb query --list --format tsv > "$work/list.tsv" 2> "$work/plugin.log") \
    || { cat "$work/plugin.log" >&2; fail "the command plugin failed"; }
grep -q "^broken-includes" "$work/list.tsv" || fail "the command plugin did not list the reports"
[ -f "$app/.sbdb/index.sqlite" ] || fail "the command plugin did not index the package"
if [ -d "$app/.build/checkouts/swift-syntax" ] || grep -rqs "swift-syntax" "$app/.build/workspace-state.json"; then
    fail "the app fetched swift-syntax"
fi
echo "test-artifact-bundle: the release binary, the artifact bundle and both plugins work" >&2
