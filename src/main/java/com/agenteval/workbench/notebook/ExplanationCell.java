package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.markdown.Markdown;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * An explanation: a Markdown file per language under {@code /lessons/<name>.<lang>.md} on the class path.
 * The Markdown is ours, not the student's; anything interpolated into it goes through {@link #escape}. Whatever it
 * holds, it is shown without raw HTML and without {@code javascript:} links ({@link SafeMarkdown}).
 * A missing translation falls back to English and says so visibly.
 */
public class ExplanationCell extends Composite<Div> {

    /** What {@link #fill} puts into the text: safe as it is both inside and outside Markdown code spans. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9.:/-]{1,200}");

    private final @Nullable String name;
    private final Markdown markdown = new Markdown();
    private final Map<String, String> fills = new LinkedHashMap<>();
    private @Nullable Locale shownIn;

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
        shownIn = event.getUI().getLocale();
        showFile();
    }

    /**
     * Puts a value known only at run time into the file's text wherever it says {@code {placeholder}}, e.g. the
     * address the browser used. The value must be plain (letters, digits, {@code . : / -}), so it needs no escaping
     * in or out of a code span; anything else is refused.
     */
    public ExplanationCell fill(String placeholder, String value) {
        if (value == null || !PLAIN.matcher(value).matches()) {
            throw new IllegalArgumentException("not a plain value for {" + placeholder + "}: " + value);
        }
        fills.put("{" + placeholder + "}", value);
        showFile();
        return this;
    }

    private void showFile() {
        if (name != null && shownIn != null) {
            String text = Explanations.load(name, shownIn);
            for (Map.Entry<String, String> f : fills.entrySet()) {
                text = text.replace(f.getKey(), f.getValue());
            }
            markdown.setContent(SafeMarkdown.of(text));
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
                case '\\', '`', '*', '_', '[', ']', '(', ')', '#', '!', '|', '~' ->
                    sb.append('\\').append(c);
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    static String languageOf(Locale locale) {
        return locale != null && "zh".equals(locale.getLanguage()) ? "zh" : "en";
    }
}
