package io.vidlens.platform.parse;

import static java.time.temporal.ChronoUnit.DAYS;
import static java.time.temporal.ChronoUnit.HOURS;
import static java.time.temporal.ChronoUnit.MINUTES;
import static java.time.temporal.ChronoUnit.MONTHS;
import static java.time.temporal.ChronoUnit.WEEKS;
import static java.time.temporal.ChronoUnit.YEARS;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.RelativeTime;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RelativeTimeParserTest {

  @Test
  void readsTheAmountAndUnitOfTheText() {
    assertThat(RelativeTimeParser.read("3 days ago")).contains(new RelativeTime(3, DAYS));
    assertThat(RelativeTimeParser.read("Streamed 2 months ago"))
        .contains(new RelativeTime(2, MONTHS));
    assertThat(RelativeTimeParser.read("4 hours ago")).contains(new RelativeTime(4, HOURS));
    assertThat(RelativeTimeParser.read("1 minute ago")).contains(new RelativeTime(1, MINUTES));
    assertThat(RelativeTimeParser.read("2 weeks ago")).contains(new RelativeTime(2, WEEKS));
    assertThat(RelativeTimeParser.read("2 months ago (edited)"))
        .contains(new RelativeTime(2, MONTHS));
    assertThat(RelativeTimeParser.read("9 years ago")).contains(new RelativeTime(9, YEARS));
    assertThat(RelativeTimeParser.read("6 MONTHS AGO")).contains(new RelativeTime(6, MONTHS));
  }

  @Test
  void noRelativeTimeInOtherTexts() {
    assertThat(RelativeTimeParser.read("Premieres soon")).isEmpty();
    assertThat(RelativeTimeParser.read(null)).isEmpty();
    assertThat(RelativeTimeParser.read("2024-01-15")).isEmpty();
    assertThat(RelativeTimeParser.orNull("Scheduled for 5/1/26")).isNull();
  }

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
    assertThat(RelativeTimeParser.read(text).map(t -> t.dayBefore(TODAY))).contains(day);
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
    assertThat(RelativeTimeParser.read(text).map(t -> t.dayBefore(TODAY))).isEmpty();
  }
}
