package com.agenteval.workbench.core.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class SavedFilesTest {

    /** The book's files, read where they are (never copied into the project). */
    static final Path BOOK = Path.of("..", "shared", "ml4t-traces");

    static List<Path> bookFiles() throws Exception {
        try (Stream<Path> files = Files.list(BOOK)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
    }

    @Test
    void everyBookFileReadsAndWritesBackByteForByte() throws Exception {
        List<Path> files = bookFiles();
        assertThat(files).hasSizeGreaterThanOrEqualTo(3);
        for (Path file : files) {
            String original = Files.readString(file);
            LogRecord log = SavedFiles.read(file, TestReaders.POOL);

            assertThat(SavedFiles.write(log)).as(file.getFileName().toString()).isEqualTo(original);
            assertThat(SavedFiles.write(SavedFiles.parse(SavedFiles.write(log))))
                    .isEqualTo(original);
        }
    }

    @Test
    void aBookFileReachesItsTypedReaderAsItIsForEveryBookFileIsTheCurrentVersion() throws Exception {
        for (Path file : bookFiles()) {
            byte[] bytes = Files.readAllBytes(file);
            assertThat(SavedFiles.read(bytes).version())
                    .as(file.getFileName().toString())
                    .isEqualTo(SavedFiles.BOOK_VERSION);
            // not copied and not parsed here: the typed reader parses the file's own bytes, once
            byte[] reached =
                    SavedFiles.readBook(bytes, SavedFiles.BookReader.of(current -> current, InvalidLogException::new));
            assertThat(reached).isSameAs(bytes);
        }
        assertThatThrownBy(() -> SavedFiles.readBook(
                        new byte[0],
                        SavedFiles.BookReader.of(
                                current -> {
                                    throw new InvalidLogException("refused by the typed reader");
                                },
                                InvalidLogException::new)))
                .isInstanceOf(InvalidLogException.class)
                .hasMessage("refused by the typed reader");
    }

    @Test
    void theBookRunTraceIsARecordWithItsSpecAndOneEventPerAgentStep() throws Exception {
        LogRecord log =
                SavedFiles.read(BOOK.resolve("04_research_agent_20260609T141730Z_b694ab4d0453.json"), TestReaders.POOL);

        assertThat(log.format()).isEqualTo(SavedFiles.BOOK_RUN_TRACE);
        assertThat(log.version()).isEqualTo(1);
        assertThat(log.spec().name()).isEqualTo("04_research_agent");
        assertThat(log.spec().params()).containsEntry("max_steps", 5).containsEntry("max_search_results", 5);
        List<LogEvent.AgentStep> steps = log.events(LogEvent.AgentStep.class);
        assertThat(steps).hasSize(10);
        assertThat(steps).extracting(LogEvent.AgentStep::agent).containsExactly(0, 0, 0, 0, 0, 1, 1, 1, 1, 1);
        assertThat(steps)
                .extracting(LogEvent.AgentStep::action)
                .containsExactly(
                        "search",
                        "search",
                        "search",
                        "search",
                        "forecast",
                        "search",
                        "search",
                        "search",
                        "search",
                        "forecast");
        // the steps moved into the events: the agents keep an empty list where they were, which writing refills
        assertThat(log.fields().get("agents").toString()).contains("traces=[]");
    }

    @Test
    void thePanelAndItsRecoveryFileAreReadToo() throws Exception {
        LogRecord panel =
                SavedFiles.read(BOOK.resolve("09_legacy_panel_20260615T191431Z_d5030378899c.json"), TestReaders.POOL);
        LogRecord recovery = SavedFiles.read(BOOK.resolve("evaluation_panel_recovery.json"), TestReaders.POOL);

        assertThat(panel.format()).isEqualTo(SavedFiles.BOOK_RUN_TRACE);
        assertThat(panel.spec().name()).isEqualTo("09_evaluation_and_governance");
        assertThat(panel.events()).isEmpty();
        assertThat(recovery.format()).isEqualTo(SavedFiles.BOOK_PANEL_RECOVERY);
        assertThat(recovery.events()).isNotEmpty().allSatisfy(e -> assertThat(e).isInstanceOf(LogEvent.Outcome.class));
        assertThat(recovery.events().get(0).data()).containsEntry("panel_index", 0);
    }

    @Test
    void anEventOfATypeThisVersionDoesNotKnowKeepsEveryField() throws Exception {
        String json = """
                {"format": "workbench-mcp-session", "version": 2, "spec": {"name": "mcp_session", "params": {}},
                 "events": [{"type": "resource_read", "uri": "world://x", "n": [1, 2.5, null]}], "session": "mcp-9"}
                """;
        LogRecord log = SavedFiles.parse(json);

        assertThat(log.events()).singleElement().isInstanceOfSatisfying(LogEvent.Unknown.class, u -> {
            assertThat(u.type()).isEqualTo("resource_read");
            assertThat(u.data()).containsEntry("uri", "world://x").containsEntry("n", Arrays.asList(1, 2.5, null));
        });
        assertThat(SavedFiles.parse(SavedFiles.write(log))).isEqualTo(log);
        assertThat(SavedFiles.write(log)).contains("\"type\": \"resource_read\"");
    }

    @Test
    void hostileFilesAreRefusedWithAReason() {
        assertThatThrownBy(() -> SavedFiles.parse(""))
                .isInstanceOf(InvalidLogException.class)
                .hasMessage("empty file: no JSON at all");
        assertThatThrownBy(() -> SavedFiles.parse("[1]")).hasMessageStartingWith("wrong type at top level");
        assertThatThrownBy(() -> SavedFiles.parse("{\"format\": \"a\", \"format\": \"b\"}"))
                .hasMessageStartingWith("duplicate key: 'format' appears twice");
        assertThatThrownBy(() -> SavedFiles.parse("{\"x\": " + "[".repeat(LogJson.MAX_DEPTH + 1)))
                .hasMessageStartingWith("too deeply nested");
        assertThatThrownBy(() -> SavedFiles.parse("{\"format\": \"nope\"}"))
                .hasMessage("not a saved file this workbench reads: format \"nope\"");
        assertThatThrownBy(() -> SavedFiles.parse("{\"format\": \"aew-live-world-run\", \"version\": 3}"))
                .hasMessageContaining("version 3 is not one this workbench reads (1 to 2)");
        assertThatThrownBy(() -> SavedFiles.parse("{\"question\": 1}")).hasMessageStartingWith("not a saved file");
    }

    @Test
    void aFileOverTheSizeCapIsRefusedBeforeItIsParsed(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.json");
        Files.write(big, new byte[(int) LogJson.MAX_FILE_BYTES + 1]);
        assertThatThrownBy(() -> SavedFiles.read(big, TestReaders.POOL))
                .isInstanceOf(InvalidLogException.class)
                .hasMessageContaining("limit for saved files; nothing was read");
    }
}
