package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Span;

/**
 * The replay's first lines, as the notebook prints them (mode, provider, search, question), then the rest of the
 * question and the run's bookkeeping. A run made by the simulated forecaster says so.
 */
class ReplayHeaderCell extends OutputCell<ReplayedFile> {

    private final DefinitionList fields = new DefinitionList();

    ReplayHeaderCell(String title) {
        super(title);
        body().add(fields);
    }

    @Override
    protected void render(ReplayedFile file) {
        ReplayAnalysis.Header h = file.header();
        fields.clear();
        fields.add(
                "mode",
                getTranslation("forecast.replay.header.mode"),
                getTranslation("forecast.replay.header.mode-value", h.capturedOn()));
        Span provider = fields.add("provider", getTranslation("forecast.replay.header.provider"), h.provider());
        if ("offline".equals(h.executionMode())) {
            Span badge = new Span(getTranslation("forecast.simulated-badge"));
            badge.addClassName("fc-simulated");
            fields.add("simulated", "", badge);
            provider.addClassName("fc-simulated-text");
        }
        fields.add("search", getTranslation("forecast.replay.header.search"), h.search());
        fields.add("question", getTranslation("forecast.replay.header.question"), h.question());
        fields.add("description", getTranslation("forecast.replay.header.description"), h.description());
        fields.add(
                "market-price",
                getTranslation("forecast.replay.header.market-price"),
                h.marketPrice() == null
                        ? getTranslation("forecast.replay.header.no-market-price")
                        : Python.repr(h.marketPrice()) + " (" + Python.percent(h.marketPrice(), 1) + ")");
        fields.add(
                "cutoff",
                getTranslation("forecast.replay.header.cutoff"),
                h.cutoffDate() == null || h.cutoffDate().isBlank()
                        ? getTranslation("forecast.replay.header.no-cutoff")
                        : h.cutoffDate());
        fields.add("resolution-date", getTranslation("forecast.replay.header.resolution-date"), h.resolutionDate());
        Double outcome = h.resolvedOutcome();
        fields.add(
                "outcome",
                getTranslation("forecast.replay.header.outcome"),
                outcome == null
                        ? getTranslation("forecast.replay.header.open")
                        : outcome == 1.0 ? "YES" : outcome == 0.0 ? "NO" : Python.repr(outcome));
        fields.add(
                "file",
                getTranslation("forecast.replay.header.file"),
                file.fileName()
                        + (file.readOnly() ? " (" + getTranslation("forecast.replay.header.read-only") + ")" : ""));
        fields.add("notebook", "notebook", h.notebook());
        fields.add("run-id", "run_id", h.runId());
        fields.add("created-at", "created_at", h.createdAt());
        if (h.status() != null) {
            fields.add(
                    "status", "status", h.status() + (h.failureReason() == null ? "" : " (" + h.failureReason() + ")"));
        }
        if (!h.params().isEmpty()) {
            fields.add("params", "params", Json.compact(h.params()));
        }
        if (h.notes() != null && !h.notes().isBlank()) {
            fields.add("notes", getTranslation("forecast.replay.header.notes"), h.notes());
        }
    }
}
