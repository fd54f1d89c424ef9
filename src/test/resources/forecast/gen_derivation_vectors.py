# Parity vectors for the derived-field rules: extract_key_findings and extract_uncertainties are copied verbatim from
# /work/shared/seeds/001_b346e3f4c895c7a8.txt (04_research_agent.py); extract_confidence is the notebook's contract
# for agent_research's helper (a volunteered confidence clamped, else distance from even odds), as the workbench
# implements it. ../golden/book-replay.py imports these functions rather than keeping a second copy.
#
#     python3 src/test/resources/forecast/gen_derivation_vectors.py     (writes derivation_vectors.json beside it)
import json, random, re
from pathlib import Path

HERE = Path(__file__).resolve().parent

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
    uncertainty_words = {"uncertain","unclear","unknown","risk","caveat","however","but","although"}
    sentences = re.split(r"[.!?]+", rationale)
    return [s.strip() for s in sentences if s.strip() and any(w in s.lower() for w in uncertainty_words)][:5]

def extract_confidence(action):
    if "confidence" in action:
        try:
            return max(0.0, min(1.0, float(action["confidence"])))
        except (TypeError, ValueError):
            pass
    p = float(action.get("p_yes", 0.5))
    return round(abs(p - 0.5) * 2, 3)

def main():
    fixed = [
        "Key factors: (1) Markets price hikes; (2) Fed holds at 4.25-4.5%; (3) U.S. inflation remains elevated. However, risk remains.",
        "Only one marker (1) here in prose.",
        "- first point\n- second point\n* third\n• fourth",
        "1. alpha\n2) beta\n3.gamma\n10. delta",
        "(1) U.S. growth slows. (2) The E.U. responds! Next sentence here. And more.",
        "(1) a;(2) b.(3) c. D starts here",
        "Nothing enumerated. But uncertain? Although clear! caveat emptor",
        "",
        "   \n  -  spaced bullet  \n",
        "(1)(2)(3)",
        "Attribute contributes; a butterfly. Unknown unknowns... Risky!? Fine.",
        "(1) first item; (2) second item ends mid U.S. sentence. Then More text",
        "- " + "\n- ".join(str(i) for i in range(15)),
        "Intro (12) twelve (13) thirteen. Tail",
        "(1) x\u00a0(2) y\u2003Z. Tail",
    ]
    rng = random.Random(24)
    words = ["rates", "U.S.", "Fed", "(1)", "(2)", "(3)", "(10)", "however", "but", "risk", ".", "!", "?", ";", "\n", "- ",
             "1. ", "2) ", "Growth", "inflation", "E.U.", "A.", "b.", "  ", "\u00a0", "Oil", "unclear", "e.g.", "3.5%", "•", "* "]
    generated = []
    for _ in range(400):
        n = rng.randint(0, 30)
        generated.append("".join(rng.choice(words) + rng.choice(["", " ", " ", "  "]) for _ in range(n)))
    vectors = []
    for text in fixed + generated:
        vectors.append({"rationale": text, "key_findings": extract_key_findings(text), "uncertainties": extract_uncertainties(text)})

    conf_actions = [{"p_yes": 0.65}, {"p_yes": 0.25}, {"p_yes": 0.5}, {}, {"p_yes": 1}, {"p_yes": 0.0005},
                    {"p_yes": 0.12345}, {"p_yes": 0.7775}, {"p_yes": 0.6, "confidence": 0.9}, {"p_yes": 0.6, "confidence": 7},
                    {"p_yes": 0.6, "confidence": -1}, {"p_yes": 0.6, "confidence": "0.4"}, {"p_yes": 0.6, "confidence": "high"},
                    {"p_yes": 0.6, "confidence": None}, {"p_yes": 0.6, "confidence": True}, {"p_yes": "0.9"}, {"p_yes": 0.6, "confidence": " 1_0e-1 "}]
    for _ in range(200):
        conf_actions.append({"p_yes": rng.random()})
    confidences = [{"action": a, "confidence": extract_confidence(a)} for a in conf_actions]
    json.dump({"derivations": vectors, "confidences": confidences}, open(HERE / "derivation_vectors.json", "w"), indent=1)
    print(len(vectors), len(confidences))


if __name__ == "__main__":
    main()
