package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A replica named {@code a}: the health endpoint answers, every response names it, session ids end in {@code .a}. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "workbench.replica-name=a",
            "workbench.warmup.enabled=false",
            "vaadin.devmode.devTools.enabled=false"
        })
class ReplicaConfigurationTest {

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void healthAnswersUpAndNamesTheReplica() throws Exception {
        HttpResponse<String> health = get("/actuator/health");
        assertThat(health.statusCode()).isEqualTo(200);
        assertThat(health.body()).isEqualTo("{\"status\":\"UP\"}");
        assertThat(health.headers().firstValue(ReplicaHeader.HEADER)).hasValue("a");
    }

    @Test
    void theSessionCookieCarriesTheReplicaAsItsRoute() throws Exception {
        HttpResponse<String> page = get("/");
        assertThat(page.headers().firstValue(ReplicaHeader.HEADER)).hasValue("a");
        assertThat(page.headers().allValues("set-cookie"))
                .anySatisfy(c -> assertThat(c).matches("JSESSIONID=[0-9A-F]+\\.a;.*"));
    }
}
