package io.vidlens.thumbnails;

import io.vidlens.api.ApiException;
import io.vidlens.api.JsonBodies;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Search Similar Thumbnails. */
@RestController
class ThumbnailSearchController {

  @PostMapping(
      path = "/api/external/similar-thumbnails/search",
      consumes = MediaType.APPLICATION_JSON_VALUE)
  Object search(@RequestBody(required = false) JsonNode body) {
    ThumbnailQuery.parse(body);
    throw ApiException.notYetAvailable("Search Similar Thumbnails");
  }
}
