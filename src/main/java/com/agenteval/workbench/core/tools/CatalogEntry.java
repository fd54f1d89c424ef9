package com.agenteval.workbench.core.tools;

import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.Objects;

/**
 * One tool as a host lists it to the model: just a name and the text its author wrote.
 *
 * @param name        tool name
 * @param description what the model reads
 */
public record CatalogEntry(String name, String description) {

    public CatalogEntry {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
    }

    public PyDict toPy() {
        return PyDict.of("name", PyStr.of(name), "description", PyStr.of(description));
    }
}
