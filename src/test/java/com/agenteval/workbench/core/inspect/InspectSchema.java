package com.agenteval.workbench.core.inspect;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Inspect's own log schema (root {@code EvalLog}), read where the shared material keeps it, never copied.
 *
 * <p>Inspect generates that file for its viewer's TypeScript types and marks every property required on the way
 * ({@code schema_to_strict} in {@code inspect_ai/_view/schema.py}), while it writes logs without their None values.
 * So, as pydantic's own schema does, a property that has a {@code default} is optional here; every other rule of the
 * file (types, enums, {@code additionalProperties: false}) is kept.
 */
public final class InspectSchema {

    private static final Path SCHEMA = Path.of("../shared/reference/inspect-log-schema.json");
    private static Schema schema;

    private InspectSchema() {}

    /** Required: the properties without a default (what pydantic required before the file made all of them so). */
    private static void withPydanticRequired(ObjectNode def) {
        if (def.get("properties") instanceof ObjectNode props) {
            ArrayNode required = def.putArray("required");
            props.properties().forEach(p -> {
                if (!p.getValue().has("default")) {
                    required.add(p.getKey());
                }
            });
        }
    }

    /** What the schema says is wrong with a log; empty when it validates. */
    public static synchronized List<Error> errors(String json) {
        if (schema == null) {
            try {
                ObjectNode root = (ObjectNode) new ObjectMapper().readTree(Files.readString(SCHEMA));
                withPydanticRequired(root);
                ((ObjectNode) root.get("$defs"))
                        .properties()
                        .forEach(e -> withPydanticRequired((ObjectNode) e.getValue()));
                schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                        .getSchema(root.toString(), InputFormat.JSON);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return schema.validate(json, InputFormat.JSON);
    }
}
