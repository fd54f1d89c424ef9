package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** A tool-use model that answers from a script, one function of the conversation per turn; records what it saw. */
final class ScriptedToolUseModel implements LlmClient {

    private final List<Function<List<Message>, Message>> script;
    final List<List<Message>> seen = new ArrayList<>();
    final List<List<NativeTool>> toolsSeen = new ArrayList<>();

    @SafeVarargs
    ScriptedToolUseModel(Function<List<Message>, Message>... turns) {
        this.script = List.of(turns);
    }

    @Override
    public Message complete(List<Message> conversation, boolean jsonMode, List<NativeTool> tools) {
        seen.add(conversation);
        toolsSeen.add(tools);
        int turn = seen.size() - 1;
        if (turn >= script.size()) {
            throw new AssertionError("the script has only " + script.size() + " turns");
        }
        return script.get(turn).apply(conversation);
    }

    @Override
    public String modelName() {
        return "scripted";
    }

    static Message text(String text, int in, int out) {
        return Message.assistant(text, List.of(), TokenUsage.of(in, out));
    }

    static Message calls(String text, int in, int out, ToolUse... uses) {
        return Message.assistant(text, List.of(uses), TokenUsage.of(in, out));
    }

    /** The content of the last tool result the model was sent. */
    static ToolOutput lastResult(List<Message> conversation) {
        Message last = conversation.get(conversation.size() - 1);
        List<ToolOutput> outs = last.toolResults();
        return outs.get(outs.size() - 1);
    }
}
