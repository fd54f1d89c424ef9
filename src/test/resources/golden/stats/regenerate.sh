#!/usr/bin/env bash
# Regenerates the statistics goldens (needs python3 with scipy):
#   t-quantiles.json          scipy.stats.t.ppf / t.cdf at integer df                      (StudentTTest)
#   intervals-repeats8.jsonl  intervals.py over ref_dump.py --mode results --repeats 8     (ClusteredMeanTest,
#   intervals-rho09.jsonl     the same for one config with rho 0.9, 60 tasks, 5 repeats     StatsCommandTest)
#   intervals-outcome.jsonl   plan_exec's /outcome-vs-process default sets, one run per task  (OutcomeIntervalsTest)
#
#   src/test/resources/golden/stats/regenerate.sh
#
# Environment: REFERENCE (default /work/shared/reference, holding ref_dump.py and intervals.py), PYTHON (python3).
set -euo pipefail
REFERENCE="${REFERENCE:-/work/shared/reference}"
PYTHON="${PYTHON:-python3}"
cd "$(dirname "$0")"
"$PYTHON" t-quantiles.py
"$PYTHON" "$REFERENCE/ref_dump.py" --mode results --repeats 8 --tasks 100 | "$PYTHON" "$REFERENCE/intervals.py" \
    > intervals-repeats8.jsonl
"$PYTHON" "$REFERENCE/ref_dump.py" --mode results --tasks 60 --repeats 5 --task-seed 3 --run-seed 2 \
    --config '{"base":"plan_exec","name":"plan_exec","rho":0.9}' | "$PYTHON" "$REFERENCE/intervals.py" \
    > intervals-rho09.jsonl
for set in "--task-seed 1" "--task-seed 2 --new-data"; do
    # shellcheck disable=SC2086
    "$PYTHON" "$REFERENCE/ref_dump.py" --mode results --tasks 200 $set --config plan_exec \
        | "$PYTHON" "$REFERENCE/intervals.py"
done > intervals-outcome.jsonl
