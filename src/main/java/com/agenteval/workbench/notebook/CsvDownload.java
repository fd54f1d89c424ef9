package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.csv.Csv;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.AttachmentType;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.function.SerializableSupplier;
import com.vaadin.flow.server.streams.DownloadHandler;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A "Download CSV" link for a table: the table's header and visible cell texts through the one CSV writer
 * ({@link Csv}), so the file has the numbers exactly as the page shows them. Also the place for other downloads of
 * bytes a page computes (an Inspect log), so every download is built the same way.
 *
 * <pre>{@code
 * body().add(CsvDownload.link(getTranslation("notebook.download-csv"), "records", () -> Csv.of(header, rows)));
 * }</pre>
 */
public final class CsvDownload {

    private CsvDownload() {}

    /** A link that downloads {@code csv.get()} as {@code <name>.csv}, computed when clicked. */
    public static Anchor link(String label, @Nullable String name, SerializableSupplier<String> csv) {
        Anchor a = bytes(
                label,
                fileName(name, "csv"),
                "text/csv;charset=utf-8",
                () -> csv.get().getBytes(StandardCharsets.UTF_8));
        a.addClassName("nb-csv-download");
        return a;
    }

    /**
     * A link that downloads an HTML table (a {@code NativeTable} or a {@code table} element) as CSV: every row in
     * order, the first as the header, each cell's text as the page shows it, read from the table when clicked. Add
     * it right after the table.
     */
    public static Anchor table(String label, String name, Element table) {
        return link(label, name, () -> {
            List<List<String>> rows = new ArrayList<>();
            rows(table, rows);
            return rows.isEmpty() ? csv(List.of(), List.of()) : csv(rows.get(0), rows.subList(1, rows.size()));
        });
    }

    private static void rows(Element e, List<List<String>> rows) {
        e.getChildren().forEach(c -> {
            if (c.getTag().equals("tr")) {
                rows.add(c.getChildren()
                        .filter(cell ->
                                cell.getTag().equals("td") || cell.getTag().equals("th"))
                        .map(Element::getTextRecursively)
                        .toList());
            } else if (!c.isTextNode()) {
                rows(c, rows);
            }
        });
    }

    /** A link that downloads bytes the page computes when clicked. */
    public static Anchor bytes(String label, String fileName, String contentType, SerializableSupplier<byte[]> bytes) {
        DownloadHandler handler = event -> {
            byte[] b = bytes.get();
            event.setFileName(fileName);
            event.setContentType(contentType);
            event.setContentLength(b.length);
            event.getOutputStream().write(b);
        };
        // the handler is registered when the link is attached: a resource needs the UI, and a cell may be built
        // (and tested) before it has one
        Anchor a = new Anchor();
        a.setText(label);
        a.addClassName("nb-download");
        a.addAttachListener(e -> {
            if (!a.getElement().hasAttribute("href") || a.getHref().isEmpty()) {
                a.setHref(handler, AttachmentType.DOWNLOAD);
            }
        });
        return a;
    }

    /** A file name from a title: letters, digits and dashes only (a title may be translated or hold spaces). */
    public static String fileName(@Nullable String title, String extension) {
        String slug = title == null
                ? ""
                : title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return (slug.isEmpty() ? "table" : slug) + "." + extension;
    }

    /** The CSV of a header and rows of cell texts. */
    public static String csv(List<String> header, List<? extends List<String>> rows) {
        // a table with nothing drawn yet (a chart before its run) is an empty file, not one empty record
        return header.isEmpty() && rows.isEmpty() ? "" : Csv.of(header, rows);
    }
}
