package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.app.serving.WarmupStep;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import org.springframework.stereotype.Component;

/** Warm-up: the store listing and the replay analysis of its first valid run, as the forecast pages do them. */
@Component
class ReplayWarmup implements WarmupStep {

    private final TraceStoreService store;

    ReplayWarmup(TraceStoreService store) {
        this.store = store;
    }

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public void run(boolean first) {
        store.list().stream()
                .filter(StoredTrace.Valid.class::isInstance)
                .findFirst()
                .ifPresent(t -> store.open(t.fileName()));
    }
}
