package com.agenteval.workbench.core.judge.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.judge.llm.JudgeRun.GpaReply;
import org.junit.jupiter.api.Test;

class GpaReplyParserTest {

    static final String GOOD = "{\"metric\":\"TC\",\"score\":0,\"issues\":[{\"step\":2,\"severity\":\"high\","
            + "\"evidence\":\"asks for 2021 where the question says 2022\"},{\"step\":4,\"severity\":\"low\","
            + "\"evidence\":\"retries with the same arguments\"}]}";

    private static GpaReply.Read read(GpaReply r) {
        assertThat(r).isInstanceOf(GpaReply.Read.class);
        return (GpaReply.Read) r;
    }

    private static String unreadable(GpaReply r) {
        assertThat(r).isInstanceOf(GpaReply.Unreadable.class);
        return ((GpaReply.Unreadable) r).reason();
    }

    @Test
    void aGoodReplyBecomesTheSameFindingsTheRuleJudgeProduces() {
        GpaReply.Read r = read(GpaReplyParser.parse(Metric.TC, GOOD, 6));
        assertThat(r.score()).isZero();
        assertThat(r.rejected()).isEmpty();
        assertThat(r.findings())
                .containsExactly(
                        Finding.of(
                                Metric.TC,
                                2,
                                Severity.HIGH,
                                "asks for 2021 where the question says 2022",
                                "llm-gpa:TC"),
                        Finding.of(Metric.TC, 4, Severity.LOW, "retries with the same arguments", "llm-gpa:TC"));
    }

    @Test
    void fencesAndProseAroundTheJsonAreTolerated() {
        assertThat(read(GpaReplyParser.parse(Metric.TC, "```json\n" + GOOD + "\n```", 6))
                        .findings())
                .hasSize(2);
        assertThat(read(GpaReplyParser.parse(Metric.TC, "Here is my evaluation:\n" + GOOD + "\nHope this helps.", 6))
                        .findings())
                .hasSize(2);
        GpaReply.Read clean = read(GpaReplyParser.parse(Metric.PA, "{\"score\": \"3\", \"issues\": []}", 6));
        assertThat(clean.score()).isEqualTo(3);
        assertThat(clean.findings()).isEmpty();
        assertThat(read(GpaReplyParser.parse(
                                Metric.TC,
                                "{\"score\":2.0,\"issues\":[{\"step\":\"step [3]\","
                                        + "\"severity\":\"LOW\",\"evidence\":\"x\"}]}",
                                6))
                        .findings())
                .extracting(Finding::step)
                .containsExactly(3);
    }

    @Test
    void garbageIsUnreadableWithAReasonNeverNothing() {
        assertThat(unreadable(GpaReplyParser.parse(Metric.GF, "I think the agent did fine overall.", 5)))
                .isEqualTo("no JSON object in the reply");
        assertThat(unreadable(GpaReplyParser.parse(Metric.GF, "", 5))).isEqualTo("the reply is empty");
        assertThat(unreadable(GpaReplyParser.parse(Metric.GF, "{\"score\": \"good\"}", 5)))
                .contains("not a whole");
        assertThat(unreadable(GpaReplyParser.parse(Metric.GF, "{\"issues\": []}", 5)))
                .isEqualTo("no \"score\" in the reply");
        assertThat(unreadable(GpaReplyParser.parse(Metric.GF, "{\"score\": 5, \"issues\": []}", 5)))
                .isEqualTo("the score 5 is outside the rubric's 0–3");
        assertThat(unreadable(GpaReplyParser.parse(Metric.GF, "{\"score\": 1, \"issues\": \"step 2\"}", 5)))
                .isEqualTo("\"issues\" is not a list");
        assertThat(unreadable(GpaReplyParser.parse(Metric.GF, "[1, 2]", 5))).isEqualTo("no JSON object in the reply");
    }

    @Test
    void aReplyForAnotherMetricIsNotThisMetrics() {
        assertThat(unreadable(GpaReplyParser.parse(Metric.PA, GOOD, 6)))
                .isEqualTo("the reply is for metric 'TC', the prompt asked for PA");
    }

    @Test
    void aStepOutsideTheTraceIsRejectedWithItsReasonAndTheOtherIssuesKept() {
        String reply =
                "{\"metric\":\"TC\",\"score\":0,\"issues\":[{\"step\":9,\"severity\":\"high\",\"evidence\":\"a\"},"
                        + "{\"step\":1,\"severity\":\"medium\",\"evidence\":\"b\"},{\"step\":-1,\"severity\":\"low\","
                        + "\"evidence\":\"c\"},{\"step\":2,\"severity\":\"awful\",\"evidence\":\"d\"},{\"evidence\":\"e\"}]}";
        GpaReply.Read r = read(GpaReplyParser.parse(Metric.TC, reply, 6));
        assertThat(r.findings()).extracting(Finding::step).containsExactly(1);
        assertThat(r.rejected())
                .extracting(GpaReply.Rejected::reason)
                .containsExactly(
                        "cites step 9; the trace has steps 0–5", "cites step -1; the trace has steps 0–5",
                        "unknown severity \"awful\" (low, medium, high)", "cites no step");
        assertThat(r.rejected().get(0).issue()).contains("\"step\":9");
    }
}
