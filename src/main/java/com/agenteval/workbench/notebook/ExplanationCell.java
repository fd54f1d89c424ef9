package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.markdown.Markdown;
import java.util.Locale;

/**
 * An explanation: a Markdown file per language under {@code /lessons/<name>.<lang>.md} on the class path.
 * The Markdown is ours, not the student's; anything interpolated into it goes through {@link #escape}. Whatever it
 * holds, it is shown without raw HTML and without {@code javascript:} links ({@link SafeMarkdown}).
 * A missing translation falls back to English and says so visibly.
 */
public class ExplanationCell extends Composite<Div> {

    private final String name;
    private final Markdown markdown = new Markdown();

    public ExplanationCell(String name) {
        if (!name.matches("[a-z0-9-]+(/[a-z0-9-]+)*")) {
            throw new IllegalArgumentException("an explanation name is a lower-case path: " + name);
        }
        this.name = name;
        getContent().addClassNames("nb-cell", "nb-explanation");
        getContent().add(markdown);
    }

    private ExplanationCell(String markdownText, boolean literal) {
        this.name = null;
        getContent().addClassNames("nb-cell", "nb-explanation");
        getContent().add(markdown);
        markdown.setContent(SafeMarkdown.of(markdownText));
    }

    /**
     * An explanation from Markdown text built at run time. Anything that came from a student, a file or a
     * model must go through {@link #escape} first; the Markdown component also sanitizes the HTML it renders.
     */
    public static ExplanationCell ofMarkdown(String markdownText) {
        return new ExplanationCell(markdownText, true);
    }

    @Override
    protected void onAttach(AttachEvent event) {
        if (name != null) {
            markdown.setContent(SafeMarkdown.of(Explanations.load(name, event.getUI().getLocale())));
        }
    }

    /** The Markdown text shown, for tests. */
    public String text() {
        return markdown.getContent();
    }

    /** Escapes text so that Markdown shows it literally (no HTML, no links, no emphasis). */
    public static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '\\', '`', '*', '_', '[', ']', '(', ')', '#', '!', '|', '~' -> sb.append('\\').append(c);
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    static String languageOf(Locale locale) {
        return locale != null && "zh".equals(locale.getLanguage()) ? "zh" : "en";
    }
}
