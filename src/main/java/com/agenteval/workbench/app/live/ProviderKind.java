package com.agenteval.workbench.app.live;

/**
 * The model providers live mode can use, each through Spring AI. An OpenAI-compatible server (a local Ollama, vLLM or
 * llama.cpp server) speaks OpenAI's Chat Completions at its own base URL, often with no key.
 */
public enum ProviderKind {

    // the book's clients' default models: claude-sonnet-4-20250514 and gpt-4.1-mini
    ANTHROPIC("anthropic", "Anthropic", "https://api.anthropic.com", "claude-sonnet-4-20250514", true),
    OPENAI("openai", "OpenAI", "https://api.openai.com/v1", "gpt-4.1-mini", true),
    OPENAI_COMPATIBLE("openai-compatible", "OpenAI-compatible server", "http://localhost:11434/v1", "", false);

    private final String id;
    private final String label;
    private final String defaultBaseUrl;
    private final String defaultModel;
    private final boolean needsKey;

    ProviderKind(String id, String label, String defaultBaseUrl, String defaultModel, boolean needsKey) {
        this.id = id;
        this.label = label;
        this.defaultBaseUrl = defaultBaseUrl;
        this.defaultModel = defaultModel;
        this.needsKey = needsKey;
    }

    /** The name on the command line and in a trace's params: {@code anthropic}, {@code openai}, ... */
    public String id() {
        return id;
    }

    /** The name a student reads: "Anthropic", "OpenAI", "OpenAI-compatible server". */
    public String label() {
        return label;
    }

    public String defaultBaseUrl() {
        return defaultBaseUrl;
    }

    /** The model used when none is named; empty for a local server, whose models only its owner knows. */
    public String defaultModel() {
        return defaultModel;
    }

    /** Whether the provider refuses calls without a key (a local server usually takes none). */
    public boolean needsKey() {
        return needsKey;
    }

    /** Speaks OpenAI's Chat Completions. */
    public boolean openAiWire() {
        return this != ANTHROPIC;
    }

    public static ProviderKind fromId(String id) {
        for (ProviderKind k : values()) {
            if (k.id.equalsIgnoreCase(id == null ? "" : id.strip())) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown provider '" + id + "' (anthropic, openai, openai-compatible)");
    }
}
