package com.agenteval.workbench.core.judge.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.sim.SimParams;
import java.math.BigInteger;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class GpaPromptsTest {

    static final String NOISY = "{\"base\":\"plan_exec\",\"name\":\"noisy\",\"p_plan\":0.3,\"p_skip\":0.2}";

    static List<Trace> noisyTraces(int n) {
        return TraceSet.of(SimParams.defaults("traces")
                        .withTasks(n, BigInteger.ONE, false)
                        .withConfig(NOISY))
                .traces();
    }

    @Test
    void eachMetricHasItsOwnPromptWithRubricScopeStepCitationAndAStrictJsonReply() {
        for (Metric m : Metric.values()) {
            String system = GpaPrompts.system(m);
            assertThat(system)
                    .contains("ONE metric of the GPA framework: " + m.name() + " (" + GpaPrompts.title(m))
                    .contains("from 0 to 3")
                    .contains("3 = no issue")
                    .contains("0 = an issue that probably makes")
                    .contains("Scope: ")
                    .contains("For EACH step with an issue, cite the step")
                    .contains("say in one sentence what is wrong")
                    .contains("{\"metric\": \"" + m.name() + "\", \"score\": <0-3>, \"issues\": [{\"step\"");
            for (Metric other : Metric.values()) {
                if (other != m) {
                    assertThat(system).doesNotContain("framework: " + other.name() + " (");
                }
            }
        }
        assertThat(GpaPrompts.system(Metric.TC)).contains("Tool calling does not judge tool choice");
        assertThat(GpaPrompts.system(Metric.PQ)).contains("Do not judge whether execution followed it");
        assertThat(GpaPrompts.system(Metric.EE)).contains("Judge only cost");
    }

    @Test
    void theTraceIsRenderedWithStepNumbersAndNoLabels() {
        int withLabels = 0;
        for (Trace t : noisyTraces(40)) {
            List<Message> messages = GpaPrompts.messages(Metric.PA, JudgeInput.of(t));
            assertThat(messages).extracting(Message::role).containsExactly("system", "user");
            String user = messages.get(1).content();
            for (int i = 0; i < t.steps().size(); i++) {
                assertThat(user).contains("  [" + i + "] ");
            }
            assertThat(user).doesNotContain("  [" + t.steps().size() + "] ");
            // nothing of the labels: no field names, no ids, no modes' label vocabulary, no reference answer line
            assertThat(user)
                    .doesNotContain("label:")
                    .doesNotContain("labels:")
                    .doesNotContain("impact")
                    .doesNotContain("symptom")
                    .doesNotContain("benign")
                    .doesNotContain("reference")
                    .doesNotContain("ideal")
                    .doesNotContain("stale")
                    .doesNotContain("errors")
                    .doesNotContain(t.task().id());
            for (ErrorLabel e : t.errors()) {
                withLabels++;
                assertThat(Pattern.compile("\\b" + e.id() + "\\b").matcher(user).find())
                        .as("label id %s in %s", e.id(), user)
                        .isFalse();
                assertThat(user).doesNotContain("\"" + e.mode().wireName() + "\"");
            }
        }
        assertThat(withLabels)
                .as("the noisy agent makes labelled mistakes to hide")
                .isGreaterThan(10);
    }

    @Test
    void theHashNamesThePromptsAndIsStable() {
        assertThat(GpaPrompts.hash()).matches("[0-9a-f]{16}").isEqualTo(GpaPrompts.hash());
        assertThat(LlmGpaJudge.spec("anthropic", "m").params())
                .containsEntry("prompt_version", GpaPrompts.VERSION)
                .containsEntry("prompt_hash", GpaPrompts.hash())
                .containsEntry("model", "m");
    }
}
