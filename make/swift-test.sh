#!/usr/bin/env bash
# Runs `swift test` with the arguments given, shows its output as it comes, and then says
# which tests were skipped and why, repeating the runner's closing line after them: Swift
# Testing's summary counts a skipped test as run. A skipped proof ("SKIPPED, not proven") fails the run under
# CI (CI=true), where `make deps` has installed what every test needs.
set -uo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"${SWIFT:-swift}" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
skipped=$(grep -E '^[^ ]+ Test .* skipped' "$log" | sed -E 's/^[^ ]+ Test //' | sort -u)
if [ -n "$skipped" ]; then
  echo "Skipped ($(printf '%s\n' "$skipped" | wc -l)):"
  printf '  %s\n' "$skipped"
  if [ "${CI:-}" = true ] && grep -q 'SKIPPED, not proven' <<<"$skipped"; then
    echo "error: a proof was skipped under CI; make deps installs what it needs." >&2
    [ "$status" -ne 0 ] || status=1
  fi
  # The runner's own closing line stays the last one.
  grep -E '^[^ ]+ Test run with ' "$log" | tail -n 1
fi
exit "$status"
