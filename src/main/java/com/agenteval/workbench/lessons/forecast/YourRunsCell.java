package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.notebook.ActionButton;
import com.agenteval.workbench.notebook.CellEvent;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.shared.Registration;
import java.util.List;

/**
 * "Your runs": the runs this browser session made, each under its own name (notebook, question, seed, time) with a
 * link to its replay, what the session keeps against its bounds, a Reset my runs button and, where the server allows
 * it, a "Save to the class store" button per run. Names are text. It raises {@link ResetEvent} and
 * {@link SaveToClassEvent}; the page acts and shows the cell again.
 */
class YourRunsCell extends OutputCell<YourRunsCell.View> {

    /** One of the session's runs: its file and its shown name. */
    record Run(String fileName, String name) {}

    /**
     * @param runs      the session's runs, in listing order
     * @param usage     what the session keeps against its bounds, as shown
     * @param classSave whether "Save to the class store" is offered
     * @param status    what the last action did (empty: nothing yet), plain text
     */
    record View(List<Run> runs, String usage, boolean classSave, String status) {
        View {
            runs = List.copyOf(runs);
        }
    }

    private final ActionButton<Void> reset;

    YourRunsCell(String title) {
        super(title);
        getContent().setId("your-runs");
        reset = ActionButton.of("your-runs-reset", getTranslation("forecast.yours.reset"));
        reset.addThemeVariants(ButtonVariant.LUMO_ERROR);
        reset.addPressListener(e -> fireEvent(new ResetEvent(this)));
    }

    @Override
    protected void render(View view) {
        body().removeAll();
        Paragraph usage = new Paragraph(view.usage());
        usage.setId("your-runs-usage");
        Div list;
        if (view.runs().isEmpty()) {
            list = new Div(new Paragraph(getTranslation("forecast.yours.none")));
        } else {
            UnorderedList items = new UnorderedList();
            for (Run run : view.runs()) {
                ListItem li = new ListItem();
                li.getElement().setAttribute("data-file", run.fileName());
                li.addClassName("fc-your-run");
                RouterLink link = new RouterLink(run.name(), ForecastReplayPage.class, run.fileName());
                link.addClassName("fc-your-run-name");
                li.add(link);
                if (view.classSave()) {
                    Button save = new Button(
                            getTranslation("forecast.yours.save-to-class"),
                            e -> fireEvent(new SaveToClassEvent(this, run.fileName())));
                    save.addClassName("fc-save-to-class");
                    save.addThemeVariants(ButtonVariant.LUMO_SMALL);
                    li.add(new Span(" "), save);
                }
                items.add(li);
            }
            list = new Div(items);
        }
        list.setId("your-runs-list");
        Paragraph status = new Paragraph(view.status());
        status.setId("your-runs-status");
        body().add(usage, list, reset, status);
    }

    Registration addResetListener(ComponentEventListener<ResetEvent> listener) {
        return addListener(ResetEvent.class, listener);
    }

    Registration addSaveToClassListener(ComponentEventListener<SaveToClassEvent> listener) {
        return addListener(SaveToClassEvent.class, listener);
    }

    /** Reset my runs was pressed. */
    static final class ResetEvent extends com.vaadin.flow.component.ComponentEvent<YourRunsCell> {
        ResetEvent(YourRunsCell source) {
            super(source, false);
        }
    }

    /** "Save to the class store" was pressed for one run; the value is its file name. */
    static final class SaveToClassEvent extends CellEvent<YourRunsCell, String> {
        SaveToClassEvent(YourRunsCell source, String fileName) {
            super(source, fileName);
        }
    }
}
