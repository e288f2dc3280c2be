#!/usr/bin/env bash
# Compare two golden runs (bench/golden/README.md): normalise the values that differ between two
# runs of one jar (normalize.py says which and why), then diff. Exit 0 when identical, 1 when not.
# Usage: bench/golden/compare.sh DIR_A DIR_B     (DIFF_LINES=N limits the printed diff, default 400)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
A=${1:?usage: compare.sh DIR_A DIR_B}
B=${2:?usage: compare.sh DIR_A DIR_B}
for d in "$A" "$B"; do [ -d "$d" ] || { echo "not a directory: $d" >&2; exit 2; }; done
TMP=$(mktemp -d /tmp/vidlens-golden-compare.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
python3 "$HERE/normalize.py" "$A" "$TMP/a"
python3 "$HERE/normalize.py" "$B" "$TMP/b"
if (cd "$TMP" && diff -r -u a b) > "$TMP/raw.txt"; then
  echo "identical: $(find "$TMP/a" -name '*.json' | wc -l) answers ($A vs $B)"
  exit 0
fi
# the temporary files' modification times say nothing: drop them from the ---/+++ lines
sed -E 's/^((---|\+\+\+) [^\t]*)\t.*$/\1/' "$TMP/raw.txt" > "$TMP/diff.txt"
echo "DIFFERENT ($A vs $B):"
echo "  files that differ: $(grep -c '^diff -r' "$TMP/diff.txt" || true)"
echo "  only in one run:   $(grep -c '^Only in' "$TMP/diff.txt" || true)"
grep -E '^(diff -r|Only in)' "$TMP/diff.txt" | sed -e 's/^diff -r -u /  /' | head -100
echo
head -n "${DIFF_LINES:-400}" "$TMP/diff.txt"
exit 1
