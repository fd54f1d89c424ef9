#!/usr/bin/env bash
# The pass^k benchmark: the Java port (packaged jar, `sim --mode bench`) and the Python reference
# (pass_k_bench.py with agent_world.py), alternating, on the same machine in the same run.
#
#   src/test/resources/bench/compare.sh [trials] [java_rounds] [python_rounds]
#
# Environment: JAR (default: target/workbench-*.jar), PYTHON (python3), AGENT_WORLD (the reference module).
# Prints every measurement as a JSON line, then the medians and their ratio (wall clock and CPU time).
set -euo pipefail
cd "$(dirname "$0")/../../../.."
TRIALS="${1:-3}"
JAVA_ROUNDS="${2:-20}"
PY_ROUNDS="${3:-2}"
JAR="${JAR:-$(ls target/workbench-*.jar | head -1)}"
PYTHON="${PYTHON:-python3}"
OUT="$(mktemp)"
for t in $(seq 1 "$TRIALS"); do
  "$PYTHON" src/test/resources/bench/pass_k_bench.py --rounds "$PY_ROUNDS" --warmup 1 | tee -a "$OUT"
  java -jar "$JAR" sim --mode bench --rounds "$JAVA_ROUNDS" | tee -a "$OUT"
done
"$PYTHON" - "$OUT" <<'PY'
import json, statistics, sys
py, jv = [], []
for line in open(sys.argv[1]):
    d = json.loads(line)
    if "implementation" in d:
        py.append(d)
    else:
        jv.append(d["data"])
med = lambda xs: statistics.median(xs)
pw, pc = med([d["episodes_per_second"] for d in py]), med([d["episodes_per_cpu_second"] for d in py])
jw, jc = med([d["episodes_per_second"] for d in jv]), med([d["episodes_per_cpu_second"] for d in jv])
print(f"Python {pw:12,.0f} episodes/s   {pc:12,.0f} per CPU-second   (median of {len(py)})")
print(f"Java   {jw:12,.0f} episodes/s   {jc:12,.0f} per CPU-second   (median of {len(jv)})")
print(f"ratio  {jw / pw:12.1f}x wall          {jc / pc:12.1f}x CPU")
PY
rm -f "$OUT"
