package com.agenteval.workbench.core.forecast.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the store refuses to read: links out of its folder and files over the size limit; and what it cleans up. */
class RunTraceStoreBoundsTest {

    private static final String SECRET = "fk-ant-api03-SECRETSECRETSECRET";

    @TempDir
    Path dir;

    @Test
    void aSymlinkThatLeavesTheFolderIsRefusedWithoutQuotingItsTarget() throws Exception {
        Path store = Files.createDirectory(dir.resolve("traces"));
        Path outside = Files.createDirectory(dir.resolve("home"));
        // not JSON: a reader that parsed it would quote the start of it in a "not JSON" reason
        Path secret = Files.writeString(outside.resolve("keys.json"), SECRET + "\n");
        Files.createSymbolicLink(store.resolve("leak.json"), secret);
        Path valid =
                Files.writeString(store.resolve("run.json"), RunTraceJson.write(ForecastFixtures.smallRun("inside1")));
        Files.createSymbolicLink(store.resolve("alias.json"), valid);
        RunTraceStore traces = RunTraceStore.of(store, TestReaders.POOL);

        StoredTrace leak = traces.open("leak.json").orElseThrow();
        assertThat(leak).isInstanceOf(StoredTrace.Invalid.class);
        assertThat(((StoredTrace.Invalid) leak).reason())
                .isEqualTo("refused: a symbolic link to a file outside the trace folder; it was not read")
                .doesNotContain("SECRET");
        assertThat(traces.list())
                .filteredOn(t -> t.fileName().equals("leak.json"))
                .singleElement()
                .isInstanceOf(StoredTrace.Invalid.class);
        // a link that stays inside the folder is an ordinary file
        assertThat(traces.open("alias.json").orElseThrow()).isInstanceOf(StoredTrace.Valid.class);
        assertThat(traces.list().toString()).doesNotContain("SECRET");
    }

    @Test
    void aFileOverTheStoresSizeLimitIsListedAsTooLarge() throws Exception {
        Path store = Files.createDirectory(dir.resolve("traces"));
        Files.writeString(store.resolve("run.json"), RunTraceJson.write(ForecastFixtures.smallRun("size1")));
        RunTraceStore small =
                new RunTraceStore(store, List.of(), TraceLimits.DEFAULT.withMaxFileBytes(100), TestReaders.POOL);
        assertThat(small.list())
                .singleElement()
                .isInstanceOfSatisfying(
                        StoredTrace.Invalid.class,
                        i -> assertThat(i.reason()).startsWith("too large: ").contains("over the 100 bytes limit"));
        assertThat(RunTraceStore.of(store, TestReaders.POOL).list())
                .singleElement()
                .isInstanceOf(StoredTrace.Valid.class);
    }

    @Test
    void staleTempFilesOfAnInterruptedSaveAreRemovedAndFreshOnesAndOtherFilesKept() throws Exception {
        Path store = Files.createDirectory(dir.resolve("traces"));
        RunTraceStore traces = RunTraceStore.of(store, TestReaders.POOL);
        Path saved = traces.save(ForecastFixtures.smallRun("tmp1"));
        String name = saved.getFileName().toString();
        // the names Files.createTempFile(dir, "." + name + ".", ".tmp") gives, as save makes them
        Path stale = Files.writeString(store.resolve("." + name + ".8431726354.tmp"), "{\"half");
        Path fresh = Files.writeString(store.resolve("." + name + ".1234.tmp"), "{\"half");
        Path notOurs = Files.writeString(store.resolve(".notes.tmp"), "keep");
        Instant now = Instant.now();
        Files.setLastModifiedTime(stale, FileTime.from(now.minus(Duration.ofHours(2))));
        Files.setLastModifiedTime(notOurs, FileTime.from(now.minus(Duration.ofHours(2))));

        assertThat(traces.removeStaleTempFiles(now))
                .containsExactly(stale.getFileName().toString());
        assertThat(stale).doesNotExist();
        assertThat(fresh).exists();
        assertThat(notOurs).exists();
        assertThat(saved).exists();
        assertThat(RunTraceStore.of(dir.resolve("none"), TestReaders.POOL).removeStaleTempFiles(now))
                .isEmpty();
    }
}
