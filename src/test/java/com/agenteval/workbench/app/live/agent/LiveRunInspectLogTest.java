package com.agenteval.workbench.app.live.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.agent.live.LiveRunFile;
import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.inspect.InspectLogChecks;
import com.agenteval.workbench.core.inspect.InspectLogs;
import com.agenteval.workbench.core.inspect.InspectSchema;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A live world-agent run (Spring AI's Anthropic client against a fake server) as an Inspect log of its real messages. */
class LiveRunInspectLogTest {

    @TempDir
    Path dir;

    private static String[] cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = WorkbenchCli.standard()
                .run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {"" + rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void exportInspectFromASavedRunFileWritesItsLogAndRefusesOtherFiles() throws Exception {
        LiveWorldRun run = FakeServerRuns.anthropicGrowthRun(LiveWorldFixtures.firstClean(TaskType.GROWTH));
        Instant created = Instant.parse("2026-11-30T10:00:00Z");
        Path file = dir.resolve("run.json");
        Files.writeString(file, LiveRunFile.write(run, created));
        Path out = dir.resolve("log.json");
        String[] r = cli("export", "inspect", "--from", file.toString(), "--out", out.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        String json = Files.readString(out);
        assertThat(InspectSchema.errors(json)).isEmpty();
        assertThat(json).isEqualTo(PyJson.dumps(InspectLogs.liveRun(new SavedLiveRun(run, created))));

        assertThat(cli("export", "inspect", "--from", file.toString(), "--tasks", "3", "--out", out.toString())[2])
                .isEqualTo("export inspect: error: --from exports a saved run as it was; it takes no --tasks\n");
        Path other = dir.resolve("other.json");
        Files.writeString(other, "{\"format\": \"something-else\"}");
        String[] bad = cli(
                "export",
                "inspect",
                "--from",
                other.toString(),
                "--out",
                dir.resolve("x.json").toString());
        assertThat(bad[0]).isEqualTo("2");
        assertThat(bad[2]).startsWith("export inspect: error: " + other + " is not a live world-agent run file: ");
        assertThat(dir.resolve("x.json")).doesNotExist();
    }

    @Test
    void theLogHoldsTheRunsRealMessagesToolCallsAndUsageAndValidates() {
        LiveWorldRun run = FakeServerRuns.anthropicGrowthRun(LiveWorldFixtures.firstClean(TaskType.GROWTH));
        String json = PyJson.dumps(InspectLogs.liveRun(new SavedLiveRun(run, Instant.parse("2026-11-30T10:00:00Z"))));
        assertThat(InspectSchema.errors(json)).isEmpty();
        assertThat(json).doesNotContain(FakeServerRuns.KEY);
        PyDict log = (PyDict) PyJson.loads(json);
        PyDict sample = (PyDict) ((PyList) log.get("samples")).get(0);
        List<String> expectedRoles = new ArrayList<>();
        List<String> expectedContents = new ArrayList<>();
        List<String> callIds = new ArrayList<>();
        for (Message m : run.conversation()) {
            if (m.role().equals(Message.TOOL)) {
                for (ToolOutput o : m.toolResults()) {
                    expectedRoles.add("tool");
                    expectedContents.add(o.content());
                }
            } else {
                expectedRoles.add(m.role());
                expectedContents.add(m.content() == null ? "" : m.content());
                m.toolUses().stream().map(ToolUse::id).forEach(callIds::add);
            }
        }
        List<String> roles = new ArrayList<>();
        List<String> contents = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (PyObject o : ((PyList) sample.get("messages")).items()) {
            PyDict m = (PyDict) o;
            roles.add(((PyStr) m.get("role")).value());
            contents.add(((PyStr) m.get("content")).value());
            if (m.get("tool_calls") instanceof PyList calls) {
                calls.items().forEach(c -> ids.add(((PyStr) ((PyDict) c).get("id")).value()));
            }
        }
        assertThat(roles).isEqualTo(expectedRoles);
        assertThat(contents).isEqualTo(expectedContents);
        assertThat(ids).isEqualTo(callIds).isNotEmpty();
        PyDict usage = (PyDict) ((PyDict) sample.get("model_usage"))
                .get("anthropic/" + run.setup().model());
        assertThat(usage.get("input_tokens")).isEqualTo(PyInt.of(run.usage().inputTokens()));
        assertThat(usage.get("output_tokens")).isEqualTo(PyInt.of(run.usage().outputTokens()));
        PyDict outcome = (PyDict) ((PyDict) sample.get("scores")).get("outcome");
        assertThat(outcome.get("value")).isEqualTo(PyStr.of(run.trace().correct() ? "C" : "I"));
    }

    @Test
    void everyModelEventHasItsTurnsRealUsageTheConversationSoFarAndNoNull() {
        LiveWorldRun run = FakeServerRuns.anthropicGrowthRun(LiveWorldFixtures.firstClean(TaskType.GROWTH));
        String json = PyJson.dumps(InspectLogs.liveRun(new SavedLiveRun(run, Instant.parse("2026-11-30T10:00:00Z"))));
        assertThat(InspectSchema.errors(json)).isEmpty();
        PyDict log = (PyDict) PyJson.loads(json);
        assertThat(InspectLogChecks.nulls(log, "$")).isEmpty();
        PyDict sample = (PyDict) ((PyList) log.get("samples")).get(0);
        InspectLogChecks.spansMatch(sample);
        InspectLogChecks.conversationGrows(sample);
        List<Message> turns =
                run.conversation().stream().filter(Message::isAssistant).toList();
        List<PyDict> models = InspectLogChecks.events(sample, "model");
        assertThat(models).hasSameSizeAs(turns);
        long in = 0;
        long out = 0;
        for (int i = 0; i < turns.size(); i++) {
            PyDict output = (PyDict) models.get(i).get("output");
            PyDict u = (PyDict) output.get("usage");
            assertThat(InspectLogChecks.integer(u.get("input_tokens")))
                    .isEqualTo(turns.get(i).usage().inputTokens());
            assertThat(InspectLogChecks.integer(u.get("output_tokens")))
                    .isEqualTo(turns.get(i).usage().outputTokens());
            in += turns.get(i).usage().inputTokens();
            out += turns.get(i).usage().outputTokens();
            // a live run keeps no call times: the time is left out, not made up
            assertThat(output.containsKey("time")).isFalse();
            assertThat(((PyList) models.get(i).get("tools")).size()).isEqualTo(6);
        }
        assertThat(in).isEqualTo(run.usage().inputTokens());
        assertThat(out).isEqualTo(run.usage().outputTokens());
        assertThat(sample.containsKey("working_time")).isFalse();
    }

    /** A saved live run on disk (version 1, migrated on read): five turns, four tool calls, the first refused. */
    static final Path SAVED = Path.of("src/test/resources/log/v1/live-world-run.json");

    @Test
    void aSavedLiveRunFileExportsWithEachTurnsUsageAsTheFileRecordsIt() throws Exception {
        PyDict log = InspectLogChecks.exportFrom(SAVED, dir.resolve("saved.json"));
        PyList samples = (PyList) log.get("samples");
        assertThat(samples.size()).isEqualTo(1);
        PyDict sample = (PyDict) samples.items().get(0);
        assertThat(sample.get("id")).isEqualTo(PyStr.of("F005"));
        InspectLogChecks.spansMatch(sample);
        InspectLogChecks.conversationGrows(sample);
        List<PyDict> models = InspectLogChecks.events(sample, "model");
        // read off the file: the assistant turns' usage, in order
        long[][] usage = {{900, 60}, {1100, 40}, {1200, 35}, {1300, 45}, {1400, 20}};
        assertThat(models).hasSize(usage.length);
        for (int i = 0; i < usage.length; i++) {
            PyDict u = (PyDict) ((PyDict) models.get(i).get("output")).get("usage");
            assertThat(InspectLogChecks.integer(u.get("input_tokens"))).isEqualTo(usage[i][0]);
            assertThat(InspectLogChecks.integer(u.get("output_tokens"))).isEqualTo(usage[i][1]);
            // a live run keeps no call times: none is made up
            assertThat(((PyDict) models.get(i).get("output")).containsKey("time"))
                    .isFalse();
            // the system prompt, the question, then an assistant turn and its tool message per earlier turn
            assertThat(((PyList) models.get(i).get("input")).size()).isEqualTo(2 + 2 * i);
        }
        List<PyDict> tools = InspectLogChecks.events(sample, "tool");
        assertThat(tools).hasSize(4);
        assertThat(tools.get(0).get("failed")).isEqualTo(PyBool.TRUE);
        assertThat(tools.subList(1, 4))
                .allSatisfy(t -> assertThat(t.containsKey("failed")).isFalse());
        PyDict total = (PyDict) ((PyDict) sample.get("model_usage")).get("anthropic/claude-sonnet-4-20250514");
        assertThat(InspectLogChecks.integer(total.get("input_tokens"))).isEqualTo(5900);
        assertThat(InspectLogChecks.integer(total.get("output_tokens"))).isEqualTo(200);
        assertThat(((PyDict) ((PyDict) sample.get("scores")).get("outcome")).get("value"))
                .isEqualTo(PyStr.of("C"));
        assertThat(sample.containsKey("working_time")).isFalse();
    }
}
