package io.vidlens.video;

import io.vidlens.api.ApiException;
import io.vidlens.api.VideoId;
import io.vidlens.platform.UpstreamUnavailableException;
import io.vidlens.platform.VideoNotFoundException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Bulk transcripts and subtitles: each requested ID on its own virtual thread (the platform
 * client's bulkhead bounds how many reach the platform at once), one result per ID in request
 * order. A failing ID never fails the call: it carries an error message instead of data.
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
        id -> {
          TranscriptRecord record = captions.transcript(id, null);
          if (record.languageMenu().isEmpty()) {
            throw new Unavailable(NO_TRANSCRIPT);
          }
          return record;
        });
  }

  BulkResult<SubtitleRecord> subtitles(List<String> videoIds) {
    return run(
        videoIds,
        id -> {
          SubtitleRecord record = captions.subtitles(id, null);
          if (record.subtitles().isEmpty()) {
            throw new Unavailable(NO_SUBTITLES);
          }
          return record;
        });
  }

  private <T> BulkResult<T> run(List<String> videoIds, Function<VideoId, T> work) {
    List<Future<BulkResult.Item<T>>> futures = new ArrayList<>(videoIds.size());
    try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
      for (String raw : videoIds) {
        futures.add(executor.submit(() -> one(raw, work)));
      }
      List<BulkResult.Item<T>> items = new ArrayList<>(futures.size());
      for (int i = 0; i < futures.size(); i++) {
        items.add(outcome(videoIds.get(i), futures.get(i)));
      }
      return BulkResult.of(items);
    }
  }

  private static <T> BulkResult.Item<T> one(String raw, Function<VideoId, T> work) {
    String shown = raw == null ? "" : raw;
    if (!VideoId.isValid(raw == null ? null : raw.trim())) {
      return BulkResult.Item.failed(shown, INVALID_ID);
    }
    try {
      return BulkResult.Item.ok(shown, work.apply(VideoId.parse(raw)));
    } catch (Unavailable e) {
      return BulkResult.Item.failed(shown, e.getMessage());
    } catch (VideoNotFoundException e) {
      return BulkResult.Item.failed(shown, NOT_FOUND);
    } catch (UpstreamUnavailableException e) {
      return BulkResult.Item.failed(shown, UNAVAILABLE);
    } catch (ApiException e) {
      return BulkResult.Item.failed(shown, e.getMessage());
    } catch (RuntimeException e) {
      log.error("Bulk item {} failed unexpectedly", shown, e);
      return BulkResult.Item.failed(shown, INTERNAL);
    }
  }

  private static <T> BulkResult.Item<T> outcome(String raw, Future<BulkResult.Item<T>> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return BulkResult.Item.failed(raw == null ? "" : raw, INTERNAL);
    } catch (ExecutionException e) {
      log.error("Bulk item {} failed unexpectedly", raw, e.getCause());
      return BulkResult.Item.failed(raw == null ? "" : raw, INTERNAL);
    }
  }

  /** A video that exists but has nothing of the kind asked for. */
  private static final class Unavailable extends RuntimeException {
    Unavailable(String message) {
      super(message, null, false, false);
    }
  }
}
