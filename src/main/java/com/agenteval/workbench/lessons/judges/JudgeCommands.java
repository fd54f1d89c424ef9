package com.agenteval.workbench.lessons.judges;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.core.judge.JudgeComparison;

/** The command lines the judges page shows under its outputs: the core's {@code judge} command, after the jar. */
final class JudgeCommands {

    private JudgeCommands() {}

    /** One judge's command line, with only the options that differ from the defaults. */
    static String of(JudgeComparison comparison, String judge) {
        return JAR + comparison.commandLine(judge);
    }

    /** Both judges' command lines. */
    static String all(JudgeComparison comparison) {
        return of(comparison, "outcome") + "\n" + of(comparison, "rules");
    }
}
