package com.agenteval.workbench.core.csv;

import java.util.ArrayList;
import java.util.List;

/**
 * The tests' one RFC 4180 reader, for checking what the workbench's CSV writers ({@link Csv}, the CLI's score
 * report) produce: quoted fields may hold commas, doubled quotes and line breaks; every record ends with CRLF.
 *
 * <pre>{@code
 * CsvRecords.parse("a,\"b,c\"\r\n");   // [[a, b,c]]
 * }</pre>
 */
public final class CsvRecords {

    private CsvRecords() {}

    /**
     * The records of a CSV text, each a list of its fields. Refuses text that does not end with CRLF or that leaves
     * a quote open, since neither writer produces that: a reader that guessed would hide the writer's mistake.
     */
    public static List<List<String>> parse(String csv) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                record.add(field.toString());
                field.setLength(0);
            } else if (c == '\r' && i + 1 < csv.length() && csv.charAt(i + 1) == '\n') {
                record.add(field.toString());
                field.setLength(0);
                records.add(record);
                record = new ArrayList<>();
                i++;
            } else {
                field.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("a quoted field is not closed at the end of the text");
        }
        if (field.length() > 0 || !record.isEmpty()) {
            throw new IllegalArgumentException("the last record does not end with CRLF");
        }
        return records;
    }
}
