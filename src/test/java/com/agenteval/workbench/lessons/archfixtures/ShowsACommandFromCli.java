package com.agenteval.workbench.lessons.archfixtures;

import static com.agenteval.workbench.cli.Picocli.USAGE;

import com.agenteval.workbench.cli.WorkbenchCli;

/** Breaks ArchitectureTest's "lessons do not import cli": a lesson class that reaches into the cli package. */
public final class ShowsACommandFromCli {

    private ShowsACommandFromCli() {}

    /** A constant (inlined by javac: seen in the source only) and a call (seen in the bytecode). */
    static String command() {
        return USAGE + " " + WorkbenchCli.isCommand(new String[] {"sim"});
    }
}
