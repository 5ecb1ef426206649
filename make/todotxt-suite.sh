#!/usr/bin/env bash
# Runs todo.txt-cli's own test suite (t1000–t1950: add, addto, replace, pri, ls, listcon,
# listproj, prepend, do, append, depri, del, move, archive, deduplicate, report) against
# `todo` installed as `todo.sh`, in a copy in a temporary folder, and prints how many of
# each file's test cases pass. Fails when fewer than TODOSH_THRESHOLD percent (90) pass.
# The suite is test data beside the project (../shared/todotxt-cli), never part of it:
# where it is absent the run is skipped, and says so.
#
#   make/todotxt-suite.sh [binary]      (default: .build/debug/todo, or TODO_BINARY)
#   TODOSH_SUITE=path  TODOSH_FILES='t1000 t1300'  TODOSH_VERBOSE=1 (show failing cases)
set -uo pipefail
cd "$(dirname "$0")/.."
suite=${TODOSH_SUITE:-../shared/todotxt-cli}
binary=${1:-${TODO_BINARY:-.build/debug/todo}}
threshold=${TODOSH_THRESHOLD:-90}

if [ ! -d "$suite/tests" ]; then
  echo "todo.sh compatibility suite: SKIPPED: todo.txt-cli's tests are not at '$suite'" \
    "(they sit beside the project in ../shared/todotxt-cli; TODOSH_SUITE names another place)."
  exit 0
fi
if [ ! -x "$binary" ]; then
  echo "error: no todo binary at '$binary'. To fix: run 'swift build' first, or name one." >&2
  exit 1
fi
binary=$(readlink -f "$binary")
work=$(mktemp -d "${TMPDIR:-/tmp}/todotxt-suite.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp -r "$suite/." "$work/"
chmod -R u+w "$work"
ln -sf "$binary" "$work/todo.sh"

files=()
if [ -n "${TODOSH_FILES:-}" ]; then
  for prefix in $TODOSH_FILES; do files+=("$work"/tests/"$prefix"-*.sh); done
else
  for file in "$work"/tests/t1[0-9][0-9][0-9]-*.sh; do
    number=$(basename "$file" | sed -E 's/^t([0-9]+)-.*/\1/')
    [ "$number" -ge 1000 ] && [ "$number" -le 1950 ] && files+=("$file")
  done
fi

passed_all=0
total_all=0
printf '%-48s %s\n' "todo.sh compatibility (todo.txt-cli's tests)" "passed/total"
for file in "${files[@]}"; do
  name=$(basename "$file" .sh)
  output=$(cd "$work/tests" && bash "./$name.sh" 2>&1)
  passed=$(grep -c '^\*   ok ' <<<"$output")
  failed=$(grep -c '^\* FAIL ' <<<"$output")
  total=$((passed + failed))
  passed_all=$((passed_all + passed))
  total_all=$((total_all + total))
  printf '  %-46s %3d/%-3d\n' "$name" "$passed" "$total"
  if [ -n "${TODOSH_VERBOSE:-}" ] && [ "$failed" -gt 0 ]; then
    grep -A40 '^\* FAIL ' <<<"$output" | sed 's/^/      /'
  fi
done
if [ "$total_all" -eq 0 ]; then
  echo "error: no test case ran from '$suite/tests'." >&2
  exit 1
fi
percent=$((passed_all * 1000 / total_all))
echo "todo.sh compatibility: $passed_all of $total_all test cases pass" \
  "($((percent / 10)).$((percent % 10)) %; at least $threshold % needed)"
if [ $((passed_all * 100)) -lt $((threshold * total_all)) ]; then
  echo "error: todo as todo.sh passes fewer than $threshold % of todo.txt-cli's test cases." >&2
  exit 1
fi
