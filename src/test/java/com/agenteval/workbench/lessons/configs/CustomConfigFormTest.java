package com.agenteval.workbench.lessons.configs;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.params.AgentConfigs;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The custom-config form, constructed and clicked without a browser. */
class CustomConfigFormTest {

    private final CustomConfigForm form = new CustomConfigForm(AgentConfigs::spec);
    private final List<CustomConfigDraft> saved = new ArrayList<>();
    private final List<String> removed = new ArrayList<>();

    CustomConfigFormTest() {
        form.addSaveListener(e -> saved.add(e.value()));
        form.addRemoveListener(e -> removed.add(e.value()));
    }

    private static Stream<Component> tree(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(CustomConfigFormTest::tree));
    }

    @SuppressWarnings("unchecked")
    private <C extends Component> C byId(String id) {
        return (C) tree(form)
                .filter(c -> c.getId().equals(Optional.of(id)))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void choosingABaseStartsTheKnobsFromIt() {
        ((Select<String>) byId("custom-base")).setValue("vote3");
        assertThat(((IntegerField) byId("custom-votes")).getValue()).isEqualTo(3);
        ((Select<String>) byId("custom-base")).setValue("plan_exec_large");
        assertThat(((IntegerField) byId("custom-votes")).getValue()).isEqualTo(1);
        assertThat(((NumberField) byId("custom-price")).getValue()).isEqualTo(5.0);
        assertThat(((NumberField) byId("custom-scale")).getValue()).isEqualTo(1.0);
    }

    @Test
    void aValidDraftIsRaisedAndAnInvalidOneIsMarkedOnItsField() {
        ((NumberField) byId("custom-scale")).setValue(7.0);
        ((Button) byId("custom-save")).click();
        assertThat(saved).isEmpty();
        assertThat(((NumberField) byId("custom-scale")).isInvalid()).isTrue();

        ((NumberField) byId("custom-scale")).setValue(0.5);
        ((TextField) byId("custom-name")).setValue("retry3");
        ((Button) byId("custom-save")).click();
        assertThat(saved).isEmpty();
        assertThat(((TextField) byId("custom-name")).isInvalid()).isTrue();

        ((TextField) byId("custom-name")).setValue("  half  ");
        ((Button) byId("custom-save")).click();
        assertThat(saved).singleElement().satisfies(d -> {
            assertThat(d.name()).isEqualTo("half");
            assertThat(d.toConfig())
                    .isEqualTo(AgentConfigs.PLAN_EXEC.scaled("half", 0.5).build());
        });
        assertThat(((NumberField) byId("custom-scale")).isInvalid()).isFalse();
    }

    @Test
    void savedConfigsAreListedWithTheirSpecAndCanBeRemoved() {
        form.showSaved(List.of(new CustomConfigDraft("half", "plan_exec", 0.5, 0, 1, 1, 1).toConfig()));
        assertThat(tree(byId("custom-list")).filter(c -> c instanceof Button)).hasSize(1);
        Button remove = (Button) tree(byId("custom-list"))
                .filter(c -> c instanceof Button)
                .findFirst()
                .orElseThrow();
        remove.click();
        assertThat(removed).containsExactly("half");
        assertThat(byId("custom-list").getElement().getTextRecursively()).contains("\"p_plan\":0.03");
    }

    @Test
    void aProblemShowsUnderTheSaveButtonAsTextAndASaveClearsIt() {
        Component problem = byId("custom-problem");
        assertThat(problem.isVisible()).isFalse();
        form.showProblem("bad config <img src=x onerror=alert(1)>");
        assertThat(problem.isVisible()).isTrue();
        assertThat(problem.getElement().getText()).isEqualTo("bad config <img src=x onerror=alert(1)>");
        assertThat(problem.getElement().getChildren())
                .allSatisfy(c -> assertThat(c.isTextNode()).isTrue());
        form.showSaved(List.of());
        assertThat(problem.isVisible()).isFalse();
    }
}
