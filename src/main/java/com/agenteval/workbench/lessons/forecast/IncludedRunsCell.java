package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.store.RunTraceStore.RunSource;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.RouterLink;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which runs the scores include: the book's folder, the class store, your own runs, with each one's file count,
 * the filter as it reads in the URL ({@code runs=book,class,yours}), and links to the other usual choices.
 */
class IncludedRunsCell extends OutputCell<IncludedRunsCell.Included> {

    /** The choices offered as links, besides whatever the URL asked for. */
    private static final List<Set<RunSource>> CHOICES = List.of(
            RunSource.ALL,
            Set.of(RunSource.BOOK, RunSource.CLASS),
            Set.of(RunSource.YOURS),
            Set.of(RunSource.BOOK),
            Set.of(RunSource.CLASS));

    /**
     * @param include what is scored
     * @param files   files per source
     * @param refused why the URL's filter was refused (then every source is included), or empty
     */
    record Included(Set<RunSource> include, Map<RunSource, Integer> files, String refused) {
        Included {
            include = Set.copyOf(include);
            files = Map.copyOf(files);
        }
    }

    IncludedRunsCell(String title) {
        super(title);
        getContent().setId("included-runs");
    }

    @Override
    protected void render(Included shown) {
        body().removeAll();
        String included = Arrays.stream(RunSource.values())
                .filter(shown.include()::contains)
                .map(s ->
                        getTranslation("forecast.runs." + s.key(), shown.files().get(s)))
                .collect(Collectors.joining(", "));
        Paragraph says = new Paragraph(getTranslation("forecast.runs.includes", included));
        says.setId("included-runs-says");
        says.getElement().setAttribute("data-runs", RunSource.format(shown.include()));
        String left = Arrays.stream(RunSource.values())
                .filter(s -> !shown.include().contains(s))
                .map(s ->
                        getTranslation("forecast.runs." + s.key(), shown.files().get(s)))
                .collect(Collectors.joining(", "));
        Div links = new Div(new Span(getTranslation("forecast.runs.choose") + " "));
        links.setId("included-runs-links");
        for (Set<RunSource> choice : CHOICES) {
            String key = RunSource.format(choice);
            RouterLink a = new RouterLink(key, ForecastCalibrationPage.class);
            a.setQueryParameters(QueryParameters.of(RunSource.KEY, key));
            a.getElement().setAttribute("data-runs", key);
            if (choice.equals(shown.include())) {
                a.getElement().setAttribute("aria-current", "true");
            }
            links.add(a, new Span(" "));
        }
        body().add(says);
        if (!left.isEmpty()) {
            Paragraph notIn = new Paragraph(getTranslation("forecast.runs.excludes", left));
            notIn.setId("included-runs-excluded");
            body().add(notIn);
        }
        if (!shown.refused().isEmpty()) {
            Paragraph refused = new Paragraph(getTranslation("forecast.runs.refused", shown.refused()));
            refused.addClassName("fc-warning");
            refused.setId("included-runs-refused");
            body().add(refused);
        }
        body().add(links);
    }
}
