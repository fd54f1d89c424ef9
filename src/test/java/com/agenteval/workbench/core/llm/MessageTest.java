package com.agenteval.workbench.core.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.List;
import org.junit.jupiter.api.Test;

class MessageTest {

    private static final ObjectMapper JSON = RunTraceJson.mapper();
    /** The trace mapper without its Python indent, so a message compares on one line. */
    private static final ObjectWriter COMPACT = JSON.writer().without(SerializationFeature.INDENT_OUTPUT);

    @Test
    void asJsonAMessageIsItsRoleContentAndUnknownFieldsOnly() throws Exception {
        Message turn =
                Message.assistant("hi", List.of(new ToolUse("toolu_1", "db_lookup", "{}")), TokenUsage.of(10, 2));

        assertThat(COMPACT.writeValueAsString(turn)).isEqualTo("{\"role\":\"assistant\",\"content\":\"hi\"}");
        assertThat(COMPACT.writeValueAsString(
                        Message.toolResults(List.of(new ToolOutput("toolu_1", "db_lookup", "{}", false)))))
                .isEqualTo("{\"role\":\"tool\",\"content\":\"\"}");
    }

    @Test
    void aSavedMessageReadsBackWithItsUnknownFieldsInOrderAndWritesTheSameBytes() throws Exception {
        String saved = "{\"role\":\"tool\",\"content\":null,\"name\":\"search\",\"n\":[1,2]}";

        Message read = JSON.readValue(saved, Message.class);

        assertThat(read.role()).isEqualTo("tool");
        assertThat(read.content()).isNull();
        assertThat(read.text()).isEmpty();
        assertThat(read.toolUses()).isEmpty();
        assertThat(read.toolResults()).isEmpty();
        assertThat(read.usage()).isEqualTo(TokenUsage.ZERO);
        assertThat(read.extras()).containsOnlyKeys("name", "n");
        assertThat(COMPACT.writeValueAsString(read)).isEqualTo(saved);
    }

    @Test
    void aTextMessageReadBackEqualsTheOneWritten() throws Exception {
        Message prompt = Message.user("QUESTION:\nWill it?");

        assertThat(JSON.readValue(COMPACT.writeValueAsString(prompt), Message.class))
                .isEqualTo(prompt);
        assertThat(prompt.withContent("QUESTION:").text()).isEqualTo("QUESTION:");
    }
}
