package com.agenteval.workbench.core.inspect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The book's run traces as Inspect logs. The expected numbers are read off the files by hand (their
 * {@code llm_calls}, timestamps, agents' {@code p_yes} and outcomes), not from the exporter.
 */
class BookTraceInspectLogTest {

    /** The book's notebook 04 capture: two agents, five calls each (four searches and a forecast), unresolved. */
    static final Path BOOK_04 = Path.of("../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json");

    static final Path BOOK = Path.of("../shared/ml4t-traces");
    /** The project's own single-agent offline run: three calls, p_yes 0.88, resolved YES. */
    static final Path OFFLINE_1 = Path.of("traces/offline_research_agent_20261130T060352Z_a22cf5d8a655.json");

    @TempDir
    Path dir;

    private static PyDict export(Path file) throws Exception {
        String json = PyJson.dumps(BookTraceEvalLog.of(List.of(RunTraceJson.read(file, TestReaders.POOL))));
        assertThat(InspectSchema.errors(json)).isEmpty();
        PyDict log = (PyDict) PyJson.loads(json);
        assertThat(InspectLogChecks.nulls(log, "$")).isEmpty();
        return log;
    }

    private static double seconds(PyObject o) {
        return ((PyFloat) o).value();
    }

    @Test
    void theNotebook04CaptureIsOneSampleWithEveryCallItsUsageAndTimeAndEverySearchATool() throws Exception {
        PyDict log = export(BOOK_04);
        PyList samples = (PyList) log.get("samples");
        assertThat(samples.size()).isEqualTo(1);
        PyDict sample = (PyDict) samples.items().get(0);
        assertThat(sample.get("id")).isEqualTo(PyStr.of("b694ab4d0453"));
        assertThat(sample.get("input")).isEqualTo(PyStr.of("Will the Federal Reserve hike rates in 2026?"));
        InspectLogChecks.spansMatch(sample);
        InspectLogChecks.timestampsInOrder(sample);
        List<PyDict> models = InspectLogChecks.events(sample, "model");
        assertThat(models).hasSize(10);
        assertThat(InspectLogChecks.events(sample, "tool")).hasSize(8);
        // each call's input is the conversation it was sent: 2, 4, 6, 8, 10 messages for each agent
        assertThat(models.stream().map(m -> ((PyList) m.get("input")).size()).toList())
                .containsExactly(2, 4, 6, 8, 10, 2, 4, 6, 8, 10);
        PyList lastInput = (PyList) models.get(9).get("input");
        assertThat(((PyDict) lastInput.items().get(3)).get("role")).isEqualTo(PyStr.of("tool"));
        assertThat(InspectLogChecks.str(((PyDict) lastInput.items().get(3)).get("content")))
                .startsWith("SEARCH RESULTS:");
        assertThat(((PyDict) lastInput.items().get(3)).get("tool_call_id")).isEqualTo(PyStr.of("search_agent_1_1"));
        // llm_calls[0]: 239 in, 25 out; [4] (agent_0's forecast): 9853 / 170; [9]: 11377 / 178
        long[][] usage = {{239, 25}, {9853, 170}, {11377, 178}};
        int[] at = {0, 4, 9};
        for (int i = 0; i < at.length; i++) {
            PyDict u = (PyDict) ((PyDict) models.get(at[i]).get("output")).get("usage");
            assertThat(InspectLogChecks.integer(u.get("input_tokens"))).isEqualTo(usage[i][0]);
            assertThat(InspectLogChecks.integer(u.get("output_tokens"))).isEqualTo(usage[i][1]);
            assertThat(InspectLogChecks.integer(u.get("total_tokens"))).isEqualTo(usage[i][0] + usage[i][1]);
        }
        // returned at 14:16:54 and 14:16:57: the first call takes 1 s, the search and the second call 1.5 s each
        assertThat(seconds(((PyDict) models.get(0).get("output")).get("time"))).isEqualTo(1.0);
        assertThat(seconds(((PyDict) models.get(1).get("output")).get("time"))).isEqualTo(1.5);
        assertThat(seconds(InspectLogChecks.events(sample, "tool").get(0).get("working_time")))
                .isEqualTo(1.5);
        assertThat(InspectLogChecks.str(models.get(1).get("timestamp"))).isEqualTo("2026-06-09T14:16:55.500000+00:00");
        // agent_0 works 14:16:53-14:17:10, agent_1 14:17:11-14:17:30
        assertThat(seconds(sample.get("working_time"))).isEqualTo(36.0);
        assertThat(seconds(sample.get("total_time"))).isEqualTo(37.0);
        PyDict total = (PyDict) ((PyDict) sample.get("model_usage")).get("claude-sonnet-4-20250514");
        assertThat(InspectLogChecks.integer(total.get("input_tokens"))).isEqualTo(41709);
        assertThat(InspectLogChecks.integer(total.get("output_tokens"))).isEqualTo(557);
        // unresolved, no final_probability: the forecast is the agents' mean (0.65 + 0.25) / 2, and no Brier
        PyDict scores = (PyDict) sample.get("scores");
        assertThat(seconds(((PyDict) scores.get("forecast")).get("value"))).isCloseTo(0.45, within(1e-12));
        assertThat(scores.get("brier")).isNull();
        assertThat(sample.get("target")).isEqualTo(PyStr.of(""));
        assertThat(InspectLogChecks.events(sample, "info")).hasSize(2); // each agent's forecast
        List<PyObject> tools = ((PyList) models.get(0).get("tools")).items();
        assertThat(tools).hasSize(1);
        assertThat(((PyDict) tools.get(0)).get("name")).isEqualTo(PyStr.of("search"));
    }

    @Test
    void aResolvedRunIsScoredWithItsBrierScore() throws Exception {
        PyDict sample =
                (PyDict) ((PyList) export(OFFLINE_1).get("samples")).items().get(0);
        List<PyDict> models = InspectLogChecks.events(sample, "model");
        assertThat(models).hasSize(3);
        assertThat(InspectLogChecks.events(sample, "tool")).hasSize(2);
        PyDict u = (PyDict) ((PyDict) models.get(2).get("output")).get("usage");
        assertThat(InspectLogChecks.integer(u.get("input_tokens"))).isEqualTo(793);
        assertThat(InspectLogChecks.integer(u.get("output_tokens"))).isEqualTo(53);
        assertThat(sample.get("target")).isEqualTo(PyStr.of("YES"));
        PyDict scores = (PyDict) sample.get("scores");
        assertThat(seconds(((PyDict) scores.get("forecast")).get("value"))).isEqualTo(0.88);
        assertThat(seconds(((PyDict) scores.get("brier")).get("value"))).isCloseTo(0.0144, within(1e-12));
    }

    @Test
    void aFolderOfRunTracesIsOneLogWithASampleEachAndTheBrierScoresMeanAndStderr() throws Exception {
        String[] r = InspectLogChecks.cli("export", "inspect", "--from", "traces", "--out", dir.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        List<Path> written;
        try (var files = Files.list(dir)) {
            written = files.toList();
        }
        assertThat(written).hasSize(1);
        assertThat(r[1]).isEqualTo("wrote " + written.get(0) + "\n");
        assertThat(written.get(0).getFileName().toString())
                .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-00-00_offline-research-agent_[0-9a-f]+\\.json");
        String json = Files.readString(written.get(0));
        assertThat(InspectSchema.errors(json)).isEmpty();
        PyDict log = (PyDict) PyJson.loads(json);
        // the 28 run traces of traces/ (README.md is not one; judge-runs/ is a folder), all resolved
        assertThat(((PyList) log.get("samples")).size()).isEqualTo(28);
        PyDict brier = (PyDict)
                ((PyList) ((PyDict) log.get("results")).get("scores")).items().get(1);
        assertThat(brier.get("name")).isEqualTo(PyStr.of("brier"));
        PyDict metrics = (PyDict) brier.get("metrics");
        assertThat(seconds(((PyDict) metrics.get("mean")).get("value"))).isCloseTo(0.17806230158730155, within(1e-12));
        assertThat(seconds(((PyDict) metrics.get("stderr")).get("value")))
                .isCloseTo(0.036649189831043046, within(1e-12));
    }

    @Test
    void theBookFolderExportsItsRunTraceAndSaysWhyItSkipsThePanelAndTheOutcomes() throws Exception {
        Path target = dir.resolve("book.json");
        String[] r = InspectLogChecks.cli("export", "inspect", "--from", BOOK.toString(), "--out", target.toString());
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[2].lines().toList())
                .containsExactly(
                        "export inspect: skipped 09_legacy_panel_20260615T191431Z_d5030378899c.json: is an evaluation panel "
                                + "or its recovered outcomes: it records probabilities, not model calls or searches",
                        "export inspect: skipped evaluation_panel_recovery.json: is an evaluation panel or its recovered "
                                + "outcomes: it records probabilities, not model calls or searches");
        assertThat(((PyList) ((PyDict) PyJson.loads(Files.readString(target))).get("samples")).size())
                .isEqualTo(1);

        // a panel given as the file is refused with one line, and nothing is written
        Path none = dir.resolve("none.json");
        String[] refused = InspectLogChecks.cli(
                "export",
                "inspect",
                "--from",
                BOOK.resolve("09_legacy_panel_20260615T191431Z_d5030378899c.json")
                        .toString(),
                "--out",
                none.toString());
        assertThat(refused[0]).isEqualTo("2");
        assertThat(refused[2]).contains("is an evaluation panel").hasLineCount(1);
        assertThat(none).doesNotExist();
    }

    @Test
    void aFolderOfMoreThan25MegabytesOfTracesIsRefusedWithOneLineAndNothingIsWritten() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("big"));
        for (String name : List.of("a.json", "b.json")) {
            try (var f = new RandomAccessFile(folder.resolve(name).toFile(), "rw")) {
                f.setLength(13L * 1024 * 1024); // 2 x 13 MB: over the 25 MB one export reads
            }
        }
        Path target = dir.resolve("big.json");
        String[] r = InspectLogChecks.cli("export", "inspect", "--from", folder.toString(), "--out", target.toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2].lines().toList())
                .last()
                .isEqualTo("export inspect: error: the run traces in " + folder
                        + " are more than 25 MB; one export reads at most that");
        assertThat(target).doesNotExist();
    }
}
