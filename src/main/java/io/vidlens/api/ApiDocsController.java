package io.vidlens.api;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.json.JsonMapper;

/**
 * The contract, served without a key: {@code /openapi.yaml}, {@code /openapi.json}, {@code /docs}.
 * Swagger UI's remote validator is off (it would send the document elsewhere and show a red banner
 * for OpenAPI 3.1); the tests validate the document instead. The document is assembled from its
 * source and the operations ({@link OpenApiDocument}); its bean comes from access, which declares
 * the operations.
 */
@RestController
class ApiDocsController {

  private static final MediaType YAML = MediaType.parseMediaType("application/yaml");

  private final String yaml;
  private final String json;

  ApiDocsController(JsonMapper jsonMapper, OpenApiDocument document) {
    this.yaml = document.yaml();
    this.json = jsonMapper.writeValueAsString(document.tree());
  }

  @GetMapping(path = "/openapi.yaml")
  ResponseEntity<String> yaml() {
    return ResponseEntity.ok().contentType(YAML).body(yaml);
  }

  @GetMapping(path = "/openapi.json")
  ResponseEntity<String> json() {
    return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(json);
  }

  @GetMapping(path = {"/docs", "/docs/"})
  ResponseEntity<String> swaggerUi() {
    String page =
        """
        <!doctype html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <meta name="viewport" content="width=device-width, initial-scale=1">
          <title>Vidlens API</title>
          <link rel="stylesheet" href="/webjars/swagger-ui/swagger-ui.css">
        </head>
        <body>
          <div id="swagger-ui"></div>
          <script src="/webjars/swagger-ui/swagger-ui-bundle.js"></script>
          <script src="/docs/swagger-initializer.js"></script>
        </body>
        </html>
        """;
    return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(page);
  }

  /** Swagger UI's start, a script of this origin: the page's CSP allows no inline script. */
  @GetMapping(path = "/docs/swagger-initializer.js")
  ResponseEntity<String> swaggerInitializer() {
    return ResponseEntity.ok()
        .contentType(MediaType.parseMediaType("text/javascript"))
        .body(
            // showExtensions: each operation's example calls (x-examples) are shown with it.
            "window.ui = SwaggerUIBundle({url: \"/openapi.yaml\", dom_id: \"#swagger-ui\","
                + " validatorUrl: null, showExtensions: true});\n");
  }
}
