package com.agenteval.workbench.notebook;

import com.agenteval.workbench.base.ui.Lessons;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;

/**
 * The end of a lesson on the path: its "Try this" prompts, what to change and what to notice
 * ({@code /lessons/try/<slug>.<lang>.md}, where written), then the link to the next lesson. Every lesson gets it
 * from {@link NotebookPage}, so the path is declared once ({@link Lessons}) and no page lists its successor.
 */
final class LessonFooter extends Composite<Div> {

    LessonFooter(String path) {
        Div root = getContent();
        root.addClassName("lesson-footer");
        root.setId("lesson-footer");
        String tryThis = "try/" + Lessons.slug(path).replace('.', '-');
        if (Explanations.read(tryThis, "en").isPresent()) {
            ExplanationCell prompts = new ExplanationCell(tryThis);
            prompts.setId("try-this");
            root.add(prompts);
        }
        Lessons.next(path).ifPresent(next -> {
            Anchor link = new Anchor(
                    next.path(), getTranslation("lesson.next", Lessons.numberedTitle(next, this::getTranslation)));
            link.setId("next-lesson");
            link.addClassName("next-lesson");
            root.add(link);
        });
    }

    /** Whether the page at this route is on the lesson path, so it ends with a footer. */
    static boolean isLesson(String path) {
        return Lessons.number(path) > 0;
    }
}
