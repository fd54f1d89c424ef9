package com.agenteval.workbench.app.judges;

import com.agenteval.workbench.app.forecast.TracesProperties;
import com.agenteval.workbench.app.jobs.BackgroundWork;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.live.judge.LiveJudging;
import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.log.FileBytes;
import com.agenteval.workbench.core.sim.SimParams;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * The judge-run files as the judges page sees them: {@code <traces dir>/judge-runs/}, listed (invalid files with their
 * reason), replayed offline, and written by live runs (atomically, never overwriting).
 */
@Service
public class JudgeRunService {

    private static final Logger LOG = LoggerFactory.getLogger(JudgeRunService.class);

    private final JudgeRunStore store;
    private final LiveHttp http;
    private final Clock clock;

    JudgeRunService(TracesProperties traces, LiveHttp http, Clock clock, BackgroundWork work) {
        this.store = JudgeRunStore.of(
                traces.dir().resolve(JudgeRunStore.SUBFOLDER), work.pool("judge-file-read", FileBytes.READERS, 0));
        try {
            // a save interrupted by a crash or a kill leaves its temporary file; nothing else ever removes it
            store.removeStaleTempFiles(clock.instant());
        } catch (IOException e) {
            LOG.warn("could not remove temporary files of interrupted saves in {}: {}", store.folder(), e.toString());
        }
        this.http = http;
        this.clock = clock;
    }

    public List<JudgeRunStore.Listed> list() {
        return store.list();
    }

    public Path folder() {
        return store.folder();
    }

    /** Loads and replays one file: its replay, or why there is none; never throws for a bad name or a bad file. */
    public Checked<JudgeRuns.Replay> open(String fileName) {
        try {
            return Checked.ok(JudgeRuns.replay(store.load(fileName)));
        } catch (InvalidJudgeRunException | IllegalArgumentException e) {
            return Checked.refused(Objects.requireNonNullElse(e.getMessage(), "not a judge run file"));
        } catch (RuntimeException e) {
            return Checked.refused("cannot replay: " + e.getMessage());
        }
    }

    /**
     * A live run with the session's models, on the calling thread (a job's), saved, then handed to {@code saved}
     * (the session sends it as OpenTelemetry spans); returns the saved file's name. A cancel interrupts the call in
     * progress; what was judged until then is saved as a cancelled run.
     */
    public String runLive(
            ProviderModels models,
            SimParams params,
            int traces,
            JudgeRuns.Progress progress,
            Cancellation cancellation,
            Consumer<JudgeRun> saved)
            throws IOException {
        JudgeRun run = cancellation.interruptibly(
                () -> LiveJudging.run(models, http, params, traces, clock, progress, cancellation, notice -> {}));
        String name = store.save(run).getFileName().toString();
        saved.accept(run);
        return name;
    }
}
