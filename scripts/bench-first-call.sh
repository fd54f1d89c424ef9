#!/usr/bin/env bash
# The first simulation call of a fresh JVM, with and without the AOT cache, each next to the Python reference in the
# same run (issue 24): `sim --mode bench --rounds 1 --warmup 0`, trials alternating Python, Java without the cache,
# Java with it. Prints each trial's episodes per second and per CPU-second, then the medians and the ratios.
# Usage: scripts/bench-first-call.sh [trials=5]   (build first: ./mvnw -Pproduction -DskipTests package)
# PYTHON (python3) and AGENT_WORLD (the reference module, see pass_k_bench.py) may be set.
set -euo pipefail
cd "$(dirname "$0")/.."
TRIALS=${1:-5}
PYTHON=${PYTHON:-python3}
JAR=target/app/workbench.jar
CACHE=target/app/workbench.aot
[ -f "$CACHE" ] || { echo "build the production jar first: ./mvnw -Pproduction -DskipTests package"; exit 1; }
OUT=$(mktemp)
for _ in $(seq 1 "$TRIALS"); do
  echo "python $("$PYTHON" src/test/resources/bench/pass_k_bench.py --rounds 1 --warmup 0)" >> "$OUT"
  echo "plain $(java -jar "$JAR" sim --mode bench --rounds 1 --warmup 0)" >> "$OUT"
  echo "aot $(java -XX:AOTMode=on -XX:AOTCache="$CACHE" -jar "$JAR" sim --mode bench --rounds 1 --warmup 0)" >> "$OUT"
done
"$PYTHON" - "$OUT" <<'PY'
import json, statistics, sys
rows = {"python": [], "plain": [], "aot": []}
for line in open(sys.argv[1]):
    kind, text = line.split(" ", 1)
    d = json.loads(text)
    rows[kind].append(d if kind == "python" else d["data"])
print("trial  python eps  java eps  ratio   java+AOT eps  ratio   (episodes per second of the one timed round)")
for i, (p, j, a) in enumerate(zip(rows["python"], rows["plain"], rows["aot"]), 1):
    pw, jw, aw = p["episodes_per_second"], j["episodes_per_second"], a["episodes_per_second"]
    print(f"{i:5d}  {pw:10,.0f}  {jw:8,.0f}  {jw / pw:4.2f}x  {aw:12,.0f}  {aw / pw:4.2f}x")
med = lambda k, f: statistics.median(d[f] for d in rows[k])
for f in ("episodes_per_second", "episodes_per_cpu_second"):
    p, j, a = med("python", f), med("plain", f), med("aot", f)
    print(f"median {f}: python {p:,.0f}, java {j:,.0f} ({j / p:.2f}x), java with the AOT cache {a:,.0f} ({a / p:.2f}x)")
PY
rm -f "$OUT"
echo "java: $(java -version 2>&1 | head -1); machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
