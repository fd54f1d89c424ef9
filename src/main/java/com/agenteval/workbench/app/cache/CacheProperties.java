package com.agenteval.workbench.app.cache;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The bound of the shared result cache.
 *
 * <pre>
 * workbench.cache.max-mb=256     # estimated size of all cached results; the least used go first beyond it
 * </pre>
 *
 * @param maxMb the bound in MB, 0 (cache nothing) to 65536
 */
@ConfigurationProperties("workbench.cache")
public record CacheProperties(@DefaultValue("256") int maxMb) {

    public CacheProperties {
        if (maxMb < 0 || maxMb > 65_536) {
            throw new IllegalArgumentException("workbench.cache.max-mb must be between 0 and 65536, not " + maxMb);
        }
    }
}
