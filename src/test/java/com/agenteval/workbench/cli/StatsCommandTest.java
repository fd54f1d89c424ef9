package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals.PairedDifference;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code stats interval|coverage|compare}: the contract's fields, against core and intervals.py. */
class StatsCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> RHO09 = List.of(
            "--tasks",
            "60",
            "--repeats",
            "5",
            "--task-seed",
            "3",
            "--run-seed",
            "2",
            "--config",
            "{\"base\":\"plan_exec\",\"name\":\"plan_exec\",\"rho\":0.9}");

    record Run(int code, String out, String err) {}

    static Run stats(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = WorkbenchCli.standard()
                .run(
                        args.toArray(String[]::new),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static JsonNode ok(List<String> args) throws IOException {
        Run r = stats(args);
        assertThat(r.code()).as("exit code, stderr %s", r.err()).isZero();
        return JSON.readTree(r.out());
    }

    static List<String> args(String sub, List<String> rest, String... more) {
        List<String> out = new ArrayList<>(List.of("stats", sub));
        out.addAll(rest);
        out.addAll(List.of(more));
        return out;
    }

    @Test
    void intervalEqualsIntervalsPyOnTheSameRun() throws IOException {
        JsonNode j = ok(args("interval", RHO09));
        JsonNode golden;
        try (InputStream in = getClass().getResourceAsStream("/golden/stats/intervals-rho09.jsonl")) {
            golden = JSON.readTree(in); // intervals.py over ref_dump (golden/stats/regenerate.sh)
        }
        for (String f : List.of("mean", "n_runs", "n_tasks")) {
            assertThat(j.get(f)).as(f).isEqualTo(golden.get(f));
        }
        for (String f : List.of("naive_se", "clustered_se")) {
            assertThat(j.get(f).asDouble()).as(f).isCloseTo(golden.get(f).asDouble(), within(1e-14));
        }
        for (String f : List.of("ci95_naive", "ci95_clustered")) {
            for (int i = 0; i < 2; i++) {
                assertThat(j.get(f).get(i).asDouble())
                        .as(f)
                        .isCloseTo(golden.get(f).get(i).asDouble(), within(1e-12));
            }
        }
        JsonNode boot = j.get("ci95_bootstrap");
        assertThat(boot.get(0).asDouble()).isLessThan(j.get("mean").asDouble());
        assertThat(boot.get(1).asDouble()).isGreaterThan(j.get("mean").asDouble());
        // pass_hat_k for k = 1..5: the point values are sim's, each with its bootstrap interval
        List<String> simArgs = new ArrayList<>(RHO09);
        simArgs.addAll(List.of("--mode", "results"));
        JsonNode sim = JSON.readTree(SimGoldenTest.runSim(simArgs));
        JsonNode passK = sim.get("data").get("configs").get(0).get("pass_k");
        for (int k = 1; k <= 5; k++) {
            JsonNode e = j.get("pass_hat_k").get(Integer.toString(k));
            assertThat(e.get("pass_hat_k"))
                    .isEqualTo(passK.get(Integer.toString(k)).get("pass_hat_k"));
            assertThat(e.get("ci95_bootstrap").get(0).asDouble())
                    .isLessThanOrEqualTo(e.get("pass_hat_k").asDouble());
            assertThat(e.get("ci95_bootstrap").get(1).asDouble())
                    .isGreaterThanOrEqualTo(e.get("pass_hat_k").asDouble());
        }
        assertThat(j.get("pass_hat_k").size()).isEqualTo(5);
        // the stated seed reproduces the bootstrap; another seed moves it; B is taken
        assertThat(ok(args("interval", RHO09))).isEqualTo(j);
        assertThat(ok(args("interval", RHO09, "--stats-seed", "9")).get("ci95_bootstrap"))
                .isNotEqualTo(boot);
        assertThat(ok(args("interval", RHO09, "--bootstrap", "300"))
                        .get("bootstrap")
                        .asInt())
                .isEqualTo(300);
    }

    @Test
    void coverageIsTheCoresLab() throws IOException {
        JsonNode j = ok(List.of(
                "stats",
                "coverage",
                "--tasks",
                "20",
                "--repeats",
                "3",
                "--config",
                "{\"base\":\"plan_exec\",\"rho\":0.6}",
                "--replications",
                "30",
                "--stats-seed",
                "4"));
        World w = WorldSpec.lecture().make();
        var cfg = AgentConfigs.resolve("{\"base\":\"plan_exec\",\"rho\":0.6}");
        CoverageLab.Truth truth = CoverageLab.truth(w, cfg, BigInteger.ONE, false, BigInteger.ZERO);
        CoverageLab.Coverage c =
                CoverageLab.coverage(w, cfg, truth, false, 20, 3, 30, 4L, Progress.none(), new Cancellation());
        assertThat(j.get("truth").asDouble()).isEqualTo(truth.mean());
        assertThat(j.get("truth_mc_se").asDouble()).isEqualTo(truth.mcSe());
        assertThat(j.get("coverage_naive").asDouble()).isEqualTo(c.naive().coverage());
        assertThat(j.get("coverage_clustered").asDouble())
                .isEqualTo(c.clustered().coverage());
        assertThat(j.get("coverage_bootstrap").asDouble())
                .isEqualTo(c.bootstrap().coverage());
        assertThat(j.get("mean_width_naive").asDouble()).isEqualTo(c.naive().meanWidth());
        assertThat(j.get("mean_width_clustered").asDouble())
                .isEqualTo(c.clustered().meanWidth());
        assertThat(j.get("mean_width_bootstrap").asDouble())
                .isEqualTo(c.bootstrap().meanWidth());
        assertThat(j.get("mean_width_naive").asDouble())
                .isLessThan(j.get("mean_width_clustered").asDouble());
    }

    @Test
    void compareIsThePairedDifferenceOnTheSameTasks() throws IOException {
        JsonNode j = ok(List.of(
                "stats", "compare", "--tasks", "80", "--repeats", "3", "--a", "plan_exec_large", "--b", "plan_exec"));
        World w = WorldSpec.lecture().make();
        List<Task> tasks = Tasks.make(w, 80, 1, false);
        ConfigResults a = ConfigResults.run(w, tasks, AgentConfigs.byName("plan_exec_large"), 0, 3);
        ConfigResults b = ConfigResults.run(w, tasks, AgentConfigs.PLAN_EXEC, 0, 3);
        PairedDifference d = PairedDifference.of(
                a.perTask().stream().mapToDouble(t -> t.correct() / 3.0).toArray(),
                b.perTask().stream().mapToDouble(t -> t.correct() / 3.0).toArray());
        assertThat(j.get("difference").asDouble()).isEqualTo(d.meanDifference());
        assertThat(j.get("difference").asDouble()).isCloseTo(a.accuracy() - b.accuracy(), within(1e-12));
        assertThat(j.get("ci95").get(0).asDouble()).isEqualTo(d.ci95().lo());
        assertThat(j.get("ci95").get(1).asDouble()).isEqualTo(d.ci95().hi());
        assertThat(j.get("correlation").asDouble()).isEqualTo(d.correlation());
        assertThat(j.get("tasks_for_80pct_power").asInt()).isEqualTo(d.tasksFor80PctPower());
        assertThat(j.get("n_tasks").asInt()).isEqualTo(80);
    }

    @Test
    void refusalsAreOneLine() {
        Run bad = stats(List.of("stats", "interval", "--bootstrap", "0"));
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().strip())
                .isEqualTo("stats interval: error: --bootstrap must be between 1 and 100000, got 0");
        Run noB = stats(List.of("stats", "compare", "--a", "plan_exec"));
        assertThat(noB.code()).isEqualTo(2);
        assertThat(noB.err()).contains("--b is required");
        Run unknown = stats(List.of("stats", "coverage", "--fast"));
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown option '--fast'");
        // --replications and --stats-seed are Parameters.REPLICATIONS and STATS_SEED: their bounds and sentences
        Run noReps = stats(List.of("stats", "coverage", "--config", "plan_exec", "--replications", "0"));
        assertThat(noReps.code()).isEqualTo(2);
        assertThat(noReps.err().strip())
                .isEqualTo("stats coverage: error: "
                        + Parameters.REPLICATIONS
                                .rule(BigInteger.ZERO)
                                .map(r -> "--replications " + r)
                                .orElseThrow());
        assertThat(noReps.err()).contains("--replications must be between 1 and 10000, got 0");
        Run badSeed = stats(List.of("stats", "interval", "--config", "plan_exec", "--stats-seed", "-1"));
        assertThat(badSeed.code()).isEqualTo(2);
        assertThat(badSeed.err()).contains("--stats-seed must be between 0 and " + (Long.MAX_VALUE / 10_000 - 1));
        assertThat(stats(List.of("stats", "coverage", "--help")).out()).contains("(default 1000)", "(default 0)");
        assertThat(stats(List.of("stats", "--help")).out()).contains("interval", "coverage", "compare");
    }
}
