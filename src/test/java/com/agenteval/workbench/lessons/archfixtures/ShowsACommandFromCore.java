package com.agenteval.workbench.lessons.archfixtures;

import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.params.Parameters.CommandLines;

/** Keeps ArchitectureTest's "lessons do not import cli": a page's command line from core/params. */
public final class ShowsACommandFromCore {

    private ShowsACommandFromCore() {}

    static String command() {
        return CommandLines.JAR + "sim --mode world " + Parameters.N_STALE.option() + " 3";
    }
}
