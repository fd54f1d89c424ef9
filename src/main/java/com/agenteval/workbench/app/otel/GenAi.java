package com.agenteval.workbench.app.otel;

import io.opentelemetry.api.common.AttributeKey;
import java.util.List;

/**
 * The attribute names of the OpenTelemetry GenAI semantic conventions (v1.41, status Development) that the exported
 * spans carry, plus the workbench's own ({@code workbench.*}, {@code gpa.*}) for what the conventions do not name:
 * the ground-truth labels of the simulated agent and the run's provenance.
 */
final class GenAi {

    static final AttributeKey<String> OPERATION = AttributeKey.stringKey("gen_ai.operation.name");
    static final AttributeKey<String> PROVIDER = AttributeKey.stringKey("gen_ai.provider.name");
    static final AttributeKey<String> REQUEST_MODEL = AttributeKey.stringKey("gen_ai.request.model");
    static final AttributeKey<Long> INPUT_TOKENS = AttributeKey.longKey("gen_ai.usage.input_tokens");
    static final AttributeKey<Long> OUTPUT_TOKENS = AttributeKey.longKey("gen_ai.usage.output_tokens");
    /** Prompt and completion: the conventions' JSON message arrays ({@code role} plus {@code parts}). */
    static final AttributeKey<String> INPUT_MESSAGES = AttributeKey.stringKey("gen_ai.input.messages");

    static final AttributeKey<String> OUTPUT_MESSAGES = AttributeKey.stringKey("gen_ai.output.messages");
    static final AttributeKey<String> AGENT_NAME = AttributeKey.stringKey("gen_ai.agent.name");
    static final AttributeKey<String> AGENT_ID = AttributeKey.stringKey("gen_ai.agent.id");
    static final AttributeKey<String> CONVERSATION_ID = AttributeKey.stringKey("gen_ai.conversation.id");
    static final AttributeKey<String> TOOL_NAME = AttributeKey.stringKey("gen_ai.tool.name");
    static final AttributeKey<String> TOOL_TYPE = AttributeKey.stringKey("gen_ai.tool.type");
    static final AttributeKey<String> TOOL_CALL_ID = AttributeKey.stringKey("gen_ai.tool.call.id");
    static final AttributeKey<String> TOOL_ARGUMENTS = AttributeKey.stringKey("gen_ai.tool.call.arguments");
    static final AttributeKey<String> TOOL_RESULT = AttributeKey.stringKey("gen_ai.tool.call.result");
    static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
    /** The root's low-cardinality name: the config of a simulated run, the notebook of a book run. */
    static final AttributeKey<String> WORKFLOW_NAME = AttributeKey.stringKey("gen_ai.workflow.name");

    /** A judge's verdict, as an event on the span it judges (the conventions' evaluation event). */
    static final String EVALUATION_EVENT = "gen_ai.evaluation.result";

    static final AttributeKey<String> EVALUATION_NAME = AttributeKey.stringKey("gen_ai.evaluation.name");
    static final AttributeKey<Double> EVALUATION_SCORE = AttributeKey.doubleKey("gen_ai.evaluation.score.value");
    static final AttributeKey<String> EVALUATION_LABEL = AttributeKey.stringKey("gen_ai.evaluation.score.label");
    static final AttributeKey<String> EVALUATION_EXPLANATION = AttributeKey.stringKey("gen_ai.evaluation.explanation");

    static final String INVOKE_WORKFLOW = "invoke_workflow";
    static final String INVOKE_AGENT = "invoke_agent";
    static final String CHAT = "chat";
    static final String EXECUTE_TOOL = "execute_tool";

    /** The simulated agent's "model": no provider was called. */
    static final String SIMULATED = "workbench.simulated";

    // the workbench's own: what ran, and the ground truth the conventions have no names for
    static final AttributeKey<String> SOURCE = AttributeKey.stringKey("workbench.source");
    static final AttributeKey<String> TASK_ID = AttributeKey.stringKey("workbench.task.id");
    static final AttributeKey<String> CONFIG = AttributeKey.stringKey("workbench.config");
    static final AttributeKey<Boolean> CORRECT = AttributeKey.booleanKey("workbench.correct");
    static final AttributeKey<Long> TOKENS = AttributeKey.longKey("workbench.tokens");
    static final AttributeKey<Double> COST = AttributeKey.doubleKey("workbench.cost_usd");
    static final AttributeKey<Long> STEP = AttributeKey.longKey("workbench.step");
    static final AttributeKey<Long> EPOCH = AttributeKey.longKey("workbench.epoch");
    static final AttributeKey<String> LABEL_ID = AttributeKey.stringKey("gpa.label.id");
    static final AttributeKey<String> LABEL_MODE = AttributeKey.stringKey("gpa.mode");
    static final AttributeKey<List<String>> LABEL_METRICS = AttributeKey.stringArrayKey("gpa.metrics");
    static final AttributeKey<Long> LABEL_ROOT = AttributeKey.longKey("gpa.root_step");
    static final AttributeKey<Long> LABEL_SYMPTOM = AttributeKey.longKey("gpa.symptom_step");
    static final AttributeKey<String> LABEL_IMPACT = AttributeKey.stringKey("gpa.impact");
    static final AttributeKey<Boolean> LABEL_BENIGN = AttributeKey.booleanKey("gpa.benign");
    // the judge beside the truth: which judge, the step it cites, and the true labels it is checked against
    static final AttributeKey<String> JUDGE = AttributeKey.stringKey("workbench.judge");
    static final AttributeKey<Long> JUDGED_STEP = AttributeKey.longKey("workbench.judge.step");
    /** A finding's backing by the true labels: {@code agrees}, {@code misplaced} or {@code false_alarm}. */
    static final AttributeKey<String> TRUTH_BACKING = AttributeKey.stringKey("workbench.truth.backing");
    /** The true labels on the judged metric (a finding's: the one backing it), by id. */
    static final AttributeKey<List<String>> TRUTH_LABELS = AttributeKey.stringArrayKey("workbench.truth.labels");
    /** How the labels' modes read: each label's mode, in the order of {@link #TRUTH_LABELS}. */
    static final AttributeKey<List<String>> TRUTH_MODES = AttributeKey.stringArrayKey("workbench.truth.modes");
    /** Whether any true label names the metric (for a finding: whether a label backs it). */
    static final AttributeKey<Boolean> TRUTH_FLAWED = AttributeKey.booleanKey("workbench.truth.flawed");

    /** Event names: a label on its root-cause step, and on the step where its symptom first shows. */
    static final String ROOT_EVENT = "gpa.root_cause";

    static final String SYMPTOM_EVENT = "gpa.symptom";

    private GenAi() {}
}
