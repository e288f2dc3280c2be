package io.vidlens.video;

import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A real {@link PlatformClient} over a fake platform that answers hand-written bodies by endpoint
 * ({@code reel_item_watch} = the mobile player, {@code player} = the WEB microformat, {@code next},
 * {@code timedtext}); unknown endpoints answer 404. Records every request it was sent.
 */
final class FakePlatform {

  final List<UpstreamRequest> requests = new ArrayList<>();
  private final Map<String, Function<UpstreamRequest, String>> bodies = new HashMap<>();

  FakePlatform answer(String endpoint, String body) {
    bodies.put(endpoint, request -> body);
    return this;
  }

  FakePlatform answer(String endpoint, Function<UpstreamRequest, String> body) {
    bodies.put(endpoint, body);
    return this;
  }

  PlatformClient client() {
    return TestPlatform.client(
        request -> {
          synchronized (requests) {
            requests.add(request);
          }
          if (request.endpoint().equals("visitor_id")) {
            return new UpstreamResponse(
                200,
                "application/json",
                "{\"responseContext\": {\"visitorData\": \"CgtWSVNJVE9S\"}}");
          }
          Function<UpstreamRequest, String> body = bodies.get(request.endpoint());
          return body == null
              ? new UpstreamResponse(404, "application/json", "{}")
              : new UpstreamResponse(
                  200,
                  request.endpoint().equals("timedtext") ? "text/xml" : "application/json",
                  body.apply(request));
        },
        Clock.systemUTC(),
        List.of(PlayerClient.ANDROID));
  }

  /** A mobile player answer (as reel_item_watch wraps it) with the given caption tracks JSON. */
  static String player(String videoId, String captionTracks, String extraCaptions) {
    return ("{'playerResponse': {'playabilityStatus': {'status': 'OK', 'playableInEmbed': true},"
            + " 'videoDetails': {'videoId': '%s', 'title': 'A title', 'lengthSeconds': '61', 'channelId': 'UC0123456789012345678901',"
            + "   'author': 'A channel', 'shortDescription': 'About it', 'viewCount': '1234', 'allowRatings': true, 'isLiveContent': false,"
            + "   'thumbnail': {'thumbnails': [{'url': 'https://i.ytimg.com/vi/%s/default.jpg', 'width': 120, 'height': 90}]}},"
            + " 'captions': {'playerCaptionsTracklistRenderer': {'captionTracks': [%s]%s}}}}")
        .formatted(videoId, videoId, captionTracks, extraCaptions)
        .replace('\'', '"');
  }

  static String track(String videoId, String lang, String kind, String name, String extraQuery) {
    String url =
        "https://www.youtube.com/api/timedtext?v="
            + videoId
            + "&expire=1780891006&sparams=ip,expire,v&signature=S"
            + (kind.isEmpty() ? "" : "&kind=" + kind)
            + "&lang="
            + lang
            + extraQuery
            + "&fmt=srv3";
    return ("{'baseUrl': '%s', 'languageCode': '%s', %s 'vssId': '%s.%s', 'isTranslatable': true, 'name': {'runs': [{'text': '%s'}]}}")
        .formatted(
            url,
            lang,
            kind.isEmpty() ? "" : "'kind': '" + kind + "',",
            kind.isEmpty() ? "" : "a",
            lang,
            name);
  }
}
