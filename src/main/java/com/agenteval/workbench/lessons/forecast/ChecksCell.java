package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import java.util.List;

/**
 * What the pinned trace does and does not establish, as headline figures: how many search results it holds and how
 * many carry a date, whether a market price reached a prompt, and how many agents forecast.
 */
class ChecksCell extends KeyFiguresCell {

    ChecksCell(String title) {
        super(title);
    }

    void show(ReplayAnalysis.Checks c) {
        show(List.of(
                KeyFigure.of(
                        "search-results",
                        getTranslation("forecast.checks.search-results"),
                        String.valueOf(c.searchResults())),
                new KeyFigure(
                        "dated-results",
                        getTranslation("forecast.checks.dated-results"),
                        String.valueOf(c.datedResults()),
                        c.searchResults() > 0 && c.datedResults() == 0
                                ? getTranslation("forecast.checks.none-dated")
                                : ""),
                new KeyFigure(
                        "market-price-in-prompts",
                        getTranslation("forecast.checks.market-price"),
                        getTranslation(c.marketPriceInPrompts() ? "forecast.yes" : "forecast.no"),
                        ReplayAnalysis.MARKET_PRICE_MARKER),
                KeyFigure.of(
                        "agents-forecast",
                        getTranslation("forecast.checks.agents-forecast"),
                        getTranslation("forecast.checks.of", c.agentsForecast(), c.agentsTotal()))));
    }
}
