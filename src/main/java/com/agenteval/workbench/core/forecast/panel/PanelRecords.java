package com.agenteval.workbench.core.forecast.panel;

import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** The checks the panel records share with run traces, as a record's constructor can throw them. */
final class PanelRecords {

    private PanelRecords() {}

    /** A probability as a run trace's reader checks it: finite, from 0 to 1; null passes. */
    static void requireProbability(@Nullable Double p, String path) {
        try {
            RunTraceJson.checkProbability(p, path);
        } catch (InvalidTraceException e) {
            throw new IllegalArgumentException(e.reason());
        }
    }

    /** Each panel index once: the recovery file joins on it, so a repeated one would be ambiguous. */
    static void requireDistinct(List<Integer> panelIndexes, String where) {
        Set<Integer> seen = new HashSet<>();
        for (int i : panelIndexes) {
            if (!seen.add(i)) {
                throw new IllegalArgumentException("panel_index " + i + " appears twice in " + where);
            }
        }
    }
}
