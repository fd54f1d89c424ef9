package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.notebook.ActionButton;
import com.agenteval.workbench.notebook.CellEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Code;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Define a config of your own: a standard config to start from and a few knobs. Its save button raises the draft
 * (when every knob is in range) and the form a {@link RemoveEvent} for a saved config; the page builds and stores
 * the config and tells the form what happened ({@link #showProblem}, {@link #showSaved}).
 */
class CustomConfigForm extends Composite<Div> {

    private final TextField name = new TextField();
    private final Select<String> base = new Select<>();
    private final NumberField scale = new NumberField();
    private final NumberField reflect = new NumberField();
    private final IntegerField attempts = new IntegerField();
    private final IntegerField votes = new IntegerField();
    private final NumberField price = new NumberField();
    private final ActionButton<CustomConfigDraft> save;
    private final Div saved = new Div();
    private final Function<AgentConfig, String> describe;

    /**
     * @param describe how a saved config is described in the list (its {@code --config} text)
     */
    CustomConfigForm(Function<AgentConfig, String> describe) {
        this.describe = describe;
        Div root = getContent();
        root.addClassNames("nb-cell", "nb-params");
        root.setId("custom-config");
        root.add(new H3(getTranslation("configs.custom.title")));
        Paragraph intro = new Paragraph(getTranslation("configs.custom.intro"));
        intro.getStyle().set("margin-top", "0");
        root.add(intro);

        name.setId("custom-name");
        name.setLabel(getTranslation("configs.custom.name"));
        name.setValue("my_config");
        base.setId("custom-base");
        base.setLabel(getTranslation("configs.custom.base"));
        base.setItems(AgentConfigs.standard().stream().map(AgentConfig::name).toList());
        base.addValueChangeListener(e -> startFrom(e.getValue()));
        number(scale, "custom-scale", "configs.custom.scale", 0, 3, 0.05);
        number(reflect, "custom-reflect", "configs.custom.reflect", 0, 1, 0.05);
        number(price, "custom-price", "configs.custom.price", 0, 100, 0.5);
        integer(attempts, "custom-attempts", "configs.custom.attempts", 1, 10);
        integer(votes, "custom-votes", "configs.custom.votes", 1, 9);
        base.setValue(AgentConfigs.PLAN_EXEC.name());

        FormLayout form = new FormLayout(name, base, scale, reflect, attempts, votes, price);
        form.setResponsiveSteps(
                new FormLayout.ResponsiveStep("0", 1),
                new FormLayout.ResponsiveStep("32em", 2),
                new FormLayout.ResponsiveStep("56em", 4));
        save = ActionButton.carrying("custom-save", getTranslation("configs.custom.save"), this::draft)
                .primary()
                .pressedByEnter(form)
                .errorLineId("custom-problem");
        saved.setId("custom-list");
        root.add(form, save, save.errorLine(), saved);
    }

    /** The student asked to add (or replace) a config with this draft. */
    Registration addSaveListener(ComponentEventListener<ActionButton.Pressed<CustomConfigDraft>> listener) {
        return save.addPressListener(listener);
    }

    private void startFrom(String baseName) {
        AgentConfig b = AgentConfigs.byName(baseName);
        if (b != null) {
            scale.setValue(1.0);
            reflect.setValue(b.reflect());
            attempts.setValue(b.attempts());
            votes.setValue(b.votes());
            price.setValue(b.price());
        }
    }

    private void number(NumberField f, String id, String label, double min, double max, double step) {
        f.setId(id);
        f.setLabel(getTranslation(label));
        f.setMin(min);
        f.setMax(max);
        f.setStep(step);
        f.setStepButtonsVisible(true);
        f.setManualValidation(true);
    }

    private void integer(IntegerField f, String id, String label, int min, int max) {
        f.setId(id);
        f.setLabel(getTranslation(label));
        f.setMin(min);
        f.setMax(max);
        f.setStepButtonsVisible(true);
        f.setManualValidation(true);
    }

    /** The draft as typed, or null when a knob or the name is invalid (each marked on its field). */
    private @Nullable CustomConfigDraft draft() {
        boolean ok = inRange(scale, scale.getValue(), scale.getMin(), scale.getMax())
                & inRange(reflect, reflect.getValue(), reflect.getMin(), reflect.getMax())
                & inRange(price, price.getValue(), price.getMin(), price.getMax())
                & inRange(attempts, attempts.getValue(), attempts.getMin(), attempts.getMax())
                & inRange(votes, votes.getValue(), votes.getMin(), votes.getMax());
        CustomConfigDraft draft = ok
                ? new CustomConfigDraft(
                        name.getValue().strip(),
                        base.getValue(),
                        scale.getValue(),
                        reflect.getValue(),
                        attempts.getValue(),
                        votes.getValue(),
                        price.getValue())
                : null;
        String nameProblem = draft == null ? null : draft.nameProblem().orElse(null);
        name.setInvalid(nameProblem != null);
        name.setErrorMessage(nameProblem == null ? null : getTranslation(nameProblem));
        return nameProblem == null ? draft : null;
    }

    private <C extends HasValidation> boolean inRange(C field, Number value, double min, double max) {
        boolean good = value != null && value.doubleValue() >= min && value.doubleValue() <= max;
        field.setInvalid(!good);
        field.setErrorMessage(good ? null : getTranslation("notebook.param.range", plain(min), plain(max)));
        return good;
    }

    private static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : PyFormat.repr(d);
    }

    /** Shows why the draft could not become a config. */
    void showProblem(String message) {
        save.showError(message);
    }

    /** Shows the student's configs, each with its {@code --config} text and a remove button. */
    void showSaved(List<AgentConfig> configs) {
        save.showError(null);
        saved.removeAll();
        if (configs.isEmpty()) {
            Span none = new Span(getTranslation("configs.custom.none"));
            none.getStyle().set("color", "var(--lumo-secondary-text-color)");
            saved.add(none);
            return;
        }
        for (AgentConfig c : configs) {
            Button remove = new Button(
                    getTranslation("configs.custom.remove"), e -> fireEvent(new RemoveEvent(this, c.name())));
            remove.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
            remove.addClassName("custom-remove");
            remove.getElement().setAttribute("data-config", c.name());
            Span label = new Span(c.name());
            label.getStyle().set("font-weight", "600");
            Code spec = new Code(describe.apply(c));
            spec.getStyle().set("word-break", "break-all");
            HorizontalLayout row = new HorizontalLayout(label, spec, remove);
            row.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
            row.addClassName("custom-item");
            saved.add(row);
        }
    }

    Registration addRemoveListener(ComponentEventListener<RemoveEvent> listener) {
        return addListener(RemoveEvent.class, listener);
    }

    /** The student asked to remove one of their configs. */
    static final class RemoveEvent extends CellEvent<CustomConfigForm, String> {
        RemoveEvent(CustomConfigForm source, String name) {
            super(source, name);
        }
    }
}
