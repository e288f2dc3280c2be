package io.vidlens.catalog.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.TranslationLanguage;
import io.vidlens.platform.TestClock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The translation menu is read once per locale, kept a day, and a fuller one replaces it. */
class TranslationMenusTest {

  private final TestClock clock = new TestClock();
  private final TranslationMenus menus = new TranslationMenus(clock);
  private final AtomicInteger reads = new AtomicInteger();

  @Test
  void theMenuIsReadOnceForALocaleAndServedToEveryVideo() {
    assertThat(menus.menu("en-GB", () -> read(156)))
        .hasValueSatisfying(m -> assertThat(m).hasSize(156));
    assertThat(menus.menu("en-GB", () -> read(156)))
        .hasValueSatisfying(m -> assertThat(m).hasSize(156));
    assertThat(reads).hasValue(1);

    // Another locale has its own menu (names in that language).
    menus.menu("de-DE", () -> read(150));
    assertThat(reads).hasValue(2);
    assertThat(menus.kept("de-DE")).hasValueSatisfying(m -> assertThat(m).hasSize(150));
  }

  @Test
  void aFullerMenuSeenLaterReplacesTheKeptOneAndAShorterOneDoesNot() {
    menus.menu("en-GB", () -> read(150));
    menus.offer("en-GB", languages(17));
    assertThat(menus.kept("en-GB")).hasValueSatisfying(m -> assertThat(m).hasSize(150));
    menus.offer("en-GB", languages(158));
    assertThat(menus.kept("en-GB")).hasValueSatisfying(m -> assertThat(m).hasSize(158));
  }

  @Test
  void theMenuIsReadAgainAfterADay() {
    menus.menu("en-GB", () -> read(156));
    clock.advance(TranslationMenus.LIFETIME.plus(Duration.ofMinutes(1)));
    menus.menu("en-GB", () -> read(156));
    assertThat(reads).hasValue(2);
  }

  @Test
  void aFailedReadIsNotRetriedOnEveryCallButLater() {
    assertThat(menus.menu("en-GB", this::failingRead)).isEmpty();
    assertThat(menus.menu("en-GB", this::failingRead)).isEmpty();
    assertThat(reads).hasValue(1);

    clock.advance(TranslationMenus.RETRY_AFTER_FAILURE.plus(Duration.ofSeconds(1)));
    assertThat(menus.menu("en-GB", () -> read(156))).isPresent();
    assertThat(reads).hasValue(2);
  }

  private Optional<List<TranslationLanguage>> read(int size) {
    reads.incrementAndGet();
    return Optional.of(languages(size));
  }

  private Optional<List<TranslationLanguage>> failingRead() {
    reads.incrementAndGet();
    return Optional.empty();
  }

  private static List<TranslationLanguage> languages(int size) {
    return IntStream.range(0, size)
        .mapToObj(i -> new TranslationLanguage("l" + i, "Language " + i))
        .toList();
  }
}
