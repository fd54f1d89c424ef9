package com.agenteval.workbench.app.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

class McpPropertiesTest {

    private static McpProperties bind(Map<String, String> settings) {
        return new Binder(new MapConfigurationPropertySource(settings))
                .bindOrCreate("workbench.mcp", McpProperties.class);
    }

    @Test
    void theWorldSettingsHaveTheCanonicalNamesAndTheParameterDefaults() {
        assertThat(bind(Map.of()).world().seed()).isEqualTo(BigInteger.valueOf(14));
        McpProperties p = bind(Map.of("workbench.mcp.world-seed", "7", "workbench.mcp.n-stale", "3"));
        assertThat(p.worldSeed()).isEqualTo(BigInteger.valueOf(7));
        assertThat(p.world().nStale()).isEqualTo(3);
    }

    @Test
    void theOldNamesStillWorkAsDeprecatedAliases() {
        McpProperties p = bind(Map.of("workbench.mcp.seed", "9", "workbench.mcp.stale", "4"));
        assertThat(p.worldSeed()).isEqualTo(BigInteger.valueOf(9));
        assertThat(p.nStale()).isEqualTo(4);
        assertThat(bind(Map.of("workbench.mcp.seed", "9", "workbench.mcp.world-seed", "9"))
                        .worldSeed())
                .isEqualTo(BigInteger.valueOf(9));
    }

    @Test
    void bothNamesWithDifferentValuesAreRefusedAtStartUp() {
        assertThatThrownBy(() -> bind(Map.of("workbench.mcp.seed", "9", "workbench.mcp.world-seed", "7")))
                .rootCause()
                .hasMessageContaining("workbench.mcp.seed (deprecated) is an alias of " + "workbench.mcp.world-seed");
    }
}
