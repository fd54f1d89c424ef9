#!/usr/bin/env python3
"""Writes book-replay-04.json: what the book's notebook 04 prints for its pinned capture, section by section.

The notebook's helper modules (agent_schemas, agent_observability, agent_research) are not public here, so this
re-implements the notebook's own print statements and derivation functions (04_research_agent.py, its replay path)
over ../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json. NotebookPrintoutGoldenTest compares
the workbench's replay text with it. The file holds printed text derived from the book's capture, not the capture.

    python3 src/test/resources/golden/book-replay.py    (run by regenerate.sh)
"""
import json
import re
import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
PINNED_TRACE = "04_research_agent_20260609T141730Z_b694ab4d0453.json"
TRACE = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "ml4t-traces" / PINNED_TRACE

# --- the notebook's derivations, as written there -------------------------------------------------------------
def extract_confidence(action):
    # agent_research.extract_confidence: a volunteered confidence clamped, else distance from even odds
    if "confidence" in action and action["confidence"] is not None:
        return max(0.0, min(1.0, float(action["confidence"])))
    return 2 * abs(float(action["p_yes"]) - 0.5)

def extract_sentiment(p_yes):
    if p_yes > 0.8: return "strongly_bullish"
    if p_yes > 0.6: return "bullish"
    if p_yes > 0.4: return "neutral"
    if p_yes > 0.2: return "bearish"
    return "strongly_bearish"

INLINE_ENUMERATION = re.compile(r"\(\d+\)\s*")
SENTENCE_END = re.compile(r"(?<![A-Z]\.)(?<=[.!?])\s+(?=[A-Z])")

def extract_key_findings(rationale):
    findings = []
    for line in rationale.split("\n"):
        line = line.strip()
        if re.match(r"^[-•*]\s+", line):
            findings.append(re.sub(r"^[-•*]\s+", "", line).strip())
        elif re.match(r"^\d+[.)]\s+", line):
            findings.append(re.sub(r"^\d+[.)]\s+", "", line).strip())
    if findings:
        return findings[:10]
    items = [part.strip() for part in INLINE_ENUMERATION.split(rationale)[1:]]
    if len(items) < 2:
        return []
    items[-1] = SENTENCE_END.split(items[-1])[0]
    return [item.rstrip(";.").strip() for item in items][:10]

def extract_uncertainties(rationale):
    words = {"uncertain", "unclear", "unknown", "risk", "caveat", "however", "but", "although"}
    sentences = re.split(r"[.!?]+", rationale)
    return [s.strip() for s in sentences if s.strip() and any(w in s.lower() for w in words)][:5]

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
