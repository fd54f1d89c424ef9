package com.agenteval.workbench.app.otel;

import static com.agenteval.workbench.app.otel.OtlpStrict.operation;
import static com.agenteval.workbench.app.otel.OtlpStrict.string;
import static com.agenteval.workbench.app.otel.OtlpStrict.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.live.LiveRunFile;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.sim.SimParams;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.common.v1.AnyValue;
import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.trace.v1.Span;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every kind of export read strictly with the OpenTelemetry protobuf definitions (unknown fields fail, ids hex) and
 * checked against the GenAI conventions ({@link OtlpStrict#violations}): simulated runs with the rule judge's
 * verdicts, the book's traces, a live world run, an MCP session, an LLM judge's run.
 */
class GenAiConventionsTest {

    static final Path BOOK = Path.of("../shared/ml4t-traces");
    static final String EVALUATION = "gen_ai.evaluation.result";

    @TempDir
    Path dir;

    private static ExportTraceServiceRequest strict(OtlpJsonFile.Export export) throws IOException {
        ExportTraceServiceRequest r = OtlpStrict.parse(export.json());
        assertThat(OtlpStrict.violations(r)).isEmpty();
        assertThat(OtlpStrict.spans(r)).hasSize(export.spans()).isNotEmpty();
        return r;
    }

    private static SimParams sim(int tasks, String config) {
        return SimParams.defaults("traces").withConfig(config).withTasks(tasks, BigInteger.ONE, false);
    }

    private static Stream<Span> events(List<Span> spans) {
        return spans.stream()
                .filter(s ->
                        s.getEventsList().stream().anyMatch(e -> e.getName().equals(EVALUATION)));
    }

    private static List<Span.Event> evaluations(Span s) {
        return s.getEventsList().stream()
                .filter(e -> e.getName().equals(EVALUATION))
                .toList();
    }

    @Test
    void theStrictParseRefusesAnUnknownFieldAndAnIdThatIsNotHex() throws Exception {
        byte[] good =
                OtlpJsonFile.write(SavedFileSpans.sim(sim(1, "plan_exec"))).json();
        String text = new String(good, StandardCharsets.UTF_8);
        OtlpStrict.parse(good);
        assertThatThrownBy(() -> OtlpStrict.parse(
                        text.replaceFirst("\"name\":", "\"nmae\":").getBytes(StandardCharsets.UTF_8)))
                .hasMessageContaining("nmae");
        String traceId = text.replaceAll("(?s).*?\"traceId\":\"([0-9a-f]+)\".*", "$1");
        String base64 = Base64.getEncoder().encodeToString(HexFormat.of().parseHex(traceId));
        assertThatThrownBy(() -> OtlpStrict.parse(text.replace(traceId, base64).getBytes(StandardCharsets.UTF_8)))
                .hasMessageContaining("hex");
    }

    @Test
    void simulatedRunsFollowTheConventionsWithTheRuleJudgesVerdictsBesideTheTruth() throws Exception {
        SimParams p = sim(30, "plan_exec");
        List<Span> spans = OtlpStrict.spans(strict(OtlpJsonFile.write(SavedFileSpans.sim(p))));
        List<Trace> traces = TraceSet.of(p).traces();

        // low-cardinality roots: one name for the config, the task id an attribute
        List<Span> roots = spans.stream()
                .filter(s -> "invoke_workflow".equals(operation(s)))
                .toList();
        assertThat(roots).hasSize(traces.size()).extracting(Span::getName).containsOnly("invoke_workflow plan_exec");
        assertThat(roots)
                .extracting(s -> string(s.getAttributesList(), "workbench.task.id"))
                .containsExactlyInAnyOrderElementsOf(
                        traces.stream().map(t -> t.task().id()).toList());

        // the chat spans' tokens add up to each trace's tokens
        Map<String, String> taskOfTrace = roots.stream()
                .collect(Collectors.toMap(
                        s -> s.getTraceId().toStringUtf8(), s -> string(s.getAttributesList(), "workbench.task.id")));
        Map<String, Long> tokens = spans.stream()
                .filter(s -> "chat".equals(operation(s)))
                .collect(Collectors.groupingBy(
                        s -> taskOfTrace.get(s.getTraceId().toStringUtf8()),
                        Collectors.summingLong(s -> intValue(s.getAttributesList(), "gen_ai.usage.input_tokens")
                                + intValue(s.getAttributesList(), "gen_ai.usage.output_tokens"))));
        traces.forEach(
                t -> assertThat(tokens.get(t.task().id())).as(t.task().id()).isEqualTo(t.tokens()));

        // the rule judge: every finding on the span of the step it cites, every metric's score on the root
        long findings = 0;
        for (Trace t : traces) {
            Verdict v = Judges.rules().judge(JudgeInput.of(t));
            findings += v.findings().size();
        }
        assertThat(findings).isPositive();
        long stepEvents = spans.stream()
                .filter(s -> !"invoke_workflow".equals(operation(s)))
                .mapToLong(s -> evaluations(s).size())
                .sum();
        assertThat(stepEvents).isEqualTo(findings);
        roots.forEach(r -> assertThat(evaluations(r)).hasSize(Metric.values().length));
        spans.stream()
                .filter(s -> !"invoke_workflow".equals(operation(s)))
                .forEach(s -> evaluations(s)
                        .forEach(e -> assertThat(value(e.getAttributesList(), "workbench.judge.step")
                                        .orElseThrow()
                                        .getIntValue())
                                .isEqualTo(value(s.getAttributesList(), "workbench.step")
                                        .orElseThrow()
                                        .getIntValue())));

        // one finding beside its truth: a label backs it, or not, as the comparison says
        Trace flawed = traces.stream()
                .filter(t -> !Judges.rules().judge(JudgeInput.of(t)).findings().isEmpty())
                .findFirst()
                .orElseThrow();
        TraceComparison cmp = TraceComparison.of(flawed, Judges.rules().judge(JudgeInput.of(flawed)));
        TraceComparison.FindingMatch first = cmp.findings().get(0);
        String traceId = roots.stream()
                .filter(r -> flawed.task().id().equals(string(r.getAttributesList(), "workbench.task.id")))
                .findFirst()
                .orElseThrow()
                .getTraceId()
                .toStringUtf8();
        Span.Event e = spans.stream()
                .filter(s -> s.getTraceId().toStringUtf8().equals(traceId))
                .flatMap(s -> evaluations(s).stream())
                .filter(x ->
                        value(x.getAttributesList(), "workbench.judge.step").isPresent())
                .findFirst()
                .orElseThrow();
        List<KeyValue> a = e.getAttributesList();
        assertThat(string(a, "gen_ai.evaluation.name"))
                .isEqualTo("gpa." + first.finding().metric().name());
        assertThat(value(a, "gen_ai.evaluation.score.value").orElseThrow().getDoubleValue())
                .isEqualTo(first.finding().severity().rubricScore());
        assertThat(string(a, "gen_ai.evaluation.score.label"))
                .isEqualTo(first.finding().severity().wireName());
        assertThat(string(a, "gen_ai.evaluation.explanation"))
                .isEqualTo(first.finding().evidence());
        assertThat(string(a, "workbench.truth.backing"))
                .isEqualTo(first.backing().wireName());
        List<String> backing = flawed.errors().stream()
                .filter(l -> l.metrics().contains(first.finding().metric())
                        && (first.backing() != TraceComparison.Backing.AGREES
                                || l.step() == first.finding().step()
                                || l.symptom() == first.finding().step()))
                .map(ErrorLabel::id)
                .toList();
        assertThat(strings(a, "workbench.truth.labels")).isEqualTo(backing);

        // the metric scores beside the truth: some metrics the labels flag, some they do not
        assertThat(roots.stream()
                        .flatMap(r -> evaluations(r).stream())
                        .map(x -> value(x.getAttributesList(), "workbench.truth.flawed")
                                .orElseThrow()
                                .getBoolValue())
                        .distinct())
                .containsExactlyInAnyOrder(true, false);

        // content is on by default for simulated runs
        assertThat(spans.stream().filter(s -> "chat".equals(operation(s))))
                .allSatisfy(s -> assertThat(string(s.getAttributesList(), "gen_ai.output.messages"))
                        .contains("\"assistant\""));
        assertThat(spans.stream().filter(s -> "execute_tool".equals(operation(s))))
                .allSatisfy(s -> assertThat(string(s.getAttributesList(), "gen_ai.tool.call.id"))
                        .matches("call_\\d+"));
        List<Span> off = OtlpStrict.spans(strict(OtlpJsonFile.write(SavedFileSpans.sim(sim(3, "react")), false)));
        assertThat(off)
                .allSatisfy(s -> assertThat(s.getAttributesList())
                        .extracting(KeyValue::getKey)
                        .doesNotContain(
                                "gen_ai.input.messages",
                                "gen_ai.output.messages",
                                "gen_ai.tool.call.arguments",
                                "gen_ai.tool.call.result"));
    }

    @Test
    void everyBookTraceFollowsTheConventionsWithItsNotebookAsTheWorkflow() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(BOOK)) {
            files = s.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
        int exported = 0;
        for (Path f : files) {
            SpanSource source;
            try {
                source = SavedFileSpans.read(f, TestReaders.POOL);
            } catch (SavedFileSpans.UnexportableFileException e) {
                continue; // panels and recovered outcomes: nothing to export
            }
            List<Span> spans = OtlpStrict.spans(strict(OtlpJsonFile.write(source)));
            String notebook = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(f.toFile())
                    .path("notebook")
                    .asText();
            assertThat(spans.stream().filter(s -> s.getParentSpanId().isEmpty()))
                    .as(f.toString())
                    .singleElement()
                    .satisfies(r -> assertThat(r.getName()).isEqualTo("invoke_workflow " + notebook));
            assertThat(spans.stream().filter(s -> "chat".equals(operation(s))))
                    .as(f.toString())
                    .isNotEmpty()
                    .allSatisfy(s -> assertThat(string(s.getAttributesList(), "gen_ai.input.messages"))
                            .isNotNull());
            exported++;
        }
        assertThat(exported).isPositive();
    }

    @Test
    void liveRunsFollowTheConventionsWithTheirContentOffUnlessAskedFor() throws Exception {
        LiveWorldRun run = SavedFileSpansTest.growthRun();
        Path live = dir.resolve(LiveRunFile.fileName(run, SavedFileSpansTest.CREATED));
        Files.writeString(live, LiveRunFile.write(run, SavedFileSpansTest.CREATED));
        Path mcp = SavedFileSpansTest.mcpSessionFile(dir);
        for (Path f : List.of(live, mcp)) {
            List<Span> byDefault =
                    OtlpStrict.spans(strict(OtlpJsonFile.write(SavedFileSpans.read(f, TestReaders.POOL))));
            assertThat(byDefault)
                    .as(f.toString())
                    .allSatisfy(s -> assertThat(s.getAttributesList())
                            .extracting(KeyValue::getKey)
                            .doesNotContain(
                                    "gen_ai.input.messages",
                                    "gen_ai.output.messages",
                                    "gen_ai.tool.call.arguments",
                                    "gen_ai.tool.call.result"));
            List<Span> asked =
                    OtlpStrict.spans(strict(OtlpJsonFile.write(SavedFileSpans.read(f, TestReaders.POOL), true)));
            assertThat(asked.stream().filter(s -> "execute_tool".equals(operation(s))))
                    .as(f.toString())
                    .isNotEmpty()
                    .allSatisfy(s -> assertThat(string(s.getAttributesList(), "gen_ai.tool.call.arguments"))
                            .isNotNull());
        }
    }

    @Test
    void aJudgeRunCarriesItsLlmJudgesVerdictsBesideTheJudgedTracesTruth() throws Exception {
        String reply = "{\"score\":1,\"issues\":[{\"step\":1,\"severity\":\"medium\",\"evidence\":\"web, not db\"}]}";
        Path file = SavedFileSpansTest.judgeRunFile(dir, SavedFileSpansTest.scriptedJudge(reply));
        JudgeRun run = JudgeRun.read(file, TestReaders.POOL);
        List<Span> spans = OtlpStrict.spans(strict(OtlpJsonFile.write(SavedFileSpans.read(file, TestReaders.POOL))));
        List<Span> chats =
                spans.stream().filter(s -> "chat".equals(operation(s))).toList();
        assertThat(chats).hasSize(run.calls().size());
        // content off by default (a judge run is a live run), the verdicts on
        assertThat(chats)
                .allSatisfy(s -> assertThat(string(s.getAttributesList(), "gen_ai.input.messages"))
                        .isNull());
        Map<String, Trace> truth = TraceSet.of(run.traceSet().toSimParams()).traces().stream()
                .collect(Collectors.toMap(t -> t.task().id(), t -> t, (x, y) -> x));
        for (int i = 0; i < chats.size(); i++) {
            JudgeRun.Call c = run.calls().get(i);
            List<Span.Event> ev = evaluations(chats.get(i));
            assertThat(ev).hasSize(2);
            List<KeyValue> score = ev.get(0).getAttributesList();
            assertThat(string(score, "gen_ai.evaluation.name")).isEqualTo("gpa." + c.metric());
            assertThat(value(score, "gen_ai.evaluation.score.value")
                            .orElseThrow()
                            .getDoubleValue())
                    .isEqualTo(1.0);
            assertThat(string(score, "gen_ai.evaluation.score.label")).isEqualTo("fail");
            List<String> labels = truth.get(c.trace()).errors().stream()
                    .filter(l -> l.metrics().contains(c.metricValue()))
                    .map(ErrorLabel::id)
                    .toList();
            assertThat(strings(score, "workbench.truth.labels")).isEqualTo(labels);
            List<KeyValue> finding = ev.get(1).getAttributesList();
            assertThat(string(finding, "gen_ai.evaluation.explanation")).isEqualTo("web, not db");
            assertThat(string(finding, "gen_ai.evaluation.score.label")).isEqualTo("medium");
            assertThat(string(finding, "workbench.truth.backing")).isIn("agrees", "misplaced", "false_alarm");
        }
    }

    private static long intValue(List<KeyValue> a, String key) {
        return value(a, key).orElseThrow().getIntValue();
    }

    private static List<String> strings(List<KeyValue> a, String key) {
        return value(a, key).orElseThrow().getArrayValue().getValuesList().stream()
                .map(AnyValue::getStringValue)
                .toList();
    }
}
