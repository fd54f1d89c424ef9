package com.agenteval.workbench.archfixtures.surface.core.inner;

/** Fixture: package-private, its package's detail: counted among the top-level classes, not among the public ones. */
final class PackagePrivateHelper {

    private PackagePrivateHelper() {}
}
