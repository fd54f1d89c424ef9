package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.forecast.InvalidTraceException;
import com.agenteval.workbench.core.forecast.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel;
import com.agenteval.workbench.core.forecast.panel.PanelQuestion;
import com.agenteval.workbench.core.forecast.panel.PanelScores;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.StoredTrace;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.python.PyJsonNumbers;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code trace inspect <file>}: prints, as JSON, what the replay page shows for a saved run, so an instructor can
 * check a capture before pinning it. {@code trace list} lists a trace folder with each file's validity.
 */
public final class TraceCommand implements Command {

    private static final ObjectMapper OUT = JsonMapper.builder(PyJsonNumbers.factory())
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    private static final String HELP = """
            usage: java -jar workbench.jar trace inspect <file>
                   java -jar workbench.jar trace list [--traces-dir D] [--read-only D]

              inspect <file>   print as JSON what the replay page shows for a saved run: checks, every agent's
                               recorded and recomputed derived fields, quality gates, aggregation, model calls.
                               An evaluation panel prints as "kind": "evaluation_panel": every question with its
                               agent probabilities, final_p and, where known (a recovery file in the same folder),
                               outcome, market price, cutoff and known_before_cutoff.
                               Exits 1 with a one-line reason when the file is not a valid run trace or panel.
              list             list the trace folder (default traces/) and an optional read-only folder, one file
                               a line: VALID, PANEL, OUTCOMES (a panel's recovered outcomes) or INVALID with the
                               reason.
            """;

    @Override
    public String name() {
        return "trace";
    }

    @Override
    public String summary() {
        return "inspect a saved forecasting run trace (trace inspect <file>) or list a trace folder";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        ForecastArgs.Parsed parse = ForecastArgs.parseOrExplain("trace", HELP, args,
                Set.of("--traces-dir", "--read-only"), out, err);
        if (parse.args() == null) {
            return parse.exitCode();
        }
        ForecastArgs parsed = parse.args();
        List<String> words = parsed.positionals();
        return switch (words.get(0)) {
            case "inspect" -> inspect(words.subList(1, words.size()), out, err);
            case "list" -> list(parsed, words.subList(1, words.size()), out, err);
            default -> {
                err.println("trace: unknown sub-command '" + words.get(0) + "' (inspect, list; try --help)");
                yield 2;
            }
        };
    }

    private int inspect(List<String> files, PrintStream out, PrintStream err) {
        if (files.size() != 1) {
            err.println("trace inspect: give exactly one trace file (try --help)");
            return 2;
        }
        Path file = Path.of(files.get(0));
        if (!Files.isRegularFile(file)) {
            err.println("trace inspect: " + file + ": no such file");
            return 1;
        }
        RunTrace run;
        ObjectNode doc;
        try {
            run = RunTraceJson.read(file);
            doc = inspection(file, ReplayAnalysis.of(run));
        } catch (InvalidTraceException e) {
            Optional<StoredTrace> other = otherRecord(file);
            if (other.isPresent() && other.get() instanceof StoredTrace.Panel p) {
                doc = panelInspection(file, p.panel());
            } else if (other.isPresent() && other.get() instanceof StoredTrace.Outcomes o) {
                doc = outcomesInspection(file, o);
            } else {
                err.println("trace inspect: " + file + ": invalid run trace: " + e.reason());
                return 1;
            }
        }
        try {
            out.println(OUT.writeValueAsString(doc));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);      // a tree of plain values always writes
        }
        return 0;
    }

    /**
     * The file as its folder's store reads it, when it is one of the book's other records (a panel, with the
     * outcomes of a recovery file beside it joined in, or the recovery file itself); empty otherwise.
     */
    private static Optional<StoredTrace> otherRecord(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        String name = abs.getFileName().toString();
        try {
            RunTraceStore.checkFileName(name);
        } catch (IllegalArgumentException refused) {
            return Optional.empty();
        }
        return RunTraceStore.of(abs.getParent()).open(name)
                .filter(t -> t instanceof StoredTrace.Panel || t instanceof StoredTrace.Outcomes);
    }

    /**
     * An evaluation panel: every question with its agents' probabilities and final_p and, where known, the outcome,
     * market price, cutoff and known_before_cutoff; then the panel's scores when any question resolved.
     */
    static ObjectNode panelInspection(Path file, EvaluationPanel panel) {
        ObjectNode doc = OUT.createObjectNode();
        doc.put("kind", "evaluation_panel");
        doc.put("file", file.toString());
        doc.put("notebook", panel.notebook());
        doc.put("provider", panel.provider());
        doc.put("run_id", panel.runId());
        doc.put("created_at", panel.createdAt());
        doc.put("shape", panel.shape());
        doc.put("n_agents", panel.nAgents());
        doc.put("n_questions", panel.questions().size());
        doc.put("resolved", panel.resolvedCount());
        doc.put("outcomes_from", panel.outcomesFrom());
        if (panel.limitations() != null) {
            doc.put("capture_limitations", panel.limitations());
        }
        ArrayNode questions = doc.putArray("questions");
        for (PanelQuestion q : panel.questions()) {
            ObjectNode n = questions.addObject();
            n.put("panel_index", q.panelIndex());
            putIfKnown(n, "question_id", q.questionId());
            putIfKnown(n, "question", q.question());
            ArrayNode probs = n.putArray("agent_probs");
            q.agentProbs().forEach(probs::add);
            n.put("final_p", q.finalP());
            if (q.outcome() != null) {
                n.put("outcome", q.outcome().intValue());
            }
            if (q.marketPrice() != null) {
                n.put("market_price", q.marketPrice());
            }
            putIfKnown(n, "cutoff_date", q.cutoffDate());
            putIfKnown(n, "resolution_date", q.resolutionDate());
            if (q.knownBeforeCutoff() != null) {
                n.put("known_before_cutoff", q.knownBeforeCutoff());
            }
        }
        PanelScores.of(panel, 10).ifPresent(s -> doc.set("scores", OUT.valueToTree(s)));
        doc.put("notes", panel.notes());
        return doc;
    }

    /** A panel's recovered outcomes: the panel file they belong to, and each record as the file has it. */
    static ObjectNode outcomesInspection(Path file, StoredTrace.Outcomes o) {
        ObjectNode doc = OUT.createObjectNode();
        doc.put("kind", "evaluation_panel_outcomes");
        doc.put("file", file.toString());
        doc.put("original_capture", o.recovery().originalCapture());
        doc.put("panel_file", o.panelFile());
        doc.set("recovery", OUT.valueToTree(o.recovery()));
        return doc;
    }

    private static void putIfKnown(ObjectNode n, String field, String value) {
        if (value != null) {
            n.put(field, value);
        }
    }

    private static List<Path> concat(Path first, List<Path> rest) {
        List<Path> all = new ArrayList<>(List.of(first));
        all.addAll(rest);
        return all;
    }

    /** The inspect document: the replay analysis, with model calls reduced to their token counts. */
    static ObjectNode inspection(Path file, ReplayAnalysis replay) {
        ObjectNode doc = OUT.createObjectNode();
        doc.put("file", file.toString());
        doc.set("header", OUT.valueToTree(replay.header()));
        doc.set("checks", OUT.valueToTree(replay.checks()));
        doc.set("agents", OUT.valueToTree(replay.agents()));
        doc.set("gates", OUT.valueToTree(replay.gates()));
        doc.set("aggregation", OUT.valueToTree(replay.aggregation()));
        ArrayNode calls = doc.putArray("llm_calls");
        for (LlmCall c : replay.llmCalls()) {
            calls.addObject().put("seq", c.seq()).put("label", c.label()).put("model", c.model())
                    .put("json_mode", c.jsonMode()).put("messages", c.messages().size())
                    .put("input_tokens", c.inputTokens()).put("output_tokens", c.outputTokens())
                    .put("total_tokens", c.totalTokens()).put("timestamp", c.timestamp());
        }
        doc.put("total_tokens", replay.totalTokens());
        return doc;
    }

    private int list(ForecastArgs parsed, List<String> extra, PrintStream out, PrintStream err) {
        if (!extra.isEmpty()) {
            err.println("trace list: unexpected argument '" + extra.get(0) + "' (try --help)");
            return 2;
        }
        Path dir = Path.of(parsed.value("--traces-dir").orElse(RunTraceStore.DEFAULT_FOLDER.toString()));
        List<Path> readOnly = new ArrayList<>();
        parsed.value("--read-only").map(Path::of).ifPresent(readOnly::add);
        // a folder that is not there is a mistake to report, not an empty listing
        for (Path folder : concat(dir, readOnly)) {
            if (!Files.isDirectory(folder)) {
                err.println("trace list: " + folder + ": " + (Files.exists(folder) ? "not a folder" : "no such folder"));
                return 1;
            }
        }
        int invalid = 0;
        for (StoredTrace t : new RunTraceStore(dir, readOnly).list()) {
            if (t instanceof StoredTrace.Valid v) {
                out.printf("VALID    %s  %s, %d agents, %s tokens%s%n", t.fileName(), v.run().notebook(),
                        v.run().agents().size(), PyFormat.grouped(v.run().totalTokens()),
                        t.readOnly() ? " (read-only)" : "");
            } else if (t instanceof StoredTrace.Panel p) {
                out.printf("PANEL    %s  %s, %d questions, %d agents, %s%s%n", t.fileName(), p.panel().notebook(),
                        p.panel().questions().size(), p.panel().nAgents(), resolvedText(p.panel()),
                        t.readOnly() ? " (read-only)" : "");
            } else if (t instanceof StoredTrace.Outcomes o) {
                out.printf("OUTCOMES %s  %d recovered outcomes of %s%s%n", t.fileName(), o.recovery().records().size(),
                        o.panelFile() == null ? o.recovery().originalCapture() + " (not in this store)" : o.panelFile(),
                        t.readOnly() ? " (read-only)" : "");
            } else if (t instanceof StoredTrace.Invalid i) {
                invalid++;
                out.printf("INVALID  %s  %s%n", t.fileName(), i.reason());
            }
        }
        return invalid == 0 ? 0 : 1;
    }

    private static String resolvedText(EvaluationPanel panel) {
        long resolved = panel.resolvedCount();
        return resolved == 0 ? "not resolved" : resolved + " of " + panel.questions().size() + " resolved";
    }
}
