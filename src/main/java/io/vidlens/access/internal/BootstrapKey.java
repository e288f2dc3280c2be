package io.vidlens.access.internal;

import io.vidlens.access.ApiKeyService;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Component;

/**
 * Applies {@code vidlens.bootstrap-api-key} once the context is built and before the server accepts
 * requests, so the key works from the first request on.
 */
@Component
public record BootstrapKey(AccessProperties properties, ApiKeyService keys)
    implements SmartInitializingSingleton {

  @Override
  public void afterSingletonsInstantiated() {
    String secret = properties.bootstrapApiKey();
    if (secret != null && !secret.isBlank()) {
      keys.ensureBootstrapKey(secret.trim(), properties.bootstrapPlan());
    }
  }
}
