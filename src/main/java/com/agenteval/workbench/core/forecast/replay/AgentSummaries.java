package com.agenteval.workbench.core.forecast.replay;

import com.agenteval.workbench.core.forecast.Python;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The notebook's {@code format_agent_summary}: the text a supervisor or debate prompt receives about one agent. */
final class AgentSummaries {

    private AgentSummaries() {}

    /**
     * <pre>{@code
     * Agent: agent_0
     * Probability (p_yes): 0.65
     * Confidence: 0.30
     * Rationale: <first 200 characters>
     * Key findings:
     *   - <at most three>
     * }</pre>
     * An agent with no probability at all (the book never writes one) shows {@code n/a}.
     */
    public static String format(
            String agentId, Double pYes, @Nullable Double confidence, String rationale, List<String> keyFindings) {
        List<String> lines = new ArrayList<>();
        lines.add("Agent: " + agentId);
        lines.add("Probability (p_yes): " + (pYes == null ? "n/a" : Python.fixed(pYes, 2)));
        lines.add("Confidence: " + (confidence == null ? "n/a" : Python.fixed(confidence, 2)));
        lines.add("Rationale: " + Python.head(rationale == null ? "" : rationale, 200));
        if (!keyFindings.isEmpty()) {
            lines.add("Key findings:");
            for (String f : keyFindings.subList(0, Math.min(3, keyFindings.size()))) {
                lines.add("  - " + f);
            }
        }
        return String.join("\n", lines);
    }
}
