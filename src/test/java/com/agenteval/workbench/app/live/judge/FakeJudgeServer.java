package com.agenteval.workbench.app.live.judge;

import com.agenteval.workbench.app.live.Wire;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

/**
 * A local fake of Anthropic ({@code /v1/messages}) and OpenAI ({@code /v1/chat/completions}) answering the LLM GPA
 * judge's prompts in the real wire formats: it reads which metric the prompt asks for and answers with a fixed reply.
 * It proves the plumbing, not a model's skill: its replies know nothing of the trace.
 */
public final class FakeJudgeServer extends Dispatcher {

    public static final String KEY = "test-key-not-a-secret";

    public final List<RecordedRequest> received = new CopyOnWriteArrayList<>();

    /** TC cites step 1 (high) wrapped in a code fence, GF answers off-format, the others find nothing. */
    public static String reply(Metric m) {
        return switch (m) {
            case TC ->
                "```json\n{\"metric\":\"TC\",\"score\":0,\"issues\":[{\"step\":1,\"severity\":\"high\","
                        + "\"evidence\":\"the call's arguments do not match the question\"}]}\n```";
            case GF -> "The final answer seems plausible.";
            default -> "{\"metric\":\"" + m.name() + "\",\"score\":3,\"issues\":[]}";
        };
    }

    @Override
    public MockResponse dispatch(RecordedRequest request) {
        received.add(request);
        String body = request.getBody() == null ? "" : request.getBody().utf8();
        Metric asked = null;
        for (Metric m : Metric.values()) {
            if (body.contains("framework: " + m.name() + " (")) {
                asked = m;
            }
        }
        if (asked == null) {
            return Wire.json(400, "{\"error\":\"not a judge prompt\"}");
        }
        String path = request.getUrl().encodedPath();
        if (path.endsWith("/messages")) {
            return Wire.anthropic(reply(asked), 1500, 30);
        }
        if (path.endsWith("/chat/completions")) {
            return Wire.openAi(reply(asked), 1400, 25);
        }
        return Wire.json(404, "{\"error\":\"not found\"}");
    }
}
