package com.agenteval.workbench.lessons.agent;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

/** The small pieces the trace timeline, the run summary and the live-agent cell are built from. */
final class TimelineParts {

    private TimelineParts() {}

    /** One line of a timeline: its parts side by side ({@code tt-line}). */
    static Div line(Component... parts) {
        Div d = new Div(parts);
        d.addClassName("tt-line");
        return d;
    }

    /** A text with CSS classes, given space-separated. */
    static Span span(String classNames, String text) {
        Span s = new Span(text);
        s.addClassNames(classNames.split(" "));
        return s;
    }
}
