package io.vidlens.platform.parse;

import static java.time.temporal.ChronoUnit.DAYS;
import static java.time.temporal.ChronoUnit.HOURS;
import static java.time.temporal.ChronoUnit.MINUTES;
import static java.time.temporal.ChronoUnit.MONTHS;
import static java.time.temporal.ChronoUnit.SECONDS;
import static java.time.temporal.ChronoUnit.WEEKS;
import static java.time.temporal.ChronoUnit.YEARS;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.RelativeTime;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
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

  /**
   * Issue 39, point 1: the compact forms the platform writes at random beside the long ones (units
   * s/sec, min, h/hr, d, w/wk, mo, y/yr; yt-dlp PR #16687, NewPipeExtractor's English patterns),
   * with the prefixes and suffix the long forms have.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      13d ago                  | 13 | DAYS
      1mo ago                  | 1  | MONTHS
      11mo ago                 | 11 | MONTHS
      1y ago                   | 1  | YEARS
      3yr ago                  | 3  | YEARS
      16h ago                  | 16 | HOURS
      3hr ago                  | 3  | HOURS
      2w ago                   | 2  | WEEKS
      2wk ago                  | 2  | WEEKS
      5min ago                 | 5  | MINUTES
      30s ago                  | 30 | SECONDS
      30sec ago                | 30 | SECONDS
      13 d ago                 | 13 | DAYS
      Streamed 3d ago          | 3  | DAYS
      Premiered 2w ago         | 2  | WEEKS
      4y ago (edited)          | 4  | YEARS
      Streamed 5hr ago         | 5  | HOURS
      """)
  void readsTheCompactForms(String text, long amount, ChronoUnit unit) {
    assertThat(RelativeTimeParser.read(text)).contains(new RelativeTime(amount, unit));
  }

  @Test
  void aCompactFormCountsBackAsItsLongForm() {
    for (String[] pair :
        new String[][] {
          {"13d ago", "13 days ago"},
          {"2w ago", "2 weeks ago"},
          {"1mo ago", "1 month ago"},
          {"1y ago", "1 year ago"},
          {"16h ago", "16 hours ago"},
          {"5min ago", "5 minutes ago"},
          {"30s ago", "30 seconds ago"}
        }) {
      RelativeTime compact = RelativeTimeParser.read(pair[0]).orElseThrow();
      assertThat(compact).isEqualTo(RelativeTimeParser.read(pair[1]).orElseThrow());
      assertThat(compact.text()).isEqualTo(pair[1]);
    }
    assertThat(RelativeTimeParser.read("30s ago")).contains(new RelativeTime(30, SECONDS));
  }

  /** Not a unit: a bare "m" (minutes or months?), words that only begin like one. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      5m ago
      3 dogs ago
      2 weekends ago
      13d
      ago
      """)
  void noRelativeTimeInLookalikes(String text) {
    assertThat(RelativeTimeParser.read(text)).isEmpty();
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
