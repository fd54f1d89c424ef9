package com.agenteval.workbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClusterBootstrapTest {

    @Test
    void percentileIsNumpysLinearInterpolation() {
        double[] v = {1, 2, 3, 4, 5};
        // np.percentile([1,2,3,4,5], [2.5, 97.5]) = [1.1, 4.9]
        assertThat(ClusterBootstrap.percentile(v, 2.5)).isCloseTo(1.1, within(1e-15));
        assertThat(ClusterBootstrap.percentile(v, 97.5)).isCloseTo(4.9, within(1e-15));
        assertThat(ClusterBootstrap.percentile(new double[] {7}, 50)).isEqualTo(7);
    }

    @Test
    void sameSeedSameIntervalAndEveryResampleDrawsCClusters() {
        double[] x = {1, 0, 0.5, 1, 0, 1, 1, 0.25};
        int[] total = new int[1];
        ClusterBootstrap.Statistic counting = w -> {
            int s = 0;
            for (int k : w) {
                s += k;
            }
            total[0] = Math.max(total[0], s);
            return s;
        };
        List<ClusterBootstrap.Bootstrapped> a =
                ClusterBootstrap.run(8, 2000, 42L, List.of(ClusterBootstrap.mean(x), counting));
        List<ClusterBootstrap.Bootstrapped> b = ClusterBootstrap.run(8, 2000, 42L, List.of(ClusterBootstrap.mean(x)));
        assertThat(a.get(0).ci95()).isEqualTo(b.get(0).ci95());
        assertThat(a.get(1).values()).containsOnly(8.0);
        assertThat(ClusterBootstrap.run(8, 2000, 43L, List.of(ClusterBootstrap.mean(x)))
                        .get(0)
                        .ci95())
                .isNotEqualTo(a.get(0).ci95());
        // the mean of x is 0.59375; its bootstrap SE is near sd(x, ddof 0)/sqrt(8)
        Interval ci = a.get(0).ci95();
        assertThat(ci.contains(0.59375)).isTrue();
        double sd = 0;
        for (double v : x) {
            sd += (v - 0.59375) * (v - 0.59375);
        }
        sd = Math.sqrt(sd / 8);
        assertThat(a.get(0).se()).isCloseTo(sd / Math.sqrt(8), within(0.15 * sd / Math.sqrt(8)));
    }

    @Test
    void allEqualClustersGiveAPointAndUndefinedResamplesAreCounted() {
        ClusterBootstrap.Bootstrapped same = ClusterBootstrap.run(
                        5, 300, 1L, List.of(ClusterBootstrap.mean(new double[] {1, 1, 1, 1, 1})))
                .get(0);
        assertThat(same.ci95()).isEqualTo(Interval.point(1.0));
        // a ratio whose denominator is 0 unless cluster 0 is drawn: undefined on (4/5)^5 of the resamples
        ClusterBootstrap.Bootstrapped ratio = ClusterBootstrap.run(
                        5, 4000, 3L, List.of(ClusterBootstrap.ratio(new double[] {1, 0, 0, 0, 0}, new double[] {
                            1, 0, 0, 0, 0
                        })))
                .get(0);
        assertThat(ratio.undefined()).isBetween(1180, 1440); // 4000 · 0.32768 = 1311
        assertThat(ratio.ci95()).isEqualTo(Interval.point(1.0));
        ClusterBootstrap.Bootstrapped never =
                ClusterBootstrap.run(2, 10, 3L, List.of(w -> Double.NaN)).get(0);
        assertThat(never.ci95()).isNull();
        assertThat(never.undefined()).isEqualTo(10);
    }
}
