package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.selection.ToolCatalog;
import com.agenteval.workbench.core.tasks.TaskSets;
import com.agenteval.workbench.core.world.World;
import java.util.List;
import java.util.Optional;

/**
 * Every parameter of the lecture's concepts, declared once, with ref_dump.py's names and defaults and the module's
 * checks. Pages, links, the {@code sim}/{@code judge} options, the MCP world query and saved files read these.
 *
 * <pre>{@code
 * for (ParamSpec<?> p : Parameters.WORLD) { ... }          // world_seed, n_stale, memory_acc, web_exact, web_rounded
 * BigInteger stale = Parameters.N_STALE.read("3");
 * }</pre>
 */
public final class Parameters {

    private Parameters() {
    }

    // the world: make_world(seed=14, n_stale=2, memory_acc=0.7, web_exact=0.4, web_rounded=0.45)
    public static final IntSpec WORLD_SEED = IntSpec.seed("world_seed", 14, "seed");
    public static final IntSpec N_STALE = IntSpec.count("n_stale", 2, 0, World.RECORDS, " (the number of records)",
            "stale");
    public static final DecimalSpec MEMORY_ACC = DecimalSpec.probability("memory_acc", 0.7);
    public static final DecimalSpec WEB_EXACT = DecimalSpec.probability("web_exact", 0.4);
    public static final DecimalSpec WEB_ROUNDED = DecimalSpec.probability("web_rounded", 0.45);
    public static final List<ParamSpec<?>> WORLD = List.of(WORLD_SEED, N_STALE, MEMORY_ACC, WEB_EXACT, WEB_ROUNDED);

    // the task set: make_tasks(world, n, seed, new_data=False), ref_dump's --tasks 200 --task-seed 1
    /** Sanity limit (the oracle has none): a page or a typo should not generate millions of tasks. */
    public static final int MAX_TASKS = 10_000;
    public static final IntSpec TASKS = IntSpec.count("tasks", 200, 1, MAX_TASKS, "");
    public static final IntSpec TASK_SEED = new IntSpec("task_seed", List.of(), TaskSets.FAMILIAR.seed(), null, null,
            "");
    public static final FlagSpec NEW_DATA = new FlagSpec("new_data", List.of(), false);
    public static final List<ParamSpec<?>> TASK_SET = List.of(TASKS, TASK_SEED, NEW_DATA);
    /** The new-data set's seed on pages that show both sets (task_seed is then the familiar set's). */
    public static final IntSpec NEW_TASK_SEED = new IntSpec("new_task_seed", List.of(), TaskSets.NEW_DATA.seed(),
            null, null, "");

    // the agent config: a standard name, "perfect", a code (skippy:plan_exec,p_skip=0.3) or ref_dump's JSON
    public static final ChoiceSpec CONFIG = new ChoiceSpec("config", List.of("cfg"), AgentConfigs.names(),
            AgentConfigs.PLAN_EXEC.name(), Parameters::configProblem);

    // the run: ref_dump's --run-seed 0 --repeats 1
    public static final int MAX_REPEATS = 1_000;
    public static final IntSpec RUN_SEED = IntSpec.seed("run_seed", 0);
    public static final IntSpec REPEATS = IntSpec.count("repeats", 1, 0, MAX_REPEATS, "");
    public static final List<ParamSpec<?>> RUN = List.of(RUN_SEED, REPEATS);

    // the tool selector: ref_dump's selector options
    public static final int MAX_INTENTS = 1_000_000;
    public static final IntSpec DISTRACTORS = IntSpec.count("distractors", 0, 0, ToolCatalog.MAX_DISTRACTORS, "");
    public static final FlagSpec PRECISE = new FlagSpec("precise", List.of(), true);
    public static final FlagSpec POISONED = new FlagSpec("poisoned", List.of(), false);
    public static final DecimalSpec TEMPERATURE = new DecimalSpec("temperature", List.of(), 0.05,
            DecimalSpec.Rule.POSITIVE, 0.01);
    public static final DecimalSpec AVOID_WEIGHT = new DecimalSpec("avoid_weight", List.of(), 0.5,
            DecimalSpec.Rule.FINITE, 0.05);
    public static final IntSpec INTENTS = IntSpec.count("intents", 300, 0, MAX_INTENTS, "");
    public static final IntSpec INTENT_SEED = IntSpec.seed("intent_seed", 3);
    public static final List<ParamSpec<?>> SELECTOR = List.of(DISTRACTORS, PRECISE, POISONED, TEMPERATURE,
            AVOID_WEIGHT, INTENTS, INTENT_SEED);

    // the judge: the offline judges scored against the ground-truth labels
    public static final ChoiceSpec JUDGE = ChoiceSpec.closed("judge", List.of("outcome", "rules"), "rules");

    /** Every parameter, for lookups by name. */
    public static final List<ParamSpec<?>> ALL = List.of(WORLD_SEED, N_STALE, MEMORY_ACC, WEB_EXACT, WEB_ROUNDED,
            TASKS, TASK_SEED, NEW_DATA, NEW_TASK_SEED, CONFIG, RUN_SEED, REPEATS, DISTRACTORS, PRECISE, POISONED, TEMPERATURE,
            AVOID_WEIGHT, INTENTS, INTENT_SEED, JUDGE);

    /** The parameter a name (or an alias) denotes among {@code among}. */
    public static Optional<ParamSpec<?>> named(List<ParamSpec<?>> among, String key) {
        return among.stream().filter(p -> p.accepts(key)).findFirst();
    }

    private static Optional<String> configProblem(String text) {
        try {
            ConfigCodes.resolve(text);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of("is not a config: " + e.getMessage());
        }
    }
}
