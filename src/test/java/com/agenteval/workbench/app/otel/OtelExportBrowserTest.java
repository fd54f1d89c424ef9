package com.agenteval.workbench.app.otel;

import static com.agenteval.workbench.app.otel.OtlpReceiver.attribute;
import static com.agenteval.workbench.app.otel.OtlpReceiver.operation;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.RunSpec;
import io.opentelemetry.proto.common.v1.AnyValue;
import io.opentelemetry.proto.trace.v1.Span;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The live export end to end: an endpoint typed on /settings, a simulated forecasting run started on /forecast/run
 * or the simulated run of /agent, and the spans read back by an in-test OTLP/HTTP receiver that decodes the protobuf.
 */
class OtelExportBrowserTest extends BrowserTest {

    static OtlpReceiver receiver;

    @Autowired
    LiveSpans liveSpans;

    @BeforeAll
    static void startReceiver() throws Exception {
        receiver = new OtlpReceiver();
    }

    @AfterAll
    static void stopReceiver() {
        receiver.close();
    }

    /** Saves a key and this session's endpoint on /settings, as a student would. */
    private void setEndpoint(String key, OtlpReceiver receiver) {
        open("/settings");
        page.locator("#settings-anthropic-key input").fill(key);
        page.locator("#settings-anthropic-save").click();
        page.locator("#settings-otel-endpoint input").fill(receiver.url());
        page.locator("#settings-otel-save").click();
        assertThat(page.locator("#settings-otel-endpoint input")).hasValue(receiver.url() + "/v1/traces");
    }

    private static void assertNoKey(String key, OtlpReceiver receiver) {
        assertThat(receiver.bodies).isNotEmpty();
        for (byte[] body : receiver.bodies) {
            String text = new String(body, StandardCharsets.ISO_8859_1);
            assertThat(text).doesNotContain(key).doesNotContain(key.substring(key.length() - 8));
        }
    }

    @Test
    void theAgentPagesSimulatedRunReachesTheSessionsEndpoint() throws Exception {
        // a receiver of its own: an endpoint's counts on /settings are the server's, across sessions
        try (OtlpReceiver receiver = new OtlpReceiver()) {
            agentRunReaches(receiver);
        }
    }

    private void agentRunReaches(OtlpReceiver receiver) {
        String key = "fake-ant-otel-" + UUID.randomUUID();
        setEndpoint(key, receiver);
        open("/agent?world_seed=7&tasks=6&task_seed=3&config=plan_exec&run_seed=5&task=1");
        WorldSpec spec = WorldSpec.of(7);
        World world = spec.make();
        List<Task> tasks = Tasks.make(world, 6, BigInteger.valueOf(3), false);
        AgentRun expected = AgentRuns.run(
                world,
                tasks,
                new RunSpec(spec, 6, BigInteger.valueOf(3), false, AgentConfigs.PLAN_EXEC, BigInteger.valueOf(5), 1));
        assertThat(expected.hasTrace()).isTrue();
        // the page shows this run (it was computed, and so sent, before it was shown)
        assertThat(page.locator("#trace-cell .tt-step"))
                .hasCount(expected.trace().steps().size());
        liveSpans.flush(Duration.ofSeconds(10));
        List<Span> spans = receiver.spans();
        List<Span> roots = spans.stream()
                .filter(s -> operation(s).equals("invoke_workflow"))
                .toList();
        assertThat(roots).singleElement().satisfies(root -> {
            assertThat(attribute(root, "workbench.source").map(AnyValue::getStringValue))
                    .hasValue("sim");
            assertThat(attribute(root, "workbench.task.id").map(AnyValue::getStringValue))
                    .hasValue(expected.task().id());
            assertThat(attribute(root, "workbench.config").map(AnyValue::getStringValue))
                    .hasValue(expected.trace().config());
        });
        assertThat(spans.stream().filter(s -> operation(s).equals("execute_tool")))
                .hasSize((int) expected.trace().steps().stream()
                        .filter(Step.Call.class::isInstance)
                        .count());
        assertNoKey(key, receiver);
    }

    /** The run traces in the app's traces folder ({@code workbench.traces.dir}, default {@code traces}). */
    /** The offline runs in the store, the sessions' own folders ("your runs", under .scratch) included. */
    private static Set<Path> saved() {
        try (Stream<Path> files = Files.walk(Path.of("traces"))) {
            return files.filter(f -> f.getFileName().toString().startsWith("offline_research_agent_"))
                    .collect(Collectors.toCollection(HashSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aRunStartedInThisSessionReachesTheEndpointItSetWithoutItsKey() throws Exception {
        String key = "fake-ant-otel-" + UUID.randomUUID();
        open("/settings");
        page.locator("#settings-anthropic-key input").fill(key);
        page.locator("#settings-anthropic-save").click();
        assertThat(page.locator("#settings-otel-status")).hasText("This session sends no spans.");

        page.locator("#settings-otel-endpoint input").fill("ftp://localhost:1");
        page.locator("#settings-otel-save").click();
        assertThat(page.locator("#settings-otel-result"))
                .hasText("Not saved: the endpoint must start with http:// or https://.");

        page.locator("#settings-otel-endpoint input").fill(receiver.url());
        page.locator("#settings-otel-save").click();
        assertThat(page.locator("#settings-otel-endpoint input")).hasValue(receiver.url() + "/v1/traces");
        assertThat(page.locator("#settings-otel-status")).hasText(receiver.url() + "/v1/traces: nothing sent yet.");

        Set<Path> before = saved();
        open("/forecast/run");
        page.locator("#run-button").click();
        assertThat(page.locator("#run-replay-link")).isVisible();
        liveSpans.flush(Duration.ofSeconds(10));
        Set<Path> added = saved();
        added.removeAll(before);
        assertThat(added).hasSize(1);
        Path file = added.iterator().next();
        RunTrace run = RunTraceJson.read(file, TestReaders.POOL);
        Files.delete(file); // the run this test made is not part of the project

        List<Span> spans = receiver.spans();
        assertThat(spans.stream().filter(s -> operation(s).equals("chat")))
                .hasSize(run.llmCalls().size());
        assertThat(spans.stream().filter(s -> operation(s).equals("execute_tool")))
                .hasSize((int) run.agents().stream()
                        .flatMap(a -> a.traces().stream())
                        .filter(AgentTrace::searchStep)
                        .count());
        assertThat(spans.stream()
                        .filter(s -> operation(s).equals("invoke_agent"))
                        .map(s -> attribute(s, "gen_ai.agent.name")
                                .map(AnyValue::getStringValue)
                                .orElse("")))
                .containsExactlyInAnyOrder("agent_0", "agent_1");
        assertThat(spans.stream().filter(s -> operation(s).equals("execute_tool")))
                .isNotEmpty()
                .allSatisfy(s -> assertThat(attribute(s, "gen_ai.tool.name").map(AnyValue::getStringValue))
                        .hasValue("search"));
        for (byte[] body : receiver.bodies) {
            String text = new String(body, StandardCharsets.ISO_8859_1);
            assertThat(text).doesNotContain(key).doesNotContain(key.substring(key.length() - 8));
        }
        for (String headers : receiver.headers) {
            assertThat(headers).doesNotContain(key);
        }

        open("/settings");
        assertThat(page.locator("#settings-otel-status")).containsText(spans.size() + " spans sent, 0 dropped.");
    }
}
