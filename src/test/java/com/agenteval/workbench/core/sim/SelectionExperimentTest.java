package com.agenteval.workbench.core.sim;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.sim.SelectionExperiment.SelectionSettings;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The page's selection numbers against what {@code sim --mode selector} prints for the same parameters. */
class SelectionExperimentTest {

    private static final SelectionSettings LECTURE = new SelectionSettings(12, false, true, 0.05, 0.5, 300, 3, 0);

    private static PyDict sim(SelectionSettings s) {
        return (PyDict) SimDump.data(s.simParams());
    }

    @Test
    void totalsEqualSim() {
        for (SelectionSettings s : List.of(
                LECTURE,
                LECTURE.withCatalog(0, true, false),
                new SelectionSettings(18, true, true, 0.3, 0.0, 120, 7, 5))) {
            SelectionExperiment.Result r = SelectionExperiment.run(s);
            PyDict data = sim(s);
            assertThat(r.n()).isEqualTo(((PyInt) data.get("n")).intValue());
            assertThat(r.accuracy()).isEqualTo(((PyFloat) data.get("accuracy")).value());
            assertThat(r.greedyAccuracy()).isEqualTo(((PyFloat) data.get("greedy_accuracy")).value());
            assertThat(r.poisonPicks()).isEqualTo(((PyInt) data.get("poison_selected")).intValue());
        }
    }

    @Test
    void perKindAccuracyAndTheConfusionTableCountSimsRows() {
        SelectionExperiment.Result r = SelectionExperiment.run(LECTURE);
        Map<String, int[]> byKind = new HashMap<>(); // kind -> {n, correct}
        Map<String, Integer> cells = new HashMap<>(); // kind|tool -> count
        for (PyObject row : ((PyList) sim(LECTURE).get("intents")).items()) {
            PyDict d = (PyDict) row;
            String kind = ((PyStr) d.get("kind")).value();
            int[] nc = byKind.computeIfAbsent(kind, k -> new int[2]);
            nc[0]++;
            nc[1] += d.get("correct") == PyBool.TRUE ? 1 : 0;
            cells.merge(kind + "|" + ((PyStr) d.get("selected")).value(), 1, Integer::sum);
        }
        assertThat(r.perKind())
                .extracting(SelectionExperiment.KindScore::kind)
                .containsExactlyElementsOf(SelectionExperiment.KINDS.stream()
                        .filter(byKind::containsKey)
                        .toList());
        for (SelectionExperiment.KindScore k : r.perKind()) {
            assertThat(new int[] {k.n(), k.correct()}).as(k.kind()).containsExactly(byKind.get(k.kind()));
        }
        SelectionExperiment.Confusion c = r.confusion();
        int total = 0;
        for (String kind : c.kinds()) {
            for (String tool : c.tools()) {
                assertThat(c.count(kind, tool))
                        .as(kind + " × " + tool)
                        .isEqualTo(cells.getOrDefault(kind + "|" + tool, 0));
                total += c.count(kind, tool);
            }
        }
        assertThat(total).isEqualTo(r.n());
        assertThat(c.tools()).contains("finance_helper_pro");
        assertThat(c.isAcceptable("news", "news_search")).isTrue();
        assertThat(c.isAcceptable("single", "db_series")).isFalse();
    }

    @Test
    void theSweepHasFourCurvesOfNineteenPointsEachEqualToSim() {
        List<SelectionExperiment.Curve> curves = SelectionExperiment.sweep(LECTURE);
        assertThat(curves).hasSize(4);
        assertThat(curves).allSatisfy(c -> assertThat(c.accuracy()).hasSize(19));
        assertThat(curves)
                .extracting(c -> c.precise() + "/" + c.poisoned())
                .containsExactly("true/false", "false/false", "true/true", "false/true");
        for (SelectionExperiment.Curve c : curves) {
            for (int d : new int[] {0, 7, 18}) {
                double expected = ((PyFloat) sim(LECTURE.withCatalog(d, c.precise(), c.poisoned()))
                                .get("accuracy"))
                        .value();
                assertThat(c.accuracy().get(d)).as(c + " d=" + d).isEqualTo(expected);
            }
        }
    }

    @Test
    void theCommandLineIsSimsWithOnlyTheNonDefaultOptions() {
        assertThat(LECTURE.simParams().commandLine())
                .isEqualTo("sim --mode selector --distractors 12 --vague --poisoned");
        assertThat(LECTURE.withCatalog(0, true, false).simParams().commandLine())
                .isEqualTo("sim --mode selector");
    }
}
