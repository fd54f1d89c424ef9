package com.agenteval.workbench.core.forecast.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Aggregation;
import java.util.List;
import org.junit.jupiter.api.Test;

class AggregationTest {

    @Test
    void theTrimmedMeanCutsTenPercentFromEachEndRoundedDown() {
        List<Double> ten = List.of(0.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 1.0);
        List<Double> nine = List.of(0.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.9);

        assertThat(Aggregation.trimmedMean(ten, 0.1)).isEqualTo(0.5);
        assertThat(Aggregation.trimmedMean(nine, 0.1)).isCloseTo(Aggregation.mean(nine), within(1e-15));
    }

    @Test
    void theMedianOfAnEvenPanelIsTheMiddleTwoAveraged() {
        assertThat(Aggregation.median(List.of(0.9, 0.1, 0.3, 0.5))).isEqualTo(0.4);
        assertThat(Aggregation.median(List.of(0.9, 0.1, 0.3))).isEqualTo(0.3);
    }

    @Test
    void extremizingPushesAwayFromEvenOddsAndKeepsEvenOddsEven() {
        List<Double> agree = List.of(0.7, 0.75, 0.8);

        assertThat(Aggregation.extremizedLogOdds(agree, Aggregation.EXTREMIZING_D))
                .isGreaterThan(Aggregation.geometricMeanOfOdds(agree));
        assertThat(Aggregation.extremizedLogOdds(List.of(0.2, 0.8), Aggregation.EXTREMIZING_D))
                .isCloseTo(0.5, within(1e-12));
    }

    @Test
    void aCertainAgentDoesNotMakeTheOddsInfinite() {
        double p = Aggregation.geometricMeanOfOdds(List.of(1.0, 0.5));

        assertThat(p).isBetween(0.99, 1.0).isLessThan(1.0);
    }

    @Test
    void nothingToAggregateIsAnError() {
        assertThatThrownBy(() -> Aggregation.mean(List.of())).hasMessage("no forecasts to aggregate");
        assertThatThrownBy(() -> Aggregation.mean(List.of(1.5))).hasMessageStartingWith("probabilities must be");
    }
}
