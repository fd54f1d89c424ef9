#!/usr/bin/env bash
# Writes docs/screenshots/<route>-<lang>.png: every registered route at 1280x720, in en and zh (whole page), through
# the page tests' Playwright harness (BrowserTest: the app on a random port, Debian's Chromium) in PageScreenshots.
# Usage: scripts/screenshots.sh [output folder, default docs/screenshots] [routes, e.g. /,/forecast; default all]
# Needs JDK 25 (Temurin's at /usr/lib/jvm/temurin-25-jdk-amd64 is taken when present, else JAVA_HOME), Chromium at
# /usr/bin/chromium (or CHROMIUM_PATH) and a Chinese font; fails when a page shows clipped text.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/screenshots}"
routes="${2:-}"

# JDK 25, as .ci/run finds it (the machine's default java is 17)
if [ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]; then
  export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
if [ -n "${JAVA_HOME:-}" ]; then export PATH="$JAVA_HOME/bin:$PATH"; fi
java -version 2>&1 | grep -q 'version "25' || { echo "screenshots: JDK 25 is needed (set JAVA_HOME)" >&2; exit 1; }

# without Chromium the browser tests skip themselves, and this script would "succeed" with no new picture
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  echo "screenshots: no Chromium at $chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
  exit 1
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# without a CJK font Chromium draws the 中文 pages as empty boxes
if ! fc-list :lang=zh | grep -q .; then
  echo "screenshots: no Chinese font: sudo apt-get install -y fonts-wqy-zenhei" >&2
  exit 1
fi

case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
# the README's docs/home-<lang>.png come with the default folder
home=""
if [ "$out" = "$PWD/docs/screenshots" ]; then home="$PWD/docs"; fi
mkdir -p "$out"
stamp="$(mktemp)"
trap 'rm -f "$stamp"' EXIT
./mvnw -B -q test -Dtest=PageScreenshots -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip=true \
  -Dchromium.path="$chromium" -Dscreenshots.out="$out" ${home:+-Dscreenshots.home="$home"} \
  ${routes:+-Dworkbench.routes="$routes"}
made="$(find "$out" ${home:+"$home"} -maxdepth 1 -name '*.png' -newer "$stamp" | wc -l)"
if [ "$made" -eq 0 ]; then
  echo "screenshots: no screenshot was written (was PageScreenshots skipped? see target/surefire-reports)" >&2
  exit 1
fi
echo "$made screenshots written to $out${home:+ and $home}"
