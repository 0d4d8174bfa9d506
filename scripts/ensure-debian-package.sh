#!/usr/bin/env bash
# Installs Debian packages the tests need: with apt-get as root, else says the command.
# Usage: ensure-debian-package.sh "PACKAGE [PACKAGE...]" "what needs them"
set -euo pipefail
read -r -a packages <<<"$1"
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's ${packages[*]} for $2..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
else
  echo "$2 need Debian's ${packages[*]}. Install with: sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
