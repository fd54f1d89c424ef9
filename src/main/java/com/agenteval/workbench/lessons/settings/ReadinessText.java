package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.session.LiveSettings;
import com.vaadin.flow.component.Component;
import java.util.ArrayList;
import java.util.List;

/** What live mode still needs, in the page's language: "Anthropic: an API key; a Tavily key for web search". */
public final class ReadinessText {

    private ReadinessText() {}

    /** A provider's name in the reader's language ("OpenAI-compatible server", "OpenAI 兼容服务器"). */
    public static String providerName(ProviderKind kind, Component in) {
        return in.getTranslation("live.provider." + kind.id());
    }

    /** Empty when live mode is usable. */
    public static String needs(LiveSettings.Readiness readiness, Component in) {
        List<String> missing = new ArrayList<>();
        readiness
                .providerProblem()
                .ifPresent(p -> missing.add(in.getTranslation(
                        switch (p) {
                            case NO_KEY -> "settings.needs.key";
                            case NO_MODEL -> "settings.needs.model";
                            case BAD_BASE_URL -> "settings.needs.url";
                        },
                        providerName(readiness.provider().kind(), in))));
        if (!readiness.searchReady()) {
            missing.add(in.getTranslation("settings.needs.search"));
        }
        return String.join("; ", missing);
    }
}
