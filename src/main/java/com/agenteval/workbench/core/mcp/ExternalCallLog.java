package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The calls external MCP clients made, per client session, kept in memory and bounded: at most
 * {@code maxSessions} sessions (the oldest is forgotten first) and {@code maxCallsPerSession} calls each (later
 * calls still run and are counted, not kept), and, with an idle timeout, a session with no call for that long is
 * forgotten, so clients that connect and never close cannot hold memory for the life of the server. Thread-safe:
 * clients call concurrently.
 *
 * <pre>{@code
 * ExternalCallLog log = new ExternalCallLog(50, 500, Duration.ofMinutes(30), clock);   // null: never idle out
 * log.record("transport-session-id", "inspector 0.16", ExternalCall.run(world, 0, now, "db_lookup", args));
 * log.sessions();            // newest first, as immutable snapshots
 * }</pre>
 */
public final class ExternalCallLog {

    private final int maxCallsPerSession;
    /** By the transport's session id, oldest first; a session with no call for the idle timeout ends. */
    private final SessionTable<Open> open;

    private long sessionsSeen;

    /**
     * @param idleTimeout a session with no call for this long is forgotten; null for never
     * @param clock       what "now" is when sessions are listed or a call comes in
     */
    public ExternalCallLog(int maxSessions, int maxCallsPerSession, @Nullable Duration idleTimeout, Clock clock) {
        if (maxSessions < 1 || maxCallsPerSession < 1) {
            throw new IllegalArgumentException("the log keeps at least one session and one call per session");
        }
        this.maxCallsPerSession = maxCallsPerSession;
        this.open = SessionTable.oldestFirst(maxSessions, idleTimeout, clock);
    }

    private static final class Open {
        final String id;
        final String client;
        final Instant started;
        final List<ExternalCall> calls = new ArrayList<>();
        int dropped;

        Open(String id, String client, Instant started) {
            this.id = id;
            this.client = client;
            this.started = started;
        }

        ExternalSession snapshot() {
            return new ExternalSession(id, client, started, calls, dropped);
        }
    }

    /**
     * Records a call of the session {@code transportId} (the MCP session id, never shown), renumbering it as the
     * session's next step; when the session is full the call is only counted.
     *
     * @return the session as it is now, with this call (unless it was dropped)
     */
    public synchronized ExternalSession record(String transportId, String client, ExternalCall call) {
        open.endIdle();
        Open s = open.use(transportId);
        if (s == null) {
            sessionsSeen++;
            s = new Open("mcp-" + sessionsSeen, client == null ? "" : client, call.at());
            open.open(transportId, s);
        }
        if (s.calls.size() >= maxCallsPerSession) {
            s.dropped++;
        } else {
            s.calls.add(call.withIndex(s.calls.size()));
        }
        return s.snapshot();
    }

    /** Every kept session, newest first. */
    public synchronized List<ExternalSession> sessions() {
        open.endIdle();
        List<ExternalSession> out = new ArrayList<>(open.size());
        for (Open s : open.values()) {
            out.add(0, s.snapshot());
        }
        return out;
    }

    /** A kept session by its label ({@code mcp-3}). */
    public synchronized Optional<ExternalSession> session(String id) {
        open.endIdle();
        for (Open s : open.values()) {
            if (s.id.equals(id)) {
                return Optional.of(s.snapshot());
            }
        }
        return Optional.empty();
    }

    /** The idle timeout, or null when sessions never expire. */
    public @Nullable Duration idleTimeout() {
        return open.idle();
    }

    public int maxSessions() {
        return open.max();
    }

    public int maxCallsPerSession() {
        return maxCallsPerSession;
    }

    /**
     * The one bounded table of sessions by id (the MCP transport's sessions, the external-call log's): at most
     * {@code max} sessions, a session unused for longer than {@code idle} ends, and over the bound the first in order
     * ends first: the least recently used, or the oldest opened. Every end is returned, so that its owner can act on it
     * (delete the transport's session). Not thread-safe: its owner guards it.
     *
     * <pre>{@code
     * SessionTable<Open> t = SessionTable.leastRecentlyUsedFirst(100, Duration.ofMinutes(30), clock);
     * List<String> ended = t.open("3f2a…", session);   // the idle ones, then the first over the bound
     * t.use("3f2a…");                                   // now its last use; with LRU order, last to end
     * }</pre>
     *
     * @param <V> what the table keeps of a session
     */
    public static final class SessionTable<V> {

        private static final class Entry<V> {
            final V value;
            Instant lastUsed;

            Entry(V value, Instant lastUsed) {
                this.value = value;
                this.lastUsed = lastUsed;
            }
        }

        private final int max;
        private final @Nullable Duration idle;
        private final Clock clock;
        private final LinkedHashMap<String, Entry<V>> entries;

        private SessionTable(int max, @Nullable Duration idle, Clock clock, boolean accessOrder) {
            if (max < 1) {
                throw new IllegalArgumentException("keep at least one session, got " + max);
            }
            if (idle != null && (idle.isNegative() || idle.isZero())) {
                throw new IllegalArgumentException("the session idle timeout must be positive, got " + idle);
            }
            this.max = max;
            this.idle = idle;
            this.clock = clock;
            this.entries = new LinkedHashMap<>(16, 0.75f, accessOrder);
        }

        /** Over the bound, the session least recently used ends first. {@code idle} null: sessions never idle out. */
        public static <V> SessionTable<V> leastRecentlyUsedFirst(int max, @Nullable Duration idle, Clock clock) {
            return new SessionTable<>(max, idle, clock, true);
        }

        /** Over the bound, the session opened first ends first. {@code idle} null: sessions never idle out. */
        public static <V> SessionTable<V> oldestFirst(int max, @Nullable Duration idle, Clock clock) {
            return new SessionTable<>(max, idle, clock, false);
        }

        /**
         * Opens (or replaces) session {@code id}, used now: the ids that ended for it, the idle ones, then the first in
         * order while over the bound; never {@code id} itself.
         */
        public List<String> open(String id, V value) {
            List<String> ended = endIdle();
            entries.put(id, new Entry<>(value, clock.instant()));
            for (Iterator<String> it = entries.keySet().iterator(); entries.size() > max && it.hasNext(); ) {
                String first = it.next();
                if (!first.equals(id)) {
                    it.remove();
                    ended.add(first);
                }
            }
            return ended;
        }

        /** Session {@code id} is used now: its value, or null when it is not (or no longer) in the table. */
        public @Nullable V use(String id) {
            Entry<V> e = entries.get(id);
            if (e == null) {
                return null;
            }
            e.lastUsed = clock.instant();
            return e.value;
        }

        /** Ends the sessions unused for longer than the idle timeout: their ids, first in order first. */
        public List<String> endIdle() {
            List<String> ended = new ArrayList<>();
            if (idle == null) {
                return ended;
            }
            Instant cutoff = clock.instant().minus(idle);
            for (Iterator<Map.Entry<String, Entry<V>>> it = entries.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<String, Entry<V>> e = it.next();
                if (e.getValue().lastUsed.isBefore(cutoff)) {
                    it.remove();
                    ended.add(e.getKey());
                }
            }
            return ended;
        }

        public boolean contains(String id) {
            return entries.containsKey(id);
        }

        public void remove(String id) {
            entries.remove(id);
        }

        public int size() {
            return entries.size();
        }

        /** The kept values, first in order first (a copy). */
        public List<V> values() {
            List<V> out = new ArrayList<>(entries.size());
            for (Entry<V> e : entries.values()) {
                out.add(e.value);
            }
            return out;
        }

        public @Nullable Duration idle() {
            return idle;
        }

        public int max() {
            return max;
        }
    }

    /**
     * The calls one MCP client session made, as a trace without a task: the calls in arrival order as the core's
     * {@link Step.Call} steps (numbered 0, 1, ...), no plan and no final answer, since the server sees neither. The
     * outcome check is per call ({@link ExternalCall#truth()}: which data version answered and whether the value equals
     * the truth); the rule judge reads the trace like any other, and the rules that need a question, a plan or a final
     * answer find nothing to say.
     *
     * <pre>{@code
     * ExternalSession s = log.sessions().get(0);
     * s.calls();                 // in order
     * s.verdict().findings();    // e.g. EE@3 "repeats the db_lookup call of step 1 with identical arguments"
     * }</pre>
     *
     * @param id      the session's label in this app ({@code mcp-1}, {@code mcp-2}, ...; not the transport's secret id)
     * @param client  the client's name and version as it introduced itself, or empty
     * @param started when its first call arrived
     * @param calls   the recorded calls, at most the log's limit per session
     * @param dropped calls made after the limit: executed, counted, not kept
     */
    public record ExternalSession(String id, String client, Instant started, List<ExternalCall> calls, int dropped) {

        /** What the judge is told the "task" was: there is none. */
        public static final String NO_TASK = "(no task: tool calls made by an external MCP client)";

        public ExternalSession {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(client, "client");
            Objects.requireNonNull(started, "started");
            calls = List.copyOf(calls);
            for (int i = 0; i < calls.size(); i++) {
                if (calls.get(i).step().index() != i) {
                    throw new IllegalArgumentException("call " + i + " says it is step "
                            + calls.get(i).step().index());
                }
            }
            if (dropped < 0) {
                throw new IllegalArgumentException("dropped must be >= 0");
            }
        }

        /** The trace's steps: one call step per recorded call. */
        public List<Step> steps() {
            return calls.stream().map(c -> (Step) c.step()).toList();
        }

        /** What a judge may see: the six tools, the calls, no question, no final answer. */
        public JudgeInput judgeInput() {
            return new JudgeInput(id, NO_TASK, ToolSpecs.CORE, steps(), PyNone.NONE);
        }

        /** The rule judge's verdict on the trace. */
        public Verdict verdict() {
            return Judges.rules().judge(judgeInput());
        }

        /** How many calls got this truth verdict. */
        public long count(TruthCheck.Status status) {
            return calls.stream().filter(c -> c.truth().status() == status).count();
        }

        /** How many calls the strict schema check (or the size limit) refused. */
        public long refused() {
            return calls.stream().filter(ExternalCall::validationFailed).count();
        }

        /** The session as its saved file holds it ({@link ExternalSessionJson#write}): pretty JSON, a final newline. */
        public String json() {
            return ExternalSessionJson.write(this);
        }

        /** The session in the saved files' envelope, as a dict ({@link ExternalSessionJson#of}). */
        public PyDict toPy() {
            return ExternalSessionJson.of(this);
        }

        /**
         * One tool call an external MCP client made: the step as the core records calls ({@link Step.Call}: tool, args,
         * the module's output dict, and {@code read} = the value the tool returned, since a client's reading is not
         * visible to the server), when it came, against which world, whether the strict schema check refused it, which data
         * version answered, and whether the value equals the world's truth.
         *
         * <pre>{@code
         * ExternalCall c = ExternalCall.run(world, 0, Instant.now(), "db_lookup", args);
         * c.step().output();        // what execute_tool returned
         * c.truth().status();       // EQUALS_TRUTH, DIFFERS (a stale record), NO_VALUE or NOT_DATA
         * }</pre>
         *
         * @param at               when the call arrived
         * @param world            the world it ran against
         * @param step             the call as a trace step
         * @param validationFailed the schema check refused the arguments before the tool ran (or they were too large)
         * @param readFrom         the data version that answered (db, web), or null: calculator and make_chart read no
         *                         data, and a refused call never reached the tool
         * @param truth            the comparison of the returned value with the truth
         */
        public record ExternalCall(
                Instant at,
                WorldSpec world,
                Step.Call step,
                boolean validationFailed,
                @Nullable DataVersion readFrom,
                TruthCheck truth) {

            public ExternalCall {
                Objects.requireNonNull(at, "at");
                Objects.requireNonNull(world, "world");
                Objects.requireNonNull(step, "step");
                Objects.requireNonNull(truth, "truth");
            }

            /**
             * Runs {@code execute_tool} — the strict schema check with the module's messages, then the tool — and records
             * the call as step {@code index}. Never throws.
             */
            public static ExternalCall run(World world, int index, Instant at, String tool, PyDict args) {
                ToolResult result = Tools.execute(world, tool, args);
                ToolSpec spec = ToolSpecs.byName(tool);
                boolean refused = result instanceof ToolResult.Failed && spec != null && validates(spec, args) != null;
                TruthCheck truth;
                try {
                    truth = TruthCheck.of(world, tool, args, result);
                } catch (RuntimeException e) {
                    truth = nothingToCompare(tool); // TruthCheck itself never throws; this is a guard
                }
                return new ExternalCall(
                        at,
                        world.spec(),
                        step(index, tool, args, result),
                        refused,
                        refused ? null : TruthCheck.versionRead(tool),
                        truth);
            }

            /** A call whose arguments the server refused before they reached the tool (too large, not JSON values). */
            public static ExternalCall refused(WorldSpec world, int index, Instant at, String tool, String reason) {
                return new ExternalCall(
                        at,
                        world,
                        step(index, tool, new PyDict(Map.of()), new ToolResult.Failed(reason)),
                        true,
                        null,
                        nothingToCompare(tool));
            }

            /** No value came back: nothing to compare (or, for calculator and make_chart, no data to compare). */
            private static TruthCheck nothingToCompare(String tool) {
                return new TruthCheck(
                        TruthCheck.versionRead(tool) == null ? TruthCheck.Status.NOT_DATA : TruthCheck.Status.NO_VALUE,
                        List.of(),
                        false);
            }

            private static @Nullable String validates(ToolSpec spec, PyDict args) {
                try {
                    return Tools.validate(spec, args);
                } catch (RuntimeException e) {
                    return e.getMessage();
                }
            }

            /**
             * The variable every external call writes. A client's variables are not visible to the server, and the rule
             * judge compares variables only together with the tool, so one name for all gives its definitions for a client:
             * a failed call is "retried" when a later call of the same tool succeeds, a repeat is the same tool with
             * identical arguments.
             */
            public static final String VAR = "value";

            /** The call as a trace step: read = the value the tool returned (None when it failed). */
            private static Step.Call step(int index, String tool, PyDict args, ToolResult result) {
                return new Step.Call(index, index, tool, args, result, VAR, result.value(), List.of());
            }

            /** The same call as step {@code index} of its session's trace. */
            public ExternalCall withIndex(int index) {
                return index == step.index()
                        ? this
                        : new ExternalCall(
                                at,
                                world,
                                step(index, step.tool(), step.args(), step.output()),
                                validationFailed,
                                readFrom,
                                truth);
            }

            /** The tool's name. */
            public String tool() {
                return step.tool();
            }

            /** What execute_tool returned. */
            public ToolResult result() {
                return step.output();
            }
        }
    }
}
