package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.ScratchStore;
import com.agenteval.workbench.core.forecast.store.StoreIndex;
import java.io.IOException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * "Your runs": one browser session's scratch folder ({@link ScratchStore}), named by a random token, never by the
 * session id. Its runs are listed for this session only; they are deleted by Reset my runs, when the session ends
 * ({@link #close}, the session scope's destroy method, declared in {@code SessionBeans}), or by the expiry sweep.
 * Made by {@link TraceStoreService#sessionRuns()}.
 */
public final class SessionRuns {

    private static final Logger LOG = LoggerFactory.getLogger(SessionRuns.class);

    private final ScratchStore scratch;
    private final String token;
    /** The session's files in memory, re-read (one stat each) when listed: a few files at most. */
    private final StoreIndex index;

    SessionRuns(ScratchStore scratch, String token) {
        this.scratch = scratch;
        this.token = token;
        this.index = new StoreIndex(scratch.storeOf(token));
    }

    String token() {
        return token;
    }

    ScratchStore scratch() {
        return scratch;
    }

    /** The session's index, current. */
    StoreIndex index() {
        index.refresh();
        return index;
    }

    /** The session's runs, as they are on disk now. */
    public List<StoredTrace> list() {
        return index().list();
    }

    /** The session ended: its runs go with it. */
    public void close() {
        try {
            scratch.reset(token);
        } catch (IOException e) {
            LOG.warn(
                    "could not remove a session's runs from {}: {} (the expiry sweep will)",
                    scratch.root(),
                    e.toString());
        }
    }
}
