package com.agenteval.workbench;

import com.agenteval.workbench.lessons.configs.ConfigsPageBenchmark;
import com.agenteval.workbench.lessons.outcome.CellTimings;
import com.agenteval.workbench.lessons.tools.ToolsPageBenchmark;
import org.junit.jupiter.api.Test;

/**
 * The lesson pages' cell timings (issue 4), in the benchmark profile with the pass^k benchmark, not in the normal test
 * run: {@code ./mvnw -Pbench test} (or {@code -Dtest=LessonPagesBench}). It runs the three timing mains; their figures
 * go to stdout. docs/benchmarks.md has the latest figures and the machine load they were measured under.
 */
class LessonPagesBench {

    @Test
    void lessonPageCells() throws Exception {
        ConfigsPageBenchmark.main(new String[0]);
        ToolsPageBenchmark.main(new String[0]);
        CellTimings.main(new String[0]);
    }
}
