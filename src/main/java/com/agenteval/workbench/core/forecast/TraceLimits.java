package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.python.PyFormat;

/**
 * The most a trace file may hold before the reader refuses it. A trace comes from anyone (a classmate, a download),
 * and an unbounded one once filled the server's heap, so every dimension that grows memory is capped and each refusal
 * names the limit it hit.
 *
 * <pre>{@code
 * RunTrace run = RunTraceJson.read(path, TraceLimits.DEFAULT, readers);
 * new TraceLimits(5 * TraceLimits.MB, 20_000, 5_000, 20_000, 500_000);   // a smaller file limit
 * }</pre>
 *
 * @param maxFileBytes     the file size; over it nothing is read
 * @param maxResults       search results over all agents and steps
 * @param maxStepsPerAgent steps ({@code traces}) of one agent
 * @param maxLlmCalls      recorded model calls
 * @param maxContainers    JSON objects and arrays in the whole file, which bounds what untyped fields
 *                         ({@code params}, {@code aggregation}, unknown fields) can cost
 */
public record TraceLimits(long maxFileBytes, int maxResults, int maxStepsPerAgent, int maxLlmCalls, int maxContainers) {

    public static final long MB = 1024L * 1024L;

    /** JSON nesting depth; a trace needs about ten levels, so a deeper file is not a trace. */
    public static final int MAX_DEPTH = LogJson.MAX_DEPTH;

    /**
     * 25 MB holds a live capture about three times the size of the 10,000-result trace issue 12 timed (7 MB); the
     * counts sit well above what a run of the book's agent (a handful of steps, five results each) writes.
     */
    public static final TraceLimits DEFAULT = new TraceLimits(25 * MB, 20_000, 5_000, 20_000, 500_000);

    public TraceLimits {
        if (maxFileBytes < 1 || maxResults < 0 || maxStepsPerAgent < 0 || maxLlmCalls < 0 || maxContainers < 1) {
            throw new IllegalArgumentException("trace limits must be positive: " + maxFileBytes + ", " + maxResults
                    + ", " + maxStepsPerAgent + ", " + maxLlmCalls + ", " + maxContainers);
        }
    }

    /** The same limits with another file size limit. */
    public TraceLimits withMaxFileBytes(long bytes) {
        return new TraceLimits(bytes, maxResults, maxStepsPerAgent, maxLlmCalls, maxContainers);
    }

    /** A byte count as a reader says it: {@code 25 MB}, {@code 1.5 MB}, {@code 800 KB}, {@code 12 bytes}. */
    public static String size(long bytes) {
        if (bytes >= MB) {
            double mb = bytes / (double) MB;
            return (mb == Math.rint(mb) ? String.valueOf((long) mb) : PyFormat.fixed(mb, 1)) + " MB";
        }
        if (bytes >= 1024) {
            return (bytes / 1024) + " KB";
        }
        return bytes + (bytes == 1 ? " byte" : " bytes");
    }
}
