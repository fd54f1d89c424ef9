package com.agenteval.workbench.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import java.util.List;
import org.junit.jupiter.api.Test;

class AgentTraceTest {

    private static AgentTrace read(String json) throws Exception {
        return RunTraceJson.mapper().readValue(json, AgentTrace.class);
    }

    @Test
    void theBookCapturesStepsReadAsSearchesAndAnswers() {
        RunTrace run = ForecastFixtures.bookCapture();

        assertThat(run.agents().get(0).traces())
                .map(s -> s.getClass().getSimpleName())
                .containsExactly("Search", "Search", "Search", "Search", "Answer");
        AgentTrace.Search first =
                (AgentTrace.Search) run.agents().get(0).traces().get(0);
        assertThat(first.query()).isEqualTo("Federal Reserve interest rates 2024 2025 current policy outlook");
        assertThat(first.results()).hasSize(5);
    }

    @Test
    void anActionTheBookDoesNotKnowIsAnUnknownStepThatKeepsEveryField() throws Exception {
        String json =
                "{\"step\":3,\"action\":\"think\",\"query\":null,\"results\":[],\"llm_raw\":\"hmm\",\"mood\":\"calm\"}";
        AgentTrace step = read(json);

        assertThat(step).isInstanceOfSatisfying(AgentTrace.Unknown.class, u -> {
            assertThat(u.action()).isEqualTo("think");
            assertThat(u.extras()).containsEntry("mood", "calm");
        });
        assertThat(RunTraceJson.mapper()
                        .writer()
                        .without(com.fasterxml.jackson.databind.SerializationFeature.INDENT_OUTPUT)
                        .writeValueAsString(step))
                .isEqualTo(json);
    }

    @Test
    void aForecastStepWithAQueryDoesNotFitAnAnswerAndIsKeptWhole() throws Exception {
        AgentTrace step =
                read("{\"step\":5,\"action\":\"forecast\",\"query\":\"q\",\"results\":[],\"llm_raw\":\"{}\"}");

        assertThat(step).isInstanceOf(AgentTrace.Unknown.class);
        assertThat(step.query()).isEqualTo("q");
        assertThat(step.forecastStep()).isTrue();
    }

    @Test
    void theFactoriesPickTheTypeOfTheAction() {
        assertThat(AgentTrace.of(1, AgentTrace.FORECAST, "{}")).isInstanceOf(AgentTrace.Answer.class);
        assertThat(AgentTrace.of(5, AgentTrace.FORCED_DEFAULT, null)).isInstanceOf(AgentTrace.ForcedDefault.class);
        assertThat(AgentTrace.search(1, "q", List.of(), "r"))
                .isInstanceOf(AgentTrace.Search.class)
                .satisfies(s -> assertThat(s.searchStep()).isTrue());
        assertThat(AgentTrace.of(2, "browse", "r").action()).isEqualTo("browse");
    }
}
