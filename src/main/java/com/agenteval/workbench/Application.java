package com.agenteval.workbench;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.theme.lumo.Lumo;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The workbench. With no arguments (or only Spring options such as {@code --server.port=9090}) it starts the
 * web app on port 8080; with a first argument naming a command ({@code sim}, {@code trace}, ...) or
 * {@code --help} it runs the command line and exits without starting a web server.
 */
@SpringBootApplication
@Push
// Vaadin 25 loads no theme by itself: Lumo, as on Vaadin 24
@StyleSheet(Lumo.STYLESHEET)
public class Application implements AppShellConfigurator {

    /** Logback's own setting for its configuration file, which the command line sets before anything logs. */
    static final String LOGBACK_CONFIGURATION = "logback.configurationFile";
    /** The command line's logging: everything on stderr, frameworks at WARN (stdout is the command's output). */
    static final String CLI_LOGGING = "logback-cli.xml";

    public static void main(String[] args) {
        if (WorkbenchCli.isCommand(args)) {
            // before the first logger exists: a Spring AI warning printed on stdout once preceded the saved path
            if (System.getProperty(LOGBACK_CONFIGURATION) == null) {
                System.setProperty(LOGBACK_CONFIGURATION, CLI_LOGGING);
            }
            System.exit(WorkbenchCli.standard().run(args, System.out, System.err));
        }
        SpringApplication app = new SpringApplication(Application.class);
        StartupReport.attachIf(app, System.getProperty(StartupReport.PROPERTY));
        app.run(args);
    }
}
