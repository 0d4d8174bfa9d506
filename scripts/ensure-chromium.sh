#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; Playwright's own browser download does not work here.
set -euo pipefail
# CI runs this first on a fresh machine: the media tests' outside judge, exiftool, needs perl too.
bash "$(dirname "$0")/ensure-perl.sh"
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The browser tests need /usr/bin/chromium. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
