#!/usr/bin/env bash
# Types, lint and formatting side by side: each runs on one core, and CI has two.
# Fails when any of them fails, after all three have said what they found.
set -uo pipefail
npm run --silent typecheck &
types=$!
npm run --silent lint &
lint=$!
npm run --silent format:check &
format=$!
status=0
for check in "$types" "$lint" "$format"; do wait "$check" || status=1; done
exit "$status"
