#!/bin/sh
# A release archive of sbdb for this machine, as dist/sbdb-VERSION-PLATFORM.tar.gz: the binary,
# stripped, with its man pages and completions.
#   Linux: linux-ARCH, the Swift runtime linked in (--static-swift-stdlib): the binary needs only
#          libxml2 and libsqlite3 on the target machine (apt-get install libxml2 libsqlite3-0).
#   macOS: macos-universal, arm64 and x86_64 in one binary (the system's libxml2 and SQLite).
# Scripts/artifact-bundle.sh turns the archives into the SwiftPM artifact bundle.
#
#   Scripts/release.sh            (SBDB_BUILD_PATH=DIR to reuse another build folder)
set -eu
cd "$(dirname "$0")/.."
build=${SBDB_BUILD_PATH:-.build-release}
case "$(uname)" in
    Darwin)
        # The system's libxml2 (in the SDK), never Homebrew's, whose library is one architecture
        # and absent on users' Macs.
        sdk=$(xcrun --show-sdk-path)
        env -u PKG_CONFIG_PATH swift build -c release --product sbdb --arch arm64 --arch x86_64 --build-path "$build" \
            -Xcc -I"$sdk/usr/include/libxml2" >&2
        binary="$build/apple/Products/Release/sbdb"
        platform=macos-universal
        ;;
    *)
        swift build -c release --product sbdb --static-swift-stdlib --build-path "$build" >&2
        binary="$build/release/sbdb"
        platform="linux-$(uname -m)"
        ;;
esac
version=$("$binary" --version)
name="sbdb-$version-$platform"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name/bin" "$stage/$name/share/man/man1" "$stage/$name/share/completions"
cp "$binary" "$stage/$name/bin/sbdb"
strip "$stage/$name/bin/sbdb"
"$stage/$name/bin/sbdb" --generate-completion-script bash > "$stage/$name/share/completions/sbdb.bash"
"$stage/$name/bin/sbdb" --generate-completion-script zsh > "$stage/$name/share/completions/_sbdb"
"$stage/$name/bin/sbdb" --generate-completion-script fish > "$stage/$name/share/completions/sbdb.fish"
# Man pages: ArgumentParser's generator reads the binary's help (it needs only ArgumentParser).
swift build --product generate-manual --build-path "$build" >&2
"$build/debug/generate-manual" "$stage/$name/bin/sbdb" --multi-page --output-directory "$stage/$name/share/man/man1" >&2
cp README.md "$stage/$name/"
mkdir -p dist
tar -C "$stage" -czf "dist/$name.tar.gz" "$name"
(cd dist && shasum -a 256 "$name.tar.gz" 2>/dev/null || sha256sum "$name.tar.gz") > "dist/$name.tar.gz.sha256"
echo "dist/$name.tar.gz: $(wc -c < "dist/$name.tar.gz") bytes; bin/sbdb $(wc -c < "$stage/$name/bin/sbdb") bytes" >&2
echo "dist/$name.tar.gz"
