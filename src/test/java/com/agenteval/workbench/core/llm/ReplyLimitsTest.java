package com.agenteval.workbench.core.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.llm.LlmClient.ReplyLimits;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ReplyLimitsTest {

    private final ReplyLimits limits = new ReplyLimits(10, 6, 2);

    @Test
    void aReplyWithinTheLimitsIsTheSameMessage() {
        Message reply = Message.assistant("short", List.of(new ToolUse("a", "t", "{}")), TokenUsage.of(1, 2));
        assertThat(limits.bound(reply)).isSameAs(reply);
    }

    @Test
    void theTextIsCutWithTheMarkerAndTheTurnSaysWhatWasCut() {
        Message kept = limits.bound(Message.assistant("0123456789abcdef", List.of(), TokenUsage.of(1, 2)));
        assertThat(kept.text()).isEqualTo("0123456789" + Truncation.MARKER + "16 characters, over the limit of 10]");
        assertThat(kept.extras()).containsEntry(ReplyLimits.TRUNCATED, List.of("text"));
        assertThat(kept.usage()).isEqualTo(TokenUsage.of(1, 2));
    }

    @Test
    void toolCallsOverTheCountAreDroppedWithANoteAndLongArgumentsCut() {
        List<ToolUse> uses = IntStream.range(0, 5)
                .mapToObj(i -> new ToolUse("c" + i, "db_lookup", i == 0 ? "{\"key\":\"abcdefgh\"}" : "{}"))
                .toList();
        Message kept = limits.bound(Message.assistant("", uses, TokenUsage.ZERO));
        assertThat(kept.toolUses()).extracting(ToolUse::id).containsExactly("c0", "c1");
        assertThat(kept.toolUses().get(0).arguments()).startsWith("{\"key\"").contains(Truncation.MARKER);
        assertThat(kept.text())
                .isEqualTo(Truncation.MARKER + "5 tool calls, over the limit of 2; the later ones were " + "dropped]");
        assertThat(kept.extras()).containsEntry(ReplyLimits.TRUNCATED, List.of("tool_calls", "tool_arguments"));
    }

    @Test
    void aCutNeverSplitsASurrogatePairAndLimitsArePositive() {
        String text = "abcdefghi\uD83D\uDE00tail";
        assertThat(Truncation.cut(text, 10)).startsWith("abcdefghi" + Truncation.MARKER);
        assertThat(Truncation.isCut(Truncation.cut(text, 10))).isTrue();
        assertThat(Truncation.isCut(text)).isFalse();
        assertThatThrownBy(() -> new ReplyLimits(0, 1, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
