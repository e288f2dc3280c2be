package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.CommentPage;
import io.vidlens.model.ContentPage;
import io.vidlens.model.PlaylistPage;
import io.vidlens.model.SkippedItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The 2026 continuation item, {@code continuationItemViewModel}, wherever a list can continue, on
 * hand-written answers: channel tab first pages (rich grid, section list), continuation and sorted
 * pages, playlist pages, comment and reply pages, a thread's replies and the watch page's comment
 * section. Its token sits at {@code continuationCommand.innertubeCommand.continuationCommand.token}
 * or directly at {@code continuationCommand.token}, and (both kinds) inside a {@code
 * commandExecutorCommand}'s commands; one without a readable token is noted, never taken for a last
 * page.
 */
class ViewModelContinuationsTest {

  enum Shape {
    INNERTUBE_COMMAND(
        "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand': {'continuationCommand': {'token': 'TOKEN'}}}}}"),
    DIRECT("{'continuationItemViewModel': {'continuationCommand': {'token': 'TOKEN'}}}"),
    // 2026: the token in one of a commandExecutorCommand's commands (yt-dlp #12759, #16948), after
    // a command that holds none.
    RENDERER_EXECUTOR(
        "{'continuationItemRenderer': {'trigger': 'CONTINUATION_TRIGGER_ON_ITEM_SHOWN',"
            + " 'continuationEndpoint': {'clickTrackingParams': 'x', 'commandExecutorCommand':"
            + " {'commands': [{'signalAction': {'signal': 'SHOW_LOADING'}},"
            + " {'clickTrackingParams': 'y', 'continuationCommand': {'token': 'TOKEN',"
            + " 'request': 'CONTINUATION_REQUEST_TYPE_BROWSE'}}]}}}}"),
    VIEW_MODEL_EXECUTOR(
        "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand':"
            + " {'commandExecutorCommand': {'commands': [{'updateEngagementPanelAction': {}},"
            + " {'continuationCommand': {'token': 'TOKEN'}}]}}}}}"),
    BUTTON_EXECUTOR(
        "{'continuationItemRenderer': {'button': {'buttonRenderer': {'command':"
            + " {'commandExecutorCommand': {'commands': [{'continuationCommand': {'token':"
            + " 'TOKEN'}}]}}}}}}");

    final String item;

    Shape(String template) {
      this.item = template.replace("TOKEN", "T-" + name());
    }

    String token() {
      return "T-" + name();
    }
  }

  static final String UNREADABLE =
      "{'continuationItemViewModel': {'trigger': 'CONTINUATION_TRIGGER_ON_ITEM_SHOWN'}}";

  static final String LOCKUP =
      "{'lockupViewModel': {'contentId': 'vid00000001', 'contentType': 'LOCKUP_CONTENT_TYPE_VIDEO',"
          + " 'metadata': {'lockupMetadataViewModel': {'title': {'content': 'A video'}}}}}";

  static String tab(String content) {
    return "{'contents': {'twoColumnBrowseResultsRenderer': {'tabs': ["
        + "{'tabRenderer': {'title': 'Home', 'selected': false}},"
        + "{'tabRenderer': {'title': 'Videos', 'selected': true, 'content': "
        + content
        + "}}]}}}";
  }

  static String appended(String action, String items) {
    return "{'onResponseReceivedActions': [{'clickTrackingParams': 'x'}, {'"
        + action
        + "': {'continuationItems': ["
        + items
        + "]}}]}";
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void richGridFirstPage(Shape shape) {
    ContentPage page =
        ChannelContentParser.parse(
            Fixtures.json(
                tab(
                    "{'richGridRenderer': {'contents': [{'richItemRenderer': {'content': "
                        + LOCKUP
                        + "}}, "
                        + shape.item
                        + "]}}")));
    assertThat(page.items()).hasSize(1);
    assertThat(page.continuation()).isEqualTo(shape.token());
    assertThat(page.skipped()).isEmpty();
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void sectionListFirstPage(Shape shape) {
    ContentPage page =
        ChannelContentParser.parse(
            Fixtures.json(
                tab(
                    "{'sectionListRenderer': {'contents': [{'itemSectionRenderer': {'contents': [{'gridRenderer': {'items': ["
                        + "{'gridPlaylistRenderer': {'playlistId': 'PL1', 'title': {'simpleText': 'P'}}}, "
                        + shape.item
                        + "]}}]}}]}}")));
    assertThat(page.items()).hasSize(1);
    assertThat(page.continuation()).isEqualTo(shape.token());
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void continuationAndSortedPages(Shape shape) {
    for (String action :
        new String[] {"appendContinuationItemsAction", "reloadContinuationItemsCommand"}) {
      ContentPage page =
          ChannelContentParser.parse(
              Fixtures.json(
                  appended(
                      action,
                      "{'richItemRenderer': {'content': {'shortsLockupViewModel': {'entityId': 'shorts-shelf-item-short000001'}}}}, "
                          + shape.item)));
      assertThat(page.items()).hasSize(1);
      assertThat(page.continuation()).isEqualTo(shape.token());
      assertThat(page.skipped()).isEmpty();
    }
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void playlistFirstAndFurtherPages(Shape shape) {
    String video =
        "{'playlistVideoRenderer': {'videoId': 'vid00000001', 'title': {'runs': [{'text': 'V'}]}}}";
    PlaylistPage first =
        PlaylistPageParser.parse(
            Fixtures.json(
                tab(
                    "{'sectionListRenderer': {'contents': [{'itemSectionRenderer': {'contents': [{'playlistVideoListRenderer': {'contents': ["
                        + video
                        + ", "
                        + shape.item
                        + "]}}]}}]}}")));
    assertThat(first.content().items()).hasSize(1);
    assertThat(first.content().continuation()).isEqualTo(shape.token());
    ContentPage further =
        ChannelContentParser.parse(
            Fixtures.json(appended("appendContinuationItemsAction", video + ", " + shape.item)));
    assertThat(further.continuation()).isEqualTo(shape.token());
  }

  static String comments(String items) {
    return "{'onResponseReceivedEndpoints': [{'appendContinuationItemsAction': {'continuationItems': ["
        + items
        + "]}}], 'frameworkUpdates': {'entityBatchUpdate': {'mutations': ["
        + "{'entityKey': 'K1', 'payload': {'commentEntityPayload': {'properties': {'commentId': 'C1', 'content': {'content': 'Hi'}, 'replyLevel': 0}}}},"
        + "{'entityKey': 'K2', 'payload': {'commentEntityPayload': {'properties': {'commentId': 'C1.r', 'content': {'content': 'Reply'}, 'replyLevel': 1}}}}]}}}";
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void commentPagesAndTheirThreadsReplies(Shape shape) {
    CommentPage page =
        CommentPageParser.parse(
            Fixtures.json(
                comments(
                    "{'commentThreadRenderer': {'replies': {'commentRepliesRenderer': {'contents': ["
                        + shape.item.replace(shape.token(), "REPLIES")
                        + "]}}, 'commentViewModel': {'commentViewModel': {'commentKey': 'K1'}}}}, "
                        + shape.item)));
    assertThat(page.comments()).hasSize(1);
    assertThat(page.comments().get(0).repliesContinuation()).isEqualTo("REPLIES");
    assertThat(page.continuation()).isEqualTo(shape.token());
    assertThat(page.skipped()).isEmpty();
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void aThreadsRepliesTokenUnderSubThreads(Shape shape) {
    CommentPage page =
        CommentPageParser.parse(
            Fixtures.json(
                comments(
                    "{'commentThreadRenderer': {'replies': {'commentRepliesRenderer': {'subThreads': ["
                        + shape.item
                        + "]}}, 'commentViewModel': {'commentViewModel': {'commentKey': 'K1'}}}}")));
    assertThat(page.comments().get(0).repliesContinuation()).isEqualTo(shape.token());
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void replyPagesShowMoreReplies(Shape shape) {
    CommentPage page =
        CommentPageParser.parse(
            Fixtures.json(comments("{'commentViewModel': {'commentKey': 'K2'}}, " + shape.item)));
    assertThat(page.comments())
        .singleElement()
        .satisfies(c -> assertThat(c.replyLevel()).isEqualTo(1));
    assertThat(page.continuation()).isEqualTo(shape.token());
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void theWatchPagesCommentSection(Shape shape) {
    var watch =
        WatchPageParser.parse(
            Fixtures.json(
                "{'contents': {'twoColumnWatchNextResults': {'results': {'results': {'contents': ["
                    + "{'itemSectionRenderer': {'sectionIdentifier': 'comment-item-section', 'contents': ["
                    + shape.item
                    + "]}}]}}}}}"));
    assertThat(watch.commentsContinuation()).isEqualTo(shape.token());
  }

  @Test
  void anUnreadableContinuationIsNotedWithItsPathNeverTakenForALastPage() {
    ContentPage tab =
        ChannelContentParser.parse(
            Fixtures.json(
                tab("{'richGridRenderer': {'contents': [" + LOCKUP + ", " + UNREADABLE + "]}}")));
    assertThat(tab.continuation()).isEmpty();
    assertThat(tab.unreadableContinuation())
        .hasValueSatisfying(
            s -> {
              assertThat(s.kind()).isEqualTo("continuationItemViewModel");
              assertThat(s.path())
                  .isEqualTo(
                      "contents.twoColumnBrowseResultsRenderer.tabs[1].tabRenderer.content.richGridRenderer.contents[1]");
            });

    CommentPage comments =
        CommentPageParser.parse(
            Fixtures.json(comments("{'commentViewModel': {'commentKey': 'K2'}}, " + UNREADABLE)));
    assertThat(comments.unreadableContinuation())
        .hasValueSatisfying(
            s ->
                assertThat(s.path())
                    .isEqualTo(
                        "onResponseReceivedEndpoints[0].appendContinuationItemsAction.continuationItems[1]"));
  }

  @Test
  void aThreadWhoseRepliesTokenCannotBeReadIsNotedButThePageStands() {
    CommentPage page =
        CommentPageParser.parse(
            Fixtures.json(
                comments(
                    "{'commentThreadRenderer': {'replies': {'commentRepliesRenderer': {'contents': ["
                        + UNREADABLE
                        + "]}}, 'commentViewModel': {'commentViewModel': {'commentKey': 'K1'}}}}")));
    assertThat(page.comments()).hasSize(1);
    assertThat(page.unreadableContinuation()).isEmpty();
    assertThat(page.skipped())
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.reason()).isEqualTo(SkippedItem.Reason.UNREADABLE);
              assertThat(s.path())
                  .isEqualTo(
                      "onResponseReceivedEndpoints[0].appendContinuationItemsAction.continuationItems[0]"
                          + ".commentThreadRenderer.replies.commentRepliesRenderer.contents[0]");
            });
  }

  @Test
  void entriesLeftOutOnPurposeAreNotSkipped() {
    ContentPage page =
        ChannelContentParser.parse(
            Fixtures.json(
                tab(
                    "{'sectionListRenderer': {'contents': [{'itemSectionRenderer': {'contents': ["
                        + "{'messageRenderer': {'text': {'simpleText': 'This channel has no videos.'}}},"
                        + "{'backgroundPromoRenderer': {'title': {'simpleText': 'No content'}}},"
                        + "{'adSlotRenderer': {}}]}}]}}")));
    assertThat(page.items()).isEmpty();
    assertThat(page.skipped()).isEmpty();
  }

  @Test
  void sortChipsAndMenusWhoseTokenIsInACommandExecutor() {
    String token = "SORTED";
    String command =
        "{'commandExecutorCommand': {'commands': [{'signalAction': {}}, {'continuationCommand':"
            + " {'token': '"
            + token
            + "'}}]}}";
    ContentPage chips =
        ChannelContentParser.parse(
            Fixtures.json(
                tab(
                    "{'richGridRenderer': {'header': {'chipBarViewModel': {'chips': ["
                        + "{'chipViewModel': {'text': 'Latest', 'selected': true}},"
                        + "{'chipViewModel': {'text': 'Popular', 'tapCommand': {'innertubeCommand': "
                        + command
                        + "}}},"
                        + "{'chipCloudChipRenderer': {'text': {'simpleText': 'Oldest'},"
                        + " 'navigationEndpoint': "
                        + command
                        + "}}]}}, 'contents': [{'richItemRenderer': {'content': "
                        + LOCKUP
                        + "}}]}}")));
    assertThat(chips.sorts())
        .extracting(o -> o.title() + "=" + o.continuation())
        .containsExactly("Latest=", "Popular=" + token, "Oldest=" + token);

    CommentPage comments =
        CommentPageParser.parse(
            Fixtures.json(
                "{'onResponseReceivedEndpoints': [{'reloadContinuationItemsCommand':"
                    + " {'continuationItems': [{'commentsHeaderRenderer': {'sortMenu':"
                    + " {'sortFilterSubMenuRenderer': {'subMenuItems': ["
                    + "{'title': 'Top', 'selected': true, 'serviceEndpoint': {'continuationCommand': {'token': 'TOP'}}},"
                    + "{'title': 'Newest first', 'selected': false, 'serviceEndpoint': "
                    + command
                    + "}]}}}}]}}]}"));
    assertThat(comments.sorts())
        .extracting(o -> o.title() + "=" + o.continuation())
        .containsExactly("Top=TOP", "Newest first=" + token);
  }
}
