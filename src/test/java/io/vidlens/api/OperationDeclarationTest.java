package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.access.internal.OperationCatalog;
import io.vidlens.testing.ServerTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import tools.jackson.databind.JsonNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * Each operation is declared once ({@link Operation}); the served document, the gate and the
 * handler mappings agree with that declaration, and nothing under {@code /api/} exists that is not
 * one of its operations.
 */
class OperationDeclarationTest extends ServerTest {

  private static final Pattern HOURLY_LIMIT =
      Pattern.compile("Rate limit: (\\d+) requests per hour per API key");

  @Autowired
  @Qualifier("requestMappingHandlerMapping")
  private RequestMappingHandlerMapping mappings;

  @Autowired private OperationCatalog catalog;

  @Test
  void theServedDocumentHasEachOperationAtItsPathAndMethodWithItsUnits() {
    JsonNode paths = anonymous().get("/openapi.json").json().get("paths");
    assertThat(paths.propertyNames())
        .as("the document's paths: the operations', no others")
        .containsExactlyInAnyOrderElementsOf(
            Stream.of(Operation.values()).map(Operation::pathTemplate).distinct().toList());
    for (Operation op : Operation.values()) {
      JsonNode item = paths.get(op.pathTemplate());
      String method = op.method().name().toLowerCase(Locale.ROOT);
      // A described operation has its path to itself; an extension's path may hold several.
      assertThat(item.propertyNames())
          .as(op.id())
          .contains(method)
          .hasSize(
              (int)
                  Stream.of(Operation.values())
                      .filter(other -> other.pathTemplate().equals(op.pathTemplate()))
                      .count());
      if (op.described()) {
        assertThat(item.propertyNames()).as(op.id()).containsExactly(method);
      }
      JsonNode documented = item.get(method);
      assertThat(documented.get("operationId").asString()).isEqualTo(op.id());
      assertThat(documented.get("x-quota-units").asInt()).as(op.id()).isEqualTo(op.defaultUnits());
      assertThat(statedHourlyLimit(documented))
          .as("the hourly limit the description of %s states", op.id())
          .isEqualTo(op.defaultHourlyLimit());
    }
  }

  @Test
  void theServedYamlAndJsonAreOneDocument() {
    JsonNode fromYaml =
        YAMLMapper.builder().build().readTree(anonymous().get("/openapi.yaml").text());
    assertThat(fromYaml).isEqualTo(anonymous().get("/openapi.json").json());
  }

  @Test
  void eachOperationHasExactlyOneHandlerAtItsPathAndMethodAndThereAreNoOthers() {
    List<String> handled = new ArrayList<>();
    for (RequestMappingInfo info : mappings.getHandlerMethods().keySet()) {
      for (String pattern : info.getPatternValues()) {
        if (pattern.startsWith("/api/")) {
          assertThat(info.getMethodsCondition().getMethods())
              .as("%s answers one method, not all", pattern)
              .isNotEmpty();
          for (RequestMethod method : info.getMethodsCondition().getMethods()) {
            handled.add(method.name() + " " + pattern);
          }
        }
      }
    }
    assertThat(handled)
        .containsExactlyInAnyOrderElementsOf(
            Stream.of(Operation.values())
                .map(op -> op.method().name() + " " + op.pathTemplate())
                .toList());
  }

  @Test
  void theGateKnowsTheOperationOfEveryHandledRequest() {
    for (RequestMappingInfo info : mappings.getHandlerMethods().keySet()) {
      for (String pattern : info.getPatternValues()) {
        if (!pattern.startsWith("/api/")) {
          continue;
        }
        for (RequestMethod method : info.getMethodsCondition().getMethods()) {
          MockHttpServletRequest request =
              new MockHttpServletRequest(
                  method.name(), pattern.replaceAll("\\{[^}]+}", "UCsXVk37bltHxD1rDPwtNM8Q"));
          Optional<Operation> matched = catalog.match(request);
          assertThat(matched).as("%s %s", method, pattern).isPresent();
          assertThat(matched.get().pathTemplate()).isEqualTo(pattern);
          assertThat(matched.get().method().name()).isEqualTo(method.name());
        }
      }
    }
  }

  @Test
  void ofTheDescribedOnlyCreatingAnAnalysisJobChangesWhatAClientSees() {
    assertThat(
            Stream.of(Operation.values()).filter(Operation::described).filter(op -> !op.readOnly()))
        .containsExactly(Operation.CREATE_ANALYSIS_JOB);
    assertThat(
            Stream.of(Operation.values())
                .filter(op -> !op.described())
                .filter(op -> !op.readOnly()))
        .as("the watchlists' changes wait for their charge")
        .containsExactlyInAnyOrder(
            Operation.CREATE_WATCHLIST,
            Operation.UPDATE_WATCHLIST,
            Operation.DELETE_WATCHLIST,
            Operation.ADD_WATCHLIST_CHANNEL,
            Operation.REMOVE_WATCHLIST_CHANNEL);
  }

  private static OptionalInt statedHourlyLimit(JsonNode operation) {
    Matcher stated = HOURLY_LIMIT.matcher(operation.path("description").asString(""));
    return stated.find() ? OptionalInt.of(Integer.parseInt(stated.group(1))) : OptionalInt.empty();
  }
}
