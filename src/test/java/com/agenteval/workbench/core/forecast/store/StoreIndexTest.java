package com.agenteval.workbench.core.forecast.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreIndexTest {

    @TempDir
    Path dir;

    @Test
    void theIndexListsWhatTheStoreListsBookFolderIncluded() {
        RunTraceStore store =
                new RunTraceStore(dir.resolve("none"), List.of(ForecastFixtures.BOOK_FOLDER), TestReaders.POOL);
        StoreIndex index = new StoreIndex(store);
        assertThat(index.refresh()).isTrue();
        assertThat(index.list()).isEqualTo(store.list());
        assertThat(index.list())
                .anyMatch(t -> t instanceof StoredTrace.Panel p && p.panel().outcomesFrom() != null);
    }

    @Test
    void anUnchangedFolderIsNotReadAgainAndANewChangedOrDeletedFileIs() throws Exception {
        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);
        Path a = store.save(ForecastFixtures.smallRun("aaaa0001"));
        StoreIndex index = new StoreIndex(store);
        index.refresh();
        assertThat(index.parsedFiles()).isEqualTo(1);
        long version = index.version();

        assertThat(index.refresh()).isFalse();
        assertThat(index.parsedFiles()).isEqualTo(1);
        assertThat(index.version()).isEqualTo(version);

        // touched, same bytes: the stamp moves, nothing is parsed, the listing is unchanged
        Files.setLastModifiedTime(
                a, FileTime.fromMillis(Files.getLastModifiedTime(a).toMillis() - 10_000));
        assertThat(index.refresh()).isFalse();
        assertThat(index.parsedFiles()).isEqualTo(1);

        Path b = store.save(ForecastFixtures.smallRun("bbbb0002"));
        assertThat(index.refresh()).isTrue();
        assertThat(index.parsedFiles()).isEqualTo(2);
        assertThat(index.list())
                .extracting(StoredTrace::fileName)
                .containsExactly(a.getFileName().toString(), b.getFileName().toString());

        // changed in place: same name, other bytes, read again
        String hashBefore = index.stamp(a).sha256();
        Files.writeString(a, "{ \"truncated\": ");
        assertThat(index.refresh()).isTrue();
        assertThat(index.stamp(a).sha256()).isNotEqualTo(hashBefore);
        assertThat(index.list().get(0)).isInstanceOf(StoredTrace.Invalid.class);

        Files.delete(b);
        assertThat(index.refresh()).isTrue();
        assertThat(index.list())
                .extracting(StoredTrace::fileName)
                .containsExactly(a.getFileName().toString());
        assertThat(index.stamp(b)).isNull();
    }

    @Test
    void aFileOverTheSizeLimitIsListedWithoutAHashAndNeverParsed() throws Exception {
        Files.write(dir.resolve("big.json"), new byte[2048]);
        StoreIndex index = new StoreIndex(
                new RunTraceStore(dir, List.of(), TraceLimits.DEFAULT.withMaxFileBytes(1024), TestReaders.POOL));
        index.refresh();
        assertThat(index.list()).singleElement().isInstanceOf(StoredTrace.Invalid.class);
        assertThat(index.stamp(dir.resolve("big.json")).sha256()).isNull();
    }
}
