package com.agenteval.workbench.cli;

import java.io.PrintStream;
import java.util.List;

/**
 * One command-line command of the packaged jar ({@code java -jar workbench.jar <name> ...}).
 * A command never starts the web server.
 *
 * <pre>{@code
 * int exit = new SimCommand().run(List.of("--mode", "world"), System.out, System.err);
 * }</pre>
 */
public interface Command {

    /** The word that selects this command, e.g. {@code sim}. */
    String name();

    /** One line for {@code --help}. */
    String summary();

    /**
     * Runs the command.
     *
     * @param args the arguments after the command name
     * @return the process exit code: 0 on success, non-zero with a one-line message on {@code err} otherwise
     */
    int run(List<String> args, PrintStream out, PrintStream err);
}
