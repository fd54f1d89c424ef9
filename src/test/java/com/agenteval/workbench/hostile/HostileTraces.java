package com.agenteval.workbench.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Hostile run traces: one file per payload, built from a pinned two-agent offline trace (book format, with
 * aggregation, key findings and a resolved outcome, so the store, the replay and calibration all show it) by putting
 * the payload in every string field a page shows. Only the fields the store must parse to list a file at all keep
 * their form (dates, ids, the action and role names); everything else a trace's author controls carries the payload.
 */
public final class HostileTraces {

    /** The template: a valid, resolved, two-agent run from the repository's pinned traces. */
    static final Path TEMPLATE = Path.of("traces", "offline_research_agent_20261130T060354Z_a4038680421d.json");

    /** Fields whose form the reader checks or the replay keys on; they keep the template's value. */
    private static final Set<String> STRUCTURAL = Set.of(
            "created_at",
            "run_id",
            "timestamp",
            "action",
            "role",
            "execution_mode",
            "resolution_date",
            "cutoff_date",
            "published",
            "offline_question_id");

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A written trace: its file name, the payload it carries and how many string fields carry it. */
    public record HostileTrace(String fileName, Payloads.Payload payload, int fields) {}

    private HostileTraces() {}

    /** Writes one hostile trace per payload into {@code dir}. */
    public static List<HostileTrace> write(Path dir) {
        try {
            JsonNode template = JSON.readTree(TEMPLATE.toFile());
            List<HostileTrace> written = new ArrayList<>();
            for (int i = 0; i < Payloads.ALL.size(); i++) {
                Payloads.Payload p = Payloads.ALL.get(i);
                ObjectNode run = template.deepCopy();
                int fields = plant(run, p.text());
                String name = String.format("hostile_%02d_%s.json", i, p.name());
                Files.writeString(
                        dir.resolve(name), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(run));
                written.add(new HostileTrace(name, p, fields));
            }
            return written;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Puts the payload in every shown string field of one run; returns how many fields carry it. */
    static int plant(ObjectNode run, String payload) {
        List<String> agentIds = new ArrayList<>();
        run.get("agents").forEach(a -> agentIds.add(a.get("agent_id").asText()));
        List<String> callLabels = new ArrayList<>();
        run.get("llm_calls").forEach(c -> callLabels.add(c.get("label").asText()));
        int fields = replaceStrings(run, payload);
        // fields the template leaves empty or null, which a hostile author fills
        run.put("status", "completed");
        run.put("failure_reason", payload);
        run.put("hostile_extra_field", payload);
        fields += 2;
        ArrayNode agents = (ArrayNode) run.get("agents");
        for (int a = 0; a < agents.size(); a++) {
            ObjectNode agent = (ObjectNode) agents.get(a);
            // distinct ids, so the replay can tell the agents apart; the model calls keep pointing at their agent
            String id = payload + " #" + a;
            agent.put("agent_id", id);
            ArrayNode calls = (ArrayNode) run.get("llm_calls");
            for (int c = 0; c < calls.size(); c++) {
                if (callLabels.get(c).equals(agentIds.get(a))) {
                    ((ObjectNode) calls.get(c)).put("label", id);
                }
            }
            agent.put("failure_reason", payload);
            fields++;
            // the rationale in the shape the derivations read key findings and uncertainties from
            String rationale = "Key factors: (1) " + payload + "; (2) " + payload + ". However, " + payload;
            agent.put("rationale", rationale);
            for (JsonNode step : agent.get("traces")) {
                ObjectNode s = (ObjectNode) step;
                ObjectNode raw =
                        JSON.createObjectNode().put("action", s.get("action").asText());
                if ("forecast".equals(s.get("action").asText())) {
                    raw.put("p_yes", agent.get("p_yes").asDouble()).put("rationale", rationale);
                } else {
                    raw.put("query", payload);
                }
                s.put("llm_raw", raw.toString());
            }
        }
        return fields;
    }

    private static int replaceStrings(JsonNode node, String payload) {
        int n = 0;
        if (node instanceof ObjectNode o) {
            for (var it = o.fields(); it.hasNext(); ) {
                var e = it.next();
                if (e.getValue().isTextual()) {
                    if (!STRUCTURAL.contains(e.getKey())) {
                        e.setValue(TextNode.valueOf(payload));
                        n++;
                    }
                } else {
                    n += replaceStrings(e.getValue(), payload);
                }
            }
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                if (a.get(i).isTextual()) {
                    a.set(i, TextNode.valueOf(payload));
                    n++;
                } else {
                    n += replaceStrings(a.get(i), payload);
                }
            }
        }
        return n;
    }
}
