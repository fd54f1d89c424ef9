package com.agenteval.workbench.app.live.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.Checked.Refused;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LiveWorldRunStoreTest {

    @TempDir
    Path traces;

    @Test
    void aTemporaryFileLeftByAnInterruptedSaveIsRemovedAtStartAndAFreshOneAndRunsAreKept() throws Exception {
        Path dir = Files.createDirectories(traces.resolve(LiveWorldRunStore.FOLDER));
        // named as save() names its temporary file
        Path stale = Files.writeString(dir.resolve(".live-world_20260101T000000Z_abc.json.123456.tmp"), "{\"half");
        Files.setLastModifiedTime(
                stale,
                FileTime.from(Instant.now().minus(RunTraceStore.STALE_TEMP_AGE).minusSeconds(5)));
        Path fresh = Files.writeString(dir.resolve(".live-world_20260101T000001Z_abd.json.654321.tmp"), "{\"half");
        Path run = Files.writeString(dir.resolve("live-world_20260101T000000Z_abc.json"), "{}");

        new LiveWorldRunStore(traces, TestReaders.POOL);

        assertThat(stale).doesNotExist();
        assertThat(fresh).exists();
        assertThat(run).exists();
    }

    @Test
    void anUnreadableFileIsListedWithItsReasonAndNoRun() throws Exception {
        Path dir = Files.createDirectories(traces.resolve(LiveWorldRunStore.FOLDER));
        Files.writeString(dir.resolve("live-world_20260101T000000Z_abc.json"), "{\"half");
        LiveWorldRunStore store = new LiveWorldRunStore(traces, TestReaders.POOL);

        assertThat(store.list()).singleElement().satisfies(e -> {
            assertThat(e.fileName()).isEqualTo("live-world_20260101T000000Z_abc.json");
            assertThat(e.readable()).isFalse();
            assertThat(e.run()).isNull();
            assertThat(e.problem()).isNotBlank();
        });
        assertThat(store.runs()).isEmpty();
        assertThat(store.find("live-world_20260101T000000Z_abc.json"))
                .hasValueSatisfying(e -> assertThat(e.read()).isInstanceOf(Refused.class));
    }
}
