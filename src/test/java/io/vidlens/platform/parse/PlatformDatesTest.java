package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.PlatformDate;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class PlatformDatesTest {

  @Test
  void aDateTimeWithOffsetNamesAnInstantAndTheDayInItsOwnOffset() {
    PlatformDate date = PlatformDates.read("2015-01-27T21:14:36-08:00");
    assertThat(date.day()).isEqualTo(LocalDate.of(2015, 1, 27));
    assertThat(date.instant()).isEqualTo(Instant.parse("2015-01-28T05:14:36Z"));
    assertThat(date.exact()).isTrue();
  }

  @Test
  void aBareDateNamesOnlyADay() {
    PlatformDate date = PlatformDates.read(" 2024-01-15 ");
    assertThat(date).isEqualTo(new PlatformDate(LocalDate.of(2024, 1, 15), null));
    assertThat(date.exact()).isFalse();
    assertThat(date.instantOrStartOfDay()).isEqualTo(Instant.parse("2024-01-15T00:00:00Z"));
    // A time of day without an offset does not say which instant it is.
    assertThat(PlatformDates.read("2024-01-15T06:00:00").exact()).isFalse();
  }

  @Test
  void noDateInOtherTexts() {
    assertThat(PlatformDates.read(null)).isNull();
    assertThat(PlatformDates.read("")).isNull();
    assertThat(PlatformDates.read("3 days ago")).isNull();
    assertThat(PlatformDates.read("2024-13-45")).isNull();
  }
}
