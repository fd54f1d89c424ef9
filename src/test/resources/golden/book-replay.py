#!/usr/bin/env python3
"""Writes book-replay-04.json: what the book's notebook 04 prints for its pinned capture, section by section.

The notebook's helper modules (agent_schemas, agent_observability, agent_research) are not public here, so this
re-runs the notebook's own print statements (04_research_agent.py, its replay path) over
../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json, with the derivation functions it defines or
imports taken from ../forecast/gen_derivation_vectors.py where that file has them. NotebookPrintoutGoldenTest compares
the workbench's replay text with it. The file holds printed text derived from the book's capture, not the capture.

Two printed sections are not here, because the notebook holds neither their output nor the code that prints them:
- the execution timeline, print(show_agent_timeline(artifact)): show_agent_timeline is in agent_observability; the
  notebook only says what it renders (each query, its documents' title, date, URL and snippet, then the forecast with
  the untruncated rationale), not its layout;
- the quality gates, run_quality_gates(gated_state, as_of=...): the print line is the notebook's
  ("  [PASS] name: reason"), but the gates, their names, order and reasons are in agent_schemas; the notebook's prose
  says only that freshness passes, consistency has no cutoff to enforce and coverage finds no base_rate item.

    python3 src/test/resources/golden/book-replay.py    (run by regenerate.sh)
"""
import json
import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
PINNED_TRACE = "04_research_agent_20260609T141730Z_b694ab4d0453.json"
TRACE = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "ml4t-traces" / PINNED_TRACE

# --- the notebook's derivations, as written there -------------------------------------------------------------
# extract_confidence, extract_key_findings and extract_uncertainties: one copy, in ../forecast/gen_derivation_vectors.py
# (whose vectors DerivationsTest checks the workbench against); its __main__ guard keeps importing it side-effect free
sys.dont_write_bytecode = True      # no __pycache__ in the source tree
sys.path.insert(0, str(HERE.parent / "forecast"))
from gen_derivation_vectors import extract_confidence, extract_key_findings, extract_uncertainties  # noqa: E402

def extract_sentiment(p_yes):
    if p_yes > 0.8: return "strongly_bullish"
    if p_yes > 0.6: return "bullish"
    if p_yes > 0.4: return "neutral"
    if p_yes > 0.2: return "bearish"
    return "strongly_bearish"

def assess_evidence_quality(sources, queries):
    if sources >= 10 and queries >= 3: return "high"
    if sources >= 5 or queries >= 2: return "medium"
    return "low"

def rederive(a):
    a = dict(a)
    a["confidence"] = extract_confidence({"p_yes": a["p_yes"]})
    a["sentiment"] = extract_sentiment(a["p_yes"])
    a["key_findings"] = extract_key_findings(a["rationale"])
    a["uncertainties"] = extract_uncertainties(a["rationale"])
    a["evidence_quality"] = assess_evidence_quality(a["sources_consulted"], a["search_queries_made"])
    return a

def format_agent_summary(a):
    lines = [f"Agent: {a['agent_id']}", f"Probability (p_yes): {a['p_yes']:.2f}",
             f"Confidence: {a['confidence']:.2f}", f"Rationale: {a['rationale'][:200]}"]
    if a["key_findings"]:
        lines.append("Key findings:")
        for f in a["key_findings"][:3]:
            lines.append(f"  - {f}")
    return "\n".join(lines)

# --- the notebook's cells, replay path --------------------------------------------------------------------------
run = json.loads(TRACE.read_text(encoding="utf-8"))
replayed = [rederive(a) for a in run["agents"]]
artifact = replayed[0]
captured_on = datetime.fromisoformat(run["created_at"]).date().isoformat()
out = {}
out["header"] = "\n".join([f"Mode:     replay of a capture recorded {captured_on}", f"Provider: {run['provider']}",
                           "Search:   replay (pinned trace)", f"Question: {run['question']['question']}"])
results = [r for a in replayed for t in a["traces"] for r in t["results"]]
assert all(r["published"] is None for r in results)
out["establish"] = f"Pinned trace: {len(results)} search results, none carrying a publication date"
out["forecast"] = "\n".join([
    "=== Forecast ===",
    f"Agent:                  {artifact['agent_id']}",
    f"Produced a forecast:    {any(t['action'] == 'forecast' for t in artifact['traces'])}",
    f"p(YES):                 {artifact['p_yes']:.2f}",
    f"Confidence heuristic:   {artifact['confidence']:.2f}",
    f"Sentiment heuristic:    {artifact['sentiment']}",
    f"Evidence volume class:  {artifact['evidence_quality']}",
    f"Searches:               {artifact['search_queries_made']}",
    f"Documents read:         {artifact['sources_consulted']}",
    f"Tokens:                 {artifact['token_usage']['total_tokens']:,}"])
out["rationale"] = f"Rationale:\n{artifact['rationale'][:400]}"
lines = []
if artifact["key_findings"]:
    lines.append("Key Findings:")
    lines += [f"  • {f}" for f in artifact["key_findings"]]
if artifact["uncertainties"]:
    if lines:
        lines.append("")
    lines.append("Uncertainties:")
    lines += [f"  • {u}" for u in artifact["uncertainties"]]
out["findings"] = "\n".join(lines)
audit = ["query\tstatus\tresults"]
audit += [f"{t['query'] or '?'}\tok\t{len(t['results'])}" for t in artifact["traces"] if t["action"] == "search"]
out["audit"] = "\n".join(audit)
out["summary"] = format_agent_summary(artifact)
pair = replayed[:2]
out["pair"] = "\n".join([f"{a['agent_id']}: confidence={a['confidence']:.2f}, sentiment={a['sentiment']}" for a in pair]
                        + [f"Both produced a forecast: {all(any(t['action'] == 'forecast' for t in a['traces']) for a in pair)}"])
out["chart"] = "\n".join(["title: Two runs of one research agent on the same question",
                          "subtitle: Same question, prompts and tools; 2026-06-09 capture, "
                          "search results carry no publication dates",
                          "x: Research agent", "y: Probability of a 2026 Fed rate hike"]
                         + [f"{a['agent_id']}: {a['p_yes']:.0%}" for a in pair])
total_tokens = sum(c["total_tokens"] for c in run["llm_calls"])
out["persisted"] = f"Replayed {len(run['llm_calls'])} model calls ({total_tokens:,} tokens) from {TRACE.name}"
(HERE / "book-replay-04.json").write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
print(f"wrote book-replay-04.json ({len(out)} sections)", file=sys.stderr)
