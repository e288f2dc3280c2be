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
      3 days ago            | 2026-06-07
      1 day ago             | 2026-06-09
      2 weeks ago           | 2026-05-27
      1 month ago           | 2026-05-11
      9 years ago           | 2017-06-12
      Streamed 5 hours ago  | 2026-06-10
      Premiered 2 weeks ago | 2026-05-27
      """)
  void relativeTextsAreDays(String text, LocalDate day) {
    assertThat(RelativeTime.dayOf(text, TODAY)).contains(day);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      ''
      Scheduled for 12/06/2026
      29,796 watching
      """)
  void otherTextsAreNoDay(String text) {
    assertThat(RelativeTime.dayOf(text, TODAY)).isEmpty();
  }

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
