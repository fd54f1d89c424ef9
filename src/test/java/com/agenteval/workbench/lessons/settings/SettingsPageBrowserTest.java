package com.agenteval.workbench.lessons.settings;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.microsoft.playwright.Locator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class SettingsPageBrowserTest extends BrowserTest {

    @StartStop
    final MockWebServer fake = new MockWebServer();

    private String fakeUrl() {
        String url = fake.url("/").toString();
        return url.substring(0, url.length() - 1);
    }

    private static MockResponse anthropicOk() {
        return new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "application/json")
                .body(
                        "{\"id\":\"msg_1\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"claude-sonnet-4-20250514\","
                                + "\"content\":[{\"type\":\"text\",\"text\":\"OK\"}],\"stop_reason\":\"end_turn\","
                                + "\"stop_sequence\":null,\"usage\":{\"input_tokens\":14,\"output_tokens\":2}}")
                .build();
    }

    @Test
    void keysAreMaskedTheSwitchWaitsUntilLiveModeIsUsableAndTheBadgeFollowsIt() {
        String anthropicKey = "fake-ant-browser-" + UUID.randomUUID();
        String tavilyKey = "tvly-browser-" + UUID.randomUUID();
        List<String> served = new ArrayList<>();
        // bodies read once complete: reading a streaming (push) response from onResponse would wait for ever
        page.onRequestFinished(request -> {
            try {
                served.add(request.response() == null ? "" : request.response().text());
            } catch (RuntimeException ignored) {
                // a response without a body
            }
        });
        page.onWebSocket(ws -> ws.onFrameReceived(f -> served.add(f.text() == null ? "" : f.text())));
        open("/settings");
        // start from nothing, whatever the machine's environment holds
        page.locator("#settings-anthropic-forget").click();
        page.locator("#settings-search-forget").click();

        assertThat(page.locator("#mode-badge")).hasText("Offline replay");
        assertThat(page.locator("#settings-go-live")).isDisabled();
        assertThat(page.locator("#settings-mode-needs"))
                .hasText("Live mode needs: Anthropic: an API key; a Tavily key for web search.");
        assertThat(page.locator("#settings-anthropic-key-state")).hasText("No key set.");

        // a key typed in is saved, the field emptied, and only a mask is ever shown
        page.locator("#settings-anthropic-key input").fill(anthropicKey);
        page.locator("#settings-anthropic-base-url input").fill(fakeUrl());
        page.locator("#settings-anthropic-save").click();
        assertThat(page.locator("#settings-anthropic-key-state"))
                .hasText("Key in use: •••• (entered in this browser session)");
        // not even the key's last four characters reach the page
        assertThat(page.content()).doesNotContain(anthropicKey.substring(anthropicKey.length() - 4));
        assertThat(page.locator("#settings-anthropic-key input")).hasValue("");
        assertThat(page.locator("#settings-go-live")).isDisabled();
        assertThat(page.locator("#settings-mode-needs")).hasText("Live mode needs: a Tavily key for web search.");

        // Test connection: one cheap call, reported in words
        fake.enqueue(anthropicOk());
        page.locator("#settings-anthropic-test").click();
        assertThat(page.locator("#settings-anthropic-result"))
                .containsText("Connected. Anthropic answered with claude-sonnet-4-20250514: “OK” (16 tokens,");

        page.locator("#settings-search-key input").fill(tavilyKey);
        page.locator("#settings-search-base-url input").fill(fakeUrl());
        page.locator("#settings-search-save").click();
        assertThat(page.locator("#settings-mode-needs")).isHidden();
        Locator toggle = page.locator("#settings-go-live");
        assertThat(toggle).isEnabled();
        assertThat(toggle).hasText("Switch to live mode");

        toggle.click();
        assertThat(page.locator("#mode-badge")).hasText("Live · Anthropic");
        assertThat(page.locator("#mode-badge")).hasClass(Pattern.compile(".*\\blive\\b.*"));
        assertThat(page.locator("#settings-mode-state")).hasAttribute("data-mode", "live");
        // the badge is in the shell: it says the same on every page
        page.locator("#side-nav vaadin-side-nav-item[path='']").first().click();
        assertThat(page.locator("#mode-badge")).hasText("Live · Anthropic");
        open("/settings");

        // forgetting the key makes live mode unusable: the session goes back to offline at once
        page.locator("#settings-anthropic-forget").click();
        assertThat(page.locator("#mode-badge")).hasText("Offline replay");
        assertThat(page.locator("#settings-go-live")).isDisabled();

        String everything = String.join("\n", served) + page.content();
        assertThat(everything).doesNotContain(anthropicKey).doesNotContain(tavilyKey);
        assertThat(served).isNotEmpty();
    }

    @Test
    void aLocalServerNeedsAModelButNoKey() {
        open("/settings");
        page.locator(
                        "#settings-provider vaadin-radio-button",
                        new com.microsoft.playwright.Page.LocatorOptions().setHasText("OpenAI-compatible server"))
                .click();
        assertThat(page.locator("#settings-mode-needs")).containsText("OpenAI-compatible server: a model name");

        page.locator("#settings-openai-compatible-model input").fill("qwen2.5:7b");
        page.locator("#settings-openai-compatible-save").click();

        assertThat(page.locator("#settings-mode-needs")).not().containsText("OpenAI-compatible server");
        assertThat(page.locator("#settings-openai-compatible-key-state")).hasText("No key set.");
    }

    @Test
    void aScriptOrAnotherTabCannotMoveASavedKeyToAnotherHost() {
        @SuppressWarnings("resource")
        MockWebServer collector = new MockWebServer();
        try {
            collector.start();
            String collectorUrl = collector.url("/").toString().replaceAll("/$", "");
            String key = "fake-ant-moved-" + UUID.randomUUID();
            open("/settings");
            page.locator("#settings-anthropic-key input").fill(key);
            page.locator("#settings-anthropic-base-url input").fill(fakeUrl());
            page.locator("#settings-anthropic-save").click();
            assertThat(page.locator("#settings-anthropic-result")).hasText("Saved for this browser session only.");

            // a script on the page: a new base URL, no key typed, Save pressed
            page.evaluate(
                    "url => { const f = document.querySelector('#settings-anthropic-base-url');"
                            + " f.value = url; f.dispatchEvent(new Event('change')); }",
                    collectorUrl);
            page.locator("#settings-anthropic-save").click();
            assertThat(page.locator("#settings-anthropic-result"))
                    .hasText("Not saved: the base URL changed, so type "
                            + "the key again in this form. A saved key is only sent to the base URL it was entered with ("
                            + fakeUrl() + "); the settings in use are unchanged.");
            assertThat(page.locator("#settings-anthropic-result")).hasAttribute("data-ok", "false");
            assertThat(page.locator("#settings-anthropic-base-url input")).hasValue(fakeUrl());

            // another tab of the same session tries the same
            com.microsoft.playwright.Page other = context.newPage();
            other.navigate("http://localhost:" + port + "/settings");
            other.locator("#settings-anthropic-base-url input").fill(collectorUrl);
            other.locator("#settings-anthropic-save").click();
            assertThat(other.locator("#settings-anthropic-result")).containsText("Not saved: the base URL changed");

            // Test connection still goes to the host the key was entered with, and the collector hears nothing
            fake.enqueue(anthropicOk());
            page.locator("#settings-anthropic-test").click();
            assertThat(page.locator("#settings-anthropic-result")).containsText("Connected. Anthropic answered");
            assertThat(collector.getRequestCount()).isZero();
            assertThat(fake.takeRequest().getHeaders().get("x-api-key")).isEqualTo(key);

            // typed again in the same form, the new host is taken
            other.locator("#settings-anthropic-key input").fill(key);
            other.locator("#settings-anthropic-base-url input").fill(collectorUrl);
            other.locator("#settings-anthropic-save").click();
            assertThat(other.locator("#settings-anthropic-result")).hasText("Saved for this browser session only.");
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        } finally {
            collector.close();
        }
    }

    @Test
    void enterInAKeyFieldSavesThatFormOnly() {
        String tavilyKey = "tvly-enter-" + UUID.randomUUID();
        open("/settings");
        page.locator("#settings-anthropic-forget").click();
        page.locator("#settings-search-forget").click();
        assertThat(page.locator("#settings-search-key-state")).hasText("No key set.");

        page.locator("#settings-search-key input").fill(tavilyKey);
        page.locator("#settings-search-key input").press("Enter");
        assertThat(page.locator("#settings-search-key-state"))
                .hasText("Key in use: •••• (entered in this browser session)");
        assertThat(page.locator("#settings-search-key input")).hasValue("");
        // the other form was not saved by that Enter
        assertThat(page.locator("#settings-anthropic-key-state")).hasText("No key set.");
    }

    @Test
    void aProvidersHostileErrorMessageIsShownAsTextAndTheTestButtonComesBack() {
        String hostile = "<img src=x class=aew-pwned onerror=window.__pwned=1>";
        open("/settings");
        page.locator("#settings-anthropic-key input").fill("fake-ant-hostile-" + UUID.randomUUID());
        page.locator("#settings-anthropic-base-url input").fill(fakeUrl());
        page.locator("#settings-anthropic-save").click();
        fake.enqueue(new MockResponse.Builder()
                .code(401)
                .addHeader("Content-Type", "application/json")
                .body("{\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"" + hostile
                        + "\"}}")
                .build());

        page.locator("#settings-anthropic-test").click();

        Locator result = page.locator("#settings-anthropic-result");
        assertThat(result).containsText(hostile);
        assertThat(result).hasAttribute("data-ok", "false");
        assertThat(page.locator(".aew-pwned")).hasCount(0);
        assertThat(page.evaluate("() => window.__pwned === undefined")).isEqualTo(true);
        // the test's busy state ends with the report: the button can be pressed again
        assertThat(page.locator("#settings-anthropic-test")).isEnabled();
        assertThat(page.locator("#settings-anthropic-test")).hasAttribute("data-busy", "false");
    }
}
