package io.vidlens.video;

import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.testing.ConstructedWorld;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Comment pages in the 2026 shapes, built from them (none recorded): the comment section's and each
 * page's continuation as a {@code continuationItemViewModel}, the token in either place, with an
 * item of a kind no parser knows on page two ({@link #PAGED}); and a continuation item holding no
 * readable token ({@link #BROKEN}).
 */
public final class CommentContinuationShapes {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  static final String PAGED = "pagedVideo1";
  static final String BROKEN = "brokenVidX1";

  private CommentContinuationShapes() {}

  /** The exchanges, built once. */
  public static List<RecordedExchange> exchanges() {
    return Built.EXCHANGES;
  }

  /** Built when first asked for, after this class's constants. */
  private static final class Built {
    static final List<RecordedExchange> EXCHANGES = build();
  }

  private static List<RecordedExchange> build() {
    ConstructedWorld.Exchanges dir = new ConstructedWorld.Exchanges();
    write(dir, "01-next.json", "videoId", PAGED, watchPage(PAGED, "PAGE1"));
    write(
        dir,
        "02-next.json",
        "continuation",
        "PAGE1",
        commentsPage(
            "K1",
            "Page one",
            "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand':"
                + " {'continuationCommand': {'token': 'PAGE2'}}}}}"));
    write(
        dir,
        "03-next.json",
        "continuation",
        "PAGE2",
        commentsPage("K2", "Page two", "{'commentThreadViewModel': {'commentKey': 'K9'}}"));
    write(dir, "04-next.json", "videoId", BROKEN, watchPage(BROKEN, "BROKEN1"));
    write(
        dir,
        "05-next.json",
        "continuation",
        "BROKEN1",
        commentsPage(
            "K3",
            "Broken",
            "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand': {}}}}"));
    return dir.all();
  }

  /** A watch page whose comment section holds a view-model continuation (token directly). */
  private static String watchPage(String videoId, String token) {
    return ("{'currentVideoEndpoint': {'watchEndpoint': {'videoId': '%s'}},"
            + " 'contents': {'twoColumnWatchNextResults': {'results': {'results': {'contents': ["
            + "  {'videoPrimaryInfoRenderer': {'title': {'runs': [{'text': 'A video'}]}}},"
            + "  {'itemSectionRenderer': {'sectionIdentifier': 'comment-item-section', 'contents': ["
            + "    {'continuationItemViewModel': {'continuationCommand': {'token': '%s'}}}]}}]}}}}}")
        .formatted(videoId, token);
  }

  /** A page with one comment (entity-store shape) followed by {@code last}. */
  private static String commentsPage(String key, String text, String last) {
    return ("{'onResponseReceivedEndpoints': [{'appendContinuationItemsAction': {'continuationItems': ["
            + "  {'commentThreadRenderer': {'commentViewModel': {'commentViewModel': {'commentKey': '%s', 'commentId': 'Ug%s'}}}},"
            + "  %s]}}],"
            + " 'frameworkUpdates': {'entityBatchUpdate': {'mutations': ["
            + "  {'entityKey': '%s', 'payload': {'commentEntityPayload': {'key': '%s',"
            + "    'properties': {'commentId': 'Ug%s', 'content': {'content': '%s'}, 'publishedTime': '1 day ago', 'replyLevel': 0},"
            + "    'author': {'channelId': 'UC0123456789012345678901', 'displayName': '@someone', 'avatarThumbnailUrl': 'https://yt3.ggpht.com/x=s88-c-k'},"
            + "    'toolbar': {'likeCountNotliked': ' ', 'likeCountA11y': '0 likes', 'replyCount': '', 'replyCountA11y': '0 replies'}}}}]}}}")
        .formatted(key, key, last, key, key, key, text);
  }

  private static void write(
      ConstructedWorld.Exchanges dir, String file, String field, String value, String answer) {
    ObjectNode exchange = JSON.createObjectNode();
    ObjectNode request = exchange.putObject("request");
    request.put("method", "POST");
    request.put("url", "https://www.youtube.com/youtubei/v1/next?prettyPrint=false");
    request.putObject("headers");
    ObjectNode body = request.putObject("body");
    body.putObject("context").putObject("client").put("clientName", "WEB");
    body.put(field, value);
    ObjectNode response = exchange.putObject("response");
    response.put("status", 200);
    response.put("contentType", "application/json; charset=UTF-8");
    response.put("body", answer.replace('\'', '"'));
    dir.save(file, exchange);
  }
}
