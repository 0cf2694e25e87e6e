#!/bin/sh
# Prints the Homebrew formula of a release: it installs the release binary (macOS universal;
# Linux x86_64 or arm64) with its man pages and completions, and builds from source for
# `brew install --HEAD` (Xcode 16.3 for swift-tools 6.1, SwiftPM's sandbox off inside Homebrew's).
#
#   Scripts/homebrew-formula.sh VERSION BASE_URL DIST > sbdb.rb
#   (DIST holds sbdb-VERSION-PLATFORM.tar.gz.sha256 of Scripts/release.sh)
set -eu
[ "$#" -eq 3 ] || { echo "usage: Scripts/homebrew-formula.sh VERSION BASE_URL DIST" >&2; exit 64; }
version=$1
base=$2
dist=$3
sha() {
    file="$dist/sbdb-$version-$1.tar.gz.sha256"
    [ -f "$file" ] || { echo "error: no $file; run Scripts/release.sh on that platform first" >&2; exit 1; }
    cut -d' ' -f1 "$file"
}
macos=$(sha macos-universal)
linux_x86=$(sha linux-x86_64)
linux_arm=$(sha linux-aarch64)
sed -e "s|@VERSION@|$version|g" -e "s|@BASE@|$base|g" -e "s|@MACOS@|$macos|" \
    -e "s|@LINUX_X86_64@|$linux_x86|" -e "s|@LINUX_AARCH64@|$linux_arm|" "$(dirname "$0")/../Formula/sbdb.rb.in"
