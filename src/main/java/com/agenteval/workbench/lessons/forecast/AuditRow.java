package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun.AgentRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun.AgentRun.ToolCall;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.ToolAuditRow;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** One row of the tool audit table, with the agent it belongs to; {@code durationMs} is null on a replay. */
record AuditRow(
        String agent,
        String query,
        String status,
        int results,
        @Nullable Double durationMs) {

    /** Rebuilt from the saved traces, as the notebook's replay path does: no durations. */
    static List<AuditRow> fromReplay(List<AgentReplay> agents) {
        List<AuditRow> rows = new ArrayList<>();
        for (AgentReplay a : agents) {
            for (ToolAuditRow r : a.toolAudit()) {
                rows.add(new AuditRow(a.agentId(), r.query(), r.status(), r.results(), r.durationMs()));
            }
        }
        return rows;
    }

    /** From the tool executor's own log of a run just made, with durations. */
    static List<AuditRow> fromRun(List<AgentRun> agents) {
        List<AuditRow> rows = new ArrayList<>();
        for (AgentRun a : agents) {
            for (ToolCall call : a.toolLog()) {
                ToolAuditRow r = call.auditRow();
                rows.add(new AuditRow(a.artifact().agentId(), r.query(), r.status(), r.results(), r.durationMs()));
            }
        }
        return rows;
    }
}
