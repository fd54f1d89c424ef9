package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.shared.Registration;
import java.util.Map;

/**
 * Pick a tool, edit its arguments as JSON, call it. Choosing a tool fills in an example; the button raises a
 * {@link CallEvent} with the text exactly as typed — the page parses it, runs the tool and shows the result.
 */
class ToolPlayground extends Composite<Div> {

    /** A working call per tool, to start from. */
    static final Map<String, String> EXAMPLES = Map.of(
            ToolSpecs.DB_LOOKUP, "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\", \"year\": 2022}",
            ToolSpecs.DB_SERIES,
                    "{\"table\": \"bank_market_cap\", \"entity\": \"Granite Savings\", "
                            + "\"start_year\": 2020, \"end_year\": 2024}",
            ToolSpecs.DB_TOP_K, "{\"table\": \"bank_market_cap\", \"year\": 2023, \"k\": 3}",
            ToolSpecs.WEB_SEARCH, "{\"query\": \"Granite Savings market cap 2023\"}",
            ToolSpecs.CALCULATOR, "{\"expression\": \"(120 - 100) / 100 * 100\"}",
            ToolSpecs.MAKE_CHART,
                    "{\"title\": \"Arvenia GDP\", \"labels\": [\"2021\", \"2022\"], "
                            + "\"values\": [2301.5, 2424.6]}");

    private final Select<String> tool = new Select<>();
    private final TextArea args = new TextArea();
    private final Button call = new Button();

    ToolPlayground(String title, String toolLabel, String argsLabel, String argsHelper, String callLabel) {
        Div root = getContent();
        root.addClassNames("nb-cell", "nb-params");
        root.setId("playground");
        root.add(new H3(title));
        tool.setId("playground-tool");
        tool.setLabel(toolLabel);
        tool.setItems(ToolSpecs.CORE.stream().map(ToolSpec::name).toList());
        tool.setValue(ToolSpecs.DB_LOOKUP);
        tool.addValueChangeListener(e -> {
            if (e.getValue() != null) {
                args.setValue(EXAMPLES.get(e.getValue()));
            }
        });
        args.setId("playground-args");
        args.setLabel(argsLabel);
        args.setHelperText(argsHelper);
        args.setWidthFull();
        args.setMinRows(3);
        // the server explains the real limit (ToolArguments.MAX_CHARS); this only bounds what a browser sends
        args.setMaxLength(10 * ToolArguments.MAX_CHARS);
        args.setValue(EXAMPLES.get(ToolSpecs.DB_LOOKUP));
        call.setId("playground-call");
        call.setText(callLabel);
        call.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        call.addClickListener(e -> fireEvent(new CallEvent(this, tool.getValue(), args.getValue())));
        HorizontalLayout row = new HorizontalLayout(tool, call);
        row.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.END);
        root.add(row, args);
    }

    /** The tool currently chosen. */
    String tool() {
        return tool.getValue();
    }

    /** The argument text currently typed. */
    String argsText() {
        return args.getValue();
    }

    Registration addCallListener(ComponentEventListener<CallEvent> listener) {
        return addListener(CallEvent.class, listener);
    }

    /** The student asked to call a tool with these arguments. */
    static final class CallEvent extends ComponentEvent<ToolPlayground> {

        private final String tool;
        private final String argsText;

        CallEvent(ToolPlayground source, String tool, String argsText) {
            super(source, true);
            this.tool = tool;
            this.argsText = argsText == null ? "" : argsText;
        }

        String tool() {
            return tool;
        }

        String argsText() {
            return argsText;
        }
    }
}
