#!/bin/sh
# Builds sbdb in release and installs it with its man page and shell completions.
#
#   Scripts/install.sh [PREFIX]      PREFIX defaults to $PREFIX, else /usr/local
#   Scripts/install.sh ~/.local      a user install, no sudo
#
# Installs PREFIX/bin/sbdb, PREFIX/share/man/man1/sbdb*.1 (ArgumentParser's generate-manual run
# on the built binary) and completions for bash, zsh and fish under PREFIX/share. Needs the Swift
# toolchain and libxml2 and SQLite headers (apt-get install libxml2-dev libsqlite3-dev).
# SBDB_SWIFT_FLAGS adds flags to each `swift build` (Homebrew passes --disable-sandbox: its own
# sandbox refuses SwiftPM's).
set -eu
cd "$(dirname "$0")/.."
prefix="${1:-${PREFIX:-/usr/local}}"
# On Linux the Swift runtime is linked in, as in the release archive: the binary starts in about
# two thirds of the time (no dynamic linking of the runtime and Foundation) and needs only
# libxml2 and libsqlite3 at run time. macOS has the runtime in the system.
static=""
if [ "$(uname -s)" = Linux ]; then static="--static-swift-stdlib"; fi
swift build ${SBDB_SWIFT_FLAGS:-} -c release --product sbdb $static >&2
binary="$(swift build ${SBDB_SWIFT_FLAGS:-} -c release --show-bin-path)/sbdb"
# The manual generator needs only ArgumentParser; it reads the release binary's help.
swift build ${SBDB_SWIFT_FLAGS:-} --product generate-manual >&2
generator="$(swift build ${SBDB_SWIFT_FLAGS:-} --show-bin-path)/generate-manual"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/man"
"$generator" "$binary" --multi-page --output-directory "$work/man" >&2
mkdir -p "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/sbdb"
for page in "$work"/man/*.1; do install -m 644 "$page" "$prefix/share/man/man1/"; done
"$binary" --generate-completion-script bash > "$prefix/share/bash-completion/completions/sbdb"
"$binary" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_sbdb"
"$binary" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/sbdb.fish"
echo "installed $prefix/bin/sbdb ($("$prefix/bin/sbdb" --version)), its manual and completions" >&2
