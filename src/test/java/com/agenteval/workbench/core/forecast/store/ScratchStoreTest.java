package com.agenteval.workbench.core.forecast.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** "Your runs": one folder per session, bounded, reset, swept after its age, and never the class store's. */
class ScratchStoreTest {

    @TempDir
    Path dir;

    private final SplittableRandom random = new SplittableRandom(26);

    private ScratchStore scratch(ScratchStore.Bounds bounds) {
        return new ScratchStore(
                dir.resolve("scratch"), bounds, TraceLimits.DEFAULT, Clock.systemUTC(), TestReaders.POOL);
    }

    @Test
    void twoSessionsSeeOnlyTheirOwnRunsAndTheClassStoreIsNotWritten() throws Exception {
        Path classFolder = Files.createDirectory(dir.resolve("traces"));
        ScratchStore scratch = scratch(ScratchStore.Bounds.DEFAULT);
        String a = ScratchStore.newToken(random);
        String b = ScratchStore.newToken(random);
        assertThat(a).matches("[0-9a-f]{32}").isNotEqualTo(b);

        Path saved = scratch.save(a, ForecastFixtures.smallRun("aaaa1111"));

        assertThat(saved.getParent())
                .isEqualTo(dir.resolve("scratch").resolve(a).toAbsolutePath());
        assertThat(scratch.list(a))
                .extracting(StoredTrace::fileName)
                .containsExactly(saved.getFileName().toString());
        assertThat(scratch.list(b)).isEmpty();
        assertThat(RunTraceStore.of(classFolder, TestReaders.POOL).list()).isEmpty();
        // written by the run store's durable writer: the same bytes it writes, no temporary file left
        assertThat(Files.readString(saved, StandardCharsets.UTF_8))
                .isEqualTo(RunTraceJson.write(ForecastFixtures.smallRun("aaaa1111")));
        try (Stream<Path> files = Files.list(saved.getParent())) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactly(saved.getFileName().toString());
        }
    }

    @Test
    void aRunIsNamedByNotebookQuestionSeedAndTime() {
        WorldFacts world = WorldFacts.ofSeed(14);
        OfflineQuestion question = OfflineQuestions.find(OfflineQuestions.generate(world), "aster-bank-2023")
                .orElseThrow();
        RunTrace run = OfflineForecasting.run(
                        world,
                        question.question(),
                        OfflineForecasting.Spec.of(2, 3),
                        Clock.fixed(Instant.parse("2026-11-30T06:03:52Z"), ZoneOffset.UTC),
                        StepListener.NONE)
                .trace();

        assertThat(ScratchStore.nameOf(run))
                .isEqualTo("offline_research_agent · aster-bank-2023 · seed 3 · 2026-11-30 06:03:52");
        // a run without the offline fields: its question's text, cut
        assertThat(ScratchStore.nameOf(ForecastFixtures.smallRun("x1")))
                .isEqualTo("offline_research_agent · Will Harbor National's market cap in 2023 exceed $200B? · "
                        + "2024-02-01 10:00:05");
    }

    @Test
    void aSessionAtItsRunLimitIsRefusedWithAMessageAndKeepsWhatItHad() throws Exception {
        ScratchStore scratch = scratch(new ScratchStore.Bounds(2, 10_000_000, Duration.ofHours(1)));
        String a = ScratchStore.newToken(random);
        scratch.save(a, ForecastFixtures.smallRun("run00001"));
        scratch.save(a, ForecastFixtures.smallRun("run00002"));

        assertThatThrownBy(() -> scratch.save(a, ForecastFixtures.smallRun("run00003")))
                .isInstanceOfSatisfying(ScratchStore.Full.class, full -> {
                    assertThat(full.byCount()).isTrue();
                    assertThat(full.limit()).isEqualTo(2);
                })
                .hasMessage("your runs are at their limit of 2 runs; reset them or save one to the class");
        assertThat(scratch.usage(a).runs()).isEqualTo(2);
        // another session is not affected
        scratch.save(ScratchStore.newToken(random), ForecastFixtures.smallRun("run00003"));
    }

    @Test
    void aRunThatWouldPassTheByteLimitIsRefused() throws Exception {
        long one = RunTraceJson.write(ForecastFixtures.smallRun("run00001")).getBytes(StandardCharsets.UTF_8).length;
        ScratchStore scratch = scratch(new ScratchStore.Bounds(10, one + one / 2, Duration.ofHours(1)));
        String a = ScratchStore.newToken(random);
        scratch.save(a, ForecastFixtures.smallRun("run00001"));
        assertThat(scratch.usage(a).bytes()).isEqualTo(one);

        assertThatThrownBy(() -> scratch.save(a, ForecastFixtures.smallRun("run00002")))
                .isInstanceOfSatisfying(ScratchStore.Full.class, full -> {
                    assertThat(full.byCount()).isFalse();
                    assertThat(full.used()).isEqualTo(one);
                });
        assertThat(scratch.list(a)).hasSize(1);
    }

    @Test
    void resetRemovesEveryRunOfTheSessionOnlyAndTheSessionCanRunAgain() throws Exception {
        ScratchStore scratch = scratch(ScratchStore.Bounds.DEFAULT);
        String a = ScratchStore.newToken(random);
        String b = ScratchStore.newToken(random);
        scratch.save(a, ForecastFixtures.smallRun("run00001"));
        scratch.save(a, ForecastFixtures.smallRun("run00002"));
        scratch.save(b, ForecastFixtures.smallRun("run00003"));

        assertThat(scratch.reset(a)).isEqualTo(2);

        assertThat(scratch.list(a)).isEmpty();
        assertThat(Files.exists(dir.resolve("scratch").resolve(a))).isFalse();
        assertThat(scratch.list(b)).hasSize(1);
        assertThat(scratch.reset(a)).isZero();
        scratch.save(a, ForecastFixtures.smallRun("run00001"));
        assertThat(scratch.list(a)).hasSize(1);
    }

    @Test
    void foldersUnchangedForLongerThanTheirAgeAreSweptAndFreshOnesAndOtherEntriesKept() throws Exception {
        ScratchStore scratch = scratch(new ScratchStore.Bounds(20, 10_000_000, Duration.ofHours(2)));
        String old = ScratchStore.newToken(random);
        String fresh = ScratchStore.newToken(random);
        scratch.save(old, ForecastFixtures.smallRun("run00001"));
        scratch.save(fresh, ForecastFixtures.smallRun("run00002"));
        Instant now = Instant.now();
        Files.setLastModifiedTime(dir.resolve("scratch").resolve(old), FileTime.from(now.minus(Duration.ofHours(3))));
        Path notASession = Files.createDirectory(dir.resolve("scratch").resolve("notes"));
        Files.setLastModifiedTime(notASession, FileTime.from(now.minus(Duration.ofDays(3))));

        assertThat(scratch.removeExpired(now)).containsExactly(old);

        assertThat(scratch.list(old)).isEmpty();
        assertThat(scratch.list(fresh)).hasSize(1);
        assertThat(Files.isDirectory(notASession)).isTrue();
        assertThat(scratch(ScratchStore.Bounds.DEFAULT).removeExpired(now)).isEmpty();
        assertThat(new ScratchStore(
                                dir.resolve("none"),
                                ScratchStore.Bounds.DEFAULT,
                                TraceLimits.DEFAULT,
                                Clock.systemUTC(),
                                TestReaders.POOL)
                        .removeExpired(now))
                .isEmpty();
    }

    @Test
    void aFolderNameThatIsNotATokenIsRefusedSoNoSessionReachesOutsideItsFolder() {
        ScratchStore scratch = scratch(ScratchStore.Bounds.DEFAULT);
        for (String bad : List.of("..", "../traces", "a/b", "", "ABCDEF0123456789abcdef0123456789")) {
            assertThatThrownBy(() -> scratch.list(bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("refused scratch folder name");
        }
    }

    @Test
    void savingToTheClassCopiesWithTheStoresWriterAndNeverOverwrites() throws Exception {
        Path classFolder = Files.createDirectory(dir.resolve("traces"));
        RunTraceStore classStore = RunTraceStore.of(classFolder, TestReaders.POOL);
        ScratchStore scratch = scratch(ScratchStore.Bounds.DEFAULT);
        String a = ScratchStore.newToken(random);
        Path mine = scratch.save(a, ForecastFixtures.smallRun("run00001"));

        Path copied = scratch.copyTo(a, mine.getFileName().toString(), classStore);

        assertThat(copied.getParent()).isEqualTo(classFolder.toAbsolutePath());
        assertThat(Files.readString(copied)).isEqualTo(Files.readString(mine));
        assertThat(scratch.list(a)).hasSize(1);
        assertThatThrownBy(() -> scratch.copyTo(a, mine.getFileName().toString(), classStore))
                .isInstanceOf(FileAlreadyExistsException.class);
    }

    @Test
    void badBoundsAreRefused() {
        assertThatThrownBy(() -> new ScratchStore.Bounds(0, 1, Duration.ofHours(1)))
                .hasMessage("keep at least one run per session, got 0");
        assertThatThrownBy(() -> new ScratchStore.Bounds(1, 0, Duration.ofHours(1)))
                .hasMessage("keep at least one byte per session, got 0");
        assertThatThrownBy(() -> new ScratchStore.Bounds(1, 1, Duration.ZERO))
                .hasMessage("the age limit of a session's runs must be positive, got PT0S");
    }
}
