package com.agenteval.workbench.core.agent.live;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** A tool-use model that answers from a script, one function of the conversation per turn; records what it saw. */
final class ScriptedToolUseModel implements ToolUseModel {

    private final List<Function<List<Message>, ModelReply>> script;
    final List<List<Message>> seen = new ArrayList<>();
    final List<List<NativeTool>> toolsSeen = new ArrayList<>();

    @SafeVarargs
    ScriptedToolUseModel(Function<List<Message>, ModelReply>... turns) {
        this.script = List.of(turns);
    }

    @Override
    public ModelReply next(List<Message> conversation, List<NativeTool> tools) {
        seen.add(conversation);
        toolsSeen.add(tools);
        int turn = seen.size() - 1;
        if (turn >= script.size()) {
            throw new AssertionError("the script has only " + script.size() + " turns");
        }
        return script.get(turn).apply(conversation);
    }

    static ModelReply text(String text, int in, int out) {
        return new ModelReply(text, List.of(), new TokenCount(in, out));
    }

    static ModelReply calls(String text, int in, int out, ToolUse... uses) {
        return new ModelReply(text, List.of(uses), new TokenCount(in, out));
    }

    /** The content of the last tool result the model was sent. */
    static ToolOutput lastResult(List<Message> conversation) {
        Message last = conversation.get(conversation.size() - 1);
        List<ToolOutput> outs = ((Message.ToolResults) last).outputs();
        return outs.get(outs.size() - 1);
    }
}
