package io.vidlens.api;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

/**
 * The service's front door: a browser is sent to the dashboard, anything else (a JSON client, curl)
 * gets a small index of where things are.
 */
@RestController
class RootController {

  /** Where things are, for a client that asks the root. */
  record Index(String name, Map<String, String> links) {}

  private static final Index INDEX =
      new Index(
          "Vidlens",
          links(
              "contract", "/openapi.yaml",
              "contract_json", "/openapi.json",
              "docs", "/docs",
              "dashboard", "/dashboard",
              "health", "/actuator/health"));

  /** Browsers ask for HTML by name; curl and JSON clients ask for anything or for JSON. */
  @GetMapping("/")
  ResponseEntity<Index> root(
      @RequestHeader(name = HttpHeaders.ACCEPT, required = false) String accept) {
    if (accept != null && accept.contains(MediaType.TEXT_HTML_VALUE)) {
      return ResponseEntity.status(HttpStatus.SEE_OTHER)
          .header(HttpHeaders.LOCATION, URI.create("/dashboard").toString())
          .build();
    }
    return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(INDEX);
  }

  private static Map<String, String> links(String... pairs) {
    Map<String, String> links = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      links.put(pairs[i], pairs[i + 1]);
    }
    return links;
  }
}
