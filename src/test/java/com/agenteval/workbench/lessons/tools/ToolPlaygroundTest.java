package com.agenteval.workbench.lessons.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.world.World.WorldSpec;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The playground and its result cell, constructed and clicked without a browser. */
class ToolPlaygroundTest {

    static Stream<Component> tree(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(ToolPlaygroundTest::tree));
    }

    @SuppressWarnings("unchecked")
    static <C extends Component> C byId(Component root, String id) {
        return (C) tree(root)
                .filter(c -> c.getId().equals(Optional.of(id)))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void pickingAToolFillsInItsExampleAndCallRaisesTheTextAsTyped() {
        ToolPlayground playground = new ToolPlayground("Playground", "Tool", "Args", "help", "Call");
        List<ToolPlayground.CallEvent> calls = new ArrayList<>();
        playground.addCallListener(calls::add);
        Select<String> tool = byId(playground, "playground-tool");
        TextArea args = byId(playground, "playground-args");
        assertThat(args.getValue()).isEqualTo(ToolPlayground.EXAMPLES.get("db_lookup"));

        tool.setValue("web_search");
        assertThat(args.getValue()).isEqualTo(ToolPlayground.EXAMPLES.get("web_search"));
        args.setValue("{\"query\": \"  odd  \"");
        ((Button) byId(playground, "playground-call")).click();
        assertThat(calls).singleElement().satisfies(e -> {
            assertThat(e.tool()).isEqualTo("web_search");
            assertThat(e.argsText()).isEqualTo("{\"query\": \"  odd  \"");
        });
    }

    @Test
    void everyExampleIsAValidCall() {
        for (String tool : ToolPlayground.EXAMPLES.keySet()) {
            PlaygroundCall call =
                    PlaygroundCall.call(WorldSpec.lecture().make(), tool, ToolPlayground.EXAMPLES.get(tool));
            assertThat(call)
                    .as(tool)
                    .isInstanceOfSatisfying(
                            PlaygroundCall.Called.class,
                            c -> assertThat(c.result().ok()).as(tool).isTrue());
        }
    }

    @Test
    void theResultCellShowsTheErrorVerbatimAndSaysWhatWasRead() {
        CallResultCell cell = new CallResultCell("Result");
        cell.show(PlaygroundCall.call(
                WorldSpec.lecture().make(),
                "db_lookup",
                "{\"table\": \"country_gdp\", \"entity\": \"<b>Dravia</b>\", \"year\": 2020}"));
        assertThat(byId(cell, "call-status").getElement().getAttribute("data-status"))
                .isEqualTo("failed");
        assertThat(byId(cell, "call-error").getElement().getText())
                .isEqualTo("no entity '<b>Dravia</b>' in country_gdp");
        assertThat(byId(cell, "call-truth").getElement().getAttribute("data-truth"))
                .isEqualTo("NO_VALUE");

        cell.show(PlaygroundCall.call(WorldSpec.lecture().make(), "db_lookup", "not json"));
        assertThat(byId(cell, "call-status").getElement().getAttribute("data-status"))
                .isEqualTo("refused");
        assertThat(tree(cell).filter(c -> c.getId().equals(Optional.of("call-result"))))
                .isEmpty();
    }
}
