package io.vidlens.video;

import io.vidlens.api.ApiException;
import io.vidlens.catalog.FanOut;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.model.ClientInput;
import io.vidlens.model.InvalidInput;
import io.vidlens.model.VideoId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Bulk transcripts and subtitles: each requested ID on its own virtual thread ({@link FanOut}; the
 * platform client's bulkhead bounds how many reach the platform at once), one result per ID in
 * request order. A failing ID never fails the call: it carries an error message instead of data.
 */
@Service
class BulkService {

  static final String INVALID_ID = "Invalid video ID format";
  static final String NOT_FOUND = "Video not found";
  static final String UNAVAILABLE = "Video platform temporarily unavailable; try again later";
  static final String NO_TRANSCRIPT = "Transcript not available";
  static final String NO_SUBTITLES = "Subtitles not available";
  static final String INTERNAL = "Internal error";

  private static final Logger log = LoggerFactory.getLogger(BulkService.class);

  private final CaptionsService captions;

  BulkService(CaptionsService captions) {
    this.captions = captions;
  }

  BulkResult<TranscriptRecord> transcripts(List<String> videoIds) {
    return run(
        videoIds,
        id -> captions.transcript(id, null),
        r -> r.languageMenu().isEmpty(),
        NO_TRANSCRIPT);
  }

  BulkResult<SubtitleRecord> subtitles(List<String> videoIds) {
    return run(
        videoIds, id -> captions.subtitles(id, null), r -> r.subtitles().isEmpty(), NO_SUBTITLES);
  }

  /**
   * {@code fetch} for each ID; an answer that is {@code empty} is the item's error {@code none}.
   */
  private <T> BulkResult<T> run(
      List<String> videoIds, Function<VideoId, T> fetch, Predicate<T> empty, String none) {
    Function<VideoId, T> work =
        id -> {
          T answer = fetch.apply(id);
          if (empty.test(answer)) {
            throw new Unavailable(none);
          }
          return answer;
        };
    List<Supplier<BulkResult.Item<T>>> tasks =
        videoIds.stream().<Supplier<BulkResult.Item<T>>>map(raw -> () -> one(raw, work)).toList();
    List<FanOut.Outcome<BulkResult.Item<T>>> outcomes = FanOut.settle(tasks, tasks.size());
    List<BulkResult.Item<T>> items = new ArrayList<>(outcomes.size());
    for (int i = 0; i < outcomes.size(); i++) {
      String raw = videoIds.get(i);
      items.add(
          switch (outcomes.get(i)) {
            case FanOut.Outcome.Done<BulkResult.Item<T>> done -> done.value();
            case FanOut.Outcome.Failed<BulkResult.Item<T>> failed -> {
              log.error("Bulk item {} failed unexpectedly", raw, failed.error());
              yield BulkResult.Item.failed(ClientInput.echo(raw), INTERNAL);
            }
          });
    }
    return BulkResult.of(items);
  }

  private static <T> BulkResult.Item<T> one(String raw, Function<VideoId, T> work) {
    // A valid ID is echoed as sent; a malformed one is cut (ClientInput.echo), so that ten huge
    // values cannot make a huge answer.
    String shown = ClientInput.echo(raw);
    if (ClientInput.hasControlCharacter(raw) || !VideoId.isValid(ClientInput.stripSpaces(raw))) {
      return BulkResult.Item.failed(shown, INVALID_ID);
    }
    try {
      return BulkResult.Item.ok(shown, work.apply(VideoId.parse(raw)));
    } catch (Unavailable e) {
      return BulkResult.Item.failed(shown, e.getMessage());
    } catch (ApiException e) {
      return BulkResult.Item.failed(shown, e.getMessage());
    } catch (InvalidInput e) {
      return BulkResult.Item.failed(shown, e.getMessage());
    } catch (RuntimeException e) {
      Optional<ReadFailure> failure = ReadFailure.of(e);
      if (failure.isEmpty()) {
        log.error("Bulk item {} failed unexpectedly", shown, e);
        return BulkResult.Item.failed(shown, INTERNAL);
      }
      return BulkResult.Item.failed(
          shown,
          switch (failure.get().kind()) {
            case VIDEO_NOT_FOUND -> NOT_FOUND;
            case UNAVAILABLE -> UNAVAILABLE;
            default -> failure.get().message();
          });
    }
  }

  /** A video that exists but has nothing of the kind asked for. */
  private static final class Unavailable extends RuntimeException {
    Unavailable(String message) {
      super(message, null, false, false);
    }
  }
}
