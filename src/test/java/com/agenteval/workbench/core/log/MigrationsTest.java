package com.agenteval.workbench.core.log;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.log.LogJson.Migrations;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.Parameters;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class MigrationsTest {

    @Test
    void version1NamesAreMigratedToTheParameterSpecsCanonicalNamesInItsOrder() {
        assertThat(List.copyOf(Migrations.V1_WORLD.values()))
                .isEqualTo(Parameters.WORLD.stream().map(ParamSpec::name).toList());
        assertThat(List.copyOf(Migrations.V1_TASK_SET.values()))
                .isEqualTo(Parameters.TASK_SET.stream().map(ParamSpec::name).toList());
        assertThat(Migrations.traceSetParams())
                .isEqualTo(Stream.of(
                                Parameters.WORLD, Parameters.TASK_SET, List.of(Parameters.CONFIG, Parameters.RUN_SEED))
                        .flatMap(List::stream)
                        .map(ParamSpec::name)
                        .toList());
    }
}
