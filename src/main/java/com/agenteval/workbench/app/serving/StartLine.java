package com.agenteval.workbench.app.serving;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.stereotype.Component;

/**
 * The one line a student looks for after {@code java -jar workbench.jar}: where to open the workbench, logged once
 * the server is ready. The log before it is quiet (application.properties: frameworks at WARN, the workbench at
 * INFO), so this line is not lost among the frameworks' start-up messages.
 */
@Component
class StartLine implements ApplicationListener<ApplicationReadyEvent> {

    /** What the line starts with; the URL follows. */
    static final String READY = "Agent Evaluation Workbench ready: ";

    private static final Logger LOG = LoggerFactory.getLogger(StartLine.class);

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        String port = event.getApplicationContext().getEnvironment().getProperty("local.server.port");
        if (port != null) {
            LOG.info("{}{}", READY, url(port));
        }
    }

    static String url(String port) {
        return "http://localhost:" + port;
    }
}
