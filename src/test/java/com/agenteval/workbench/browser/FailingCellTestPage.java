package com.agenteval.workbench.browser;

import com.agenteval.workbench.notebook.CodeCell;
import com.agenteval.workbench.notebook.ExplanationCell;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.vaadin.flow.router.Route;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

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
        cell(ExplanationCell.ofMarkdown(
                        "### Hostile text\n\nescaped: " + ExplanationCell.escape(HOSTILE) + "\n\nraw: " + HOSTILE))
                .setId("hostile");
        ParametersCell params = parameters("Test parameters");
        IntParam n = params.integer("n", "n", 2, 0, 100);
        IntParam delay = params.integer("delay", "Delay (ms)", 0, 0, 5000);
        output(
                        new CodeCell("fragile"),
                        () -> {
                            if (n.value() % 2 == 1) {
                                throw new IllegalStateException("odd n = " + n.value() + " is not allowed here");
                            }
                            return "even " + n.value();
                        },
                        n)
                .setId("fragile");
        output(new CodeCell("sturdy"), () -> "square " + n.value() * n.value(), n)
                .setId("sturdy");
        output(new ThreadsCell(), () -> "computed on " + Thread.currentThread().getName() + " for n = " + n.value(), n)
                .setId("threads");
        output(
                        new CodeCell("slow"),
                        () -> {
                            try {
                                Thread.sleep(delay.value());
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                            return "slept " + delay.value();
                        },
                        delay)
                .setId("slow");
    }

    /** Threads that showed a result in {@link ThreadsCell}: the change is applied, and pushed, on them. */
    static final List<String> SHOWN_ON = new CopyOnWriteArrayList<>();

    /** Records the thread that applies its result to the page. */
    static final class ThreadsCell extends CodeCell {

        ThreadsCell() {
            super("threads");
        }

        @Override
        protected void render(String text) {
            SHOWN_ON.add(Thread.currentThread().getName());
            super.render(text);
        }
    }
}
