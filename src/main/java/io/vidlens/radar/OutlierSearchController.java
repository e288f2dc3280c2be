package io.vidlens.radar;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation.Paths;
import java.time.Clock;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The niche outlier search over what Vidlens stores. Parameters are taken as text and checked by
 * {@link OutlierFilters}, so a bad one is the envelope's 400 naming it.
 */
@RestController
record OutlierSearchController(OutlierSearch outliers, Clock clock) {

  @GetMapping(Paths.OUTLIER_SEARCH)
  OutlierAnswers.Answer search(
      @RequestParam(required = false) String q,
      @RequestParam(required = false) String minSimilarity,
      @RequestParam(required = false) String format,
      @RequestParam(required = false) String language,
      @RequestParam(required = false) String minSubscribers,
      @RequestParam(required = false) String maxSubscribers,
      @RequestParam(required = false) String publishedAfter,
      @RequestParam(required = false) String publishedBefore,
      @RequestParam(required = false) String days,
      @RequestParam(required = false) String minScore,
      @RequestParam(required = false) String limit,
      ApiPrincipal principal) {
    OutlierFilters filters =
        OutlierFilters.parse(
            q,
            minSimilarity,
            format,
            language,
            minSubscribers,
            maxSubscribers,
            publishedAfter,
            publishedBefore,
            days,
            minScore,
            limit,
            clock);
    return OutlierAnswers.of(
        filters, outliers.search(principal.accountId(), filters), clock.instant());
  }
}
