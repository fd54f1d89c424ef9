package com.agenteval.workbench.core.forecast.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RunTraceStoreTest {

    @TempDir
    Path dir;

    @Test
    void savesUnderTheBooksNamingAndLoadsBack() throws Exception {
        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);
        RunTrace run = ForecastFixtures.bookCapture();

        Path saved = store.save(run);

        assertThat(saved.getFileName().toString()).isEqualTo(ForecastFixtures.BOOK_CAPTURE);
        assertThat(Files.readString(saved)).isEqualTo(ForecastFixtures.bookCaptureJson());
        assertThat(store.load(ForecastFixtures.BOOK_CAPTURE)).isEqualTo(run);
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).hasSize(1);
        }
    }

    @Test
    void neverOverwritesAnExistingTrace() throws Exception {
        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);
        Path saved = store.save(ForecastFixtures.smallRun("r1"));
        Files.writeString(saved, Files.readString(saved).replace("fixture", "original"));

        assertThatThrownBy(() -> store.save(ForecastFixtures.smallRun("r1")))
                .isInstanceOf(FileAlreadyExistsException.class);
        assertThat(Files.readString(saved)).contains("original");
    }

    @Test
    void everyKindOfCorruptFileIsListedWithAReasonAndTheOthersStillLoad() throws Exception {
        String good = RunTraceJson.write(ForecastFixtures.smallRun("good1"));
        Map<String, byte[]> files = Map.of(
                "a_truncated.json", good.substring(0, good.length() / 2).getBytes(StandardCharsets.UTF_8),
                "b_not_json.json", "this is a README, not a trace".getBytes(StandardCharsets.UTF_8),
                "c_wrong_type.json",
                        good.replace("\"search_queries_made\": 1", "\"search_queries_made\": \"one\"")
                                .getBytes(StandardCharsets.UTF_8),
                "d_empty.json", new byte[0],
                "e_array.json", "[]".getBytes(StandardCharsets.UTF_8),
                "f_binary.json", new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF, 0x7B},
                "g_missing.json", "{\"notebook\": \"x\"}".getBytes(StandardCharsets.UTF_8),
                "h_bad_value.json",
                        good.replace("\"input_tokens\": 100", "\"input_tokens\": -5")
                                .getBytes(StandardCharsets.UTF_8),
                "z_good.json", good.getBytes(StandardCharsets.UTF_8));
        for (var e : files.entrySet()) {
            Files.write(dir.resolve(e.getKey()), e.getValue());
        }
        Files.writeString(dir.resolve("notes.txt"), "not listed");

        Map<String, StoredTrace> listed = RunTraceStore.of(dir, TestReaders.POOL).list().stream()
                .collect(Collectors.toMap(StoredTrace::fileName, Function.identity()));

        assertThat(listed).hasSize(9);
        assertThat(listed.get("z_good.json")).isInstanceOf(StoredTrace.Valid.class);
        assertThat(reason(listed, "a_truncated.json"))
                .startsWith("truncated JSON: the input ends inside")
                .contains("(line ");
        assertThat(reason(listed, "b_not_json.json")).startsWith("not JSON:").contains("line 1, column");
        assertThat(reason(listed, "c_wrong_type.json"))
                .startsWith("wrong type at agents[0].search_queries_made (line ")
                .endsWith("expected an integer, found a string");
        assertThat(reason(listed, "d_empty.json")).isEqualTo("empty file: no JSON at all");
        assertThat(reason(listed, "e_array.json")).contains("expected a JSON object, found an array");
        assertThat(reason(listed, "f_binary.json")).startsWith("not JSON:").contains("(line 1, column");
        assertThat(reason(listed, "g_missing.json")).isEqualTo("missing field question");
        assertThat(reason(listed, "h_bad_value.json"))
                .startsWith("bad value at agents[0].token_usage (line ")
                .endsWith("token counts must not be negative");
    }

    @Test
    void aRoundTripThroughTheStoreKeepsUnknownFields() throws Exception {
        String json = ForecastFixtures.bookCaptureJson()
                .replace(
                        "\"run_id\": \"b694ab4d0453\"",
                        "\"run_id\": \"b694ab4d0453\",\n  \"pipeline\": {\"stage\": 3, \"tags\": [\"x\", null]}");
        Path source = Files.createDirectories(dir.resolve("in")).resolve(ForecastFixtures.BOOK_CAPTURE);
        Files.writeString(source, json);
        RunTraceStore out = RunTraceStore.of(dir.resolve("out"), TestReaders.POOL);

        Path saved = out.save(new RunTraceStore(dir.resolve("nowhere"), List.of(source.getParent()), TestReaders.POOL)
                .load(ForecastFixtures.BOOK_CAPTURE));

        assertThat(RunTraceJson.mapper().readTree(Files.readString(saved)))
                .isEqualTo(RunTraceJson.mapper().readTree(json));
    }

    @Test
    void fiftyConcurrentSavesGiveFiftyValidFiles() throws Exception {
        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Path>> saves = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            RunTrace run = ForecastFixtures.smallRun(String.format("run%02d", i));
            saves.add(pool.submit(() -> {
                start.await();
                return store.save(run);
            }));
        }
        start.countDown();
        for (Future<Path> f : saves) {
            f.get();
        }
        pool.shutdown();

        List<StoredTrace> listed = store.list();
        assertThat(listed).hasSize(50).allMatch(t -> t instanceof StoredTrace.Valid);
        try (Stream<Path> all = Files.list(dir)) {
            assertThat(all.filter(p -> p.getFileName().toString().endsWith(".tmp")))
                    .isEmpty();
        }
    }

    @Test
    void concurrentSavesOfOneNameLeaveExactlyOneWinnerAndAnIntactFile() throws Exception {
        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);
        RunTrace run = ForecastFixtures.smallRun("same");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Boolean>> saves = new ArrayList<>();
        Callable<Boolean> save = () -> {
            start.await();
            try {
                store.save(run);
                return true;
            } catch (FileAlreadyExistsException e) {
                return false;
            }
        };
        for (int i = 0; i < 16; i++) {
            saves.add(pool.submit(save));
        }
        start.countDown();
        int winners = 0;
        for (Future<Boolean> f : saves) {
            winners += f.get() ? 1 : 0;
        }
        pool.shutdown();

        assertThat(winners).isEqualTo(1);
        assertThat(store.list()).singleElement().isInstanceOf(StoredTrace.Valid.class);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "../secret.json",
                "a/b.json",
                "a\\b.json",
                "..json",
                "x..y.json",
                "",
                ".hidden.json",
                "trace.txt",
                "bad\u0000name.json"
            })
    void refusesFileNamesThatCouldLeaveTheFolder(String name) {
        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);

        assertThatThrownBy(() -> store.open(name))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("refused trace file name");
    }

    @Test
    void refusesToNameAFileAfterAnUnsafeRunId() {
        RunTrace run = ForecastFixtures.smallRun("../../etc");

        assertThatThrownBy(() -> RunTraceStore.of(dir, TestReaders.POOL).save(run))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("run_id");
    }

    @Test
    void readOnlyFoldersAreListedAfterTheWritableOneAndNeverWritten() throws Exception {
        Path book = Files.createDirectories(dir.resolve("book"));
        Files.writeString(book.resolve(ForecastFixtures.BOOK_CAPTURE), ForecastFixtures.bookCaptureJson());
        RunTraceStore store = new RunTraceStore(dir.resolve("mine"), List.of(book), TestReaders.POOL);
        store.save(ForecastFixtures.smallRun("mine1"));

        List<StoredTrace> listed = store.list();

        assertThat(listed).extracting(StoredTrace::readOnly).containsExactly(false, true);
        assertThat(store.folder()).isEqualTo(dir.resolve("mine").toAbsolutePath());
        try (Stream<Path> bookFiles = Files.list(book)) {
            assertThat(bookFiles).hasSize(1);
        }
    }

    @Test
    void aMissingTraceIsAClearError() {
        assertThatThrownBy(() -> RunTraceStore.of(dir, TestReaders.POOL).load("nope_20240101T000000Z_x.json"))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessageStartingWith("no trace named nope_20240101T000000Z_x.json");
    }

    @Test
    void exportTrimsSnippetsAndMessageBodiesLikeTheBooksSanitizer() throws Exception {
        RunTraceStore store = RunTraceStore.of(dir.resolve("store"), TestReaders.POOL);
        RunTrace run = ForecastFixtures.smallRun("long1");
        String longText = "word ".repeat(400);
        var agent = run.agents().get(0);
        var step = agent.traces().get(0);
        var result = step.results().get(0);
        var longResult = new SearchResult(
                result.title(), result.url(), longText, result.published(), result.score(), result.extras());
        var longStep = AgentTrace.of(
                step.step(), step.action(), step.query(), List.of(longResult), step.llmRaw(), step.extras());
        var call = run.llmCalls().get(0);
        var longCall = new LlmCall(
                call.seq(),
                call.label(),
                call.model(),
                call.jsonMode(),
                List.of(Message.of("tool", "x".repeat(900))),
                call.response(),
                call.inputTokens(),
                call.outputTokens(),
                call.totalTokens(),
                call.timestamp(),
                Map.of());
        RunTrace longRun = run.withAgents(
                        List.of(ForecastFixtures.artifact("agent_0", 0.7, agent.rationale(), List.of(longStep), true)))
                .withLlmCalls(List.of(longCall));
        String name = store.save(longRun).getFileName().toString();

        Path exported = store.exportTrimmed(name, dir.resolve("export"));
        RunTrace trimmed = RunTraceJson.read(exported, TestReaders.POOL);

        String snippet =
                trimmed.agents().get(0).traces().get(0).results().get(0).snippet();
        assertThat(snippet).endsWith("…").hasSize(280); // 280 kept, trailing space dropped, then the mark
        assertThat(trimmed.llmCalls().get(0).messages().get(0).content())
                .hasSize(801)
                .endsWith("x…");
    }

    private static String reason(Map<String, StoredTrace> listed, String name) {
        assertThat(listed.get(name)).as(name).isInstanceOf(StoredTrace.Invalid.class);
        return ((StoredTrace.Invalid) listed.get(name)).reason();
    }
}
