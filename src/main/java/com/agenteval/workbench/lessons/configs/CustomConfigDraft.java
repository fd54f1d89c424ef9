package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import java.util.Objects;
import java.util.Optional;

/**
 * A config the student defines on the configs page: a standard config to start from and a few knobs. Every error
 * probability is multiplied by {@code errorScale}, the way the lecture makes plan_exec_large
 * ({@code BASE.scaled(name, 0.35, ...)}).
 *
 * @param name       the new config's name
 * @param base       the standard config it starts from
 * @param errorScale factor for every error probability (p_plan … p_format)
 * @param reflect    probability that reflection fixes a visible problem
 * @param attempts   retry: runs at most
 * @param votes      vote: independent runs, majority answer
 * @param price      $ per million tokens
 */
record CustomConfigDraft(
        String name, String base, double errorScale, double reflect, int attempts, int votes, double price) {

    /** Names a student may give: short, and safe to show in a command line unquoted. */
    static final String NAME_PATTERN = "[A-Za-z0-9_.+-]{1,32}";

    CustomConfigDraft {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(base, "base");
    }

    /** The i18n key of what is wrong with the name, if anything. */
    Optional<String> nameProblem() {
        if (!name.matches(NAME_PATTERN)) {
            return Optional.of("configs.custom.name.invalid");
        }
        if (AgentConfigs.byName(name) != null) {
            return Optional.of("configs.custom.name.taken");
        }
        return Optional.empty();
    }

    /**
     * The config.
     *
     * @throws IllegalArgumentException when the base is unknown or a value is out of range (e.g. an error
     *                                  probability above 1 after scaling), with the core's one-line message
     */
    AgentConfig toConfig() {
        AgentConfig start = AgentConfigs.byName(base);
        if (start == null || !AgentConfigs.standard().contains(start)) {
            throw new IllegalArgumentException("unknown base config '" + base + "'");
        }
        if (!(errorScale >= 0) || Double.isInfinite(errorScale)) {
            throw new IllegalArgumentException("the error scale must be a finite number >= 0, got " + errorScale);
        }
        return start.scaled(name, errorScale)
                .reflect(reflect)
                .attempts(attempts)
                .votes(votes)
                .price(price)
                .build();
    }
}
