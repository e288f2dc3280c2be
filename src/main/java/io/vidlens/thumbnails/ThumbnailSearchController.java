package io.vidlens.thumbnails;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation.Paths;
import io.vidlens.access.RequestCharge;
import io.vidlens.api.ApiException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * Search Similar Thumbnails. The answer's {@code X-Thumbnail-Search-Method} header says how it was
 * found ({@code image}, {@code text-image-model}, or {@code text-metadata} with {@code
 * +visual-from-text-matches}); each element says it in {@code metadata.matchedBy}.
 */
@RestController
record ThumbnailSearchController(
    ThumbnailSearchService searches, ThumbnailStore store, ThumbnailProperties properties) {

  static final String METHOD_HEADER = "X-Thumbnail-Search-Method";

  record Answer(List<SimilarThumbnail> data) {}

  @PostMapping(path = Paths.SEARCH_SIMILAR_THUMBNAILS, consumes = MediaType.APPLICATION_JSON_VALUE)
  ResponseEntity<Answer> search(
      @RequestBody(required = false) JsonNode body, ApiPrincipal principal, RequestCharge charge) {
    ThumbnailQuery query = ThumbnailQuery.parse(body);
    ThumbnailSearchService.Outcome outcome;
    try {
      // Fetch slots are counted per key and per account, compute shares per account; the gate
      // has checked the key (no caller only where no gate runs).
      ApiPrincipal caller = principal != null ? principal : new ApiPrincipal("", "", "", null);
      outcome = searches.search(query, caller.keyId(), caller.accountId());
    } catch (ApiException e) {
      if (e.status() == HttpStatus.UNPROCESSABLE_CONTENT) {
        // A refused image costs no units, but the fetch was work done for this key: it takes
        // tokens of the key's per-second rate, so refusals cannot be sent as fast as answers.
        charge.addRateTokens(properties.getFetch().getRefusedRateTokens());
      }
      throw e;
    }
    Map<String, CorpusVideo> rows =
        store.find(outcome.found().stream().map(ThumbnailSearchService.Found::videoId).toList());
    Map<String, ThumbnailStore.ChannelSnapshot> channels =
        store.channels(
            rows.values().stream().map(CorpusVideo::channelId).filter(c -> !c.isEmpty()).toList());
    List<SimilarThumbnail> data = new ArrayList<>();
    for (ThumbnailSearchService.Found f : outcome.found()) {
      CorpusVideo v = rows.get(f.videoId());
      if (v != null) {
        data.add(SimilarThumbnail.of(f, v, channels.get(v.channelId())));
      }
    }
    return ResponseEntity.ok().header(METHOD_HEADER, outcome.method()).body(new Answer(data));
  }
}
