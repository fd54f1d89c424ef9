package com.agenteval.workbench.cli;

import com.agenteval.workbench.app.live.Retries;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Dispatches {@code java -jar workbench.jar <command> ...} to a {@link Command}. Never starts the web server. */
public final class WorkbenchCli {

    private final Map<String, Command> commands;

    public WorkbenchCli(List<Command> commands) {
        this.commands = commands.stream()
                .collect(Collectors.toMap(
                        Command::name,
                        Function.identity(),
                        (a, b) -> {
                            throw new IllegalArgumentException("duplicate command " + a.name());
                        },
                        LinkedHashMap::new));
    }

    /**
     * True when the arguments ask for the command line rather than the web app: a first word that is not an
     * option (a command name, known or not), or a request for help. Options such as
     * {@code --server.port=9090} start the web app.
     */
    public static boolean isCommand(String[] args) {
        if (args.length == 0) {
            return false;
        }
        String first = args[0];
        return first.equals("--help") || first.equals("-h") || !first.startsWith("-");
    }

    /** The commands the packaged jar knows. */
    public static WorkbenchCli standard() {
        return new WorkbenchCli(List.of(
                new SimCommand(),
                new TraceCommand(),
                new ForecastCommand(),
                new JudgeCommand(),
                new ExportCommand(),
                new StatsCommand()));
    }

    public int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            out.print(help());
            return 0;
        }
        Command command = commands.get(args[0]);
        if (command == null) {
            err.println("workbench: unknown command '" + args[0] + "' (commands: "
                    + String.join(", ", commands.keySet()) + "; try --help)");
            return 2;
        }
        // the one top-level handler: whatever a command throws ends as one line in words, never a stack trace
        try {
            return command.run(List.of(Arrays.copyOfRange(args, 1, args.length)), out, err);
        } catch (OutOfMemoryError e) {
            err.println("workbench " + command.name() + ": ran out of memory; try smaller counts, or give Java more "
                    + "memory (-Xmx)");
            return 1;
        } catch (StackOverflowError e) {
            err.println("workbench " + command.name() + ": the input is nested too deeply to process");
            return 1;
        } catch (RuntimeException | Error e) {
            err.println("workbench " + command.name() + ": "
                    + Retries.inWords(
                            e.getMessage(),
                            "the command failed unexpectedly; please report it with the command line that caused it"));
            return 1;
        }
    }

    public String help() {
        StringBuilder sb = new StringBuilder();
        sb.append("Agent Evaluation Workbench\n\n")
                .append("usage: java -jar workbench.jar                 start the workbench on http://localhost:8080\n")
                .append(
                        "       java -jar workbench.jar <command> ...   run a command without starting the web server\n\n")
                .append("commands:\n");
        commands.values().forEach(c -> sb.append(String.format("  %-8s %s%n", c.name(), c.summary())));
        sb.append("\nEach command takes --help.\n");
        return sb.toString();
    }
}
