package com.agenteval.workbench.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.LiveEnvironment;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.LiveProperties;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.live.TestLiveThreads;
import com.agenteval.workbench.base.ui.WorkbenchMode;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rule that keeps a saved key on the host it was entered for. */
class LiveSettingsTest {

    static final String KEY = "fk-ant-env-Vq3Lx8Nz2Pw5Rk7Ty0";
    static final String TAVILY = "tvly-env-Hb4Mc9Qd6Jf1Xs3";

    static LiveSettings settings() {
        Map<String, String> env = Map.of("ANTHROPIC_API_KEY", KEY, "TAVILY_API_KEY", TAVILY);
        return new LiveSettings(
                LiveEnvironment.read(env::get),
                LiveHttp.defaults(TestLiveThreads.SHARED),
                new LiveProperties(
                        Duration.ofSeconds(10),
                        Duration.ofSeconds(120),
                        4,
                        Duration.ofSeconds(1),
                        Duration.ofSeconds(20),
                        Duration.ofSeconds(60),
                        Duration.ofSeconds(15)),
                new WorkbenchMode());
    }

    @Test
    void aNewBaseUrlWithoutTheKeyTypedAgainIsRefusedAndTheOldSettingsStay() {
        LiveSettings s = settings();
        ProviderConfig before = s.provider(ProviderKind.ANTHROPIC);

        LiveSettings.Update update =
                s.updateProvider(ProviderKind.ANTHROPIC, Secret.NONE, "https://evil.example", "claude-opus-4");

        assertThat(update).isEqualTo(LiveSettings.Update.KEY_NEEDED_FOR_NEW_BASE_URL);
        assertThat(s.provider(ProviderKind.ANTHROPIC)).isEqualTo(before);
        assertThat(s.provider(ProviderKind.ANTHROPIC).baseUrl()).isEqualTo("https://api.anthropic.com");
        // a null key (nothing typed) is refused the same way
        assertThat(s.updateProvider(ProviderKind.ANTHROPIC, null, "https://evil.example", ""))
                .isEqualTo(LiveSettings.Update.KEY_NEEDED_FOR_NEW_BASE_URL);
        assertThat(s.provider(ProviderKind.ANTHROPIC)).isEqualTo(before);
    }

    @Test
    void theSameBaseUrlNeedsNoKeyAndANewOneWithTheKeyTypedIsSaved() {
        LiveSettings s = settings();

        assertThat(s.updateProvider(ProviderKind.ANTHROPIC, Secret.NONE, "https://api.anthropic.com/ ", "claude-x"))
                .isEqualTo(LiveSettings.Update.SAVED);
        assertThat(s.provider(ProviderKind.ANTHROPIC).model()).isEqualTo("claude-x");

        Secret typed = Secret.of("fk-ant-typed-Gm2Wn7Yr4Kp9");
        assertThat(s.updateProvider(ProviderKind.ANTHROPIC, typed, "http://localhost:9999", ""))
                .isEqualTo(LiveSettings.Update.SAVED);
        assertThat(s.provider(ProviderKind.ANTHROPIC).apiKey()).isEqualTo(typed);
        assertThat(s.keyBaseUrl(ProviderKind.ANTHROPIC)).isEqualTo("http://localhost:9999");
        // and from there, back to the provider's own host needs the key again too
        assertThat(s.updateProvider(ProviderKind.ANTHROPIC, Secret.NONE, "https://api.anthropic.com", ""))
                .isEqualTo(LiveSettings.Update.KEY_NEEDED_FOR_NEW_BASE_URL);
        assertThat(s.provider(ProviderKind.ANTHROPIC).baseUrl()).isEqualTo("http://localhost:9999");
    }

    @Test
    void aProviderWithoutAKeyMayMoveFreely() {
        LiveSettings s = settings();

        assertThat(s.updateProvider(
                        ProviderKind.OPENAI_COMPATIBLE, Secret.NONE, "http://localhost:11434/v1", "qwen2.5:7b"))
                .isEqualTo(LiveSettings.Update.SAVED);
        s.forgetProviderKey(ProviderKind.ANTHROPIC);
        assertThat(s.updateProvider(ProviderKind.ANTHROPIC, Secret.NONE, "http://localhost:1", ""))
                .isEqualTo(LiveSettings.Update.SAVED);
        assertThat(s.provider(ProviderKind.ANTHROPIC).baseUrl()).isEqualTo("http://localhost:1");
    }

    @Test
    void theTavilyKeyKeepsToItsBaseUrlToo() {
        LiveSettings s = settings();
        String before = s.search().baseUrl();

        assertThat(s.updateSearch(Secret.NONE, "https://collector.example", "", ""))
                .isEqualTo(LiveSettings.Update.KEY_NEEDED_FOR_NEW_BASE_URL);
        assertThat(s.search().baseUrl()).isEqualTo(before);
        assertThat(s.updateSearch(Secret.NONE, before, "reuters.com", "")).isEqualTo(LiveSettings.Update.SAVED);
        assertThat(s.search().allowedDomains()).containsExactly("reuters.com");
        assertThat(s.updateSearch(Secret.of("tvly-new-Zc5Nd8Lm2Qr7"), "http://localhost:8", "", ""))
                .isEqualTo(LiveSettings.Update.SAVED);
        assertThat(s.search().baseUrl()).isEqualTo("http://localhost:8");
    }
}
