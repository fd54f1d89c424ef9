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
    /** Event names: a label on its root-cause step, and on the step where its symptom first shows. */
    static final String ROOT_EVENT = "gpa.root_cause";
    static final String SYMPTOM_EVENT = "gpa.symptom";

    private GenAi() {
    }
}
