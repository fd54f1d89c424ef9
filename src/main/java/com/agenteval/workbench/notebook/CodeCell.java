package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.html.Pre;

/** Code or JSON, shown verbatim (as text, never as HTML). */
public class CodeCell extends OutputCell<String> {

    private final Pre pre = new Pre();

    public CodeCell(String title) {
        super(title);
        pre.addClassName("nb-code");
        body().add(pre);
    }

    @Override
    protected void render(String text) {
        pre.setText(text);
    }
}
