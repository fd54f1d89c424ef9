package com.agenteval.workbench.archfixtures.unmarked;

/**
 * The negative fixture of {@code everyPackageIsNullMarked}: its package has no package-info.java, so NullAway would
 * not check it.
 */
public final class InAnUnmarkedPackage {

    private InAnUnmarkedPackage() {}
}
