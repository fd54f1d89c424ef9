package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.notebook.TableCell;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The tool audit table: query, status and result count per tool call, the same columns on the replay and the run
 * page. Durations come only from the executor's log of a run made here; a replay rebuilds the rows from the traces,
 * which keep no wall-clock time. Up to {@value #ALL_VISIBLE} rows are shown whole; a longer audit is a scrolling grid
 * whose rows the browser fetches as they scroll into view.
 */
class AuditTableCell extends TableCell<AuditRow> {

    static final int ALL_VISIBLE = 50;

    /** @param durations whether to show duration_ms: a run made here has it; a replay's rows never do */
    AuditTableCell(@Nullable String title, boolean durations) {
        super(title);
        text(getTranslation("forecast.audit.agent"), AuditRow::agent).setAutoWidth(true);
        text(getTranslation("forecast.audit.query"), AuditRow::query).setFlexGrow(4);
        text(getTranslation("forecast.audit.status"), AuditRow::status).setAutoWidth(true);
        number(getTranslation("forecast.audit.results"), AuditRow::results, String::valueOf)
                .setAutoWidth(true);
        if (durations) {
            number("duration_ms", AuditRow::durationMs, ms -> Python.fixed(ms, 1))
                    .setAutoWidth(true);
        }
    }

    @Override
    protected void render(List<AuditRow> rows) {
        if (rows.size() <= ALL_VISIBLE) {
            allRowsVisible();
        } else {
            lazyRows();
        }
        super.render(rows);
    }
}
