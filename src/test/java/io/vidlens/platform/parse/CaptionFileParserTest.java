package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.CaptionFile;
import io.vidlens.model.CaptionFile.Format;
import io.vidlens.model.TranscriptSegment;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CaptionFileParserTest {

  private static final List<TranscriptSegment> EXPECTED =
      List.of(
          new TranscriptSegment(0, 1500, "Tom & Jerry's \"show\""),
          new TranscriptSegment(1500, 4000, "line one\nline two"));

  @Test
  void srv1SecondsAndDoubleEscapedEntities() {
    CaptionFile file =
        CaptionFileParser.parse(
            """
        <?xml version="1.0" encoding="utf-8" ?><transcript><text start="0" dur="1.5">Tom &amp;amp; Jerry&amp;#39;s &amp;quot;show&amp;quot;</text><text start="1.5" dur="2.5">line one
        line two</text><text start="4" dur="1"> </text></transcript>""");
    assertThat(file.format()).isEqualTo(Format.SRV1);
    assertThat(file.segments()).isEqualTo(EXPECTED);
  }

  @Test
  void srv3MillisecondsWithWordTimings() {
    CaptionFile file =
        CaptionFileParser.parse(
            """
        <?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body><p t="0" d="1500"><s>Tom &amp; </s><s t="500">Jerry&#39;s &quot;show&quot;</s></p><p t="1500" d="2500">line one
        line two</p></body></timedtext>""");
    assertThat(file.format()).isEqualTo(Format.SRV3);
    assertThat(file.segments()).isEqualTo(EXPECTED);
  }

  @Test
  void json3EventsSkippingWindowsAndLineBreaks() {
    CaptionFile file =
        CaptionFileParser.parse(
            """
        {"wireMagic": "pb3", "events": [
          {"tStartMs": 0, "dDurationMs": 99999, "id": 1, "wpWinPosId": 1},
          {"tStartMs": 0, "dDurationMs": 1500, "segs": [{"utf8": "Tom & "}, {"utf8": "Jerry's \\"show\\"", "tOffsetMs": 500}]},
          {"tStartMs": 1400, "dDurationMs": 100, "aAppend": 1, "segs": [{"utf8": "\\n"}]},
          {"tStartMs": 1500, "dDurationMs": 2500, "segs": [{"utf8": "line one\\nline two"}]}]}
        """);
    assertThat(file.format()).isEqualTo(Format.JSON3);
    assertThat(file.segments()).isEqualTo(EXPECTED);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   ", "\n"})
  void emptyBodyIsDistinguishable(String body) {
    CaptionFile file = CaptionFileParser.parse(body);
    assertThat(file.empty()).isTrue();
    assertThat(file.segments()).isEmpty();
  }

  @Test
  void unknownBodies() {
    assertThat(CaptionFileParser.parse("<html>nope</html>").format()).isEqualTo(Format.UNKNOWN);
    assertThat(CaptionFileParser.parse("{not json").format()).isEqualTo(Format.UNKNOWN);
    assertThat(CaptionFileParser.parse("<transcript>").format()).isEqualTo(Format.UNKNOWN);
  }

  @ParameterizedTest
  @CsvSource({
    "constructed/timedtext/cV5TjZCJkuA-en-srv1.json, SRV1",
    "constructed/timedtext/cV5TjZCJkuA-en-srv3.json, SRV3",
    "constructed/timedtext/cV5TjZCJkuA-en-json3.json, JSON3"
  })
  void constructedCaptionFilesAgreeInEveryFormat(String file, Format format) {
    CaptionFile parsed = CaptionFileParser.parse(RecordedExchange.load(file).responseText());
    assertThat(parsed.format()).isEqualTo(format);
    assertThat(parsed.segments())
        .extracting(TranscriptSegment::startMs, TranscriptSegment::endMs)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(0L, 4120L),
                org.assertj.core.groups.Tuple.tuple(4120L, 8960L),
            org.assertj.core.groups.Tuple.tuple(8960L, 13400L),
                org.assertj.core.groups.Tuple.tuple(13400L, 19010L));
    assertThat(parsed.segments().getFirst().text())
        .isEqualTo(
            "this is the Oppo Find X and it may be\nour best glimpse of the smartphone future");
    assertThat(parsed.segments().get(2).text()).isEqualTo("so where did the cameras go?");
  }

  @Test
  void segmentClock() {
    assertThat(new TranscriptSegment(8_960, 9_000, "").startTime()).isEqualTo("0:08");
    assertThat(new TranscriptSegment(754_000, 755_000, "").startTime()).isEqualTo("12:34");
    assertThat(new TranscriptSegment(3_723_000, 3_724_000, "").startTime()).isEqualTo("1:02:03");
  }
}
