package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpMethod;
import tools.jackson.databind.JsonNode;

/** How the served document is assembled from its source and the operations. */
class OpenApiDocumentTest {

  record Op(String id, HttpMethod method, String pathTemplate, int defaultUnits)
      implements ApiOperation {}

  private static final List<Op> OPERATIONS =
      List.of(
          new Op("getThing", HttpMethod.GET, "/api/things/{thingId}", 3),
          new Op("makeThing", HttpMethod.POST, "/api/things", 10));

  private static final String SOURCE =
      """
      openapi: 3.1.0
      ## A note for the source's editors.
      paths:
        makeThing:
          summary: Make a thing
          # a comment stays
          responses:
            '200': {description: made}

        getThing:
          summary: Get a thing
          description: |
            Two lines,
            kept as they are.
          parameters:
            - {name: thingId, in: path, required: true}
          responses:
            '200': {description: the thing}
      components:
        examples:
          wrongMethod: 'DELETE is not allowed on ${getThing.path}; allowed: ${getThing.method}.'
      """;

  @Test
  void putsEachOperationsPathMethodIdAndUnitsInPlaceKeepingTheSourcesOrderAndLayout() {
    OpenApiDocument document = OpenApiDocument.assemble(SOURCE, OPERATIONS);
    assertThat(document.yaml())
        .isEqualTo(
            """
            openapi: 3.1.0
            paths:
              /api/things:
                post:
                  operationId: makeThing
                  summary: Make a thing
                  # a comment stays
                  x-quota-units: 10
                  responses:
                    '200': {description: made}

              /api/things/{thingId}:
                get:
                  operationId: getThing
                  summary: Get a thing
                  description: |
                    Two lines,
                    kept as they are.
                  x-quota-units: 3
                  parameters:
                    - {name: thingId, in: path, required: true}
                  responses:
                    '200': {description: the thing}
            components:
              examples:
                wrongMethod: 'DELETE is not allowed on /api/things/{thingId}; allowed: GET.'
            """);
    assertThat(document.tree().get("paths").propertyNames())
        .containsExactly("/api/things", "/api/things/{thingId}");
    assertThat(document.tree().at("/paths/~1api~1things~1{thingId}/get/description").asString())
        .isEqualTo("Two lines,\nkept as they are.\n");
  }

  @Test
  void refusesASourceThatDoesNotFitTheOperations() {
    assertRefused(SOURCE.replace("  getThing:", "  getThings:"), "getThings");
    assertRefused(
        SOURCE,
        List.of(OPERATIONS.get(0), OPERATIONS.get(1), new Op("x", HttpMethod.GET, "/x", 1)));
    assertRefused(
        SOURCE.replace("    summary: Get a thing", "    x-quota-units: 3"), "declared by the");
    assertRefused(
        SOURCE.replace("    summary: Get a thing", "    operationId: getThing"), "declared by the");
    assertRefused(SOURCE.replace("${getThing.path}", "${getThings.path}"), "getThings");
    assertRefused(
        SOURCE,
        List.of(
            OPERATIONS.get(0), new Op("makeThing", HttpMethod.GET, "/api/things/{thingId}", 1)));
    assertRefused(
        SOURCE.replace("components:", "  getThing:\n    responses: {}\ncomponents:"),
        "getThing has a second path item");
  }

  @Test
  void operationsOfOnePathFollowingEachOtherShareItsPathItem() {
    List<Op> shared =
        List.of(
            new Op("getThing", HttpMethod.GET, "/api/things/{thingId}", 3),
            new Op("makeThing", HttpMethod.POST, "/api/things/{thingId}", 10));
    JsonNode item =
        OpenApiDocument.assemble(SOURCE, shared).tree().path("paths").path("/api/things/{thingId}");
    assertThat(item.propertyNames()).containsExactly("post", "get");
    assertThat(item.path("post").path("x-quota-units").asInt()).isEqualTo(10);
    assertThat(item.path("get").path("operationId").asString()).isEqualTo("getThing");
  }

  private static void assertRefused(String source, String problem) {
    assertThatThrownBy(() -> OpenApiDocument.assemble(source, OPERATIONS))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(problem);
  }

  private static void assertRefused(String source, List<Op> operations) {
    assertThatThrownBy(() -> OpenApiDocument.assemble(source, operations))
        .isInstanceOf(IllegalStateException.class);
  }
}
