#!/usr/bin/env bash
# Runs the GitHub Action's script (Scripts/github-action.sh) end to end, as .ci/run does: on a
# throwaway git repository made of Examples/ShopApp, whose second commit breaks a link. Checks
# that the run fails with status 5, annotates only the new findings, and writes SARIF with only
# finding reports, each result with a location.
#
#   Scripts/test-github-action.sh [path/to/sbdb]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
sbdb="${1:-$here/.build/debug/sbdb}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

repository="$work/repository"
mkdir -p "$repository"
cp -R "$here/Examples/ShopApp/." "$repository/"
rm -rf "$repository/.sbdb"
cd "$repository"
git init --quiet
git add -A
git -c user.email=ci@example.com -c user.name=ci commit --quiet -m "The app as it is"
# The second commit breaks one link: Checkout's runtime attribute names a storyboard that does not exist.
sed 's/keyPath="storyboardName" value="Receipt"/keyPath="storyboardName" value="Recipt"/' ShopApp/Checkout.storyboard > "$work/Checkout.storyboard"
mv "$work/Checkout.storyboard" ShopApp/Checkout.storyboard
git -c user.email=ci@example.com -c user.name=ci commit --quiet -am "Break a link"

status=0
SBDB="$sbdb" SBDB_BASE=HEAD~1 SBDB_OUT="$work/out" "$here/Scripts/github-action.sh" > "$work/stdout" 2> "$work/stderr" || status=$?
fail() { echo "test-github-action: $*" >&2; echo "--- stdout" >&2; cat "$work/stdout" >&2; echo "--- stderr" >&2; cat "$work/stderr" >&2; exit 1; }

[ "$status" -eq 5 ] || fail "expected status 5 (new findings), got $status"
expected="::warning file=ShopApp/Checkout.storyboard,line=58,title=broken-includes::Checkout links to 'Recipt' (runtime-attributes), but no storyboard or nib of that name exists
::warning file=ShopApp/Receipt.storyboard,title=unused-storyboards::Nothing opens Receipt.storyboard: no link, Info.plist or code names it"
[ "$(cat "$work/out/annotations.txt")" = "$expected" ] || fail "the annotations are not exactly the two new findings"
grep -q "New rows since the baseline in: broken-includes, unused-storyboards" "$work/stderr" || fail "no gate message"
sarif="$work/out/sbdb-report/sbdb.sarif"
[ -f "$sarif" ] || fail "no SARIF log"
# Only finding reports (no include-graph, inclusion-depth, scene-counts, custom-classes), each result located.
if grep -q '"ruleId" *: *"\(include-graph\|inclusion-depth\|scene-counts\|custom-classes\|targets\)"' "$sarif"; then
    fail "the SARIF log holds an inventory report"
fi
results=$(grep -c '"ruleId"' "$sarif" || true)
located=$(grep -c '"physicalLocation"' "$sarif" || true)
[ "$results" -gt 0 ] && [ "$results" -eq "$located" ] || fail "SARIF: $results results, $located with a location"
echo "test-github-action: passed ($results SARIF results, 2 annotations, status 5)" >&2
