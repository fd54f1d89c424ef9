package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * The parsed arguments of a {@code trace} or {@code forecast} command (picocli, {@link Picocli}): the words (a
 * sub-command and its arguments), {@code --name value} options and {@code --flag}s. A declared parameter is read
 * through its spec, so a refused value is named the same way on every surface.
 */
final class ForecastArgs {

    private final List<String> positionals;
    private final ParseResult parsed;

    private ForecastArgs(List<String> positionals, ParseResult parsed) {
        this.positionals = List.copyOf(positionals);
        this.parsed = parsed;
    }

    List<String> positionals() {
        return positionals;
    }

    boolean has(String flag) {
        return parsed.hasMatchedOption(flag);
    }

    /** An option kept as text (a question, a folder, a model name). */
    Optional<String> value(String option) {
        return Optional.ofNullable(parsed.matchedOptionValue(option, (String) null));
    }

    /** Whether a declared option was given on the command line (its value refused or not). */
    boolean given(ParamSpec<?> spec) {
        return Picocli.given(parsed, spec.option());
    }

    /**
     * A declared option ({@link Parameters#AGENTS} is {@code --agents}), or its default: as picocli converted it
     * through the spec ({@link Picocli#value(ParamSpec, String, String)}), a refusal naming the option, e.g.
     * {@code option --noise needs a number ≥ 0, got 'NaN'}.
     */
    <T> T value(ParamSpec<T> spec) {
        return Picocli.valueOf(parsed, spec);
    }

    /** A declared count ({@code --agents}) as an int. */
    int count(IntSpec spec) {
        return value(spec).intValueExact();
    }

    /**
     * Parses the arguments of {@code command} with {@code spec} and runs {@code body} on them. With {@code --help}
     * it prints the generated help (exit 0); with no sub-command, the help (exit 2); for a refused command line, one
     * line on {@code err} (exit 2).
     */
    static int run(
            CommandSpec spec, List<String> args, PrintStream out, PrintStream err, ToIntFunction<ForecastArgs> body) {
        CommandLine cl = new CommandLine(Picocli.withWords(spec, "COMMAND"));
        return Picocli.run(cl, args, out, err, Picocli.refusal(spec.name()), parsed -> {
            List<String> words = Picocli.words(parsed);
            if (words.isEmpty()) {
                out.print(Picocli.help(cl));
                return Picocli.USAGE;
            }
            return body.applyAsInt(new ForecastArgs(words, parsed));
        });
    }
}
