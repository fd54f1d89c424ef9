package com.agenteval.workbench.lessons.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import com.agenteval.workbench.lessons.shared.SimCli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The forecast pages' command lines, run back through the {@code forecast} command in-process: {@code questions}
 * lists the questions the run page offers, and {@code run} with every option the run page sets forecasts what the
 * page's run forecast.
 */
class ForecastCommandsRoundTripTest {

    private static final long WORLD = 7;

    @TempDir
    Path traces;

    private static String run(String shown) {
        assertThat(shown).startsWith(CommandLines.JAR + "forecast ");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = WorkbenchCli.standard()
                .run(
                        SimCli.words(shown.substring(CommandLines.JAR.length())).toArray(String[]::new),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(shown + "\n" + err).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theQuestionsLineListsTheWorldsQuestions() {
        List<OfflineQuestion> offered = OfflineQuestions.generate(WorldFacts.ofSeed(WORLD));
        List<String> lines =
                run(ForecastCommands.questions(WORLD)).lines().skip(1).toList(); // after the header
        assertThat(lines).hasSameSizeAs(offered);
        for (int i = 0; i < offered.size(); i++) {
            assertThat(lines.get(i)).startsWith(offered.get(i).id() + " ");
        }
    }

    @Test
    void theRunLineForecastsWhatThePagesRunForecast() throws Exception {
        WorldFacts world = WorldFacts.ofSeed(WORLD);
        OfflineQuestion q = OfflineQuestions.generate(world).get(3);
        SimulatedForecaster.Knobs d = SimulatedForecaster.Knobs.defaults();
        // every option away from its default, so that a dropped or misspelled one shows
        OfflineForecasting.Spec spec = new OfflineForecasting.Spec(
                3, 11, 6, 4, new SimulatedForecaster.Knobs(0.15, 1.7, 0.2, 0.25, d.minSearches(), 3));
        RunTrace page = OfflineForecasting.run(
                        world,
                        q.question(),
                        spec,
                        Clock.fixed(Instant.parse("2025-01-15T09:30:00Z"), ZoneOffset.UTC),
                        StepListener.NONE)
                .trace();

        List<String> printed = run(ForecastCommands.run(traces.toString(), WORLD, q.id(), spec))
                .lines()
                .toList();
        RunTrace command = RunTraceJson.read(Path.of(printed.get(1)), TestReaders.POOL);
        assertThat(command.agents()).hasSize(3);
        assertThat(command.agents().stream()
                        .map(ForecastArtifact::forecastProduced)
                        .toList())
                .isEqualTo(page.agents().stream()
                        .map(ForecastArtifact::forecastProduced)
                        .toList());
        assertThat(command.agents().stream().map(ForecastArtifact::pYes).toList())
                .isEqualTo(page.agents().stream().map(ForecastArtifact::pYes).toList());
        assertThat(command.finalProbability()).isEqualTo(page.finalProbability());
    }
}
