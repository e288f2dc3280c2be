package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Comment;
import io.vidlens.model.CommentPage;
import io.vidlens.model.Count;
import io.vidlens.model.SkippedItem;
import io.vidlens.model.SortOption;
import io.vidlens.model.Thumbnail;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CommentPageParserTest {

  // The current shape: view models in the thread, data in the entity store.
  private static final String ENTITY_PAGE =
      """
      {'onResponseReceivedEndpoints': [
        {'reloadContinuationItemsCommand': {'continuationItems': [
          {'commentsHeaderRenderer': {'countText': {'runs': [{'text': '1,234'}, {'text': ' Comments'}]}, 'commentsCount': {'simpleText': '1.2K'},
            'sortMenu': {'sortFilterSubMenuRenderer': {'subMenuItems': [
              {'title': 'Top', 'selected': true, 'serviceEndpoint': {'continuationCommand': {'token': 'TOP'}}},
              {'title': 'Newest', 'selected': false, 'serviceEndpoint': {'continuationCommand': {'token': 'NEW'}}}]}}}}]}},
        {'reloadContinuationItemsCommand': {'continuationItems': [
          {'commentThreadRenderer': {
            'replies': {'commentRepliesRenderer': {'contents': [{'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': 'REPLIES'}}}}]}},
            'commentViewModel': {'commentViewModel': {'commentKey': 'K1', 'toolbarStateKey': 'S1', 'commentId': 'C1', 'pinnedText': 'Pinned by @owner'}}}},
          {'commentThreadRenderer': {'commentViewModel': {'commentViewModel': {'commentKey': 'K2', 'toolbarStateKey': 'S2', 'commentId': 'C2'}}}},
          {'commentThreadRenderer': {'commentViewModel': {'commentViewModel': {'commentKey': 'MISSING', 'commentId': 'C3'}}}},
          {'commentFilterContextViewModel': {'text': {'content': 'Top is selected'}}},
          {'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': 'NEXT'}}}}]}}],
       'frameworkUpdates': {'entityBatchUpdate': {'mutations': [
         {'entityKey': 'K1', 'payload': {'commentEntityPayload': {
           'properties': {'commentId': 'C1', 'content': {'content': 'First line\\nsecond line'}, 'publishedTime': '2 years ago (edited)', 'replyLevel': 0},
           'author': {'channelId': 'UC0123456789012345678901', 'displayName': '@owner', 'avatarThumbnailUrl': 'https://yt3.ggpht.com/a=s88',
             'isVerified': true, 'isCreator': true, 'isArtist': false},
           'toolbar': {'likeCountNotliked': '1.5K', 'likeCountA11y': '1.5K likes', 'replyCount': '12', 'replyCountA11y': '12 replies'}}}},
         {'entityKey': 'S1', 'payload': {'engagementToolbarStateEntityPayload': {'heartState': 'TOOLBAR_HEART_STATE_HEARTED'}}},
         {'entityKey': 'K2', 'payload': {'commentEntityPayload': {
           'properties': {'commentId': 'C2', 'content': {'content': 'Nice'}, 'publishedTime': '3 days ago'},
           'author': {'channelId': 'UC1111111111111111111111', 'displayName': '@fan'},
           'avatar': {'image': {'sources': [{'url': 'https://yt3.ggpht.com/b=s88', 'width': 88, 'height': 88}]}},
           'toolbar': {'likeCountNotliked': ' ', 'likeCountA11y': '0 likes', 'replyCount': '', 'replyCountA11y': '0 replies'}}}},
         {'entityKey': 'S2', 'payload': {'engagementToolbarStateEntityPayload': {'heartState': 'TOOLBAR_HEART_STATE_UNHEARTED'}}}]}}}
      """;

  @Test
  void readsEntityBackedComments() {
    CommentPage page = CommentPageParser.parse(Fixtures.json(ENTITY_PAGE));

    assertThat(page.countText()).isEqualTo("1,234 Comments");
    assertThat(page.count()).isEqualTo(new Count(1234L, true));
    assertThat(page.sorts())
        .extracting(SortOption::title, SortOption::continuation)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("Top", "TOP"),
            org.assertj.core.groups.Tuple.tuple("Newest", "NEW"));
    assertThat(page.continuation()).isEqualTo("NEXT");
    assertThat(page.comments()).hasSize(2);
    // The comment whose entity is missing is noted; the rest of the page is still read.
    assertThat(page.skipped()).singleElement().asString().contains("C3");

    Comment first = page.comments().get(0);
    assertThat(first.commentId()).isEqualTo("C1");
    assertThat(first.authorHandle()).isEqualTo("@owner");
    assertThat(first.authorChannelId()).isEqualTo("UC0123456789012345678901");
    assertThat(first.authorThumbnails())
        .as("the author's avatar URL alone; its size is the URL's =s88")
        .containsExactly(new Thumbnail("https://yt3.ggpht.com/a=s88", 88, 88));
    assertThat(first.text()).isEqualTo("First line\nsecond line");
    assertThat(first.publishedTimeText()).isEqualTo("2 years ago");
    assertThat(first.edited()).isTrue();
    assertThat(first.likesText()).isEqualTo("1.5K");
    assertThat(first.likes()).isEqualTo(new Count(1500L, false));
    assertThat(first.replyCount()).isEqualTo(Count.exactly(12L));
    assertThat(first.authorIsChannelOwner()).isTrue();
    assertThat(first.verified()).isTrue();
    assertThat(first.artist()).isFalse();
    assertThat(first.hearted()).isTrue();
    assertThat(first.pinned()).isTrue();
    assertThat(first.repliesContinuation()).isEqualTo("REPLIES");

    Comment second = page.comments().get(1);
    assertThat(second.likesText()).isEmpty();
    assertThat(second.likes()).isEqualTo(Count.exactly(0));
    assertThat(second.replyCount()).isEqualTo(Count.exactly(0));
    assertThat(second.hearted()).isFalse();
    assertThat(second.pinned()).isFalse();
    assertThat(second.edited()).isFalse();
    assertThat(second.authorThumbnails())
        .containsExactly(new Thumbnail("https://yt3.ggpht.com/b=s88", 88, 88));
    assertThat(second.repliesContinuation()).isEmpty();
  }

  @Test
  void readsTheOlderCommentRendererShape() {
    CommentPage page =
        CommentPageParser.parse(
            Fixtures.json(
                """
        {'onResponseReceivedEndpoints': [{'appendContinuationItemsAction': {'continuationItems': [
          {'commentThreadRenderer': {'comment': {'commentRenderer': {
            'commentId': 'UgOld', 'authorText': {'simpleText': '@artist'}, 'contentText': {'runs': [{'text': 'Hello '}, {'text': 'world'}]},
            'authorThumbnail': {'thumbnails': [{'url': 'https://yt3.ggpht.com/c=s48', 'width': 48, 'height': 48}]},
            'authorEndpoint': {'browseEndpoint': {'browseId': 'UC2222222222222222222222'}},
            'publishedTimeText': {'runs': [{'text': '1 month ago (edited)'}]}, 'voteCount': {'simpleText': '3.4K'}, 'replyCount': 5,
            'authorIsChannelOwner': false, 'pinnedCommentBadge': {},
            'authorCommentBadge': {'authorCommentBadgeRenderer': {'icon': {'iconType': 'OFFICIAL_ARTIST_BADGE'}}},
            'actionButtons': {'commentActionButtonsRenderer': {'creatorHeart': {'creatorHeartRenderer': {'isHearted': true}}}}}}}},
          {'commentRenderer': {'commentId': 'UgOld.reply', 'authorText': {'simpleText': '@someone'}, 'contentText': {'simpleText': 'Reply'}}},
          {'somethingNew': {}}]}}]}
        """));
    assertThat(page.skipped())
        .containsExactly(
            new SkippedItem(
                "somethingNew",
                "onResponseReceivedEndpoints[0].appendContinuationItemsAction.continuationItems[2]",
                SkippedItem.Reason.UNKNOWN_KIND,
                ""));
    assertThat(page.count()).isNull();
    assertThat(page.continuation()).isEmpty();
    Comment c = page.comments().get(0);
    assertThat(c.commentId()).isEqualTo("UgOld");
    assertThat(c.text()).isEqualTo("Hello world");
    assertThat(c.authorChannelId()).isEqualTo("UC2222222222222222222222");
    assertThat(c.publishedTimeText()).isEqualTo("1 month ago");
    assertThat(c.edited()).isTrue();
    assertThat(c.likes()).isEqualTo(new Count(3400L, false));
    assertThat(c.replyCount()).isEqualTo(Count.exactly(5L));
    assertThat(c.verified()).isTrue();
    assertThat(c.artist()).isTrue();
    assertThat(c.hearted()).isTrue();
    assertThat(c.pinned()).isTrue();
    Comment reply = page.comments().get(1);
    assertThat(reply.replyLevel()).isEqualTo(1);
    assertThat(reply.likes()).isEqualTo(Count.exactly(0));
  }

  @Test
  void emptyAnswerIsAnEmptyPage() {
    CommentPage page = CommentPageParser.parse(Fixtures.json("{'responseContext': {}}"));
    assertThat(page.comments()).isEmpty();
    assertThat(page.continuation()).isEmpty();
    assertThat(page.countText()).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      comments/pinned/03-next.json       | 5,145 Comments  | 5145  | 20 | 2 | 2
      comments/channelowner/03-next.json | 105 Comments    | 105   | 20 | 9 | 0
      comments/creatorreply/03-next.json | 105 Comments    | 105   | 20 | 9 | 0
      comments/likesvotes/03-next.json   | 19,783 Comments | 19783 | 20 | 1 | 1
      comments/editedcomment/02-next.json| 2,146 Comments  | 2146  | 20 | 0 | 5
      comments/emptycomment/03-next.json | 598 Comments    | 598   | 20 | 0 | 3
      comments/replies/03-next.json      | 21,051 Comments | 21051 | 20 | 0 | 4
      comments/thomas/03-next.json       | 7 Comments      | 7     | 3  | 1 | 0
      comments/thomas/05-next.json       | 7 Comments      | 7     | 3  | 1 | 0
      """)
  void firstPagesOfRecordedVideos(
      String file, String countText, long count, int size, int hearted, int edited) {
    CommentPage page = CommentPageParser.parse(RecordedExchange.load(file).json());
    assertThat(page.skipped()).isEmpty();
    assertThat(page.countText()).isEqualTo(countText);
    assertThat(page.count()).isEqualTo(new Count(count, true));
    assertThat(page.comments()).hasSize(size);
    assertThat(page.comments()).filteredOn(Comment::hearted).hasSize(hearted);
    assertThat(page.comments()).filteredOn(Comment::edited).hasSize(edited);
    assertThat(page.comments())
        .allSatisfy(
            c -> {
              assertThat(c.commentId()).isNotEmpty();
              assertThat(c.authorHandle()).startsWith("@");
              assertThat(c.authorChannelId()).startsWith("UC").hasSize(24);
              assertThat(c.authorThumbnails()).isNotEmpty();
              assertThat(c.publishedTimeText()).endsWith("ago");
              assertThat(c.likes()).isNotNull();
              assertThat(c.replyCount()).isNotNull();
              assertThat(c.replyLevel()).isZero();
            });
    assertThat(page.sorts()).extracting(SortOption::title).containsExactly("Top", "Newest");
    assertThat(page.continuation().isEmpty()).isEqualTo(size < 20);
  }

  @Test
  void pinnedCommentOfTheChannel() {
    List<Comment> comments =
        CommentPageParser.parse(RecordedExchange.load("comments/pinned/03-next.json").json())
            .comments();
    Comment pinned = comments.get(0);
    assertThat(pinned.commentId()).isEqualTo("Ugyh_hTLZVme65Jqc954AaABAg");
    assertThat(pinned.authorHandle()).isEqualTo("@lemondefr");
    assertThat(pinned.authorChannelId()).isEqualTo("UCYpRDnhk5H8h16jpS84uqsA");
    assertThat(pinned.text())
        .startsWith("Pour retrouver toutes nos vidéos d'explication sur le Covid-19");
    assertThat(pinned.publishedTimeText()).isEqualTo("5 years ago");
    assertThat(pinned.likesText()).isEqualTo("67");
    assertThat(pinned.likes()).isEqualTo(Count.exactly(67L));
    assertThat(pinned.replyCount()).isEqualTo(Count.exactly(76L));
    assertThat(pinned.pinned()).isTrue();
    assertThat(pinned.authorIsChannelOwner()).isTrue();
    assertThat(pinned.verified()).isTrue();
    assertThat(pinned.repliesContinuation()).isNotEmpty();
    assertThat(comments.subList(1, comments.size())).noneMatch(Comment::pinned);
    Comment second = comments.get(1);
    assertThat(second.authorHandle()).isEqualTo("@leflashx");
    assertThat(second.likes()).isEqualTo(Count.exactly(400L));
    assertThat(second.replyCount()).isEqualTo(Count.exactly(39L));
    assertThat(second.authorIsChannelOwner()).isFalse();
  }

  @Test
  void ownerCommentAndHeartedComments() {
    List<Comment> comments =
        CommentPageParser.parse(RecordedExchange.load("comments/channelowner/03-next.json").json())
            .comments();
    assertThat(comments.get(0).authorHandle()).isEqualTo("@UndineAlmani");
    assertThat(comments.get(0).authorIsChannelOwner()).isTrue();
    assertThat(comments.get(0).pinned()).isTrue();
    assertThat(comments.get(0).likes()).isEqualTo(Count.exactly(56L));
    assertThat(comments.get(0).text()).startsWith("I hate ads, but I'd watch them in suppor");
    assertThat(comments.get(1).authorHandle()).isEqualTo("@RonJackSilver4816");
    assertThat(comments.get(1).hearted()).isTrue();
    assertThat(comments.get(1).likes()).isEqualTo(Count.exactly(22L));
    assertThat(comments).filteredOn(Comment::authorIsChannelOwner).hasSize(1);
  }

  @Test
  void roundedLikesAndArtistAuthors() {
    List<Comment> likes =
        CommentPageParser.parse(RecordedExchange.load("comments/likesvotes/03-next.json").json())
            .comments();
    assertThat(likes.get(0).authorHandle()).isEqualTo("@kurzgesagt");
    assertThat(likes.get(0).likesText()).isEqualTo("19k");
    assertThat(likes.get(0).likes()).isEqualTo(new Count(19_000L, false));
    assertThat(likes.get(0).replyCount()).isEqualTo(Count.exactly(436L));
    assertThat(likes.get(0).edited()).isTrue();
    assertThat(likes.get(1).likes()).isEqualTo(new Count(2_900L, false));
    assertThat(likes.get(2).authorHandle()).isEqualTo("@mkbhd");
    assertThat(likes.get(2).likes()).isEqualTo(new Count(42_000L, false));
    assertThat(likes.get(2).hearted()).isTrue();

    List<Comment> artist =
        CommentPageParser.parse(RecordedExchange.load("comments/emptycomment/03-next.json").json())
            .comments();
    assertThat(artist.get(0).authorHandle()).isEqualTo("@Arta.Bajrami");
    assertThat(artist.get(0).artist()).isTrue();
    assertThat(artist.get(0).authorIsChannelOwner()).isTrue();
    assertThat(artist.get(1).replyCount()).isEqualTo(Count.exactly(0));
  }

  @Test
  void zeroLikesComeAsABlankText() {
    List<Comment> comments =
        CommentPageParser.parse(RecordedExchange.load("comments/thomas/05-next.json").json())
            .comments();
    assertThat(comments)
        .extracting(Comment::authorHandle)
        .containsExactly("@Nicky-mg4up", "@LicensedTaddus", "@Triggerhappyfan-cx7iy");
    assertThat(comments)
        .extracting(Comment::likes)
        .containsExactly(Count.exactly(1), Count.exactly(0), Count.exactly(0));
    assertThat(comments.get(0).text()).isEqualTo("Category: Education (now in 1080p)");
    assertThat(comments.get(2).text()).startsWith("What are you doing with your life\n\n");
    assertThat(comments.get(0).hearted()).isTrue();
  }

  @Test
  void repliesPage() {
    CommentPage page =
        CommentPageParser.parse(RecordedExchange.load("comments/replies/04-next.json").json());
    assertThat(page.skipped()).isEmpty();
    assertThat(page.countText()).isEmpty();
    assertThat(page.comments()).hasSize(10);
    assertThat(page.comments())
        .allSatisfy(
            c -> {
              assertThat(c.commentId()).startsWith("UgwSOM0QHBLysE3vZE54AaABAg.");
              assertThat(c.replyLevel()).isEqualTo(1);
              assertThat(c.replyCount()).isEqualTo(Count.exactly(0));
            });
    assertThat(page.comments().get(0).authorHandle()).isEqualTo("@andrefarfan4372");
    assertThat(page.comments().get(0).text()).isEqualTo("First");
    assertThat(page.comments().get(0).likes()).isEqualTo(Count.exactly(52L));
    assertThat(page.comments().get(1).edited()).isTrue();
    // "Show more replies" is a button holding the next token.
    assertThat(page.continuation()).isNotEmpty();
  }

  @Test
  void watchPageHasNoComments() {
    CommentPage page =
        CommentPageParser.parse(RecordedExchange.load("comments/thomas/04-next.json").json());
    assertThat(page.comments()).isEmpty();
    assertThat(page.skipped()).isEmpty();
  }
}
