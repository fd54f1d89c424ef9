#!/usr/bin/env bash
# Regenerates the oracle world dumps used by DeviationsTest (run from this folder).
# REF_DUMP defaults to the shared reference oracle next to the project.
set -euo pipefail
REF_DUMP=${REF_DUMP:-../../../../../shared/reference/ref_dump.py}
python3 "$REF_DUMP" --mode world > oracle-world-default.json
python3 "$REF_DUMP" --mode world --world-seed 7 --n-stale 3 --memory-acc 0.5 --web-exact 0.3 --web-rounded 0.3 > oracle-world-seed7.json
