package com.agenteval.workbench.app.live;

import com.agenteval.workbench.app.jobs.BackgroundWork;

/** The live calls' threads for tests: one set for the test JVM, from a factory of its own (daemons, never closed). */
public final class TestLiveThreads {

    public static final LiveThreads SHARED = LiveThreads.of(new BackgroundWork());

    private TestLiveThreads() {}
}
