#!/usr/bin/env bash
# The media tests judge cleaned files with exiftool (exiftool-vendored.pl), run by Debian's perl.
# perl-base, on every Debian machine, lacks Digest::MD5, which exiftool's ImageDataHash needs:
# the `perl` package brings it.
set -euo pipefail
perl -MDigest::MD5 -e 1 2>/dev/null && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's perl for exiftool in the media tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq perl >/dev/null
else
  echo "The media tests need Debian's perl with Digest::MD5. Install it with: sudo apt-get install -y perl" >&2
  exit 1
fi
