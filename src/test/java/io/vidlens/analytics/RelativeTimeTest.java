package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RelativeTimeTest {

  static final LocalDate TODAY = LocalDate.of(2026, 6, 10);

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      2026-06-10 | today
      2026-06-09 | 1 day ago
      2026-06-04 | 6 days ago
      2026-06-03 | 1 week ago
      2026-05-12 | 4 weeks ago
      2026-05-11 | 1 month ago
      2025-06-11 | 12 months ago
      2025-06-10 | 1 year ago
      2016-06-10 | 10 years ago
      2026-06-12 | today
      """)
  void daysAreWrittenAsThePlatformWould(LocalDate day, String text) {
    assertThat(RelativeTime.ago(day, TODAY)).isEqualTo(text);
  }
}
