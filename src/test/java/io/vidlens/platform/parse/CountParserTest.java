package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Count;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class CountParserTest {

  @ParameterizedTest(name = "{0} -> {1} exact={2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      1,234                                               | 1234       | true
      1,234 views                                         | 1234       | true
      248,861,230 views                                   | 248861230  | true
      12 videos                                           | 12         | true
      1 view                                              | 1          | true
      1 video                                             | 1          | true
      No views                                            | 0          | true
      No comments                                         | 0          | true
      no subscribers                                      | 0          | true
      0 likes                                             | 0          | true
      1.2M                                                | 1200000    | false
      1.2M views                                          | 1200000    | false
      25m subscribers                                     | 25000000   | false
      24.6m subscribers                                   | 24600000   | false
      2.52m subscribers                                   | 2520000    | false
      1.5K                                                | 1500       | false
      9.8k                                                | 9800       | false
      46k                                                 | 46000      | false
      3.4B                                                | 3400000000 | false
      3.4 billion views                                   | 3400000000 | false
      25 million subscribers                              | 25000000   | false
      7.78 thousand subscribers                           | 7780       | false
      1,5M                                                | 1500000    | false
      1 234                                               | 1234       | true
      1 234 567 vues                                      | 1234567    | true
      1.234                                               | 1234       | true
      1.234.567 Aufrufe                                   | 1234567    | true
      1'234                                               | 1234       | true
      10,226 watching now                                 | 10226      | true
      like this video along with 4,961,170 other people   | 4961170    | true
      like this video along with 72 other people          | 72         | true
      89k videos                                          | 89000      | false
      3,187,000,000 views                                 | 3187000000 | true
      5.1k                                                | 5100       | false
      '  7  '                                             | 7          | true
      """)
  void readsCounts(String text, long value, boolean exact) {
    assertThat(CountParser.read(text)).contains(new Count(value, exact));
  }

  @Test
  void narrowAndNonBreakingSpacesAreThousandsSeparators() {
    assertThat(CountParser.parse("1\u00a0234\u00a0567 vues")).hasValue(1_234_567L);
    assertThat(CountParser.parse("12\u202f345")).hasValue(12_345L);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(
      strings = {
        "   ",
        "views",
        "1.5",
        "1,5 Mio",
        "1,23",
        "12,34,567",
        "Subscribe",
        "LIVE",
        "Sign in"
      })
  void ambiguousOrMissingIsEmpty(String text) {
    assertThat(CountParser.read(text)).isEmpty();
    assertThat(CountParser.parse(text)).isEmpty();
  }

  @Test
  void exactBeatsRoundedWhateverTheOrder() {
    assertThat(CountParser.preferExact("1.5m views", "1,545,374 views"))
        .contains(new Count(1_545_374L, true));
    assertThat(CountParser.preferExact("1,545,374 views", "1.5m views"))
        .contains(new Count(1_545_374L, true));
    assertThat(CountParser.preferExact("", "1.5m views", "1.4 million"))
        .contains(new Count(1_500_000L, false));
    assertThat(CountParser.preferExact("", null, "n/a")).isEmpty();
    assertThat(CountParser.best("31k", "like this video along with 31,009 other people"))
        .isEqualTo(new Count(31_009L, true));
    assertThat(CountParser.best()).isNull();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      0:43                          | 43
      12:34                         | 754
      1:02:03                       | 3723
      1:07:34                       | 4054
      10:00:00                      | 36000
      3 minutes, 7 seconds          | 187
      1 hour, 7 minutes, 34 seconds | 4054
      1 hour, 1 second              | 3601
      23 minutes                    | 1380
      """)
  void durations(String text, long seconds) {
    assertThat(DurationParser.seconds(text)).contains(seconds);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"LIVE", "SHORTS", "Upcoming", "12:345", "1:75", "1:60:00", "abc"})
  void nonDurations(String text) {
    assertThat(DurationParser.seconds(text)).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      Joined 9 Jul 2013            | 2013-07-09
      Joined Jul 9, 2013           | 2013-07-09
      Joined 30 July 2007          | 2007-07-30
      Last updated on 13 Jan 2026  | 2026-01-13
      1 Sept 2014                  | 2014-09-01
      Started streaming on 4 Jun 2026 | 2026-06-04
      """)
  void joinedDates(String text, LocalDate date) {
    assertThat(JoinedDateParser.parse(text)).contains(date);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"Beigetreten am 09.07.2013", "Joined 31 Feb 2013", "Joined sometime"})
  void unreadableDates(String text) {
    assertThat(JoinedDateParser.parse(text)).isEmpty();
  }

  @Test
  void figureAsThePlatformFormatsIt() {
    assertThat(CountParser.figure("5,145 Comments")).isEqualTo("5,145");
    assertThat(CountParser.figure("1.2K Comments")).isEqualTo("1.2K");
    assertThat(CountParser.figure("99k")).isEqualTo("99k");
    assertThat(CountParser.figure("No comments")).isEqualTo("0");
    assertThat(CountParser.figure(" Comments ")).isEqualTo("Comments");
    assertThat(CountParser.figure("")).isNull();
    assertThat(CountParser.figure(null)).isNull();
  }
}
