package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The public origins are kept in the form browsers send, and anything that is not an origin stops the start. */
class OriginPropertiesTest {

    @Test
    void originsAreKeptInTheFormBrowsersSendThem() {
        OriginProperties p = new OriginProperties(List.of(
                " https://Workbench.Example.edu/ ",
                "https://workbench.example.edu:443",
                "http://localhost:18500",
                "http://class.example:80",
                ""));
        assertThat(p.allowedOrigins())
                .containsExactly("https://workbench.example.edu", "http://localhost:18500", "http://class.example");
    }

    @Test
    void whatIsNotAnOriginIsRefusedWithTheSettingsName() {
        for (String bad : List.of(
                "*",
                "null",
                "workbench.example.edu",
                "ftp://example.edu",
                "https://example.edu/path",
                "https://user@example.edu",
                "https://example.edu?x=1")) {
            assertThatThrownBy(() -> new OriginProperties(List.of(bad)))
                    .as(bad)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("workbench.security.allowed-origins: '" + bad + "' is not an origin");
        }
        assertThat(new OriginProperties(List.of()).allowedOrigins()).isEmpty();
    }
}
