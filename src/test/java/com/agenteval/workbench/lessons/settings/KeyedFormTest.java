package com.agenteval.workbench.lessons.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The two keyed settings forms, constructed and clicked without a browser: one shape, the same behaviour. */
class KeyedFormTest {

    private static Stream<Component> tree(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(KeyedFormTest::tree));
    }

    @SuppressWarnings("unchecked")
    private static <C extends Component> C byId(Component form, String id) {
        return (C) tree(form)
                .filter(c -> c.getId().equals(Optional.of(id)))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aProviderSaveCarriesTheTypedKeyOnceAndEmptiesTheKeyField() {
        ProviderForm form = new ProviderForm("anthropic", "claude-sonnet-4-20250514", "ANTHROPIC_API_KEY");
        List<ProviderForm.SaveEvent> saves = new ArrayList<>();
        form.addSaveListener(saves::add);
        PasswordField key = byId(form, "settings-anthropic-key");
        key.setValue("sk-ant-secret-1234");
        ((TextField) byId(form, "settings-anthropic-base-url")).setValue("http://localhost:9/");
        ((TextField) byId(form, "settings-anthropic-model")).setValue("claude-x");
        ((Button) byId(form, "settings-anthropic-save")).click();

        assertThat(saves).hasSize(1);
        assertThat(saves.get(0).newKey()).isEqualTo("sk-ant-secret-1234");
        assertThat(saves.get(0).baseUrl()).isEqualTo("http://localhost:9/");
        assertThat(saves.get(0).model()).isEqualTo("claude-x");
        assertThat(key.getValue()).isEmpty();
        ((Button) byId(form, "settings-anthropic-save")).click();
        assertThat(saves.get(1).newKey()).isEmpty();
    }

    @Test
    void aSearchSaveCarriesTheDomainListsAndTheSharedButtonsRaiseForgetAndTest() {
        SearchForm form = new SearchForm();
        List<SearchForm.SaveEvent> saves = new ArrayList<>();
        List<String> raised = new ArrayList<>();
        form.addSaveListener(saves::add);
        form.addForgetListener(e -> raised.add("forget"));
        form.addTestListener(e -> raised.add("test"));
        ((PasswordField) byId(form, "settings-search-key")).setValue("tvly-abcd");
        ((TextField) byId(form, "settings-search-allowed")).setValue("reuters.com");
        ((TextField) byId(form, "settings-search-blocked")).setValue("kalshi.com");
        ((Button) byId(form, "settings-search-save")).click();
        ((Button) byId(form, "settings-search-forget")).click();
        ((Button) byId(form, "settings-search-test")).click();

        assertThat(saves).singleElement().satisfies(e -> {
            assertThat(e.newKey()).isEqualTo("tvly-abcd");
            assertThat(e.allowed()).isEqualTo("reuters.com");
            assertThat(e.blocked()).isEqualTo("kalshi.com");
        });
        assertThat(raised).containsExactly("forget", "test");
    }

    @Test
    void aTestDisablesItsButtonUntilTheReportAndTheResultLineSaysWhetherItWorked() {
        SearchForm form = new SearchForm();
        Button test = byId(form, "settings-search-test");
        Paragraph result = byId(form, "settings-search-result");
        form.showTesting();
        assertThat(test.isEnabled()).isFalse();
        form.showReport(false, "<b>401</b>");
        assertThat(test.isEnabled()).isTrue();
        assertThat(result.getElement().getAttribute("data-ok")).isEqualTo("false");
        form.showSaved();
        assertThat(result.getElement().getAttribute("data-ok")).isEqualTo("true");
    }
}
