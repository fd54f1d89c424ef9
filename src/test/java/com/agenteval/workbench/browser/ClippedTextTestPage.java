package com.agenteval.workbench.browser;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.Route;

/**
 * A test-only page with text cut off on purpose, once in the page and once inside a shadow root, and one long text
 * that wraps: what {@code clipped-text.js} must find, and must not.
 */
@Route("test/clipped")
public class ClippedTextTestPage extends Div {

    public ClippedTextTestPage() {
        Span light = new Span("Why it differs from the truth, in a box far too narrow");
        light.setId("clipped-light");
        light.getStyle()
                .set("display", "block")
                .set("width", "90px")
                .set("overflow", "hidden")
                .set("white-space", "nowrap")
                .set("text-overflow", "ellipsis");
        Span wraps = new Span("Save this config (for the Configs page) as, wrapping in a narrow box");
        wraps.setId("wraps");
        wraps.getStyle().set("display", "block").set("width", "90px").set("overflow", "hidden");
        Div host = new Div();
        host.setId("shadow-host");
        host.getElement()
                .executeJs("const r = this.attachShadow({mode: 'open'}); r.innerHTML = '<span part=\"note\""
                        + " style=\"display:block;width:80px;overflow:hidden;white-space:nowrap\">Unparseable replies in a"
                        + " shadow root</span>';");
        // a table wider than its box, which scrolls sideways: its last columns are cut off at this width
        Div scroller = new Div();
        scroller.setId("wide-table");
        scroller.getStyle().set("width", "200px").set("overflow-x", "auto");
        scroller.getElement()
                .setProperty(
                        "innerHTML",
                        "<table style=\"width:600px\"><tr><td>metric</td>"
                                + "<td>precision</td><td>recall</td><td>located at the root step</td></tr></table>");
        add(light, wraps, host, scroller);
    }
}
