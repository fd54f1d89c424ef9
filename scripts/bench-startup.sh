#!/usr/bin/env bash
# Start time of the production jar, as the README runs it (the extracted jar of target/app with its AOT cache;
# AOT=off for the same jar without it; JAR=target/workbench.jar or another fat jar for the plain `java -jar`): wall time from the
# launch to the first HTTP 200 on /, Spring's "Started Application in", the process's CPU time (user + system) at
# that moment, split into the JVM's compiler threads (C1/C2, the JIT) and the rest, and the load average. Prints every
# run and then the medians. The warm-up runs as in the README's command (WARMUP=off to switch it off).
# Usage: scripts/bench-startup.sh [runs=5]   (JAR=other.jar to compare; build first: ./mvnw -Pproduction -DskipTests package)
# The CPU seconds move much less than the wall time on a loaded machine: compare those between jars of one run.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
PORT=${BENCH_PORT:-18181}
JAR=${JAR:-target/app/workbench.jar}
[ -f "$JAR" ] || { echo "build the production jar first: ./mvnw -Pproduction -DskipTests package"; exit 1; }
JVM=()
if [ "$JAR" = target/app/workbench.jar ] && [ "${AOT:-on}" = on ]; then JVM=(-XX:AOTMode=on -XX:AOTCache=target/app/workbench.aot -Dspring.aot.enabled=true); fi
# AOT=off: the same jar with neither the JDK's cache nor Spring AOT; SPRING_AOT=off: the cache without Spring AOT
if [ "${SPRING_AOT:-on}" = off ] && [ ${#JVM[@]} -gt 0 ]; then JVM=(-XX:AOTMode=on -XX:AOTCache=target/app/workbench.aot); fi
TICK=$(getconf CLK_TCK)
LOG=$(mktemp)
rows=()
WARM=(); [ "${WARMUP:-on}" = on ] || WARM=(--workbench.warmup.enabled=false)
echo "run,first_200_s,spring_started_s,cpu_s_at_first_200,load_avg,jit_cpu_s"
for r in $(seq 1 "$RUNS"); do
  start=$(date +%s.%N)
  java "${JVM[@]}" -jar "$JAR" --server.port="$PORT" "${WARM[@]}" > "$LOG" 2>&1 &
  app=$!
  ok=
  for _ in $(seq 1 3000); do
    if curl -fs -o /dev/null "http://localhost:$PORT/"; then ok=1; break; fi
    kill -0 $app 2>/dev/null || { echo "the app exited:"; tail -5 "$LOG"; exit 1; }
    sleep 0.02
  done
  first=$(echo "$(date +%s.%N) - $start" | bc)
  cpu=$(awk -v t="$TICK" '{printf "%.2f", ($14 + $15) / t}' /proc/$app/stat)
  jit=$(for t in /proc/$app/task/*; do if grep -q '^C[12] Compiler' "$t/comm"; then cat "$t/stat"; fi; done \
    | sed 's/.*) //' | awk -v t="$TICK" '{s += $12 + $13} END {printf "%.2f", s / t}')    # utime, stime after the (name)
  kill $app; wait $app 2>/dev/null || true
  [ -n "$ok" ] || { echo "no 200 within 60 s"; exit 1; }
  started=$(grep -o 'Started Application in [0-9.]*' "$LOG" | grep -o '[0-9.]*$' | head -1)
  load=$(cut -d' ' -f1 /proc/loadavg)
  printf '%s,%.2f,%s,%s,%s,%s\n' "$r" "$first" "$started" "$cpu" "$load" "$jit"
  rows+=("$first $started $cpu $load $jit")
done
rm -f "$LOG"
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
printf 'median,%.2f,%s,%s,%s,%s\n' \
  "$(printf '%s\n' "${rows[@]}" | awk '{print $1}' | median)" \
  "$(printf '%s\n' "${rows[@]}" | awk '{print $2}' | median)" \
  "$(printf '%s\n' "${rows[@]}" | awk '{print $3}' | median)" \
  "$(printf '%s\n' "${rows[@]}" | awk '{print $4}' | median)" \
  "$(printf '%s\n' "${rows[@]}" | awk '{print $5}' | median)"
echo "jar: $JAR ($(du -m "$JAR" | cut -f1) MB) ${JVM[*]} ${WARM[*]}; java: $(java -version 2>&1 | head -1); machine: $(nproc) cores"
