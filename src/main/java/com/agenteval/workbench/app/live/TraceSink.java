package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.forecast.RunTrace;
import java.io.IOException;
import java.nio.file.Path;

/** Where a finished live run is saved: the pages' trace store, or a {@code RunTraceStore} on the command line. */
@FunctionalInterface
public interface TraceSink {

    /** Saves the run, never overwriting, and returns its path. */
    Path save(RunTrace run) throws IOException;
}
