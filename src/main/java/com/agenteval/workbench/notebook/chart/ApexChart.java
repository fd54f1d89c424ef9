package com.agenteval.workbench.notebook.chart;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A chart on the page: the npm package apexcharts 4.7.0 (MIT; later majors changed licence) behind a small
 * custom element. Setting a new spec re-renders in place, without a page reload.
 */
@Tag("aew-apex-chart")
@NpmPackage(value = "apexcharts", version = "4.7.0")
@JsModule("./src/aew-apex-chart.js")
public class ApexChart extends Component implements HasSize {

    private @Nullable ChartSpec spec;

    public ApexChart() {
        setWidthFull();
        getElement().getStyle().set("display", "block");
    }

    public ApexChart(ChartSpec spec) {
        this();
        setSpec(spec);
    }

    public void setSpec(ChartSpec spec) {
        this.spec = spec;
        getElement()
                .setProperty(
                        "options", ApexOptions.toJson(spec, ChartText.of(chartLocale(), key -> getTranslation(key))));
        getElement().setAttribute("data-series", String.valueOf(spec.series().size()));
        getElement().setAttribute("data-points", String.valueOf(spec.pointCount()));
        // to assistive technology the drawing is one image, named by what it shows; its values are in the data
        // table a chart cell puts under it
        getElement().setAttribute("role", "img");
        getElement()
                .setAttribute(
                        "aria-label",
                        getTranslation(
                                "notebook.chart.label",
                                spec.title(),
                                spec.yAxis().label(),
                                spec.xAxis().label()));
    }

    /** The reader's language as an ApexCharts locale name. */
    private String chartLocale() {
        Locale locale = getLocale();
        return locale == null || locale.getLanguage().isEmpty() ? "en" : locale.getLanguage();
    }

    /** The spec last shown, or {@code null}. */
    public @Nullable ChartSpec getSpec() {
        return spec;
    }
}
