package com.agenteval.workbench.notebook;

import java.util.List;

/** Something an output depends on: a parameter, or a shared computation over parameters. */
public interface Dependency {

    /** The parameters behind this dependency. */
    List<Param<?>> params();
}
