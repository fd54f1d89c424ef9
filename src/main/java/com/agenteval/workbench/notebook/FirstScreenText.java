package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;

/**
 * A plain text that may be long (a trace's findings, its audit, a summary): shown whole when it fits a first screen
 * ({@value #LINES} lines, {@value #CHARS} characters), else its first screen with the whole text behind a closed
 * {@code vaadin-details} that opens on click. Always set as text, never as markup: a trace's {@code <script>} shows as
 * the characters it is.
 *
 * <pre>{@code
 * FirstScreenText t = new FirstScreenText(section, "fc-book-text");
 * t.text().getElement().setAttribute("data-section", key);   // the whole text, open or closed
 * body().add(t);
 * }</pre>
 */
public class FirstScreenText extends Composite<Div> {

    /** A first screen: this many lines at most... */
    public static final int LINES = 15;
    /** ...and this many characters. */
    public static final int CHARS = 1_500;

    private final Div text = new Div();

    /**
     * @param value     the text
     * @param textClass the class of the text's block (its font and wrapping), given to the first screen too
     */
    public FirstScreenText(String value, String textClass) {
        text.setText(value);
        text.addClassName(textClass);
        String first = firstScreen(value);
        if (first.length() == value.length()) {
            getContent().add(text);
            return;
        }
        Div head = new Div();
        head.setText(first + " …");
        head.addClassNames(textClass, "nb-first-screen");
        Details rest =
                new Details(getTranslation("notebook.first-screen.show-all", lines(value), value.length()), text);
        rest.addClassName("nb-long-text");
        rest.setOpened(false);
        // opened, the whole text stands in for its first screen, so nothing shows twice
        rest.addOpenedChangeListener(e -> head.setVisible(!e.isOpened()));
        getContent().add(head, rest);
    }

    /** The block that holds the whole text, for the caller's data attributes. */
    public Div text() {
        return text;
    }

    /** The first {@value #LINES} lines, cut to {@value #CHARS} characters (never inside a surrogate pair). */
    static String firstScreen(String value) {
        int end = 0;
        for (int line = 0; line < LINES && end < value.length(); line++) {
            int nl = value.indexOf('\n', end);
            end = nl < 0 ? value.length() : nl + 1;
        }
        if (end < value.length() && end > 0 && value.charAt(end - 1) == '\n') {
            end--; // the first screen ends at its last line, not after it
        }
        if (end > CHARS) {
            end = CHARS;
            if (Character.isHighSurrogate(value.charAt(end - 1))) {
                end--;
            }
        }
        return value.substring(0, end);
    }

    static int lines(String value) {
        return value.split("\n", -1).length;
    }
}
