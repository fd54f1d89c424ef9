package com.agenteval.workbench.cli;

import static com.agenteval.workbench.app.otel.OtlpJsonSpans.attribute;
import static com.agenteval.workbench.app.otel.OtlpJsonSpans.eventNames;
import static com.agenteval.workbench.app.otel.OtlpJsonSpans.spans;
import static com.agenteval.workbench.app.otel.OtlpJsonSpans.withOperation;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.sim.SimParams;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportOtelCommandTest {

    static final Path BOOK_04 = Path.of("../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json");
    static final Path BOOK_PANEL = Path.of("../shared/ml4t-traces/09_legacy_panel_20260615T191431Z_d5030378899c.json");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int export(String... args) {
        return ExportOtelCommand.run(
                List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theBooksTraceHasOneChatSpanPerModelCallAndOneExecuteToolSpanPerSearch() throws Exception {
        Path target = dir.resolve("book.json");
        assertThat(export(BOOK_04.toString(), "--out", target.toString()))
                .as(err())
                .isZero();

        RunTrace run = RunTraceJson.read(BOOK_04, TestReaders.POOL);
        long searches = run.agents().stream()
                .flatMap(a -> a.traces().stream())
                .filter(AgentTrace::searchStep)
                .count();
        List<JsonNode> spans = spans(Files.readAllBytes(target));
        List<JsonNode> chats = withOperation(spans, "chat");
        assertThat(chats).hasSize(run.llmCalls().size()).hasSize(10);
        assertThat(withOperation(spans, "execute_tool"))
                .hasSize((int) searches)
                .hasSize(8)
                .allSatisfy(s -> assertThat(attribute(s, "gen_ai.tool.name")).hasValue("search"));
        assertThat(withOperation(spans, "invoke_agent"))
                .extracting(s -> attribute(s, "gen_ai.agent.name").orElseThrow())
                .containsExactlyInAnyOrder("agent_0", "agent_1");

        // each chat span carries its call's model, provider, tokens, prompt and completion, and ends at its time
        List<LlmCall> calls = run.llmCalls();
        for (int i = 0; i < calls.size(); i++) {
            LlmCall c = calls.get(i);
            JsonNode span = chats.stream()
                    .filter(s -> s.path("endTimeUnixNano").asText().equals(nanos(c.timestamp())))
                    .filter(s -> attribute(s, "gen_ai.usage.input_tokens")
                            .orElseThrow()
                            .equals(String.valueOf(c.inputTokens())))
                    .findFirst()
                    .orElseThrow();
            assertThat(attribute(span, "gen_ai.provider.name")).hasValue("anthropic");
            assertThat(attribute(span, "gen_ai.request.model")).hasValue(c.model());
            assertThat(attribute(span, "gen_ai.usage.output_tokens")).hasValue(String.valueOf(c.outputTokens()));
            assertThat(attribute(span, "gen_ai.output.messages").orElseThrow()).contains("\"role\":\"assistant\"");
            assertThat(attribute(span, "gen_ai.input.messages").orElseThrow()).contains("\"role\":\"system\"");
            assertThat(span.path("name").asText()).isEqualTo("chat " + c.model());
        }
        assertThat(out.toString(StandardCharsets.UTF_8))
                .startsWith("wrote 21 spans (")
                .contains("10 chat")
                .contains("8 execute_tool")
                .contains("2 invoke_agent");
    }

    private static String nanos(String iso) {
        Instant t = OffsetDateTime.parse(iso).toInstant();
        return String.valueOf(t.getEpochSecond() * 1_000_000_000L + t.getNano());
    }

    @Test
    void theWorkbenchCommandLineReachesItAsExportOtel() throws Exception {
        Path target = dir.resolve("cli.json");
        int exit = WorkbenchCli.standard()
                .run(
                        new String[] {"export", "otel", BOOK_04.toString(), "--out", target.toString()},
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(exit).as(err()).isZero();
        assertThat(withOperation(spans(Files.readAllBytes(target)), "chat")).isNotEmpty();
        assertThat(ExportCommand.commandLine().getSubcommands()).containsKey("otel");
    }

    @Test
    void contentIsOnForTheBookByDefaultAndOffWithNoContent() throws Exception {
        Path on = dir.resolve("on.json");
        Path off = dir.resolve("off.json");
        assertThat(export(BOOK_04.toString(), "--out", on.toString())).as(err()).isZero();
        assertThat(export(BOOK_04.toString(), "--no-content", "--out", off.toString()))
                .as(err())
                .isZero();
        assertThat(withOperation(spans(Files.readAllBytes(on)), "chat"))
                .allSatisfy(
                        s -> assertThat(attribute(s, "gen_ai.input.messages")).isPresent());
        List<JsonNode> bare = spans(Files.readAllBytes(off));
        assertThat(withOperation(bare, "chat"))
                .isNotEmpty()
                .allSatisfy(
                        s -> assertThat(attribute(s, "gen_ai.input.messages")).isEmpty())
                .allSatisfy(
                        s -> assertThat(attribute(s, "gen_ai.output.messages")).isEmpty())
                .allSatisfy(s ->
                        assertThat(attribute(s, "gen_ai.usage.input_tokens")).isPresent());
        assertThat(withOperation(bare, "execute_tool"))
                .isNotEmpty()
                .allSatisfy(
                        s -> assertThat(attribute(s, "gen_ai.tool.call.result")).isEmpty());
    }

    @Test
    void theSameInputGivesTheSameBytes() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        assertThat(export(BOOK_04.toString(), "--out", a.toString())).isZero();
        assertThat(export(BOOK_04.toString(), "--out", b.toString())).isZero();
        assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));

        Path s1 = dir.resolve("s1.json");
        Path s2 = dir.resolve("s2.json");
        Path s3 = dir.resolve("s3.json");
        assertThat(export("--sim", "--tasks", "4", "--out", s1.toString()))
                .as(err())
                .isZero();
        assertThat(export("--sim", "--tasks=4", "--out", s2.toString())).isZero();
        assertThat(export("--sim", "--tasks", "4", "--run-seed", "1", "--out", s3.toString()))
                .isZero();
        assertThat(Files.readAllBytes(s1)).isEqualTo(Files.readAllBytes(s2));
        assertThat(Files.readAllBytes(s3)).isNotEqualTo(Files.readAllBytes(s1));
    }

    @Test
    void simulatedTracesCarryTheirGroundTruthLabelsOnTheirRootAndSymptomSteps() throws Exception {
        Path target = dir.resolve("sim.json");
        assertThat(export(
                        "--sim",
                        "--tasks",
                        "30",
                        "--config",
                        "plan_exec",
                        "--world-seed",
                        "14",
                        "--out",
                        target.toString()))
                .as(err())
                .isZero();
        List<Trace> traces = TraceSet.of(
                        SimParams.defaults("traces").withConfig("plan_exec").withTasks(30, BigInteger.ONE, false))
                .traces();
        List<JsonNode> spans = spans(Files.readAllBytes(target));

        assertThat(withOperation(spans, "invoke_workflow")).hasSize(traces.size());
        long calls = traces.stream()
                .flatMap(t -> t.steps().stream())
                .filter(s -> s instanceof Step.Call)
                .count();
        assertThat(withOperation(spans, "execute_tool")).hasSize((int) calls);
        long labels = traces.stream().mapToLong(t -> t.errors().size()).sum();
        assertThat(labels).isPositive();
        List<String> events = new ArrayList<>();
        spans.forEach(s -> events.addAll(eventNames(s)));
        assertThat(events.stream().filter("gpa.root_cause"::equals).count()).isEqualTo(labels);
        assertThat(events.stream().filter("gpa.symptom"::equals).count()).isEqualTo(labels);

        // a label sits on the span of the step it names
        Trace labelled =
                traces.stream().filter(t -> !t.errors().isEmpty()).findFirst().orElseThrow();
        var label = labelled.errors().get(0);
        JsonNode root = withOperation(spans, "invoke_workflow").stream()
                .filter(s -> attribute(s, "workbench.task.id")
                        .orElseThrow()
                        .equals(labelled.task().id()))
                .findFirst()
                .orElseThrow();
        String traceId = root.path("traceId").asText();
        JsonNode stepSpan = spans.stream()
                .filter(s -> s.path("traceId").asText().equals(traceId))
                .filter(s -> attribute(s, "workbench.step")
                        .map(v -> v.equals(String.valueOf(label.step())))
                        .orElse(false))
                .findFirst()
                .orElseThrow();
        assertThat(eventNames(stepSpan)).contains("gpa.root_cause");
    }

    @Test
    void repeatsRunEachTaskThatManyTimes() throws Exception {
        Path target = dir.resolve("rep.json");
        assertThat(export("--sim", "--tasks", "3", "--repeats", "2", "--out", target.toString()))
                .isZero();
        List<JsonNode> roots = withOperation(spans(Files.readAllBytes(target)), "invoke_workflow");
        assertThat(roots).hasSize(6);
        assertThat(roots)
                .extracting(s -> attribute(s, "workbench.epoch").orElseThrow())
                .contains("0", "1");
    }

    @Test
    void refusedInputsSayWhyAndExitNonZero() {
        Path target = dir.resolve("x.json");
        assertThat(export("--out", target.toString())).isEqualTo(2);
        assertThat(err()).contains("give either a FILE or --sim");
        err.reset();
        assertThat(export(BOOK_04.toString(), "--world-seed", "7", "--out", target.toString()))
                .isEqualTo(2);
        assertThat(err()).contains("--world-seed is a sim option: it needs --sim");
        err.reset();
        assertThat(export("--sim", "--n-stale", "70", "--out", target.toString()))
                .isEqualTo(2);
        assertThat(err()).contains("--n-stale must be between 0 and 65");
        err.reset();
        assertThat(export(BOOK_PANEL.toString(), "--out", target.toString())).isEqualTo(1);
        assertThat(err()).contains("nothing to export");
        err.reset();
        assertThat(export(dir.resolve("missing.json").toString(), "--out", target.toString()))
                .isEqualTo(1);
        assertThat(err()).contains("cannot read the file");
        err.reset();
        assertThat(export("--sim", "--tasks", "10000", "--repeats", "3", "--out", target.toString()))
                .isEqualTo(2);
        assertThat(err()).contains("at most 20000");
        err.reset();
        assertThat(export("--sim")).isEqualTo(2);
        assertThat(err()).contains("--out");
        assertThat(target).doesNotExist();
    }

    @Test
    void theSimOptionsAreTheDeclaredOnes() {
        assertThat(ExportOtelCommand.SIM_OPTIONS.stream().map(p -> p.option()))
                .containsExactly(
                        "--world-seed",
                        "--n-stale",
                        "--memory-acc",
                        "--web-exact",
                        "--web-rounded",
                        "--tasks",
                        "--task-seed",
                        "--new-data",
                        "--config",
                        "--run-seed",
                        "--repeats");
        assertThat(Stream.of("--world-seed", "--new-data")
                        .allMatch(o ->
                                ExportOtelCommand.commandLine().getCommandSpec().findOption(o) != null))
                .isTrue();
    }
}
