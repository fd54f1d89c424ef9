package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores.ResolvedForecast;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals.PairedDifference;
import com.agenteval.workbench.core.stats.ForecastIntervals.MurphyDecomposition;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.stats.JudgeIntervals.JudgeCalibration.PrevalenceCorrection;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The small formulas, each against values worked out by hand (scipy for the t quantiles). */
class FormulasTest {

    @Test
    void pairedDifferenceByHand() {
        // d = 0.5 0 1 0: mean 0.375, Σ(d − 0.375)² = 0.6875, sd = sqrt(0.6875/3); r(a, b) = 1/sqrt(11)
        PairedDifference d = PairedDifference.of(new double[] {1, 0.5, 1, 0}, new double[] {0.5, 0.5, 0, 0});
        double sd = Math.sqrt(0.6875 / 3);
        assertThat(d.meanDifference()).isEqualTo(0.375);
        assertThat(d.sdDifference()).isCloseTo(sd, within(1e-15));
        assertThat(d.se()).isCloseTo(sd / 2, within(1e-15));
        assertThat(d.ci95().lo()).isCloseTo(0.375 - 3.1824463052837078 * sd / 2, within(1e-13));
        assertThat(d.correlation()).isCloseTo(1 / Math.sqrt(11), within(1e-15));
        assertThat(d.distinguishes()).isFalse();
        assertThat(d.nTasks()).isEqualTo(4);
    }

    @Test
    void pairedDifferenceOfOneTaskAndOfConstantScores() {
        PairedDifference one = PairedDifference.of(new double[] {1}, new double[] {0});
        assertThat(one.se()).isZero();
        assertThat(one.ci95()).isEqualTo(Interval.point(1));
        assertThat(one.problem()).isEqualTo(PairedDifference.ONE_TASK);
        assertThat(one.distinguishes()).isFalse();
        PairedDifference same = PairedDifference.of(new double[] {1, 1, 1}, new double[] {0, 0, 0});
        assertThat(same.sdDifference()).isZero();
        assertThat(same.correlation()).isNaN();
        assertThat(same.distinguishes()).isTrue();
        assertThat(same.tasksFor80PctPower()).isEqualTo(2);
    }

    @Test
    void powerIsTheSmallestTaskCountOfTheTApproximation() {
        // smallest n with n >= ((t(.975, n−1) + t(.8, n−1)) · sd/δ)², by scipy; each also the smallest n whose exact
        // noncentral-t power reaches 0.8 (e.g. sd/δ = 6: 0.8007 at 285, 0.7993 at 284)
        assertThat(Power.tasksFor(0.05, 0.30, 0.8)).isEqualTo(285);
        assertThat(Power.tasksFor(-0.1, 0.2, 0.8)).isEqualTo(34);
        assertThat(Power.tasksFor(0.4, 0.2, 0.8)).isEqualTo(5);
        assertThat(Power.tasksFor(0.01, 0.2, 0.8)).isEqualTo(3142);
        assertThat(Power.tasksFor(0, 0.2, 0.8)).isNull();
        assertThat(Power.tasksFor(1e-6, 0.5, 0.8)).isNull();
        assertThat(Power.powerAt(285, 0.05, 0.30)).isBetween(0.79, 0.81);
    }

    @Test
    void wilsonByHand() {
        Interval third = Wilson.ci95(3, 10);
        assertThat(third.lo()).isCloseTo(0.10779126740630099, within(1e-15));
        assertThat(third.hi()).isCloseTo(0.6032218525388546, within(1e-15));
        assertThat(Wilson.ci95(0, 10)).isEqualTo(new Interval(0, 0.2775327998628892));
        assertThat(Wilson.ci95(10, 10).lo()).isCloseTo(0.7224672001371107, within(1e-15));
        assertThat(Wilson.ci95(10, 10).hi()).isCloseTo(1.0, within(1e-15));
        assertThat(Wilson.ci95(0, 0)).isEqualTo(new Interval(0, 1));
        assertThatThrownBy(() -> Wilson.ci95(4, 3)).hasMessageContaining("successes <= n");
    }

    @Test
    void kappaByHand() {
        // p_o = 0.85; yes-rates 0.25 and 0.30: p_e = 0.075 + 0.525 = 0.6; κ = 0.25/0.4
        assertThat(CohenKappa.of(20, 5, 10, 65)).isCloseTo(0.625, within(1e-15));
        assertThat(CohenKappa.of(30, 0, 0, 70)).isEqualTo(1.0);
        assertThat(CohenKappa.of(0, 30, 70, 0)).isCloseTo(-0.7241379310344828, within(1e-15)); // (0 − .42)/.58
        assertThat(CohenKappa.of(0, 0, 0, 100)).isNaN(); // both say no to everything: chance agreement
    }

    private static List<ResolvedForecast> four() {
        return List.of(
                new ResolvedForecast("r1", "q1", "a", 0.1, 0),
                new ResolvedForecast("r2", "q2", "a", 0.15, 1),
                new ResolvedForecast("r3", "q3", "a", 0.8, 1),
                new ResolvedForecast("r4", "q4", "a", 0.9, 1));
    }

    @Test
    void murphyDecompositionByHand() {
        // bins of 2: {0.1 → 0, 0.15 → 1} (f̄ .125, ō .5) and {0.8 → 1, 0.9 → 1} (f̄ .85, ō 1); base rate .75
        MurphyDecomposition d = MurphyDecomposition.of(four(), 2);
        assertThat(d.brier()).isCloseTo(0.195625, within(1e-15));
        assertThat(d.reliability()).isCloseTo(0.0815625, within(1e-15));
        assertThat(d.resolution()).isCloseTo(0.0625, within(1e-15));
        assertThat(d.uncertainty()).isCloseTo(0.1875, within(1e-15));
        assertThat(d.withinBin()).isCloseTo(-0.0109375, within(1e-15));
        assertThat(d.withinBinClosedForm()).isCloseTo(d.withinBin(), within(1e-15));
        assertThat(d.reliability() - d.resolution() + d.uncertainty() + d.withinBin())
                .isEqualTo(d.brier());
        // one forecast value per bin: nothing hidden inside the bins
        MurphyDecomposition fine = MurphyDecomposition.of(four(), 100);
        assertThat(fine.withinBinClosedForm()).isCloseTo(0, within(1e-15));
        assertThat(fine.withinBin()).isCloseTo(0, within(1e-15));
    }

    @Test
    void eceAndSkillByHand() {
        assertThat(ForecastIntervals.ece(four(), 2)).isCloseTo(0.2625, within(1e-15));
        ForecastIntervals f = ForecastIntervals.of(four(), 2, 500, 7L);
        assertThat(f.skillVsBaseRate()).isCloseTo(1 - 0.195625 / 0.1875, within(1e-15));
        assertThat(f.brierCi95().contains(0.195625)).isTrue();
        assertThat(f.questions()).isEqualTo(4);
        List<ResolvedForecast> market = List.of(
                new ResolvedForecast("r1", "q1", "m", 0.5, 0),
                new ResolvedForecast("r2", "q2", "m", 0.5, 1),
                new ResolvedForecast("r3", "q3", "m", 0.5, 1),
                new ResolvedForecast("r4", "q4", "m", 0.5, 1));
        assertThat(ForecastIntervals.skillVs(four(), market)).isCloseTo(1 - 0.195625 / 0.25, within(1e-15));
        List<ResolvedForecast> allYes = List.of(new ResolvedForecast("r", "q", "a", 0.7, 1));
        assertThat(ForecastIntervals.of(allYes, 10, 100, 1L).skillVsBaseRate()).isNaN();
    }

    /** Three questions: q1 and q2 with two forecasts each (two agents), q3 with one. */
    private static List<ResolvedForecast> clusteredByQuestion() {
        return List.of(
                new ResolvedForecast("r1", "q1", "a", 0.1, 0),
                new ResolvedForecast("r1", "q1", "b", 0.3, 0),
                new ResolvedForecast("r2", "q2", "a", 0.8, 1),
                new ResolvedForecast("r2", "q2", "b", 0.4, 1),
                new ResolvedForecast("r3", "q3", "a", 0.6, 0));
    }

    @Test
    void brierIntervalsClusteredByQuestionByHand() {
        // Brier per forecast .01 .09 | .04 .36 | .36: mean .172; deviations −.162 −.082 | −.132 .188 | .188
        // naive: Σ dev² = .12108, SE = sqrt(.12108/4/5) = .0778074546557; t(.975, 4) = 2.7764451051977934
        // clustered: per-question sums −.244 .056 .188, Σ² = .098016, SE = sqrt(3/2 · .098016)/5 = .0766874174816;
        // t(.975, 2) = 4.302652729749462 (scipy)
        ForecastIntervals f = ForecastIntervals.of(clusteredByQuestion(), 10, 500, 3L);
        assertThat(f.questions()).isEqualTo(3);
        ClusteredMean b = f.brierMean();
        assertThat(b.mean()).isCloseTo(0.172, within(1e-15));
        assertThat(b.nRuns()).isEqualTo(5);
        assertThat(b.nTasks()).isEqualTo(3);
        assertThat(b.naiveSe()).isCloseTo(0.07780745465570763, within(1e-15));
        assertThat(b.clusteredSe()).isCloseTo(0.07668741748161818, within(1e-15));
        Interval clustered = f.brier(IntervalMethod.CLUSTERED);
        assertThat(clustered.lo()).isCloseTo(0.172 - 4.302652729749462 * 0.07668741748161818, within(1e-12));
        assertThat(clustered.hi()).isCloseTo(0.172 + 4.302652729749462 * 0.07668741748161818, within(1e-12));
        Interval naive = f.brier(IntervalMethod.NAIVE);
        assertThat(naive.lo()).isCloseTo(0.172 - 2.7764451051977934 * 0.07780745465570763, within(1e-12));
        assertThat(f.brier(IntervalMethod.BOOTSTRAP)).isEqualTo(f.brierCi95());
        // log score per forecast ln .9, ln .7 | ln .8, ln .4 | ln .4 (python: mean and both SEs)
        ClusteredMean l = f.logScoreMean();
        assertThat(l.mean()).isCloseTo(-0.5035520949318157, within(1e-15));
        assertThat(l.naiveSe()).isCloseTo(0.17312780647145418, within(1e-15));
        assertThat(l.clusteredSe()).isCloseTo(0.17058095264231202, within(1e-15));
        assertThat(f.logScore(IntervalMethod.CLUSTERED)).isEqualTo(l.ci95Clustered());
        assertThat(f.logScore(IntervalMethod.NAIVE)).isEqualTo(l.ci95Naive());
        assertThat(f.logScore(IntervalMethod.BOOTSTRAP)).isEqualTo(f.logScoreCi95());
    }

    @Test
    void oneForecastPerQuestionMakesClusteredNaiveAndOneQuestionAPoint() {
        ForecastIntervals f = ForecastIntervals.of(four(), 2, 200, 1L);
        assertThat(f.brier(IntervalMethod.CLUSTERED)).isEqualTo(f.brier(IntervalMethod.NAIVE));
        // Brier .01 .7225 .04 .01: mean .195625, SE = sd/2 (hand: Σ dev² = .37799..., python .1759...)
        assertThat(f.brierMean().naiveSe())
                .isCloseTo(
                        Math.sqrt((Math.pow(0.01 - 0.195625, 2)
                                        + Math.pow(0.7225 - 0.195625, 2)
                                        + Math.pow(0.04 - 0.195625, 2)
                                        + Math.pow(0.01 - 0.195625, 2))
                                / 3
                                / 4),
                        within(1e-15));
        List<ResolvedForecast> oneQuestion =
                List.of(new ResolvedForecast("r", "q", "a", 0.7, 1), new ResolvedForecast("r", "q", "b", 0.2, 1));
        ForecastIntervals one = ForecastIntervals.of(oneQuestion, 10, 100, 1L);
        // (.09 + .64)/2 = .365: no spread between questions, so the clustered interval is the point and says why
        assertThat(one.brier(IntervalMethod.CLUSTERED))
                .isEqualTo(Interval.point(one.brierMean().mean()));
        assertThat(one.brierMean().clusteredProblem()).isNotNull();
        assertThat(one.brierMean().mean()).isCloseTo(0.365, within(1e-15));
        assertThat(one.brier(IntervalMethod.NAIVE).width()).isPositive();
    }

    @Test
    void roganGladenByHand() {
        // p = .31, Se = .9, Sp = 25/30: π = (.31 + .8333 − 1)/.7333 = .19545...; delta-method SE by hand (python)
        PrevalenceCorrection c = PrevalenceCorrection.of(62, 200, 18, 20, 25, 30);
        assertThat(c.raw()).isEqualTo(0.31);
        assertThat(c.corrected()).isCloseTo(0.1954545454545454, within(1e-15));
        assertThat(c.se()).isCloseTo(0.0887740867843378, within(1e-15));
        assertThat(c.ci95().lo()).isCloseTo(0.021460532596810133, within(1e-15));
        assertThat(c.ci95().hi()).isCloseTo(0.3694485583122807, within(1e-15));
        assertThat(c.rawCi95()).isEqualTo(Wilson.ci95(62, 200));
        // a perfect judge needs no correction and its interval is the sampling one
        PrevalenceCorrection perfect = PrevalenceCorrection.of(50, 200, 10, 10, 10, 10);
        assertThat(perfect.corrected()).isEqualTo(0.25);
        assertThat(perfect.se()).isCloseTo(Math.sqrt(0.25 * 0.75 / 200), within(1e-15));
        // a judge no better than chance cannot be corrected
        assertThat(PrevalenceCorrection.of(50, 200, 5, 10, 5, 10).corrected()).isNaN();
    }
}
