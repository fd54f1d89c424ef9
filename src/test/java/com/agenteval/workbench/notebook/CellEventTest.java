package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.html.Div;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellEventTest {

    static final class Picked extends CellEvent<Div, Integer> {
        Picked(Div source, int index) {
            super(source, index);
        }
    }

    static final class Opened extends CellEvent<Div, String> {
        Opened(Div source, String url) {
            super(source, url);
        }
    }

    @Test
    void anEventCarriesItsValueAndOnlyListenersOfItsKindHearIt() {
        Div cell = new Div();
        List<Object> heard = new ArrayList<>();
        ComponentUtil.addListener(cell, Picked.class, e -> heard.add(e.value()));
        ComponentUtil.addListener(cell, Opened.class, e -> heard.add("opened " + e.value()));

        ComponentUtil.fireEvent(cell, new Picked(cell, 3));
        ComponentUtil.fireEvent(cell, new Opened(cell, "agent?run=1"));

        assertThat(heard).containsExactly(3, "opened agent?run=1");
        assertThat(new Picked(cell, 1).isFromClient()).isTrue();
        assertThat(new Picked(cell, 1).getSource()).isSameAs(cell);
    }
}
