package com.agenteval.workbench.browser;

import com.agenteval.workbench.notebook.CodeCell;
import com.agenteval.workbench.notebook.ExplanationCell;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.vaadin.flow.router.Route;

/**
 * A test-only page (not in the menu): one cell that fails for odd n, one that never fails, and one slow cell,
 * to check that a failure stays in its cell, reaches the error handler, and that slow work shows progress.
 */
@Route("test/notebook")
public class FailingCellTestPage extends NotebookPage {

    /** Text a student or a model might produce, trying to run script in the page. */
    static final String HOSTILE = "<img src=x onerror=\"window.pwned=1\"> <script>window.pwned=2</script>"
            + " [click](javascript:window.pwned=3)";

    public FailingCellTestPage() {
        cell(ExplanationCell.ofMarkdown("### Hostile text\n\nescaped: " + ExplanationCell.escape(HOSTILE)
                + "\n\nraw: " + HOSTILE)).setId("hostile");
        ParametersCell params = parameters("Test parameters");
        IntParam n = params.integer("n", "n", 2, 0, 100);
        IntParam delay = params.integer("delay", "Delay (ms)", 0, 0, 5000);
        output(new CodeCell("fragile"), () -> {
            if (n.value() % 2 == 1) {
                throw new IllegalStateException("odd n = " + n.value() + " is not allowed here");
            }
            return "even " + n.value();
        }, n).setId("fragile");
        output(new CodeCell("sturdy"), () -> "square " + n.value() * n.value(), n).setId("sturdy");
        output(new CodeCell("slow"), () -> {
            try {
                Thread.sleep(delay.value());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "slept " + delay.value();
        }, delay).setId("slow");
    }
}
