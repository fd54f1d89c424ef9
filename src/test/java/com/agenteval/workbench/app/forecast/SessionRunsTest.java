package com.agenteval.workbench.app.forecast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.RunSource;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.ScratchStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.util.unit.DataSize;

/** The store as pages see it with sessions: your runs apart, the class store read-only unless the server allows. */
class SessionRunsTest {

    @TempDir
    Path dir;

    private TraceStoreService service(boolean classSave, int maxRuns) throws Exception {
        Path traces = Files.createDirectories(dir.resolve("traces"));
        Path book = Files.createDirectories(dir.resolve("book"));
        Files.writeString(
                traces.resolve("offline_research_agent_20240201T100005Z_class001.json"),
                RunTraceJson.write(ForecastFixtures.smallRun("class001")));
        Files.writeString(
                book.resolve("offline_research_agent_20240201T100005Z_book0001.json"),
                RunTraceJson.write(ForecastFixtures.smallRun("book0001")));
        return new TraceStoreService(
                new TracesProperties(traces, List.of(book)),
                new ScratchProperties(null, maxRuns, DataSize.ofMegabytes(5), Duration.ofHours(1), classSave));
    }

    @Test
    void aSessionsRunIsListedAndOpenedForItAloneAndFilteredBySource() throws Exception {
        TraceStoreService store = service(false, 20);
        BookFolderChoice book = new BookFolderChoice();
        SessionRuns a = store.sessionRuns();
        SessionRuns b = store.sessionRuns();

        Path saved = store.save(a, ForecastFixtures.smallRun("mine0001"));
        String name = saved.getFileName().toString();

        assertThat(saved).startsWith(dir.resolve("traces").resolve(".scratch").toAbsolutePath());
        assertThat(store.list(book, a, RunSource.ALL))
                .extracting(StoredTrace::fileName)
                .first()
                .isEqualTo(name);
        assertThat(store.list(book, b, RunSource.ALL))
                .extracting(StoredTrace::fileName)
                .doesNotContain(name)
                .hasSize(2);
        // the class store lists what it had: the session's run is not in it
        assertThat(store.list()).extracting(StoredTrace::fileName).doesNotContain(name);
        assertThat(store.list(book, a, Set.of(RunSource.BOOK)))
                .extracting(StoredTrace::fileName)
                .containsExactly("offline_research_agent_20240201T100005Z_book0001.json");
        assertThat(store.list(book, a, Set.of(RunSource.CLASS)))
                .extracting(StoredTrace::fileName)
                .containsExactly("offline_research_agent_20240201T100005Z_class001.json");
        assertThat(store.open(book, a, name)).isInstanceOf(TraceStoreService.Lookup.Found.class);
        assertThat(store.open(book, b, name)).isInstanceOf(TraceStoreService.Lookup.Missing.class);
        assertThat(store.open(book, b, "../" + name)).isInstanceOf(TraceStoreService.Lookup.Refused.class);
    }

    @Test
    void resetAndTheSessionsEndRemoveItsRuns() throws Exception {
        TraceStoreService store = service(false, 20);
        SessionRuns a = store.sessionRuns();
        store.save(a, ForecastFixtures.smallRun("mine0001"));
        store.save(a, ForecastFixtures.smallRun("mine0002"));

        assertThat(store.reset(a)).isEqualTo(2);
        assertThat(a.list()).isEmpty();

        store.save(a, ForecastFixtures.smallRun("mine0003"));
        a.close(); // the session scope's destroy method
        assertThat(a.list()).isEmpty();
        assertThat(store.usage(a).runs()).isZero();
    }

    @Test
    void theSessionsBoundIsKept() throws Exception {
        TraceStoreService store = service(false, 1);
        SessionRuns a = store.sessionRuns();
        store.save(a, ForecastFixtures.smallRun("mine0001"));
        assertThatThrownBy(() -> store.save(a, ForecastFixtures.smallRun("mine0002")))
                .isInstanceOf(ScratchStore.Full.class);
        assertThat(store.usage(a).runs()).isEqualTo(1);
    }

    @Test
    void savingToTheClassStoreIsOffByDefaultAndCopiesWhenTheServerAllowsIt() throws Exception {
        TraceStoreService off = service(false, 20);
        SessionRuns a = off.sessionRuns();
        String name =
                off.save(a, ForecastFixtures.smallRun("mine0001")).getFileName().toString();
        assertThat(off.classSaveAllowed()).isFalse();
        assertThatThrownBy(() -> off.saveToClass(a, name))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("workbench.scratch.class-save");
        assertThat(off.list()).extracting(StoredTrace::fileName).doesNotContain(name);

        TraceStoreService on = service(true, 20);
        SessionRuns b = on.sessionRuns();
        String mine =
                on.save(b, ForecastFixtures.smallRun("mine0002")).getFileName().toString();
        Path copied = on.saveToClass(b, mine);
        assertThat(copied.getParent()).isEqualTo(dir.resolve("traces").toAbsolutePath());
        assertThat(on.list()).extracting(StoredTrace::fileName).contains(mine);
        // now a class run for every session, and still one of b's own
        assertThat(on.list(new BookFolderChoice(), on.sessionRuns(), Set.of(RunSource.CLASS)))
                .extracting(StoredTrace::fileName)
                .contains(mine);
        assertThat(b.list()).hasSize(1);
    }
}
