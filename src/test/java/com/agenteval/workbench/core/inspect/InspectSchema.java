package com.agenteval.workbench.core.inspect;

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

/** Inspect's own log schema (root {@code EvalLog}), read where the shared material keeps it, never copied. */
public final class InspectSchema {

    private static final Path SCHEMA = Path.of("../shared/reference/inspect-log-schema.json");
    private static Schema schema;

    private InspectSchema() {
    }

    /** What the schema says is wrong with a log; empty when it validates. */
    public static synchronized List<Error> errors(String json) {
        if (schema == null) {
            try {
                schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                        .getSchema(Files.readString(SCHEMA), InputFormat.JSON);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return schema.validate(json, InputFormat.JSON);
    }
}
