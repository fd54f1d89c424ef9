package com.agenteval.workbench.lessons.shared;

import com.agenteval.workbench.core.inspect.InspectLogs;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.notebook.CsvDownload;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * "Download Inspect log": for each run the page shows, the bytes {@code export inspect} writes for the same options
 * (built when clicked), so the file opens in {@code inspect view}. A run with more samples than one log holds says
 * so instead of offering a download that would fail.
 */
public class InspectLogCell extends OutputCell<List<SimParams>> {

    private final Div links = new Div();

    public InspectLogCell(String title) {
        super(title);
        getContent().addClassName("inspect-log-cell");
        links.addClassName("inspect-log-links");
        body().add(links);
    }

    /** What {@code export inspect} writes for {@code p}: the same bytes as the command line's file. */
    public static byte[] bytes(SimParams p) {
        return PyJson.dumps(InspectLogs.simulated(p)).getBytes(StandardCharsets.UTF_8);
    }

    /** The file name: the config and the task set, e.g. {@code inspect-plan_exec-familiar.json}. */
    static String fileName(SimParams p) {
        return "inspect-" + config(p).replaceAll("[^A-Za-z0-9_+.-]", "_") + (p.newData() ? "-new-data" : "") + ".json";
    }

    private static String config(SimParams p) {
        AgentConfig c = p.agentConfig();
        return c.name();
    }

    @Override
    protected void render(List<SimParams> runs) {
        links.removeAll();
        for (SimParams p : runs) {
            String label =
                    getTranslation("export.download-inspect") + ": " + config(p) + (p.newData() ? " (new_data)" : "");
            long samples = (long) p.tasks() * p.repeats();
            if (samples > InspectLogs.MAX_SAMPLES || samples == 0) {
                Span refused = new Span(label + " \u2014 "
                        + getTranslation("export.too-many-samples", samples, InspectLogs.MAX_SAMPLES));
                refused.addClassName("inspect-log-refused");
                links.add(new Div(refused));
                continue;
            }
            var link = CsvDownload.bytes(label, fileName(p), "application/json", () -> bytes(p));
            link.addClassName("inspect-log-download");
            links.add(new Div(link));
        }
    }
}
