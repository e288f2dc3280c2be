package io.vidlens.platform.health;

import java.util.Map;

/**
 * Adds a section to the {@code platform} health component ({@link PlatformHealthIndicator}):
 * declare a bean of this type (for example "token provider reachable") and its details appear under
 * {@link #name()}. Contributors add details only; the component's status comes from the breakers
 * and identities.
 */
public interface PlatformHealthContributor {

  /** The key of this section in the component's details. */
  String name();

  /** What to show; called on every health request, so keep it cheap (no upstream calls). */
  Map<String, Object> details();
}
