#!/usr/bin/env bash
# Bundles Inspect's published log viewer (npm @metrevals/inspect-log-viewer, pinned with React in package-lock.json)
# into one static page, index.html + viewer.js + viewer.css, that reads a logs/ folder beside it the way
# `inspect view bundle` serves one (logs/listing.json and the log files). InspectViewerBrowserTest renders an exported
# log in it. Usage: scripts/inspect-viewer/build.sh [DEST] (default target/inspect-viewer).
# The bundle is cached by the hash of this folder's files (~/.cache/workbench/inspect-viewer/HASH): npm runs only
# when the pins change, bounded to 5 minutes.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
DEST="${1:-$HERE/../../target/inspect-viewer}"
HASH=$(cat "$HERE"/package.json "$HERE"/package-lock.json "$HERE"/entry.js "$HERE"/index.html "$0" | sha256sum | cut -c1-16)
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/workbench/inspect-viewer/$HASH"
if [ ! -f "$CACHE/viewer.js" ]; then
  WORK=$(mktemp -d)
  trap 'rm -rf "$WORK"' EXIT
  cp "$HERE"/package.json "$HERE"/package-lock.json "$HERE"/entry.js "$WORK"/
  (cd "$WORK" && timeout 300 npm ci --no-audit --no-fund --ignore-scripts --legacy-peer-deps >/dev/null \
    && timeout 120 node -e '
      require("esbuild").build({entryPoints: ["entry.js"], bundle: true, format: "esm", minify: true,
        outfile: "out/viewer.js", define: {"process.env.NODE_ENV": "\"production\""}, logLevel: "warning",
        loader: {".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file", ".svg": "file", ".png": "file"}})
        .catch(e => { console.error(e.message); process.exit(1); });')
  cp "$HERE"/index.html "$WORK"/out/
  mkdir -p "$(dirname "$CACHE")"
  rm -rf "$CACHE.tmp" && cp -r "$WORK"/out "$CACHE.tmp" && mv "$CACHE.tmp" "$CACHE"
fi
rm -rf "$DEST" && mkdir -p "$DEST" && cp -r "$CACHE"/. "$DEST"/
echo "inspect viewer: $DEST ($HASH)"
