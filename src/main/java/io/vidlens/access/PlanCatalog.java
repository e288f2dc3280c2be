package io.vidlens.access;

import io.vidlens.access.internal.AccessProperties;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** The configured plans; plan {@code default} always exists. */
@Component
public class PlanCatalog {

  public static final String DEFAULT = "default";
  private static final AccessProperties.PlanSettings DEFAULT_SETTINGS =
      new AccessProperties.PlanSettings(
          100_000, 20, Plan.DEFAULT_WATCHLISTS, Plan.DEFAULT_CHANNELS_PER_WATCHLIST);

  private final Map<String, Plan> plans = new LinkedHashMap<>();

  public PlanCatalog(AccessProperties properties) {
    properties.plans().forEach((name, settings) -> plans.put(name, toPlan(name, settings)));
    plans.putIfAbsent(DEFAULT, toPlan(DEFAULT, DEFAULT_SETTINGS));
  }

  private static Plan toPlan(String name, AccessProperties.PlanSettings s) {
    if (s.monthlyUnits() < 0
        || s.requestsPerSecond() < 1
        || s.watchlists() < 0
        || s.channelsPerWatchlist() < 0) {
      throw new IllegalArgumentException(
          "Plan "
              + name
              + " needs monthly-units >= 0, requests-per-second >= 1, watchlists >= 0 and"
              + " channels-per-watchlist >= 0");
    }
    return new Plan(
        name, s.monthlyUnits(), s.requestsPerSecond(), s.watchlists(), s.channelsPerWatchlist());
  }

  public Optional<Plan> find(String name) {
    return Optional.ofNullable(plans.get(name));
  }

  /** The account's plan, or {@code default} when its plan was removed from configuration. */
  public Plan resolve(String name) {
    return plans.getOrDefault(name, plans.get(DEFAULT));
  }

  public Map<String, Plan> all() {
    return Map.copyOf(plans);
  }
}
