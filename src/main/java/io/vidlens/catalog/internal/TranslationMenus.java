package io.vidlens.catalog.internal;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.model.TranslationLanguage;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * The platform's full caption translation menu, kept once per locale ({@code hl}) rather than per
 * video: the menu is the same for every translatable track, but only some clients' player answers
 * carry all of it (VISIONOS and WEB: about 156 languages; ANDROID a short list of 16 to 18).
 *
 * <p>A menu is kept for a day, then read again, so a change on the platform shows within a day; a
 * fuller menu seen meanwhile replaces the kept one at once. A failed read is not retried for a few
 * minutes, so an unavailable client does not cost a request on every subtitles call.
 */
@Component
public class TranslationMenus {

  public static final Duration LIFETIME = Duration.ofDays(1);
  public static final Duration RETRY_AFTER_FAILURE = Duration.ofMinutes(10);

  private final Cache<String, List<TranslationLanguage>> menus;
  private final Cache<String, Boolean> failed;

  @Autowired
  public TranslationMenus(Clock clock) {
    // Caffeine's ticker from the application clock, so tests that move the clock expire menus.
    this.menus = cache(clock, LIFETIME);
    this.failed = cache(clock, RETRY_AFTER_FAILURE);
  }

  private static <V> Cache<String, V> cache(Clock clock, Duration lifetime) {
    return Caffeine.newBuilder()
        .ticker(() -> clock.millis() * 1_000_000L)
        .expireAfterWrite(lifetime)
        .maximumSize(100)
        .build();
  }

  /** The full menu kept for {@code locale}, if one is. */
  public Optional<List<TranslationLanguage>> kept(String locale) {
    return Optional.ofNullable(menus.getIfPresent(locale));
  }

  /** Keeps {@code menu}, read from a full-menu answer in {@code locale}, when it is fuller. */
  public void offer(String locale, List<TranslationLanguage> menu) {
    if (menu.isEmpty()) {
      return;
    }
    menus
        .asMap()
        .compute(
            locale,
            (key, old) -> old == null || old.size() < menu.size() ? List.copyOf(menu) : old);
  }

  /**
   * The kept menu for {@code locale}, else the one {@code read} gives (kept for next time); empty
   * when the read fails ({@code read} answers empty), and then not tried again for a while. Callers
   * at the same time (a bulk request's videos) wait for one read instead of each making one.
   */
  public Optional<List<TranslationLanguage>> menu(
      String locale, Supplier<Optional<List<TranslationLanguage>>> read) {
    if (failed.getIfPresent(locale) != null) {
      return kept(locale);
    }
    return Optional.ofNullable(
        menus.get(
            locale,
            key -> {
              Optional<List<TranslationLanguage>> fresh = read.get().filter(m -> !m.isEmpty());
              if (fresh.isEmpty()) {
                failed.put(key, Boolean.TRUE);
                return null;
              }
              return List.copyOf(fresh.get());
            }));
  }
}
