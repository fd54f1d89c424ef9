package com.agenteval.workbench.core.sim;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog.CatalogEntry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tool selection's API; its numbers are checked against the oracle by the selector goldens. */
class SelectionTest {

    @Test
    void tokenizeMergesPhrasesAndSynonyms() {
        assertThat(Tokenizer.tokenize("Fetch Aster Bank's market capitalization for each year in 2021"))
                .containsExactly("get", "aster", "bank", "s", "marketcap", "yearly");
        assertThat(Tokenizer.tokenize("the 3 largest banks")).containsExactly("top", "bank");
    }

    @Test
    void catalogsAndPicks() {
        List<CatalogEntry> cat = ToolCatalog.of(18, false, true);
        assertThat(cat).hasSize(25);
        assertThat(cat.get(24)).isEqualTo(ToolCatalog.POISON);
        ToolSelector sel = new ToolSelector(ToolCatalog.of(0, true, false), 0.05, 0.5);
        assertThat(sel.greedy("look up the market cap of Aster Bank in 2021")).isEqualTo("db_lookup");
        assertThat(sel.greedy("plot these values as a line chart")).isEqualTo("make_chart");
        String pick = sel.select("rank the banks by valuation in 2022 and keep the top 3", new PyRandom(0));
        assertThat(sel.names()).contains(pick);
        assertThat(Intents.make(300, 3))
                .hasSize(300)
                .allSatisfy(i -> assertThat(i.accept()).isNotEmpty());
    }
}
