package com.agenteval.workbench.archfixtures.nullmarked;

/** A class of a {@code @NullMarked} package: {@code everyPackageIsNullMarked} holds. */
public final class InAMarkedPackage {

    private InAMarkedPackage() {}
}
