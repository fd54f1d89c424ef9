package com.agenteval.workbench.core.sim;

import java.util.List;
import java.util.Objects;

/**
 * What the agent wants to do at one step, and which tools count as a right pick.
 *
 * @param text   the request
 * @param kind   single, series, topk, compute, chart or news
 * @param accept acceptable tools
 */
record Intent(String text, String kind, List<String> accept) {

    public Intent {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        accept = List.copyOf(accept);
    }
}
