package com.agenteval.workbench.forecast;

import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.SimulatedForecaster;
import com.agenteval.workbench.core.python.PyFormat;
import java.nio.file.Path;

/** The command lines that do what the forecasting pages do, shown in their command views. */
final class ForecastCommands {

    private ForecastCommands() {
    }

    static String traceList(TraceStoreService store) {
        return JAR + "trace list " + store.folderOptions();
    }

    static String traceInspect(Path file) {
        return JAR + "trace inspect " + TraceStoreService.display(file);
    }

    static String questions(long worldSeed) {
        return JAR + "forecast questions --world-seed " + worldSeed;
    }

    /** {@code forecast run} with every option the run page sets, so the same forecasts come out. */
    static String run(TraceStoreService store, long worldSeed, String questionId, OfflineForecasting.Spec spec) {
        SimulatedForecaster.Knobs k = spec.knobs();
        return JAR + "forecast run --question " + questionId + " --agents " + spec.agents() + " --seed " + spec.seed()
                + " --world-seed " + worldSeed + " --max-steps " + spec.maxSteps() + " --max-results "
                + spec.maxSearchResults() + " --noise " + PyFormat.repr(k.noise()) + " --overconfidence "
                + PyFormat.repr(k.overconfidence()) + " --hedging " + PyFormat.repr(k.hedging()) + " --format-slips "
                + PyFormat.repr(k.formatSlipRate()) + " --traces-dir "
                + TraceStoreService.display(store.folder());
    }

    static String score(TraceStoreService store, int bins) {
        return JAR + "forecast score " + store.folderOptions() + " --bins " + bins;
    }
}
