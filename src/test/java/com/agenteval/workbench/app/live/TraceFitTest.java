package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import com.agenteval.workbench.core.llm.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A live run whose recorded copies grow with the square of its steps is saved within the size the store reads. */
class TraceFitTest {

    private static RunTrace book() throws Exception {
        return RunTraceJson.parse(ForecastFixtures.bookCaptureJson());
    }

    /**
     * 100 model calls, each recording the conversation so far (a conversation of up to 20 replies of 3,000
     * non-ASCII characters, which the writer escapes to 6 bytes each): about 20 MB of copies.
     */
    private static RunTrace grown(RunTrace run) {
        List<LlmCall> calls = new ArrayList<>();
        List<Message> sent = new ArrayList<>(List.of(Message.system("system"), Message.user("question")));
        for (int i = 0; i < 100; i++) {
            String reply = "{\"action\":\"search\",\"query\":\"q" + i + "\"} " + "é".repeat(3_000);
            calls.add(new LlmCall(
                    i + 1,
                    "agent_" + i / 20,
                    "m",
                    true,
                    sent,
                    reply,
                    10,
                    10,
                    20,
                    "2026-06-09T14:17:30+00:00",
                    Map.of()));
            sent.add(Message.of("assistant", reply));
            if (sent.size() > 22) {
                sent = new ArrayList<>(List.of(Message.system("system"), Message.user("question")));
            }
        }
        return run.withLlmCalls(calls);
    }

    @Test
    void aTraceWithinTheLimitIsSavedAsItIs() throws Exception {
        RunTrace run = book();
        assertThat(TraceFit.fit(run, 16 * TraceLimits.MB)).isEqualTo(run);
        assertThat(TraceFit.size(run)).isEqualTo(RunTraceJson.write(run).getBytes(StandardCharsets.UTF_8).length);
    }

    @Test
    void recordedCopiesAreCutUntilTheTraceFitsAndTheTraceSaysSoAndReadsBack() throws Exception {
        RunTrace big = grown(book());
        assertThat(TraceFit.size(big)).isGreaterThan(15 * TraceLimits.MB);

        RunTrace fitted = TraceFit.fit(big, 2 * TraceLimits.MB);

        byte[] written = RunTraceJson.write(fitted).getBytes(StandardCharsets.UTF_8);
        assertThat((long) written.length).isLessThanOrEqualTo(2 * TraceLimits.MB);
        RunTrace back = RunTraceJson.parse(written, TraceLimits.DEFAULT.withMaxFileBytes(2 * TraceLimits.MB));
        assertThat(back.llmCalls()).hasSize(100);
        assertThat(back.llmCalls().get(10).response()).contains(Truncation.MARKER);
        @SuppressWarnings("unchecked")
        Map<String, Object> record = (Map<String, Object>) back.extras().get(TraceFit.TRUNCATED);
        assertThat(record).containsKey("llm_call_copies_cut_to");
        assertThat(((Number) record.get("max_bytes")).longValue()).isEqualTo(2 * TraceLimits.MB);
        assertThat((Integer) record.get("texts_cut")).isGreaterThan(200);
        // the agents' own steps, rationale and probabilities are untouched
        assertThat(back.agents()).isEqualTo(big.agents());
    }

    @Test
    void aTraceThatCannotFitIsRefusedWithBothSizes() throws Exception {
        RunTrace run = book();
        assertThatThrownBy(() -> TraceFit.fit(run, 4096))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("the run is too large to save")
                .hasMessageContaining("over the 4 KB limit");
    }
}
