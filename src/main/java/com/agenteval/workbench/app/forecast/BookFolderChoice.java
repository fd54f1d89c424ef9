package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.store.StoreIndex.BookFolder;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The book folder one browser session chose, which is where a choice goes by default: a visitor's folder is listed
 * for that visitor only, and never changes what the other students see. Empty: the session sees the installation's
 * book folder, if one is set (from the server's machine, {@link TracesProperties#bookFolderInstallationRemote}).
 * One per session (declared in {@code SessionBeans}).
 */
public final class BookFolderChoice {

    private volatile @Nullable BookFolder folder;

    public Optional<BookFolder> folder() {
        return Optional.ofNullable(folder);
    }

    void choose(@Nullable BookFolder chosen) {
        this.folder = chosen;
    }
}
