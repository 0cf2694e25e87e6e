#!/bin/sh
# The SwiftPM artifact bundle of a release, and the plugin package that uses it as a binary target
# (SwiftLint's plugins are the model): an app that adds the plugins runs the release binary and
# never compiles sbdb or swift-syntax.
#
#   Scripts/artifact-bundle.sh ARCHIVE…      the release archives (dist/sbdb-VERSION-PLATFORM.tar.gz
#                                           of Scripts/release-linux.sh and release-macos.sh)
#
# Writes, in SBDB_DIST (default dist):
#   sbdb.artifactbundle/            info.json and one variant folder per archive
#   sbdb-VERSION.artifactbundle.zip  the bundle, and its SwiftPM checksum in ….zip.sha256
#   sbdb-plugins/                   the plugin package: the build-tool plugin (SBDBBuildTool, for
#                                   SwiftPM and Xcode targets) and the command plugin (SBDBCommand),
#                                   on a binaryTarget at SBDB_BUNDLE_URL with the checksum, or on
#                                   the bundle folder beside it when SBDB_BUNDLE_URL is unset
set -eu
cd "$(dirname "$0")/.."
[ "$#" -gt 0 ] || { echo "usage: Scripts/artifact-bundle.sh ARCHIVE… (dist/sbdb-VERSION-PLATFORM.tar.gz)" >&2; exit 64; }
dist=${SBDB_DIST:-dist}
bundle="$dist/sbdb.artifactbundle"
rm -rf "$bundle" "$dist/sbdb-plugins"
mkdir -p "$bundle"
version=""
variants=""
for archive in "$@"; do
    name=$(basename "$archive" .tar.gz)
    # sbdb-VERSION-PLATFORM-ARCH: the version is what lies between "sbdb-" and the platform.
    case "$name" in
        *-linux-x86_64) triples='"x86_64-unknown-linux-gnu"'; rest=${name%-linux-x86_64} ;;
        *-linux-aarch64) triples='"aarch64-unknown-linux-gnu"'; rest=${name%-linux-aarch64} ;;
        *-macos-universal) triples='"arm64-apple-macosx", "x86_64-apple-macosx"'; rest=${name%-macos-universal} ;;
        *) echo "error: cannot tell the platform of '$archive'; expected sbdb-VERSION-linux-x86_64, -linux-aarch64 or -macos-universal .tar.gz" >&2; exit 1 ;;
    esac
    this_version=${rest#sbdb-}
    if [ -n "$version" ] && [ "$version" != "$this_version" ]; then
        echo "error: '$archive' is version $this_version, the others $version; bundle one release at a time" >&2
        exit 1
    fi
    version=$this_version
    tar -C "$bundle" -xzf "$archive"
    [ -x "$bundle/$name/bin/sbdb" ] || { echo "error: '$archive' holds no $name/bin/sbdb" >&2; exit 1; }
    [ -z "$variants" ] || variants="$variants,"
    variants="$variants
        { \"path\": \"$name/bin/sbdb\", \"supportedTriples\": [$triples] }"
done
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "sbdb": {
      "version": "$version",
      "type": "executable",
      "variants": [$variants
      ]
    }
  }
}
JSON
zip_file="$dist/sbdb-$version.artifactbundle.zip"
rm -f "$zip_file"
(cd "$dist" && zip -qry "sbdb-$version.artifactbundle.zip" sbdb.artifactbundle)
checksum=$(swift package compute-checksum "$zip_file")
echo "$checksum" > "$zip_file.sha256"

plugins="$dist/sbdb-plugins"
mkdir -p "$plugins/Plugins/SBDBCommand" "$plugins/Plugins/SBDBBuildTool"
cp Plugins/SBDBCommand/SBDBCommand.swift "$plugins/Plugins/SBDBCommand/"
cp Distribution/Plugins/SBDBBuildTool/SBDBBuildTool.swift "$plugins/Plugins/SBDBBuildTool/"
if [ -n "${SBDB_BUNDLE_URL:-}" ]; then
    binary=".binaryTarget(name: \"sbdb\", url: \"$SBDB_BUNDLE_URL\", checksum: \"$checksum\")"
else
    cp -R "$bundle" "$plugins/"
    binary='.binaryTarget(name: "sbdb", path: "sbdb.artifactbundle")'
fi
cat > "$plugins/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// sbdb $version as SwiftPM and Xcode plugins on the release binary (made by Scripts/artifact-bundle.sh).
import PackageDescription

let package = Package(
    name: "sbdb-plugins",
    products: [
        .plugin(name: "SBDBBuildTool", targets: ["SBDBBuildTool"]),
        .plugin(name: "SBDBCommand", targets: ["SBDBCommand"]),
    ],
    targets: [
        $binary,
        .plugin(name: "SBDBBuildTool", capability: .buildTool(), dependencies: ["sbdb"]),
        .plugin(
            name: "SBDBCommand",
            capability: .command(
                intent: .custom(verb: "sbdb", description: "Run sbdb (index, query, report, check, …) on this package"),
                permissions: []),
            dependencies: ["sbdb"]),
    ]
)
SWIFT
echo "$bundle (sbdb $version), $zip_file (checksum $checksum), $plugins" >&2
