package io.vidlens.catalog.internal;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vidlens.model.SkippedItem;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Reports the list entries the parsers left out (see {@link SkippedItem}): each one moves the
 * counter {@code vidlens.platform.unknown.items} (Prometheus {@code
 * vidlens_platform_unknown_items_total}) tagged with the list read ({@code endpoint}), the entry's
 * {@code kind} and the {@code reason}; a kind not seen before on a list is logged once per process
 * at WARN with its JSON path (later ones at DEBUG). The platform renames renderers without notice:
 * this is how a renamed one shows up before users notice shorter lists. Pages read from the cache
 * count again each time they are served, so the counter measures answers that lacked something.
 */
@Component
public class UnknownItems {

  /** The lists whose parsers account for what they skip; the {@code endpoint} tag. */
  public enum Endpoint {
    /** A channel tab (Videos, Shorts, Playlists; first pages, sort orders, continuation pages). */
    CHANNEL_TAB,
    /** A playlist page (also the uploads playlists of age-restricted channels). */
    PLAYLIST,
    /** A page of comments or of a thread's replies. */
    COMMENTS;

    String tag() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public static final String METRIC = "vidlens.platform.unknown.items";

  /**
   * Kinds are the platform's words: tag values are bounded so a flood cannot blow up the metrics.
   */
  private static final int MAX_KINDS = 200;

  private static final Pattern KIND = Pattern.compile("[A-Za-z0-9_:.-]{1,100}");
  private static final Logger log = LoggerFactory.getLogger(UnknownItems.class);

  private record Key(Endpoint endpoint, String kind, SkippedItem.Reason reason) {}

  private final MeterRegistry registry;
  private final Map<Key, Counter> counters = new ConcurrentHashMap<>();
  private final Set<String> kinds = ConcurrentHashMap.newKeySet();
  private final Set<String> logged = ConcurrentHashMap.newKeySet();

  public UnknownItems(MeterRegistry registry) {
    this.registry = registry;
  }

  /** Counts and (the first time per endpoint and kind) logs every entry of {@code skipped}. */
  public void report(Endpoint endpoint, List<SkippedItem> skipped) {
    for (SkippedItem item : skipped) {
      String kind = tagValue(item.kind());
      counters.computeIfAbsent(new Key(endpoint, kind, item.reason()), this::counter).increment();
      if (logged.add(endpoint.tag() + " " + kind)) {
        log.warn(
            "The platform's {} list had an entry left out: {} at {} ({}{})",
            endpoint.tag(),
            item.kind(),
            item.path(),
            item.reason(),
            item.detail().isEmpty() ? "" : ": " + item.detail());
      } else {
        log.debug("{} list: left out {}", endpoint.tag(), item);
      }
    }
  }

  private String tagValue(String kind) {
    if (!KIND.matcher(kind).matches()) {
      return "unnamed";
    }
    if (kinds.contains(kind) || kinds.size() < MAX_KINDS && kinds.add(kind)) {
      return kind;
    }
    return "other";
  }

  private Counter counter(Key key) {
    return Counter.builder(METRIC)
        .description(
            "List entries the parsers left out of a platform answer, by list, kind, reason")
        .tag("endpoint", key.endpoint().tag())
        .tag("kind", key.kind())
        .tag("reason", key.reason().name().toLowerCase(Locale.ROOT))
        .register(registry);
  }
}
