package com.agenteval.workbench.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.app.forecast.BookFolderChoice;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.forecast.TracesProperties;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.StoreIndex.BookFolder;
import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.SavedFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The book folder as a window onto the server (issue 23, item 4): system folders and huge folders are refused, a
 * visitor's choice is the visitor's alone, and no reason quotes a file's content.
 */
class HostileBookFolderTest {

    private static final String SECRET = "ghp_R3aLly0123456789SECRET";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"/", "/proc", "/proc/self", "/sys", "/dev", "/etc", "/etc/ssl", "/home", "/root"})
    void systemFoldersAndHomeRootsAreRefused(String folder) {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(Path.of(folder)), folder + " exists here");
        assertThatThrownBy(() -> BookFolder.of(folder))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is a system folder or a home root");
    }

    @Test
    void aLinkToASystemFolderIsRefusedAsTheFolderItLeadsTo() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("innocent"), Path.of("/etc"));
        assertThatThrownBy(() -> BookFolder.of(link.toString())).hasMessageContaining("is a system folder");
    }

    @Test
    void aFolderOfMoreEntriesThanTheBoundIsRefused() throws Exception {
        for (int i = 0; i < 11; i++) {
            Files.writeString(dir.resolve("f" + i + ".json"), "{}");
        }
        assertThatThrownBy(() -> BookFolder.of(dir.toString(), 10))
                .hasMessageContaining("holds more than 10 entries, the limit for a book folder");
        assertThat(BookFolder.of(dir.toString(), 11).path())
                .isEqualTo(dir.toAbsolutePath().normalize());
        assertThat(BookFolder.DEFAULT_MAX_ENTRIES).isEqualTo(5_000);
    }

    @Test
    void aVisitorsChoiceIsForTheirSessionAndTheInstallationsOnlyFromTheServersMachine() throws Exception {
        Path store = Files.createDirectory(dir.resolve("traces"));
        Path book = Files.createDirectory(dir.resolve("book"));
        Files.writeString(book.resolve("b.json"), RunTraceJson.write(ForecastFixtures.smallRun("book00000001")));
        TraceStoreService service = new TraceStoreService(new TracesProperties(store, List.of()));
        try {
            BookFolderChoice alice = new BookFolderChoice();
            BookFolderChoice bob = new BookFolderChoice();
            assertThat(service.useBookFolder(alice, book.toString(), false, false))
                    .isEmpty();
            assertThat(service.list(alice)).extracting(StoredTrace::fileName).containsExactly("b.json");
            assertThat(service.list(bob)).isEmpty();
            assertThat(service.list()).isEmpty();
            assertThat(service.bookFolder()).isEmpty();

            // from another machine (or through the proxy), the installation's choice is refused
            assertThat(service.useBookFolder(bob, book.toString(), true, false))
                    .get()
                    .asString()
                    .startsWith("the book folder of the whole installation is set from the server's own machine");
            assertThat(service.list(bob)).isEmpty();
            // from the server's machine it is kept for everyone
            assertThat(service.useBookFolder(bob, book.toString(), true, true)).isEmpty();
            assertThat(service.list(bob)).extracting(StoredTrace::fileName).containsExactly("b.json");
            assertThat(service.list()).extracting(StoredTrace::fileName).containsExactly("b.json");
            assertThat(service.useBookFolder(alice, "/etc", false, false))
                    .get()
                    .asString()
                    .contains("is a system folder");
        } finally {
            service.close();
        }
        TraceStoreService remoteAllowed =
                new TraceStoreService(new TracesProperties(store, List.of(), null, null, null, 5_000, true));
        try {
            assertThat(remoteAllowed.mayChooseForInstallation(false)).isTrue();
        } finally {
            remoteAllowed.close();
        }
    }

    /** Where Jackson's message would quote the file, the reason gives the kind and the position only. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                SECRET,
                "{\"notebook\": " + SECRET + "}",
                "{\"" + SECRET + "\": 1, \"" + SECRET + "\": 2}",
                "{\"notebook\": \"x\", \"" + SECRET + "\": [1, 2",
                "{\"notebook\": \"\\q" + SECRET + "\"}",
                "{\"notebook\": \"x\", \"agents\": [{\"" + SECRET + "\": {\"p_yes\": \"" + SECRET + "\"",
                "{\"notebook\": \"x\", \"question\": {\"question\": \"q\"}, \"run_id\": \"r\", \"created_at\": \""
                        + SECRET + "\"}",
                "{\"notebook\": \"x\", \"agents\": [{\"p_yes\": \"" + SECRET + "\"}]}",
                "[\"" + SECRET + "\"] " + SECRET,
            })
    void aParseReasonNeverQuotesTheFile(String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> RunTraceJson.parse(bytes))
                .isInstanceOfSatisfying(
                        InvalidTraceException.class,
                        e -> assertThat(e.reason()).doesNotContain("R3aLly").doesNotContain("ghp_"));
        try {
            SavedFiles.read(bytes); // the envelope reader takes some of these as a book file; others it refuses
        } catch (InvalidLogException e) {
            assertThat(e.getMessage()).doesNotContain("R3aLly").doesNotContain("ghp_");
        }
    }

    @Test
    void aByteThatIsNotUtf8IsReportedByPositionNotValue() {
        byte[] bytes = ("{\"notebook\": \"" + SECRET).getBytes(StandardCharsets.UTF_8);
        byte[] bad = Arrays.copyOf(bytes, bytes.length + 2);
        bad[bytes.length] = (byte) 0xC3;
        bad[bytes.length + 1] = (byte) 0x28;
        assertThatThrownBy(() -> RunTraceJson.parse(bad))
                .isInstanceOfSatisfying(
                        InvalidTraceException.class,
                        e -> assertThat(e.reason()).doesNotContain("R3aLly").doesNotContain("0x"));
    }
}
