package io.vidlens.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.model.CommentPage;
import io.vidlens.platform.PlatformException;
import io.vidlens.testing.FakePlatform;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The first comment page that comes incomplete (no header, threads or continuation; yt-dlp's
 * "Incomplete data received"): asked once more, and a complete second answer is served; two
 * incomplete answers are a 503, never "no comments, last page". Answers built from the documented
 * shapes.
 */
class FirstCommentPageTest {

  private static final String INCOMPLETE =
      "{\"onResponseReceivedEndpoints\":[{\"reloadContinuationItemsCommand\":"
          + "{\"targetId\":\"comments-section\"}}]}";
  private static final String HEADER_ONLY =
      "{\"onResponseReceivedEndpoints\":[{\"reloadContinuationItemsCommand\":"
          + "{\"targetId\":\"comments-section\",\"continuationItems\":[{\"commentsHeaderRenderer\":"
          + "{\"countText\":{\"runs\":[{\"text\":\"0\"},{\"text\":\" Comments\"}]}}}]}}]}";

  private final AtomicInteger asked = new AtomicInteger();

  /** The comment pages answer {@code answers} in turn, the last one from then on. */
  private Videos videos(List<String> answers) {
    FakePlatform platform =
        new FakePlatform()
            .answer(
                "next",
                request -> answers.get(Math.min(asked.getAndIncrement(), answers.size() - 1)));
    return new Videos(
        platform.client(), new ReadPolicy(10), new UnknownItems(new SimpleMeterRegistry()));
  }

  @Test
  void anIncompleteFirstPageIsAskedOnceMoreAndTheCompleteAnswerServed() {
    CommentPage page = videos(List.of(INCOMPLETE, HEADER_ONLY)).firstCommentPage("TOKEN");

    assertThat(asked).hasValue(2);
    assertThat(page.countText()).isEqualTo("0 Comments");
    assertThat(page.comments()).isEmpty();
  }

  @Test
  void twoIncompleteAnswersAreA503() {
    Videos videos = videos(List.of(INCOMPLETE));

    assertThatThrownBy(() -> videos.firstCommentPage("TOKEN"))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.retryAfterSeconds()).isEqualTo(10);
              assertThat(e.details()).contains("incomplete twice");
            });
    assertThat(asked).hasValue(2);
  }

  @Test
  void aLaterPageIsNotAskedAgain() {
    CommentPage page = videos(List.of(INCOMPLETE, HEADER_ONLY)).commentPage("TOKEN");

    assertThat(asked).hasValue(1);
    assertThat(page.comments()).isEmpty();
  }
}
