package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.forecast.store.ScratchStore;
import java.nio.file.FileAlreadyExistsException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The pages' side of {@link YourRunsCell} (on {@code /forecast/run} and {@code /forecast}): it lists the session's
 * runs into the cell and answers its Reset my runs and Save to the class store with what the page hands it
 * ({@link Actions}, made by {@link ForecastRunPage#yourRuns}: only pages call services), saying what happened in the
 * cell. Messages go through the cell's translations.
 */
final class YourRuns {

    /** Saves one of the session's runs to the class store; returns where, as a student would type it. */
    @FunctionalInterface
    interface SaveToClass {
        String save(String fileName) throws Exception;
    }

    /**
     * What the session's runs offer.
     *
     * @param saveToClass null when the server does not let students save to the class store
     */
    record Actions(
            Supplier<List<StoredTrace>> list,
            Callable<ScratchStore.Usage> usage,
            Callable<Integer> reset,
            @Nullable SaveToClass saveToClass) {}

    private final Actions actions;
    private final YourRunsCell cell;

    /**
     * @param busy     true while a run of the session is under way (a reset then waits)
     * @param onReset  what else the page hides when the runs are gone
     */
    YourRuns(Actions actions, YourRunsCell cell, BooleanSupplier busy, Runnable onReset) {
        this.actions = actions;
        this.cell = cell;
        cell.addResetListener(e -> reset(busy, onReset));
        cell.addSaveToClassListener(e -> saveToClass(e.value()));
        show("");
    }

    /** Lists the session's runs as they are now, with {@code status} under them. */
    void show(String status) {
        List<YourRunsCell.Run> mine = actions.list().get().stream()
                .map(t -> new YourRunsCell.Run(
                        t.fileName(), t instanceof StoredTrace.Valid v ? ScratchStore.nameOf(v.run()) : t.fileName()))
                .toList();
        String usage;
        try {
            ScratchStore.Usage u = actions.usage().call();
            usage = cell.getTranslation(
                    "forecast.yours.usage",
                    u.runs(),
                    u.bounds().maxRuns(),
                    TraceLimits.size(u.bytes()),
                    TraceLimits.size(u.bounds().maxBytes()));
        } catch (Exception e) {
            usage = cell.getTranslation("forecast.yours.failed", e.getClass().getSimpleName());
        }
        cell.show(new YourRunsCell.View(mine, usage, actions.saveToClass() != null, status));
    }

    /** Why the session cannot keep another run (workbench.scratch.max-runs or max-bytes), or empty. */
    Optional<String> full() {
        try {
            ScratchStore.Usage usage = actions.usage().call();
            if (usage.runs() >= usage.bounds().maxRuns()) {
                return Optional.of(cell.getTranslation(
                        "forecast.yours.full-runs", usage.bounds().maxRuns()));
            }
            if (usage.bytes() >= usage.bounds().maxBytes()) {
                return Optional.of(cell.getTranslation(
                        "forecast.yours.full-bytes",
                        TraceLimits.size(usage.bounds().maxBytes())));
            }
            return Optional.empty();
        } catch (Exception e) {
            return Optional.of(
                    cell.getTranslation("forecast.yours.failed", e.getClass().getSimpleName()));
        }
    }

    private void reset(BooleanSupplier busy, Runnable onReset) {
        if (busy.getAsBoolean()) {
            show(cell.getTranslation("forecast.yours.reset-running"));
            return;
        }
        try {
            int removed = actions.reset().call();
            onReset.run();
            show(cell.getTranslation("forecast.yours.reset-done", removed));
        } catch (Exception e) {
            show(cell.getTranslation("forecast.yours.failed", e.getClass().getSimpleName()));
        }
    }

    private void saveToClass(String fileName) {
        SaveToClass save = actions.saveToClass();
        if (save == null) {
            return;
        }
        try {
            show(cell.getTranslation("forecast.yours.saved-to-class", save.save(fileName)));
        } catch (FileAlreadyExistsException e) {
            show(cell.getTranslation("forecast.yours.already-in-class", fileName));
        } catch (Exception e) {
            show(cell.getTranslation("forecast.yours.failed", String.valueOf(e.getMessage())));
        }
    }
}
