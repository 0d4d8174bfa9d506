#!/usr/bin/env bash
# Installs a Debian package the tests need: with apt-get as root, else says the command.
# Usage: ensure-debian-package.sh PACKAGE "what needs it"
set -euo pipefail
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's $1 for $2..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
else
  echo "$2 need Debian's $1. Install it with: sudo apt-get install -y $1" >&2
  exit 1
fi
