package com.agenteval.workbench.lessons.forecast;

import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.store.RunSource;
import com.agenteval.workbench.core.forecast.offline.SimulatedForecaster;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyFormat;

/**
 * The command lines that do what the forecasting pages do, shown in their command views. Folders and files come as
 * the page shows them (TraceStoreService.display, its folder options): this class only writes the words around them.
 */
public final class ForecastCommands {

    private ForecastCommands() {
    }

    /** @param folderOptions the store's {@code --traces-dir} (and {@code --read-only}) options */
    static String traceList(String folderOptions) {
        return JAR + "trace list " + folderOptions;
    }

    /** @param file the run's file as a student would type it */
    public static String traceInspect(String file) {
        return JAR + "trace inspect " + file;
    }

    static String questions(long worldSeed) {
        return JAR + "forecast questions --world-seed " + worldSeed;
    }

    /**
     * {@code forecast run} with every option the run page sets, so the same forecasts come out.
     *
     * @param tracesDir the store's writable folder as a student would type it
     */
    static String run(String tracesDir, long worldSeed, String questionId, OfflineForecasting.Spec spec) {
        SimulatedForecaster.Knobs k = spec.knobs();
        return JAR + "forecast run --question " + questionId + " " + Parameters.AGENTS.option() + " " + spec.agents()
                + " " + Parameters.FORECASTER_SEED.option() + " " + spec.seed() + " --world-seed " + worldSeed
                + " " + Parameters.MAX_STEPS_PER_AGENT.option() + " " + spec.maxSteps()
                + " " + Parameters.MAX_SEARCH_RESULTS.option() + " " + spec.maxSearchResults()
                + " " + Parameters.NOISE.option() + " " + PyFormat.repr(k.noise())
                + " " + Parameters.OVERCONFIDENCE.option() + " " + PyFormat.repr(k.overconfidence())
                + " " + Parameters.HEDGING.option() + " " + PyFormat.repr(k.hedging())
                + " " + Parameters.FORMAT_SLIPS.option() + " " + PyFormat.repr(k.formatSlipRate())
                + " " + Parameters.MAX_SEARCHES.option() + " " + k.maxSearches()
                + " --traces-dir " + tracesDir;
    }

    /** @param folderOptions the store's {@code --traces-dir} (and {@code --read-only}) options */
    static String score(String folderOptions, int bins) {
        return JAR + "forecast score " + folderOptions + " " + Parameters.BINS.option() + " " + bins;
    }

    /**
     * The same for a filter of sources: {@code --runs} names the book's and the class's (the command line has no
     * browser session, so it never sees "your runs"); nothing is added when both are scored.
     */
    static String score(String folderOptions, int bins, java.util.Set<RunSource> include) {
        java.util.Set<RunSource> cli = java.util.EnumSet.noneOf(RunSource.class);
        include.stream().filter(s -> s != RunSource.YOURS).forEach(cli::add);
        return score(folderOptions, bins) + (cli.isEmpty() || cli.size() == 2 ? ""
                : " --" + RunSource.KEY + " " + RunSource.format(cli));
    }
}
