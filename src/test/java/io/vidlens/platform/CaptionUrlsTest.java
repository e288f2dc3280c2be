package io.vidlens.platform;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Caption file URLs as subtitles link to them: in the default format, signature kept. */
class CaptionUrlsTest {

  private static final String TIMEDTEXT = "https://www.youtube.com/api/timedtext?v=a";

  @Test
  void theDefaultFormatUrlLosesOnlyItsFormat() {
    assertThat(CaptionUrls.inDefaultFormat(TIMEDTEXT + "&fmt=srv3&lang=en"))
        .isEqualTo(TIMEDTEXT + "&lang=en");
    assertThat(CaptionUrls.inDefaultFormat(TIMEDTEXT + "&lang=en&fmt=srv3"))
        .isEqualTo(TIMEDTEXT + "&lang=en");
    assertThat(CaptionUrls.inDefaultFormat(TIMEDTEXT + "&lang=en"))
        .isEqualTo(TIMEDTEXT + "&lang=en");
  }

  @Test
  void aSignedUrlKeepsItsSignatureExpiryAndFragment() {
    String signed =
        "https://www.youtube.com/api/timedtext?fmt=srv3&v=a&expire=1760000000"
            + "&sparams=ip,ipbits,expire,v&signature=ABC.DEF&lang=en";
    assertThat(CaptionUrls.inDefaultFormat(signed))
        .isEqualTo(
            "https://www.youtube.com/api/timedtext?v=a&expire=1760000000"
                + "&sparams=ip,ipbits,expire,v&signature=ABC.DEF&lang=en");
    assertThat(CaptionUrls.inDefaultFormat(TIMEDTEXT + "&fmt=srv3#t")).isEqualTo(TIMEDTEXT + "#t");
  }

  @Test
  void aTranslationsDefaultFormatUrlKeepsItsTargetLanguage() {
    assertThat(CaptionUrls.inDefaultFormat(CaptionUrls.of(TIMEDTEXT + "&lang=en&fmt=srv3", "de")))
        .isEqualTo(TIMEDTEXT + "&lang=en&tlang=de");
  }
}
