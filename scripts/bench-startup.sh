#!/usr/bin/env bash
# Start time and memory of the production jar: time from `java -jar` to the first HTTP 200 on /, the
# "Started Application" line, and the resident memory after Chromium has rendered the home page 5 times.
# Usage: scripts/bench-startup.sh [runs]   (build first: ./mvnw -Pproduction -DskipTests package)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
PORT=${BENCH_PORT:-18181}
JAR=target/workbench.jar
[ -f "$JAR" ] || { echo "build the production jar first: ./mvnw -Pproduction -DskipTests package"; exit 1; }
render() {
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --disable-quic \
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost" --user-data-dir="$(mktemp -d)" \
    --virtual-time-budget=10000 --dump-dom "http://localhost:$PORT/" 2>/dev/null | grep -c 'id="app-name"'
}
echo "run,first_200_s,spring_started_s,rss_mb_after_5_home_pages"
for r in $(seq 1 "$RUNS"); do
  start=$(date +%s.%N)
  java -jar "$JAR" --server.port="$PORT" > /tmp/bench-startup.log 2>&1 &
  app=$!
  for _ in $(seq 1 1200); do
    curl -s -o /dev/null "http://localhost:$PORT/" && break
    kill -0 $app 2>/dev/null || { echo "the app exited:"; tail -5 /tmp/bench-startup.log; exit 1; }
    sleep 0.05
  done
  first=$(echo "$(date +%s.%N) - $start" | bc)
  for _ in 1 2 3 4 5; do render > /dev/null; done
  rss=$(( $(ps -o rss= -p $app) / 1024 ))
  started=$(grep -o 'Started Application in [0-9.]* seconds' /tmp/bench-startup.log | grep -o '[0-9.]*' | head -1)
  printf '%s,%.2f,%s,%s\n' "$r" "$first" "$started" "$rss"
  kill $app; wait $app 2>/dev/null || true
done
echo "java: $(java -version 2>&1 | head -1); machine: $(nproc) cores"
