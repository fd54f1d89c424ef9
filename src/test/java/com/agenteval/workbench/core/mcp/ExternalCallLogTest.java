package com.agenteval.workbench.core.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class ExternalCallLogTest {

    private static final World WORLD = WorldSpec.lecture().make();
    private static final Instant T0 = Instant.parse("2026-11-30T09:00:00Z");

    private static ExternalCall call(String tool, String json) {
        return ExternalCall.run(WORLD, 99, T0, tool, (PyDict) PyJson.loads(json));
    }

    @Test
    void numbersEachSessionsCallsInArrivalOrder() {
        ExternalCallLog log = new ExternalCallLog(5, 10, null, Clock.systemUTC());
        log.record("a", "client-a 1", call("calculator", "{\"expression\": \"1 + 1\"}"));
        log.record("b", "client-b", call("calculator", "{\"expression\": \"2 + 2\"}"));
        log.record("a", "client-a 1", call("web_search", "{\"query\": \"Arvenia GDP 2022\"}"));
        assertThat(log.sessions()).extracting(ExternalSession::id).containsExactly("mcp-2", "mcp-1");
        ExternalSession a = log.session("mcp-1").orElseThrow();
        assertThat(a.client()).isEqualTo("client-a 1");
        assertThat(a.calls()).extracting(c -> c.step().index()).containsExactly(0, 1);
        assertThat(a.calls()).extracting(ExternalCall::tool).containsExactly("calculator", "web_search");
        assertThat(a.calls().get(1).truth().status()).isIn(TruthCheck.Status.EQUALS_TRUTH, TruthCheck.Status.DIFFERS);
    }

    @Test
    void keepsAtMostTheLimitsAndCountsWhatItDrops() {
        ExternalCallLog log = new ExternalCallLog(2, 3, null, Clock.systemUTC());
        for (int i = 0; i < 5; i++) {
            log.record("a", "", call("calculator", "{\"expression\": \"" + i + "\"}"));
        }
        ExternalSession a = log.sessions().get(0);
        assertThat(a.calls()).hasSize(3);
        assertThat(a.dropped()).isEqualTo(2);
        log.record("b", "", call("calculator", "{\"expression\": \"1\"}"));
        log.record("c", "", call("calculator", "{\"expression\": \"1\"}"));
        assertThat(log.sessions()).extracting(ExternalSession::id).containsExactly("mcp-3", "mcp-2");
        assertThat(log.session("mcp-1")).isEmpty();
    }

    @Test
    void snapshotsDoNotChangeWhenMoreCallsArrive() {
        ExternalCallLog log = new ExternalCallLog(2, 10, null, Clock.systemUTC());
        log.record("a", "", call("calculator", "{\"expression\": \"1\"}"));
        ExternalSession before = log.sessions().get(0);
        log.record("a", "", call("calculator", "{\"expression\": \"2\"}"));
        assertThat(before.calls()).hasSize(1);
        assertThat(log.sessions().get(0).calls()).hasSize(2);
    }

    @Test
    void theRuleJudgeAndTheJsonViewReadTheSessionAsATrace() {
        ExternalCallLog log = new ExternalCallLog(2, 10, null, Clock.systemUTC());
        String args = "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\", \"year\": 2022}";
        log.record("a", "", call("db_lookup", args));
        log.record("a", "", call("db_lookup", args));
        log.record("a", "", call("db_lookup", "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\"}"));
        ExternalSession s = log.sessions().get(0);
        assertThat(s.refused()).isEqualTo(1);
        assertThat(s.verdict().findingsOn(Metric.EE))
                .singleElement()
                .satisfies(f -> assertThat(f.step()).isEqualTo(1));
        // the refused call at step 2 has a successful db_lookup before it, none after: not retried
        assertThat(s.verdict().findingsOn(Metric.TC))
                .singleElement()
                .satisfies(f -> assertThat(f.step()).isEqualTo(2));
        PyDict json = (PyDict) PyJson.loads(PyJson.dumps(ExternalSessionJson.of(s)));
        assertThat(json.get("session").str()).isEqualTo("mcp-1");
        assertThat(PyJson.dumps(json.get("events")))
                .contains("\"kind\":\"call\"")
                .contains("\"error\":\"missing required parameter 'year'\"")
                .contains("\"read_from\":\"db\"");
        assertThat(PyJson.dumps(json.get("judge"))).contains("\"metric\":\"EE\"");
    }

    @Test
    void aCallOfAToolTheServerDoesNotHaveIsKeptAsARefusedCallThatTheJudgeAndTheJsonViewRead() {
        ExternalCallLog log = new ExternalCallLog(2, 10, null, Clock.systemUTC());
        log.record("a", "", call("calculator", "{\"expression\": \"1 + 1\"}"));
        log.record("a", "", ExternalCall.refused(WORLD.spec(), 0, T0, "read_file", "Unknown tool: read_file"));
        ExternalSession s = log.sessions().get(0);
        assertThat(s.calls()).extracting(ExternalCall::tool).containsExactly("calculator", "read_file");
        assertThat(s.refused()).isEqualTo(1);
        assertThat(s.verdict().parsed()).isTrue();
        assertThat(PyJson.dumps(ExternalSessionJson.of(s))).contains("\"error\":\"Unknown tool: read_file\"");
    }

    /** A clock the test moves by hand. */
    private static final class ManualClock extends Clock {
        private Instant now = T0;

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    @Test
    void aSessionIdleLongerThanTheTimeoutIsForgottenAndAnActiveOneKept() {
        ManualClock clock = new ManualClock();
        ExternalCallLog log = new ExternalCallLog(5, 10, Duration.ofMinutes(30), clock);
        log.record("idle", "c", call("calculator", "{\"expression\": \"1 + 1\"}"));
        log.record("busy", "c", call("calculator", "{\"expression\": \"1 + 1\"}"));
        clock.now = T0.plus(Duration.ofMinutes(20));
        log.record("busy", "c", call("calculator", "{\"expression\": \"2 + 2\"}"));
        clock.now = T0.plus(Duration.ofMinutes(31));
        assertThat(log.sessions()).extracting(ExternalSession::id).containsExactly("mcp-2");
        assertThat(log.session("mcp-1")).isEmpty();
        // the idle client calls again: a new session, numbered on
        log.record("idle", "c", call("calculator", "{\"expression\": \"3 + 3\"}"));
        assertThat(log.sessions()).extracting(ExternalSession::id).containsExactly("mcp-3", "mcp-2");
        assertThat(new ExternalCallLog(1, 1, null, Clock.systemUTC()).idleTimeout())
                .isNull();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new ExternalCallLog(1, 1, Duration.ZERO, clock))
                .hasMessageContaining("idle timeout must be positive");
    }
}
