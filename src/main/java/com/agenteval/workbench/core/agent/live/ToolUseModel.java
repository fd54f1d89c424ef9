package com.agenteval.workbench.core.agent.live;

import java.util.List;

/**
 * A chat model with native tool calling: given the conversation so far and the tool definitions, it returns the next
 * assistant turn — text and/or tool calls — with its token usage. It never executes a tool itself.
 *
 * <pre>{@code
 * ToolUseModel model = (conversation, tools) -> new ModelReply("FINAL: 12.3", List.of(), new TokenCount(500, 20));
 * LiveWorldRun run = LiveWorldAgent.run(world, task, model, LiveAgentSettings.defaults(), Price.UNKNOWN,
 *         LiveAgentListener.NONE);
 * }</pre>
 *
 * An implementation that cannot get a reply throws {@link LiveAgentStoppedException} with the reason in words.
 */
@FunctionalInterface
public interface ToolUseModel {

    /** The next assistant turn. */
    ModelReply next(List<Message> conversation, List<NativeTool> tools);
}
