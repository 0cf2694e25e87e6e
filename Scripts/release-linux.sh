#!/bin/sh
# A Linux release: sbdb built with the Swift runtime linked in (--static-swift-stdlib), stripped,
# with its man pages and completions, as dist/sbdb-VERSION-linux-ARCH.tar.gz. The binary needs
# only libxml2 and libsqlite3 on the target machine (apt-get install libxml2 libsqlite3-0), not the
# Swift toolchain.
#
#   Scripts/release-linux.sh            (SBDB_BUILD_PATH=DIR to reuse another build folder)
set -eu
cd "$(dirname "$0")/.."
build=${SBDB_BUILD_PATH:-.build-static}
swift build -c release --product sbdb --static-swift-stdlib --build-path "$build" >&2
binary="$build/release/sbdb"
version=$("$binary" --version)
name="sbdb-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name/bin" "$stage/$name/share/man/man1" "$stage/$name/share/completions"
cp "$binary" "$stage/$name/bin/sbdb"
strip "$stage/$name/bin/sbdb"
"$stage/$name/bin/sbdb" --generate-completion-script bash > "$stage/$name/share/completions/sbdb.bash"
"$stage/$name/bin/sbdb" --generate-completion-script zsh > "$stage/$name/share/completions/_sbdb"
"$stage/$name/bin/sbdb" --generate-completion-script fish > "$stage/$name/share/completions/sbdb.fish"
# Man pages: ArgumentParser's generator reads the binary's help (it needs only ArgumentParser).
swift build --product generate-manual >&2
"$(swift build --show-bin-path)/generate-manual" "$stage/$name/bin/sbdb" --multi-page --output-directory "$stage/$name/share/man/man1" >&2
cp README.md "$stage/$name/"
mkdir -p dist
tar -C "$stage" -czf "dist/$name.tar.gz" "$name"
echo "dist/$name.tar.gz: $(wc -c < "dist/$name.tar.gz") bytes; bin/sbdb $(wc -c < "$stage/$name/bin/sbdb") bytes"
