#!/usr/bin/env bash
# Writes docs/screenshots/<route>-<lang>.png: every registered route at 1280x720, in en and zh (whole page), through
# the page tests' Playwright harness (BrowserTest: the app on a random port, Debian's Chromium) in PageScreenshots.
# Usage: scripts/screenshots.sh [output folder, default docs/screenshots]. Needs /usr/bin/chromium (or
# -Dchromium.path via MAVEN_OPTS); fails when a page shows clipped text.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/screenshots}"
# without a CJK font Chromium draws the 中文 pages as empty boxes
if ! fc-list :lang=zh | grep -q .; then
  echo "no Chinese font: install one first, e.g. sudo apt-get install -y fonts-wqy-microhei" >&2
  exit 1
fi
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
./mvnw -B -q test -Dtest=PageScreenshots -Dsurefire.failIfNoSpecifiedTests=false -Dscreenshots.out="$out"
ls "$out"/*.png | wc -l | xargs printf '%s screenshots in %s\n' "" "$out"
