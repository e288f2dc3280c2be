package io.vidlens.platform.client;

import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Asks the mobile player clients in order for one video until an answer speaks about the video, as
 * the maintained extractors walk their client lists: the body to keep, or the 503 when no client
 * gave one.
 */
final class PlayerChain {

  /**
   * Answers that say nothing about the video, only about how the platform treats this requester:
   * the next player client is asked (and this client's visitor data forgotten). An open breaker is
   * here too, so that a breaker of one client leaves the others to answer.
   */
  private static final Set<UpstreamFault> NEXT_CLIENT =
      Set.of(
          UpstreamFault.BOT_WALL,
          UpstreamFault.EMPTY_ANSWER,
          UpstreamFault.WRONG_ANSWER,
          UpstreamFault.THROTTLED,
          UpstreamFault.CONSENT,
          UpstreamFault.CIRCUIT_OPEN);

  private final UpstreamAnswers answers;

  PlayerChain(UpstreamAnswers answers) {
    this.answers = answers;
  }

  /**
   * Tries {@code clients} in order. An answer that says nothing about the video (bot wall, {@code
   * {}}, another video's answer, throttling, consent) or a refused client version moves on to the
   * next client, forgetting the doubted client's visitor data; when none gives an answer, the last
   * trouble is the 503. Refusals of one client also move on, as the extractors do: UNPLAYABLE "This
   * video is not available", ERROR "not available on this app", "The page needs to be reloaded".
   * When every client refused the video itself, its UNPLAYABLE answer stands (kept briefly); app
   * and reload refusals alone are a 503, never a 404 and never kept. An answer that plays but lists
   * no captions is kept back while the next clients are asked for one that lists them (issue 39).
   */
  String load(VideoId videoId, List<PlayerClient> clients) {
    PlatformException.Unavailable trouble = null;
    String refused = null; // the first client refusal ("This video is not available")
    String appRefusal = null; // the platform's words of the last app refusal
    String reload = null; // the platform's words of the last "page needs to be reloaded"
    String captionless = null; // the first answer that plays but lists no captions
    // Clients that answered {}: their visitor data is dropped only if no client answers, since
    // ANDROID answers {} for an unknown video too (and the next client then says so).
    List<InnerTubeClient> empty = new ArrayList<>();
    for (PlayerClient playerClient : clients) {
      InnerTubeClient client = answers.requests().clients().of(playerClient);
      try {
        UpstreamResponse response =
            answers
                .transport()
                .send(
                    answers
                        .requests()
                        .player(
                            playerClient, videoId.value(), answers.visitors().visitorData(client)));
        if (response.status() == 400 || response.status() == 403) {
          continue; // this client's version is refused: try the next one
        }
        if (!response.isSuccess()) {
          throw answers.unexpected(response);
        }
        JsonNode answer = answers.tree(response.body(), "player");
        JsonNode player =
            playerClient == PlayerClient.ANDROID ? answer.path("playerResponse") : answer;
        answers.visitors().remember(client, player);
        if (captionless != null) {
          // Asked only for its caption list: anything else leaves the answer that played.
          if (Availability.playsWithCaptions(player)) {
            return player.toString();
          }
          continue;
        }
        if (Availability.isAppRefusal(player)) {
          appRefusal = Availability.refusalWords(player);
          continue;
        }
        if (Availability.isReloadRefusal(player)) {
          // The platform refuses this client's session, not the video (yt-dlp #17389): a fresh
          // visitor may be served next time.
          reload = Availability.refusalWords(player);
          answers.visitors().forget(client);
          continue;
        }
        if (Availability.isClientRefusal(player)) {
          refused = refused == null ? player.toString() : refused;
          continue;
        }
        if (Availability.playsWithoutCaptions(player)) {
          captionless = player.toString();
          continue;
        }
        return player.toString();
      } catch (PlatformException.Unavailable e) {
        if (captionless != null) {
          continue; // the answer that played stands
        }
        if (!NEXT_CLIENT.contains(e.fault())) {
          throw e;
        }
        if (e.fault() == UpstreamFault.EMPTY_ANSWER) {
          empty.add(client);
        } else {
          answers.visitors().forget(client);
        }
        trouble = e;
      }
    }
    if (captionless != null) {
      return captionless; // no client lists captions: the video has none
    }
    empty.forEach(answers.visitors()::forget);
    if (trouble != null) {
      throw trouble; // a client that could not answer may still play it: not the video's word
    }
    if (refused != null) {
      return refused;
    }
    if (reload != null) {
      throw reloadRefused(reload);
    }
    if (appRefusal != null) {
      throw appsRefused(appRefusal);
    }
    throw new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform refused every configured player client; update vidlens.upstream.clients.*.version.",
        answers.unexpectedRetryAfterSeconds());
  }

  /** Every player client refused as an app ("not available on this app"): the 503. */
  PlatformException.Unavailable appsRefused(String words) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform refused every configured player client as an outdated app (it said: \""
            + words.strip()
            + "\"); this says nothing about the video. Try again later; the operator can update"
            + " vidlens.upstream.clients.*.version.",
        answers.unexpectedRetryAfterSeconds());
  }

  /** Every player client was told "The page needs to be reloaded": the 503. */
  PlatformException.Unavailable reloadRefused(String words) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform refused to play this video to every configured player client (it"
            + " said: \""
            + words.strip()
            + "\"); this is about this server's session, not about the video. Try again later.",
        answers.unexpectedRetryAfterSeconds());
  }
}
