package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one action button the cells share, constructed and clicked: what it raises, its busy state, its error line. */
class ActionButtonTest {

    @Test
    void aPressCarriesWhatTheFieldsHoldAndAnInvalidInputRaisesNothing() {
        TextField name = new TextField();
        ActionButton<String> save = ActionButton.carrying(
                "save",
                "Save",
                () -> name.getValue().isBlank() ? null : name.getValue().strip());
        List<String> heard = new ArrayList<>();
        save.addPressListener(e -> heard.add(e.value()));

        save.click(); // blank: the cell marks the field, nothing is raised
        name.setValue("  mine ");
        save.click();

        assertThat(heard).containsExactly("mine");
        assertThat(save.getId()).contains("save");
    }

    @Test
    void anActionThatCarriesNothingIsRaisedWithNoValue() {
        ActionButton<Void> again = ActionButton.of("again", "Run again");
        List<Object> heard = new ArrayList<>();
        again.addPressListener(e -> heard.add(e.getSource()));
        again.click();
        again.click();
        assertThat(heard).hasSize(2).allSatisfy(s -> assertThat(s).isSameAs(again));
    }

    @Test
    void whileBusyTheButtonAndTheFieldsItLocksAreDisabledAndAPressIsIgnored() {
        Select<Integer> traces = new Select<>();
        ActionButton<Integer> run = ActionButton.carrying("run", "Run", () -> 3).locking(traces);
        List<Integer> heard = new ArrayList<>();
        run.addPressListener(e -> heard.add(e.value()));

        run.setBusy(true);
        assertThat(run.isEnabled()).isFalse();
        assertThat(traces.isEnabled()).isFalse();
        assertThat(run.getElement().getAttribute("data-busy")).isEqualTo("true");
        run.click();
        assertThat(heard).isEmpty();

        run.setBusy(false);
        assertThat(run.isEnabled()).isTrue();
        assertThat(traces.isEnabled()).isTrue();
        assertThat(run.getElement().getAttribute("data-busy")).isEqualTo("false");
        run.click();
        assertThat(heard).containsExactly(3);
    }

    @Test
    void anUnavailableActionStaysDisabledWhenItsWorkEnds() {
        ActionButton<Void> go = ActionButton.of("go", "Go live");
        go.setAvailable(false);
        go.setBusy(true);
        go.setBusy(false);
        assertThat(go.isEnabled()).isFalse();
        List<Object> heard = new ArrayList<>();
        go.addPressListener(heard::add);
        go.click();
        assertThat(heard).isEmpty();
        go.setAvailable(true);
        assertThat(go.isEnabled()).isTrue();
    }

    @Test
    void itsCancelButtonIsAvailableOnlyWhileTheWorkRuns() {
        ActionButton<Void> start = ActionButton.of("start", "Start");
        ActionButton<Void> cancel = start.withCancel("cancel", "Cancel");
        List<Object> cancelled = new ArrayList<>();
        start.cancelButton().addPressListener(cancelled::add);

        assertThat(cancel.isEnabled()).isFalse();
        cancel.click();
        assertThat(cancelled).isEmpty();
        start.setBusy(true);
        assertThat(cancel.isEnabled()).isTrue();
        cancel.click();
        assertThat(cancelled).hasSize(1);
        start.setBusy(false);
        assertThat(cancel.isEnabled()).isFalse();
        assertThat(cancel.getId()).contains("cancel");
        assertThatThrownBy(() -> start.withCancel("again", "Cancel")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> ActionButton.of("x", "X").cancelButton()).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theErrorLineShowsAHostileMessageAsTextAndHidesWhenCleared() {
        ActionButton<Void> test = ActionButton.of("settings-search-test", "Test");
        String hostile = "401 <img src=x onerror=alert(1)>";
        assertThat(test.errorLine().isVisible()).isFalse();
        assertThat(test.errorLine().getId()).contains("settings-search-test-error");

        test.showError(hostile);

        assertThat(test.errorLine().isVisible()).isTrue();
        assertThat(test.errorLine().getElement().getText()).isEqualTo(hostile);
        assertThat(test.errorLine().getElement().getChildren())
                .allSatisfy(c -> assertThat(c.isTextNode()).isTrue());
        assertThat(test.errorLine().getElement().getOuterHTML())
                .contains("&lt;img")
                .doesNotContain("<img");
        test.showError(" ");
        assertThat(test.errorLine().isVisible()).isFalse();
        assertThat(test.errorLine().getElement().getText()).isEmpty();
        assertThat(test.errorLineId("custom-problem").errorLine().getId()).contains("custom-problem");
    }
}
