package com.agenteval.workbench.app.jobs;

import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;
import org.springframework.stereotype.Component;

/**
 * Cancels a session's jobs when its HTTP session ends (the browser session timed out or was invalidated); the
 * Vaadin session lives inside it and ends with it. Spring Boot registers this listener with the servlet container.
 */
@Component
class SessionJobsListener implements HttpSessionListener {

    private final Jobs jobs;

    SessionJobsListener(Jobs jobs) {
        this.jobs = jobs;
    }

    @Override
    public void sessionDestroyed(HttpSessionEvent event) {
        jobs.endSession(event.getSession().getId());
    }
}
