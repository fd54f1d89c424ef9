/**
 * One facade per lesson page that needs more than one service: it gathers the page's services, and says in the
 * lesson's words what the page asks of them, so a page takes its lesson, the session's jobs and at most one thing of
 * the shell (ArchitectureTest.pagesTakeAtMostThreeCollaborators). A facade holds no state of its own: each is one per
 * browser session (the application's SessionBeans declares the scope, Vaadin's), as the session beans it holds are.
 */
@NullMarked
package com.agenteval.workbench.app.lesson;

import org.jspecify.annotations.NullMarked;
