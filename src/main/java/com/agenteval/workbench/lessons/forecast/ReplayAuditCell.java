package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.notebook.OutputCell;
import java.util.List;

/**
 * The tool audit of a replay as the notebook's replay path builds it: query, status and result count of agent_0's
 * searches (the book's {@code artifact}), rebuilt from the saved traces, with no durations; the other agents' rows in
 * a second table behind the "other agents" control. An agent that never searched has an empty table, as in the book.
 */
class ReplayAuditCell extends OutputCell<List<AgentReplay>> {

    private final AuditTableCell book = inner("replay-audit-book");
    private final AuditTableCell others = inner("replay-audit-others");

    ReplayAuditCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<AgentReplay> agents) {
        body().removeAll();
        if (agents.isEmpty()) {
            return;
        }
        book.show(AuditRow.fromReplay(agents.subList(0, 1)));
        List<AgentReplay> rest = agents.subList(1, agents.size());
        others.show(AuditRow.fromReplay(rest));
        OtherAgents.addTo(
                body(),
                book,
                rest.isEmpty() ? List.of() : List.of(others),
                getTranslation("forecast.other-agents", rest.size()));
    }

    /** A table with no title or cell frame of its own: it is part of this cell. */
    private static AuditTableCell inner(String id) {
        AuditTableCell table = new AuditTableCell(null, false);
        table.setId(id);
        table.getElement().getClassList().remove("nb-cell");
        return table;
    }
}
