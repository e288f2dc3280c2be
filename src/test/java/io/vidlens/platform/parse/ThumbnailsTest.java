package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Thumbnail;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ThumbnailsTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      nullValues = "null",
      value = {
        "https://yt3.ggpht.com/a=s88                          | 88   | 88",
        "https://yt3.ggpht.com/a=s88-c-k-c0x00ffffff-no-rj    | 88   | 88",
        "https://yt3.ggpht.com/a=s176?days_since_epoch=1      | 176  | 176",
        "https://yt3.googleusercontent.com/b=w1060-fcrop64=1  | null | null",
        "https://yt3.googleusercontent.com/b=w120-h90         | 120  | 90",
        "https://yt3.googleusercontent.com/b=w1707-h960-k-no  | 1707 | 960",
        "https://yt3.ggpht.com/a=s123456                      | null | null",
        "https://yt3.ggpht.com/a=s88x                         | null | null",
        "https://www.gstatic.com/youtube/img/instagram_1x.png | null | null",
      })
  void aSizeTheUrlStatesIsTheImagesSize(String url, Integer width, Integer height) {
    assertThat(Thumbnails.sized(url, null, null)).isEqualTo(new Thumbnail(url, width, height));
  }

  @Test
  void theSizeThePlatformStatesWinsOverTheUrls() {
    assertThat(Thumbnails.sized("https://yt3.ggpht.com/a=s88", 48, 48))
        .isEqualTo(new Thumbnail("https://yt3.ggpht.com/a=s88", 48, 48));
  }

  @Test
  void halfASizeIsCompletedFromTheUrl() {
    assertThat(Thumbnails.sized("https://yt3.ggpht.com/a=s88", 88, null))
        .isEqualTo(new Thumbnail("https://yt3.ggpht.com/a=s88", 88, 88));
    assertThat(Thumbnails.sized("https://example.com/a.jpg", 88, null))
        .as("and kept as stated when the URL says nothing")
        .isEqualTo(new Thumbnail("https://example.com/a.jpg", 88, null));
  }

  @Test
  void listsOfBothShapesAreSized() {
    var renderer =
        Fixtures.json(
            """
            {'thumbnail': {'thumbnails': [
              {'url': '//yt3.ggpht.com/a=s48-c-k'},
              {'url': 'https://i.ytimg.com/vi/x/hqdefault.jpg', 'width': 480, 'height': 360},
              {'url': 'https://i.ytimg.com/vi/x/frame.jpg'},
              {'url': ''}]}}
            """);
    assertThat(Thumbnails.of(renderer, "thumbnail"))
        .containsExactly(
            new Thumbnail("https://yt3.ggpht.com/a=s48-c-k", 48, 48),
            new Thumbnail("https://i.ytimg.com/vi/x/hqdefault.jpg", 480, 360),
            new Thumbnail("https://i.ytimg.com/vi/x/frame.jpg", null, null));
    var viewModel =
        Fixtures.json("{'image': {'sources': [{'url': 'https://yt3.ggpht.com/b=w120-h90-p'}]}}");
    assertThat(Thumbnails.of(viewModel, "image"))
        .containsExactly(new Thumbnail("https://yt3.ggpht.com/b=w120-h90-p", 120, 90));
  }
}
