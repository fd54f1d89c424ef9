package com.agenteval.workbench.core.judge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Impact;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.TraceFormatter;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** A judge cannot reach the labels, the reference answer, the ideal values or the world: the type it gets has none. */
class JudgeInputTest {

    /** Types that carry the truth; none may be reachable from a JudgeInput. */
    private static final Set<Class<?>> HIDDEN_TYPES =
            Set.of(Trace.class, Task.class, ErrorLabel.class, ErrorMode.class, Impact.class, World.class);
    /** Field names that would carry it. */
    private static final Set<String> HIDDEN_NAMES = Set.of(
            "errors",
            "labels",
            "ideal",
            "truth",
            "correct",
            "dbanswer",
            "stale",
            "slip",
            "reference",
            "referenceanswer",
            "task",
            "world",
            "config");

    @Test
    void nothingReachableFromAJudgeInputCarriesTheTruth() {
        Set<String> problems = new TreeSet<>();
        Set<Class<?>> seen = new HashSet<>();
        Deque<Class<?>> todo = new ArrayDeque<>(List.of(JudgeInput.class));
        while (!todo.isEmpty()) {
            Class<?> c = todo.pop();
            if (!seen.add(c)) {
                continue;
            }
            if (HIDDEN_TYPES.contains(c)) {
                problems.add("reaches " + c.getSimpleName());
            }
            if (c.isSealed()) {
                todo.addAll(List.of(c.getPermittedSubclasses()));
            }
            if (c.isRecord()) {
                for (RecordComponent rc : c.getRecordComponents()) {
                    if (HIDDEN_NAMES.contains(rc.getName().toLowerCase(Locale.ROOT))) {
                        problems.add(c.getSimpleName() + "." + rc.getName());
                    }
                    addTypes(rc.getGenericType(), todo);
                }
            }
        }
        assertThat(problems).isEmpty();
        // the walk really went through the steps, the tool results and the catalog
        assertThat(seen)
                .extracting(Class::getSimpleName)
                .contains("Call", "Think", "Final", "Plan", "PlanItem", "Ok", "Failed", "ToolSpec", "ToolParam");
    }

    private static void addTypes(Type t, Deque<Class<?>> todo) {
        if (t instanceof Class<?> k) {
            if (k.getName().startsWith("com.agenteval.")) {
                todo.add(k);
            }
        } else if (t instanceof ParameterizedType p) {
            addTypes(p.getRawType(), todo);
            for (Type a : p.getActualTypeArguments()) {
                addTypes(a, todo);
            }
        }
    }

    @Test
    void ofTraceCopiesWhatAnEvaluatorSeesAndNothingElse() {
        Trace t = TraceSet.of(SimParams.defaults("traces")
                        .withTasks(5, BigInteger.ONE, false)
                        .withConfig("plan_exec"))
                .traces()
                .get(3);
        JudgeInput in = JudgeInput.of(t);
        assertThat(in.traceId()).isEqualTo(t.task().id());
        assertThat(in.question()).isEqualTo(t.task().question());
        assertThat(in.steps()).isEqualTo(t.steps());
        assertThat(in.finalAnswer()).isEqualTo(t.answer());
        assertThat(in.catalog())
                .extracting(c -> c.name())
                .containsExactly("db_lookup", "db_series", "db_top_k", "web_search", "calculator", "make_chart");
        assertThat(JudgeInput.class.getRecordComponents())
                .extracting(RecordComponent::getName)
                .containsExactly("traceId", "question", "catalog", "steps", "finalAnswer");
    }

    @Test
    void theOutcomeJudgeGetsTheReferenceAnswerOnlyWhenBuiltAndRefusesATraceItWasNotGiven() {
        Judge outcome = Judges.outcomeOnly(Map.of());
        JudgeInput in = TraceFixtures.cleanGrowth().input(TraceFixtures.GROWTH_Q);
        assertThatThrownBy(() -> outcome.judge(in)).hasMessageContaining("no reference answer for trace T000");
        Verdict right = Judges.outcomeOnly(Map.of("T000", PyFloat.of(10.0))).judge(in);
        Verdict wrong = Judges.outcomeOnly(Map.of("T000", PyFloat.of(12.0))).judge(in);
        assertThat(right.findings()).isEmpty();
        assertThat(right.scores()).containsOnlyKeys(Metric.GF).containsValue(3);
        assertThat(wrong.findings()).singleElement().satisfies(f -> {
            assertThat(f.metric()).isEqualTo(Metric.GF);
            assertThat(f.step()).isEqualTo(4);
        });
        assertThat(wrong.scores()).containsEntry(Metric.GF, 0);
    }

    @Test
    void theTranscriptIsFormatTracesStepLinesWithoutTheReferenceAnswerOrLabels() {
        for (Trace t : TraceSet.of(SimParams.defaults("traces")
                        .withTasks(40, BigInteger.ONE, false)
                        .withConfig(JudgesOnSimulatedTracesTest.NOISY))
                .traces()) {
            String transcript = JudgeInput.of(t).transcript();
            List<String> formatted = TraceFormatter.format(t, true).lines().toList();
            for (int i = 0; i < t.steps().size(); i++) {
                assertThat(transcript).contains(formatted.get(1 + i));
            }
            assertThat(transcript)
                    .startsWith("Q: " + t.task().question())
                    .contains("db_lookup: Look up one exact value")
                    .doesNotContain("reference answer")
                    .doesNotContain("label:")
                    .doesNotContain("outcome");
        }
    }
}
