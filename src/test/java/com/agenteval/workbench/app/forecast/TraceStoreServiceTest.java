package com.agenteval.workbench.app.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.ClockConfiguration;
import com.agenteval.workbench.app.cache.CacheProperties;
import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.forecast.TraceStoreService.Lookup;
import com.agenteval.workbench.app.jobs.BackgroundWork;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace.Invalid;
import com.agenteval.workbench.lessons.forecast.ForecastCommands;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

class TraceStoreServiceTest {

    @TempDir
    Path dir;

    private TraceStoreService service(Path folder, List<Path> readOnly) {
        return new TraceStoreService(new TracesProperties(folder, readOnly));
    }

    @Test
    void theBookFolderIsKeptForTheInstallationReadOnlyAndRefusedValuesSayWhy() throws Exception {
        Path store = Files.createDirectory(dir.resolve("traces"));
        Path notAFolder = Files.writeString(dir.resolve("file.txt"), "x");
        TraceStoreService service = service(store, List.of());

        assertThat(service.useBookFolder(dir.resolve("nope").toString()))
                .get()
                .asString()
                .endsWith("is not a folder (it does not exist)");
        assertThat(service.useBookFolder(notAFolder.toString()))
                .get()
                .asString()
                .endsWith("is not a folder");
        assertThat(service.useBookFolder("  ")).contains("give the path of a folder");
        assertThat(service.useBookFolder("a\u0000b")).contains("the path contains a control character");
        assertThat(service.bookFolder()).isEmpty();
        assertThat(service.list()).isEmpty();

        assertThat(service.useBookFolder(ForecastFixtures.BOOK_FOLDER.toString()))
                .isEmpty();
        Path book = ForecastFixtures.BOOK_FOLDER.toAbsolutePath().normalize();
        assertThat(service.bookFolder()).contains(book);
        assertThat(service.readOnlyFolders()).containsExactly(book);
        assertThat(service.list()).hasSize(3).allMatch(t -> t.readOnly());
        assertThat(service.open(ForecastFixtures.BOOK_LEGACY_PANEL)).isInstanceOf(Lookup.PanelRecord.class);
        // kept for the installation: a new service over the same folder lists the book again
        assertThat(service(store, List.of()).readOnlyFolders()).containsExactly(book);
        // the setting file is hidden and not JSON: never listed as a trace
        assertThat(Files.readString(store.resolve(".workbench-book-folder")).strip())
                .isEqualTo(book.toString());

        service.forgetBookFolder();
        assertThat(service.readOnlyFolders()).isEmpty();
        assertThat(service(store, List.of()).bookFolder()).isEmpty();
    }

    @Test
    void everyWayAFileCanFailToOpenIsALookupNotAnException() throws Exception {
        Path store = Files.createDirectory(dir.resolve("traces"));
        Path book = Files.createDirectory(dir.resolve("book"));
        Files.writeString(book.resolve(ForecastFixtures.BOOK_CAPTURE), ForecastFixtures.bookCaptureJson());
        Files.writeString(store.resolve("broken.json"), "[1, 2");
        TraceStoreService service = service(store, List.of(book));

        Lookup found = service.open(ForecastFixtures.BOOK_CAPTURE);
        assertThat(found).isInstanceOf(Lookup.Found.class);
        Lookup.Found f = (Lookup.Found) found;
        assertThat(f.trace().readOnly()).isTrue();
        assertThat(f.replay().checks().searchResults()).isEqualTo(40);

        assertThat(service.open("broken.json"))
                .isInstanceOfSatisfying(
                        Lookup.Invalid.class, i -> assertThat(i.reason()).contains("line 1"));
        assertThat(service.open("nothing.json")).isEqualTo(new Lookup.Missing("nothing.json"));
        for (String hostile : List.of(
                "../book/" + ForecastFixtures.BOOK_CAPTURE,
                "..\\x.json",
                "..x.json",
                "/etc/passwd",
                "a/b.json",
                "",
                ".hidden.json",
                "notes.txt")) {
            assertThat(service.open(hostile)).as(hostile).isInstanceOf(Lookup.Refused.class);
        }

        Path saved = service.save(ForecastFixtures.smallRun("abc123"));
        assertThat(saved.getParent()).isEqualTo(store.toAbsolutePath().normalize());
        assertThat(service.list()).hasSize(3);
        assertThat(service.folderOptions()).isEqualTo("--traces-dir " + store + " --read-only " + book);
    }

    @Test
    void aReplayIsSharedWhileTheFileKeepsItsBytes() throws Exception {
        Path store = Files.createDirectory(dir.resolve("traces"));
        Path file = store.resolve(ForecastFixtures.BOOK_CAPTURE);
        Files.writeString(file, ForecastFixtures.bookCaptureJson());
        ResultCache results = new ResultCache(new CacheProperties(16));
        TraceStoreService alice = new TraceStoreService(new TracesProperties(store, List.of()), results);
        TraceStoreService bob = new TraceStoreService(new TracesProperties(store, List.of()), results);

        Lookup.Found a = (Lookup.Found) alice.open(ForecastFixtures.BOOK_CAPTURE);
        Lookup.Found b = (Lookup.Found) bob.open(ForecastFixtures.BOOK_CAPTURE);
        assertThat(b.replay()).isSameAs(a.replay());

        // the same name with other bytes is another data version
        Files.writeString(file, ForecastFixtures.bookCaptureJson().replaceFirst("\\{", "{ "));
        Lookup.Found changed = (Lookup.Found) bob.open(ForecastFixtures.BOOK_CAPTURE);
        assertThat(changed.replay()).isNotSameAs(a.replay());
    }

    @Test
    void pathsInsideTheWorkingDirectoryAreShownRelative() {
        assertThat(TraceStoreService.display(Path.of("traces"))).isEqualTo("traces");
        assertThat(TraceStoreService.display(Path.of("traces").toAbsolutePath()))
                .isEqualTo("traces");
        assertThat(TraceStoreService.display(Path.of("/tmp/with space/x"))).isEqualTo("'/tmp/with space/x'");
        assertThat(ForecastCommands.traceInspect(TraceStoreService.display(
                        RunTraceStore.DEFAULT_FOLDER.resolve("x.json").toAbsolutePath())))
                .isEqualTo("java -jar target/workbench.jar trace inspect traces/x.json");
    }

    @Test
    void theFoldersComeFromTheConfiguration() {
        new ApplicationContextRunner()
                .withUserConfiguration(
                        TraceStoreService.class, ResultCache.class, ClockConfiguration.class, BackgroundWork.class)
                .withPropertyValues(
                        "workbench.traces.dir=" + dir.resolve("mine"),
                        "workbench.traces.read-only=" + dir.resolve("a") + "," + dir.resolve("b"))
                .run(context -> {
                    TraceStoreService service = context.getBean(TraceStoreService.class);
                    assertThat(service.folder()).isEqualTo(dir.resolve("mine"));
                    assertThat(service.readOnlyFolders()).containsExactly(dir.resolve("a"), dir.resolve("b"));
                });
        new ApplicationContextRunner()
                .withUserConfiguration(
                        TraceStoreService.class, ResultCache.class, ClockConfiguration.class, BackgroundWork.class)
                .run(context -> {
                    TraceStoreService service = context.getBean(TraceStoreService.class);
                    assertThat(service.folder())
                            .isEqualTo(Path.of("traces").toAbsolutePath().normalize());
                    assertThat(service.readOnlyFolders()).isEmpty();
                });
    }

    @Test
    void theSizeLimitComesFromTheConfigurationAndATooLargeFileNamesIt() throws Exception {
        Path store = Files.createDirectory(dir.resolve("limited"));
        Files.writeString(store.resolve("run.json"), RunTraceJson.write(ForecastFixtures.smallRun("big1")));
        new ApplicationContextRunner()
                .withUserConfiguration(
                        TraceStoreService.class, ResultCache.class, ClockConfiguration.class, BackgroundWork.class)
                .withPropertyValues("workbench.traces.dir=" + store, "workbench.traces.max-file-size=1KB")
                .run(context -> {
                    TraceStoreService service = context.getBean(TraceStoreService.class);
                    assertThat(service.list())
                            .singleElement()
                            .isInstanceOfSatisfying(
                                    Invalid.class,
                                    i -> assertThat(i.reason())
                                            .startsWith("too large: ")
                                            .endsWith("is over the 1 KB limit for trace files; nothing was read"
                                                    + " (workbench.traces.max-file-size)"));
                    assertThat(service.open("run.json"))
                            .isInstanceOfSatisfying(
                                    Lookup.Invalid.class,
                                    i -> assertThat(i.reason())
                                            .contains("over the 1 KB limit")
                                            .contains("workbench.traces.max-file-size"));
                });
        assertThat(service(store, List.of()).open("run.json")).isInstanceOf(Lookup.Found.class);
    }

    @Test
    void startingTheServiceRemovesTempFilesLeftByAnInterruptedSave() throws Exception {
        Path store = Files.createDirectory(dir.resolve("crashed"));
        Path stale = Files.writeString(store.resolve(".x_20240101T000000Z_abc.json.123456.tmp"), "{\"notebook");
        Files.setLastModifiedTime(stale, FileTime.from(Instant.now().minus(Duration.ofHours(1))));
        service(store, List.of());
        assertThat(stale).doesNotExist();
    }
}
