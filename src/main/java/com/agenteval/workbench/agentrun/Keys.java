package com.agenteval.workbench.agentrun;

/**
 * The agent page's URL query keys: a contract, because links (from the outcome page, from a shared address bar)
 * carry them. Config knobs use the module's field names ({@code p_plan}, {@code rho}, ...), see {@link ConfigKnobs}.
 */
final class Keys {

    static final String SEED = "seed";
    static final String N_STALE = "n_stale";
    static final String MEMORY_ACC = "memory_acc";
    static final String WEB_EXACT = "web_exact";
    static final String WEB_ROUNDED = "web_rounded";
    static final String NEW_DATA = "new_data";
    static final String TASKS = "tasks";
    static final String TASK_SEED = "task_seed";
    static final String CONFIG = "config";
    static final String TASK = "task";
    static final String RUN_SEED = "run_seed";

    private Keys() {
    }
}
