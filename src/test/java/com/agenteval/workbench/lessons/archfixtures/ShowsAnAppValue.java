package com.agenteval.workbench.lessons.archfixtures;

import com.agenteval.workbench.app.live.Secret;

/** Breaks ArchitectureTest's "cells hold no service": a cell that takes a value type of app, not only a service. */
public final class ShowsAnAppValue {

    private ShowsAnAppValue() {}

    static String shown(Secret key) {
        return key.masked();
    }
}
