package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One entry of the tool executor's audit log: an independent record of what the tool was actually asked to do,
 * beside the agent's own account in its traces.
 *
 * @param status      {@code success} or {@code error}
 * @param durationMs  wall-clock time of the call, from the clock passed in
 * @param provenance  where the results came from and what the cutoff filter did: the client, how many results it
 *                    returned, how many were dropped as published on or after the cutoff, how many carry no date
 */
public record ToolCall(
        String tool,
        Map<String, Object> args,
        String status,
        double durationMs,
        String resultPreview,
        Map<String, Object> provenance) {

    public static final String SUCCESS = "success";
    public static final String ERROR = "error";

    public ToolCall {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(status, "status");
        args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
        provenance = Collections.unmodifiableMap(new LinkedHashMap<>(provenance));
    }

    /**
     * This call as a row of the tool audit table, the same row type the replay rebuilds from traces, here with its
     * duration. The notebook's live path shows query, status and duration from this log.
     */
    public ReplayAnalysis.ToolAuditRow auditRow() {
        Object query = args.get("query");
        Object kept = provenance.get("kept");
        return new ReplayAnalysis.ToolAuditRow(
                query == null ? "?" : query.toString(), status, kept instanceof Integer n ? n : 0, durationMs);
    }
}
