package com.agenteval.workbench.core.tasks;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.tasks.Task.Subtask;
import com.agenteval.workbench.core.tasks.Task.Subtask.FetchSpec;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.WebQuery;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shortcuts a fetch spec offers equal the long way round through text and argument dicts. */
class FetchSpecTest {

    private static List<FetchSpec> specs(World w) {
        List<FetchSpec> out = new ArrayList<>();
        for (Task t : Tasks.make(w, 300, 1, false)) {
            t.subtasks().stream()
                    .filter(s -> s instanceof Subtask.Fetch)
                    .forEach(s -> out.add(((Subtask.Fetch) s).spec()));
        }
        for (Task t : Tasks.make(w, 300, 2, true)) {
            t.subtasks().stream()
                    .filter(s -> s instanceof Subtask.Fetch)
                    .forEach(s -> out.add(((Subtask.Fetch) s).spec()));
        }
        return out;
    }

    @Test
    void parsedWebQueriesEqualTheParseOfTheText() {
        World w = WorldSpec.lecture().make();
        for (FetchSpec fs : specs(w)) {
            for (int shift : new int[] {0, fs.wrongYearShift()}) {
                assertThat(fs.parsedWebQuery(shift))
                        .as(fs.webQuery(shift))
                        .isEqualTo(WebQuery.parse(fs.webQuery(shift)));
            }
        }
    }

    @Test
    void referenceCallsEqualExecuteTool() {
        World w = WorldSpec.of(7).make();
        for (FetchSpec fs : specs(w)) {
            assertThat(fs.execute(w).toPy())
                    .isEqualTo(Tools.execute(w, fs.tool(), fs.args()).toPy());
        }
    }
}
