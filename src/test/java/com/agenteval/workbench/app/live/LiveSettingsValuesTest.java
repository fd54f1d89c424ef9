package com.agenteval.workbench.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Keys masked, environment variables read, base URLs taken as the providers' own SDKs take them. */
class LiveSettingsValuesTest {

    @Test
    void aSecretNeverPrintsItself() {
        Secret key = Secret.of("  fake-key-abcdefghijklmnop3f9c ");

        // nothing of the key, not even its last four characters
        assertThat(key.masked()).isEqualTo("••••");
        assertThat(key.toString()).isEqualTo("Secret[••••]").doesNotContain("3f9c");
        assertThat(Secret.of("short-key").masked()).isEqualTo("••••");
        assertThat(Secret.of("  ").isPresent()).isFalse();
        assertThat(ProviderConfig.of(ProviderKind.ANTHROPIC, key, "", "").toString())
                .doesNotContain("abcdef");
        assertThat(Redaction.of(key).apply("bad key fake-key-abcdefghijklmnop3f9c!"))
                .isEqualTo("bad key ••••!");
    }

    @Test
    void theEnvironmentConfiguresProvidersAndSearch() {
        Map<String, String> env = Map.of(
                "ANTHROPIC_API_KEY",
                "fake-ant-1234567890",
                "OPENAI_API_KEY",
                "fake-openai-x",
                "OPENAI_BASE_URL",
                "http://localhost:8000/v1",
                "TAVILY_API_KEY",
                "tvly-1",
                "TAVILY_BASE_URL",
                "http://proxy.local:9000");

        LiveEnvironment e = LiveEnvironment.read(env::get);

        assertThat(e.provider(ProviderKind.ANTHROPIC).usable()).isTrue();
        assertThat(e.provider(ProviderKind.ANTHROPIC).baseUrl()).isEqualTo("https://api.anthropic.com");
        assertThat(e.provider(ProviderKind.OPENAI).baseUrl()).isEqualTo("http://localhost:8000/v1");
        // a base URL that is not OpenAI's is a compatible server, which needs a model name to be usable
        assertThat(e.provider(ProviderKind.OPENAI_COMPATIBLE).baseUrl()).isEqualTo("http://localhost:8000/v1");
        assertThat(e.provider(ProviderKind.OPENAI_COMPATIBLE).problem()).contains(ProviderConfig.Problem.NO_MODEL);
        assertThat(e.search().usable()).isTrue();
        assertThat(e.search().baseUrl()).isEqualTo("http://proxy.local:9000");
        assertThat(e.preferred()).contains(ProviderKind.ANTHROPIC);
        assertThat(LiveEnvironment.empty().preferred()).isEmpty();
        assertThat(LiveEnvironment.read(name -> null)
                        .provider(ProviderKind.OPENAI)
                        .model())
                .isEqualTo("gpt-4.1-mini");
    }

    @Test
    void baseUrlsAreTakenAsTheProvidersSdksTakeThem() {
        assertThat(ChatModels.openAiBaseUrl("https://api.openai.com/v1/")).isEqualTo("https://api.openai.com/v1");
        assertThat(ChatModels.openAiBaseUrl("http://localhost:11434")).isEqualTo("http://localhost:11434/v1");
        assertThat(ChatModels.openAiBaseUrl("https://openrouter.ai/api/v1")).isEqualTo("https://openrouter.ai/api/v1");
        assertThat(ChatModels.anthropicBaseUrl("https://api.anthropic.com/v1")).isEqualTo("https://api.anthropic.com");
        assertThat(ChatModels.anthropicBaseUrl("https://proxy.example/anthropic/"))
                .isEqualTo("https://proxy.example/anthropic");
        assertThat(ProviderConfig.recordable("https://user:pw@host.example:8443/v1?key=abc"))
                .isEqualTo("https://host.example:8443/v1");
        assertThat(ProviderConfig.of(ProviderKind.OPENAI, Secret.of("k"), "localhost:8000", "m")
                        .problem())
                .contains(ProviderConfig.Problem.BAD_BASE_URL);
    }
}
