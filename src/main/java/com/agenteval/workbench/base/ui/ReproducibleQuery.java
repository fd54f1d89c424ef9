package com.agenteval.workbench.base.ui;

import com.vaadin.flow.router.QueryParameters;

/**
 * A view whose link reproduces it: its query in the parameter spec's canonical order, language included. The
 * header's language switch rewrites only {@code lang} in it, so the link keeps that order.
 */
public interface ReproducibleQuery {

    QueryParameters currentQuery();
}
