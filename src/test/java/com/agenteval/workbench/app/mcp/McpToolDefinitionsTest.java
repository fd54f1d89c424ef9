package com.agenteval.workbench.app.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

/** The tool definitions and settings without a server: descriptions of either flavour, the schema's parts. */
class McpToolDefinitionsTest {

    @Test
    void vagueOrPreciseDescriptionsAsConfigured() {
        for (ToolSpec spec : ToolSpecs.CORE) {
            assertThat(McpServerConfiguration.tool(spec, false).description()).isEqualTo(spec.vague());
            assertThat(McpServerConfiguration.tool(spec, true).description()).isEqualTo(spec.precise());
        }
    }

    @Test
    void theSchemaKeepsEnumsItemsDefaultsAndAdditionalPropertiesFalse() {
        Map<String, Object> topK =
                McpServerConfiguration.tool(ToolSpecs.byName("db_top_k"), true).inputSchema();
        assertThat(topK.get("additionalProperties")).isEqualTo(false);
        assertThat(topK.get("required")).isEqualTo(List.of("table", "year", "k"));
        assertThat(((Map<?, ?>) topK.get("properties")).get("order"))
                .isEqualTo(Map.of("type", "string", "enum", List.of("desc", "asc"), "default", "desc"));
        Map<String, Object> chart = McpServerConfiguration.tool(ToolSpecs.byName("make_chart"), true)
                .inputSchema();
        assertThat(((Map<?, ?>) chart.get("properties")).get("values"))
                .isEqualTo(Map.of("type", "array", "items", Map.of("type", "number")));
    }

    @Test
    void settingsAreCheckedAtStartUp() {
        McpProperties p = new McpProperties(
                BigInteger.valueOf(7), 3, 0.7, 0.4, 0.45, "vague", 50, 500, DataSize.ofKilobytes(256), false);
        assertThat(p.world()).isEqualTo(new WorldSpec(BigInteger.valueOf(7), 3, 0.7, 0.4, 0.45));
        assertThat(p.precise()).isFalse();
        assertThatThrownBy(() -> new McpProperties(
                        BigInteger.ONE, 2, 0.7, 0.4, 0.45, "verbose", 50, 500, DataSize.ofKilobytes(256), false))
                .hasMessageContaining("precise or vague");
        assertThatThrownBy(() -> new McpProperties(
                        BigInteger.ONE, 2, 1.7, 0.4, 0.45, "precise", 50, 500, DataSize.ofKilobytes(256), false))
                .hasMessageContaining("memory_acc");
    }
}
