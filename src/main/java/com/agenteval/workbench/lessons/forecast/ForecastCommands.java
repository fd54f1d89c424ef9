package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.SimulatedForecaster;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyFormat;
import java.nio.file.Path;

/** The command lines that do what the forecasting pages do, shown in their command views. */
public final class ForecastCommands {

    private ForecastCommands() {
    }

    static String traceList(TraceStoreService store) {
        return JAR + "trace list " + store.folderOptions();
    }

    public static String traceInspect(Path file) {
        return JAR + "trace inspect " + TraceStoreService.display(file);
    }

    static String questions(long worldSeed) {
        return JAR + "forecast questions --world-seed " + worldSeed;
    }

    /** {@code forecast run} with every option the run page sets, so the same forecasts come out. */
    static String run(TraceStoreService store, long worldSeed, String questionId, OfflineForecasting.Spec spec) {
        SimulatedForecaster.Knobs k = spec.knobs();
        return JAR + "forecast run --question " + questionId + " " + Parameters.AGENTS.option() + " " + spec.agents()
                + " " + Parameters.FORECASTER_SEED.option() + " " + spec.seed() + " --world-seed " + worldSeed
                + " " + Parameters.MAX_STEPS_PER_AGENT.option() + " " + spec.maxSteps()
                + " " + Parameters.MAX_SEARCH_RESULTS.option() + " " + spec.maxSearchResults()
                + " " + Parameters.NOISE.option() + " " + PyFormat.repr(k.noise())
                + " " + Parameters.OVERCONFIDENCE.option() + " " + PyFormat.repr(k.overconfidence())
                + " " + Parameters.HEDGING.option() + " " + PyFormat.repr(k.hedging())
                + " " + Parameters.FORMAT_SLIPS.option() + " " + PyFormat.repr(k.formatSlipRate())
                + " --traces-dir " + TraceStoreService.display(store.folder());
    }

    static String score(TraceStoreService store, int bins) {
        return JAR + "forecast score " + store.folderOptions() + " " + Parameters.BINS.option() + " " + bins;
    }
}
