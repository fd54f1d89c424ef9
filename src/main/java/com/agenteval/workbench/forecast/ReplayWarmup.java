package com.agenteval.workbench.forecast;

import com.agenteval.workbench.core.forecast.store.StoredTrace;
import com.agenteval.workbench.serving.WarmupStep;
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
    public void run() {
        store.list().stream().filter(StoredTrace.Valid.class::isInstance).findFirst()
                .ifPresent(t -> store.open(t.fileName()));
    }
}
