package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.function.SerializableFunction;
import java.util.List;

/**
 * A long list shown a page at a time: the first items go into the list at once, the rest behind a "show 50 more"
 * button placed where this component is. A trace with 10,000 results would otherwise put 50,000 components into the
 * page, which neither the server nor the browser renders in reasonable time.
 *
 * <pre>{@code
 * OrderedList results = new OrderedList();
 * ShowMore<TimelineResult> more = new ShowMore<>(results, step.results(), 10, this::result);
 * step.add(results, more);
 * }</pre>
 *
 * @param <T> the item type
 */
public class ShowMore<T> extends Composite<Div> {

    /** How many more items one press adds. */
    public static final int PAGE = 50;

    private final HasComponents list;
    private final List<T> items;
    private final SerializableFunction<T, ? extends Component> render;
    private final Button button = new Button();
    private int shown;

    public ShowMore(HasComponents list, List<T> items, int first, SerializableFunction<T, ? extends Component> render) {
        if (first < 0) {
            throw new IllegalArgumentException("first must be at least 0, got " + first);
        }
        this.list = list;
        this.items = List.copyOf(items);
        this.render = render;
        getContent().addClassName("nb-show-more");
        button.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        button.addClickListener(e -> more(PAGE));
        getContent().add(button);
        more(first);
    }

    /** How many items are in the list now. */
    public int shown() {
        return shown;
    }

    private void more(int count) {
        int end = Math.min(items.size(), shown + count);
        for (T item : items.subList(shown, end)) {
            list.add(render.apply(item));
        }
        shown = end;
        int next = Math.min(PAGE, items.size() - shown);
        button.setText(getTranslation("notebook.show-more", next, shown, items.size()));
        getContent().getElement().setAttribute("data-shown", String.valueOf(shown));
        getContent().getElement().setAttribute("data-total", String.valueOf(items.size()));
        setVisible(shown < items.size());
    }
}
