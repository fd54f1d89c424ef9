package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import java.util.Objects;

/** The file being replayed and where it came from, beside the header its run records. */
record ReplayedFile(String fileName, boolean readOnly, ReplayAnalysis.Header header) {

    ReplayedFile {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(header, "header");
    }
}
