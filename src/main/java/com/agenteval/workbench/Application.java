package com.agenteval.workbench;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The workbench. With no arguments it starts the web app on port 8080; with a first argument naming a
 * command ({@code sim}, {@code trace}, ...) it runs that command and exits without starting a web server.
 */
@SpringBootApplication
@Push
public class Application implements AppShellConfigurator {

    public static void main(String[] args) {
        if (args.length > 0) {
            System.exit(WorkbenchCli.standard().run(args, System.out, System.err));
        }
        SpringApplication.run(Application.class, args);
    }
}
