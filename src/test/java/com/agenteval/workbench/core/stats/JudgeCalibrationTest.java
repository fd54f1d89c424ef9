package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.stats.JudgeIntervals.JudgeCalibration;
import com.agenteval.workbench.core.stats.JudgeIntervals.JudgeCalibration.PrevalenceCorrection;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class JudgeCalibrationTest {

    @Test
    void oneDrawSplitsCalibrationFromJudgedTracesAndCorrectsByHand() {
        // traces 0..7 are the calibration set: 0-3 truly flawed (the judge catches 0, 1, 2), 4-7 clean (it flags 4);
        // traces 8..15 are judged: it flags 8-11 (truly flawed: 8, 9, 10, 12)
        boolean[] truth = bits("1111000011101000");
        boolean[] flagged = bits("1110100011110000");
        int[] order = new int[16];
        for (int i = 0; i < 16; i++) {
            order[i] = i;
        }
        PrevalenceCorrection.Counts counts = JudgeCalibration.split(truth, flagged, order, 8);
        assertThat(counts).isEqualTo(new PrevalenceCorrection.Counts(4, 8, 3, 4, 3, 4));
        // p = 4/8, Se = 3/4, Sp = 3/4: pi = (0.5 + 0.75 - 1) / (0.75 + 0.75 - 1) = 0.5
        PrevalenceCorrection c = counts.correct();
        assertThat(c.raw()).isEqualTo(0.5);
        assertThat(c.sensitivity()).isEqualTo(0.75);
        assertThat(c.specificity()).isEqualTo(0.75);
        assertThat(c.corrected()).isEqualTo(0.5);
        // Var = [0.25/8 + 0.25*0.1875/4 + 0.25*0.1875/4] / 0.5^2 = 0.21875: the interval clips to [0, 1]
        assertThat(c.se()).isCloseTo(Math.sqrt(0.21875), within(1e-15));
        assertThat(c.ci95()).isEqualTo(new Interval(0, 1));
        // ten times the traces: Var = [0.25/80 + 2 * 0.25*0.1875/40] / 0.25 = 0.021875, 0.5 -+ 1.96 * 0.1479...
        PrevalenceCorrection big = new PrevalenceCorrection.Counts(40, 80, 30, 40, 30, 40).correct();
        assertThat(big.se()).isCloseTo(0.1479019945774904, within(1e-15));
        assertThat(big.ci95().lo()).isCloseTo(0.21011741738648043, within(1e-15));
        assertThat(big.ci95().hi()).isCloseTo(0.7898825826135196, within(1e-15));
    }

    @Test
    void aCalibrationSetWithoutPositivesCannotCorrect() {
        PrevalenceCorrection.Counts none = new PrevalenceCorrection.Counts(3, 10, 0, 0, 5, 6);
        assertThat(none.correctable()).isFalse();
        PrevalenceCorrection raw = none.uncorrected();
        assertThat(raw.raw()).isEqualTo(0.3);
        assertThat(raw.sensitivity()).isNaN();
        assertThat(raw.specificity()).isEqualTo(5.0 / 6);
        assertThat(raw.corrected()).isNaN();
        assertThat(raw.ci95()).isEqualTo(new Interval(0, 1));
        // every draw of 2 from a set with a single flawed trace among 20 mostly lacks a positive
        boolean[] truth = new boolean[20];
        truth[0] = true;
        JudgeCalibration c = JudgeCalibration.of(truth, truth.clone(), 2, 200, 1L);
        assertThat(c.uncorrectable()).isGreaterThan(150);
        assertThat(c.truth()).isEqualTo(0.05);
    }

    @Test
    void aPerfectJudgeNeedsNoCorrectionAndBothCover() {
        boolean[] truth = bits("1100110011001100110011001100110011001100");
        JudgeCalibration c = JudgeCalibration.of(truth, truth.clone(), 10, 100, 3L);
        assertThat(c.truth()).isEqualTo(0.5);
        assertThat(c.first().sensitivity()).isEqualTo(1.0);
        assertThat(c.first().specificity()).isEqualTo(1.0);
        assertThat(c.first().corrected()).isEqualTo(c.first().raw());
        assertThat(c.raw().coverage()).isEqualTo(1.0);
        assertThat(c.corrected().coverage()).isEqualTo(1.0);
        assertThat(c.uncorrectable()).isZero();
    }

    @Test
    void aBiasedJudgesRawIntervalMissesTheTruthAndTheCorrectedOneCoversIt() {
        // 2,000 traces, 30% truly flawed; the judge catches 80% of them and flags 20% of the clean ones, so its raw
        // rate is about 0.3*0.8 + 0.7*0.2 = 0.38: far outside its own narrow interval around the truth
        SplittableRandom world = new SplittableRandom(11);
        boolean[] truth = new boolean[2000];
        boolean[] flagged = new boolean[2000];
        for (int i = 0; i < truth.length; i++) {
            truth[i] = world.nextDouble() < 0.3;
            flagged[i] = world.nextDouble() < (truth[i] ? 0.8 : 0.2);
        }
        JudgeCalibration c = JudgeCalibration.of(truth, flagged, 200, 400, 0L);
        assertThat(c.traces()).isEqualTo(2000);
        assertThat(c.calibration()).isEqualTo(200);
        assertThat(c.draws()).isEqualTo(400);
        assertThat(c.truth()).isBetween(0.27, 0.33);
        assertThat(c.first().raw()).isBetween(0.35, 0.41);
        assertThat(c.raw().coverage()).isLessThan(0.05);
        // M = 400: the MC error near 95% is about 1.1 points
        assertThat(c.corrected().coverage()).isBetween(0.91, 1.0);
        assertThat(c.corrected().meanWidth()).isGreaterThan(c.raw().meanWidth());
        assertThat(c.uncorrectable()).isZero();
        // the same seed draws the same calibration sets
        assertThat(JudgeCalibration.of(truth, flagged, 200, 400, 0L)).isEqualTo(c);
    }

    @Test
    void boundsAreChecked() {
        boolean[] t = new boolean[10];
        assertThatThrownBy(() -> JudgeCalibration.of(t, t, 1, 10, 0L)).hasMessageContaining("between 2 and 9");
        assertThatThrownBy(() -> JudgeCalibration.of(t, t, 10, 10, 0L)).hasMessageContaining("between 2 and 9");
        assertThatThrownBy(() -> JudgeCalibration.of(t, new boolean[9], 5, 10, 0L))
                .hasMessageContaining("one judge call per trace");
        assertThatThrownBy(() -> JudgeCalibration.of(t, t, 5, 0, 0L)).hasMessageContaining("draws must be");
    }

    private static boolean[] bits(String s) {
        boolean[] b = new boolean[s.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = s.charAt(i) == '1';
        }
        return b;
    }
}
