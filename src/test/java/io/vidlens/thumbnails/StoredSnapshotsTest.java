package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Image;
import io.vidlens.video.api.VideoDetailsSnapshot;
import org.junit.jupiter.api.Test;

/** Snapshots stored before they were typed (the whole answer) read as the typed snapshot. */
class StoredSnapshotsTest {

  @Test
  void readsAWholeAnswerStoredEarlierAndWritesWhatItReads() {
    String whole =
        """
        {"id":"dQw4w9WgXcQ","title":"T","lengthSeconds":"212","keywords":["a","b"],
         "channelId":"UCuAXFkgsw1L7xaCfnd5JJOw","thumbnail":[{"url":"https://i.ytimg.com/hqdefault.jpg",
         "width":480,"height":360}],"allowRatings":true,"viewCount":"12","likeCount":null,
         "isPrivate":false,"hasCaption":true,"publishDate":"2009-10-24"}
        """;
    VideoDetailsSnapshot read = StoredSnapshots.video(whole);
    assertThat(read.title()).isEqualTo("T");
    assertThat(read.lengthSeconds()).isEqualTo(212L);
    assertThat(read.viewCount()).isEqualTo(12L);
    assertThat(read.keywords()).containsExactly("a", "b");
    assertThat(read.thumbnail())
        .containsExactly(new Image("https://i.ytimg.com/hqdefault.jpg", 480, 360));
    assertThat(read.isLiveContent()).isNull();
    assertThat(read.availableCountries()).isEmpty();
    assertThat(StoredSnapshots.video(StoredSnapshots.json(read))).isEqualTo(read);
    assertThat(StoredSnapshots.video(null)).isNull();
    assertThat(Words.of("", read)).isEqualTo("T. a, b");
  }

  @Test
  void numbersStoredAsStringsOfDigitsReadAsNumbersAndAnythingElseAsUnknown() {
    VideoDetailsSnapshot old =
        StoredSnapshots.video("{\"title\":\"T\",\"lengthSeconds\":\"\",\"viewCount\":\"1.2K\"}");
    assertThat(old.lengthSeconds()).isNull();
    assertThat(old.viewCount()).isNull();
    VideoDetailsSnapshot typed =
        StoredSnapshots.video("{\"lengthSeconds\":212,\"viewCount\":null}");
    assertThat(typed.lengthSeconds()).isEqualTo(212L);
    assertThat(typed.viewCount()).isNull();
    assertThat(StoredSnapshots.json(typed)).contains("\"lengthSeconds\":212");
  }
}
