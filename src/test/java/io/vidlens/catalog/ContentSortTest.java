package io.vidlens.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.model.InvalidInput;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Sort values on the wire and the platform's names of the orders. */
class ContentSortTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      ''               | VIDEOS    | LATEST
      latest           | VIDEOS    | LATEST
      POPULAR          | VIDEOS    | POPULAR
      Oldest           | VIDEOS    | OLDEST
      ''               | PLAYLISTS | DATE_ADDED
      Date Added       | PLAYLISTS | DATE_ADDED
      last-video-added | PLAYLISTS | LAST_VIDEO_ADDED
      Last Video Added | PLAYLISTS | LAST_VIDEO_ADDED
      """)
  void wireAndDisplayNamesAreAccepted(String value, ContentSort.Tab tab, ContentSort expected) {
    assertThat(ContentSort.parse(value, tab)).isEqualTo(expected);
  }

  @Test
  void sortsOfAnotherTabAreRefused() {
    assertThatThrownBy(() -> ContentSort.parse("popular", ContentSort.Tab.PLAYLISTS))
        .isInstanceOfSatisfying(
            InvalidInput.class, e -> assertThat(e.details()).contains("date_added"));
    assertThatThrownBy(() -> ContentSort.parse("newest", ContentSort.Tab.VIDEOS))
        .isInstanceOf(InvalidInput.class);
  }

  @Test
  void thePlatformsChipAndMenuTitlesNameTheOrders() {
    assertThat(ContentSort.LATEST.namedBy("Latest")).isTrue();
    assertThat(ContentSort.POPULAR.namedBy("Popular")).isTrue();
    assertThat(ContentSort.OLDEST.namedBy("Latest")).isFalse();
    assertThat(ContentSort.DATE_ADDED.namedBy("Date added (newest)")).isTrue();
    assertThat(ContentSort.LAST_VIDEO_ADDED.namedBy("Last video added")).isTrue();
    assertThat(ContentSort.LATEST.isDefault()).isTrue();
    assertThat(ContentSort.DATE_ADDED.isDefault()).isTrue();
    assertThat(ContentSort.POPULAR.isDefault()).isFalse();
  }
}
