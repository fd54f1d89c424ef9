package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.RunSource;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import java.util.EnumSet;
import java.util.Set;

/**
 * The command lines that do what the forecasting pages do, shown in their command views. Folders and files come as
 * the page shows them (TraceStoreService.display, its folder options): this class only writes the words around them.
 */
public final class ForecastCommands {

    /** The forecast command's own options (no parameter declares them: a question id, a folder as typed). */
    private static final String QUESTION = "--question";

    private static final String TRACES_DIR = "--traces-dir";

    private ForecastCommands() {}

    /** @param folderOptions the store's {@code --traces-dir} (and {@code --read-only}) options */
    static String traceList(String folderOptions) {
        return CommandLines.command("trace list").words(folderOptions).shown();
    }

    /** @param file the run's file as a student would type it */
    public static String traceInspect(String file) {
        return CommandLines.command("trace inspect").words(file).shown();
    }

    static String questions(long worldSeed) {
        return CommandLines.command("forecast questions")
                .option(Parameters.FORECAST_WORLD_SEED, worldSeed)
                .shown();
    }

    /**
     * {@code forecast run} with every option the run page sets, so the same forecasts come out.
     *
     * @param tracesDir the store's writable folder as a student would type it
     */
    static String run(String tracesDir, long worldSeed, String questionId, OfflineForecasting.Spec spec) {
        SimulatedForecaster.Knobs k = spec.knobs();
        return CommandLines.command("forecast run")
                .option(QUESTION, questionId)
                .option(Parameters.AGENTS, spec.agents())
                .option(Parameters.FORECASTER_SEED, spec.seed())
                .option(Parameters.FORECAST_WORLD_SEED, worldSeed)
                .option(Parameters.MAX_STEPS_PER_AGENT, spec.maxSteps())
                .option(Parameters.MAX_SEARCH_RESULTS, spec.maxSearchResults())
                .option(Parameters.NOISE, k.noise())
                .option(Parameters.OVERCONFIDENCE, k.overconfidence())
                .option(Parameters.HEDGING, k.hedging())
                .option(Parameters.FORMAT_SLIPS, k.formatSlipRate())
                .option(Parameters.MAX_SEARCHES, k.maxSearches())
                .option(TRACES_DIR, tracesDir)
                .shown();
    }

    /** @param folderOptions the store's {@code --traces-dir} (and {@code --read-only}) options */
    static String score(String folderOptions, int bins) {
        return CommandLines.command("forecast score")
                .words(folderOptions)
                .option(Parameters.BINS, bins)
                .shown();
    }

    /**
     * The same for a filter of sources: {@code --runs} names the book's and the class's (the command line has no
     * browser session, so it never sees "your runs"); nothing is added when both are scored.
     */
    static String score(String folderOptions, int bins, Set<RunSource> include) {
        Set<RunSource> cli = EnumSet.noneOf(RunSource.class);
        include.stream().filter(s -> s != RunSource.YOURS).forEach(cli::add);
        return score(folderOptions, bins)
                + (cli.isEmpty() || cli.size() == 2 ? "" : " --" + RunSource.KEY + " " + RunSource.format(cli));
    }
}
