package com.agenteval.workbench.cli;

import com.agenteval.workbench.app.jobs.BackgroundWork;
import com.agenteval.workbench.app.live.LiveThreads;
import com.agenteval.workbench.core.log.FileBytes;
import java.util.concurrent.ExecutorService;

/**
 * The background work of one command: the command line has no Spring context, so a command that reads saved files
 * or makes live calls takes its pools from a {@link BackgroundWork} of its own, shut down when the command ends.
 *
 * <pre>{@code
 * try (CommandWork work = new CommandWork()) {
 *     RunTraceStore store = RunTraceStore.of(dir, work.readers());
 *     ...
 * }
 * }</pre>
 */
final class CommandWork implements AutoCloseable {

    private final BackgroundWork work = new BackgroundWork();
    private final ExecutorService readers = work.pool("saved-file-read", FileBytes.READERS, 0);

    /** Where saved files are opened and read within a deadline ({@link FileBytes}). */
    ExecutorService readers() {
        return readers;
    }

    /** The threads of live calls: a deadline timer, the checks' and the calls' pools. */
    LiveThreads live() {
        return LiveThreads.of(work);
    }

    @Override
    public void close() {
        work.close();
    }
}
