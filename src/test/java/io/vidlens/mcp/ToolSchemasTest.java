package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.access.Operation;
import io.vidlens.api.OpenApiDocument;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Every tool's input schema agrees with its operation in the OpenAPI document: each argument is a
 * parameter or body property of the operation, of its type, with its description and at most
 * narrower bounds; every parameter the operation requires is a required argument; the only other
 * arguments are the tools' own, listed here.
 */
class ToolSchemasTest {

  private static final OperationArguments ARGUMENTS =
      new OperationArguments(OpenApiDocument.assemble(List.of(Operation.values())));
  private static final OperationTools TOOLS = new OperationTools(null, ARGUMENTS, null);

  /**
   * The arguments that are a tool's own, not its operation's: how long to wait, and whether to
   * answer in full where a summary is the default.
   */
  private static Set<String> ownArguments(VidlensTool tool) {
    Set<String> own = new java.util.HashSet<>();
    if (tool.tool().name().equals("analyze_channel")) {
      own.add("waitSeconds");
    }
    if (OperationTools.summarized(tool.operation())
        || tool.tool().name().equals("analyze_channel")) {
      own.add(OperationTools.DETAIL);
    }
    return own;
  }

  static List<VidlensTool> tools() {
    return Stream.of(
            new ReadingTools(TOOLS).tools(),
            new AnalysisTools(TOOLS, new CallCancellations(), Duration.ofSeconds(5)).tools(),
            new WatchlistTools(TOOLS).tools(),
            new OutlierSearchTools(TOOLS).tools())
        .flatMap(List::stream)
        .toList();
  }

  @Test
  void everyToolsSchemaIsItsOperationsParameters() {
    List<String> disagreements = new ArrayList<>();
    for (VidlensTool tool : tools()) {
      String name = tool.tool().name();
      Operation operation = tool.operation();
      Map<String, Object> schema = tool.tool().inputSchema();
      Map<?, ?> properties = (Map<?, ?>) schema.get("properties");
      List<?> required = (List<?>) schema.getOrDefault("required", List.of());
      Set<String> bound =
          tool.arguments().stream().map(ToolArgument::name).collect(Collectors.toSet());
      Set<?> own =
          properties.keySet().stream().filter(p -> !bound.contains(p)).collect(Collectors.toSet());
      if (!own.equals(ownArguments(tool))) {
        disagreements.add(name + " has arguments of its own " + own);
      }
      for (ToolArgument argument : tool.arguments()) {
        Map<?, ?> property = (Map<?, ?>) properties.get(argument.name());
        JsonNode declared =
            ARGUMENTS.wireArgument(operation, argument.wireName()).orElseThrow().schema();
        String where = name + "." + argument.name() + " (" + operation.id() + ")";
        if (!declared.path("type").asString().equals(property.get("type"))) {
          disagreements.add(where + " has type " + property.get("type"));
        }
        if (!ARGUMENTS
            .wireArgument(operation, argument.wireName())
            .orElseThrow()
            .description()
            .equals(property.get("description"))) {
          disagreements.add(where + " is not described as the document describes it");
        }
        if (declared.has("minimum")
            && ((Number) property.get("minimum")).doubleValue()
                < declared.path("minimum").asDouble()) {
          disagreements.add(where + " has a lower minimum");
        }
        if (declared.has("maximum")
            && ((Number) property.get("maximum")).doubleValue()
                > declared.path("maximum").asDouble()) {
          disagreements.add(where + " has a higher maximum");
        }
        if (property.containsKey("enum")) {
          List<String> documented = new ArrayList<>();
          declared
              .path(declared.has("enum") ? "enum" : "examples")
              .forEach(v -> documented.add(v.asString()));
          if (!documented.containsAll((List<?>) property.get("enum"))) {
            disagreements.add(where + " offers values the document does not give");
          }
        }
        if (ARGUMENTS.required(operation, argument.wireName())
            && !required.contains(argument.name())) {
          disagreements.add(where + " is required by the operation, optional in the tool");
        }
      }
      Set<String> wireNames =
          tool.arguments().stream().map(ToolArgument::wireName).collect(Collectors.toSet());
      for (String parameter : ARGUMENTS.wireNames(operation)) {
        if (ARGUMENTS.required(operation, parameter) && !wireNames.contains(parameter)) {
          disagreements.add(name + " lacks " + operation.id() + "'s required " + parameter);
        }
      }
    }
    assertThat(disagreements).isEmpty();
  }

  @Test
  void everyToolDeclaresAnObjectOutputSchemaThatStandsAlone() {
    for (VidlensTool tool : tools()) {
      Map<String, Object> output = tool.tool().outputSchema();
      assertThat(output).as(tool.tool().name()).isNotNull().containsEntry("type", "object");
      // Every reference points into the schema's own $defs, none into the OpenAPI document.
      String text = output.toString();
      assertThat(text).as(tool.tool().name()).doesNotContain("#/components/");
      Map<?, ?> defs = (Map<?, ?>) output.getOrDefault("$defs", Map.of());
      java.util.regex.Matcher refs =
          java.util.regex.Pattern.compile("#/\\$defs/(\\w+)").matcher(text);
      while (refs.find()) {
        assertThat(defs.containsKey(refs.group(1)))
            .as(tool.tool().name() + " defines " + refs.group(1))
            .isTrue();
      }
    }
  }

  @Test
  void theToolsCoverTheOperationsAnAgentUsesAndSaySoWhereTheyDoNot() {
    Set<Operation> covered =
        tools().stream().map(VidlensTool::operation).collect(Collectors.toSet());
    covered.add(Operation.GET_ANALYSIS_RESULT);
    assertThat(java.util.EnumSet.complementOf(java.util.EnumSet.copyOf(covered)))
        .containsExactlyInAnyOrder(Operation.GET_BULK_TRANSCRIPT, Operation.GET_BULK_SUBTITLE);
  }

  @Test
  void everyStringArgumentMustBeNonEmpty() {
    for (VidlensTool tool : tools()) {
      ((Map<?, ?>) tool.tool().inputSchema().get("properties"))
          .forEach(
              (name, property) -> {
                Map<?, ?> schema = (Map<?, ?>) property;
                // An enumeration of non-empty values is as good as a minimum length.
                if ("string".equals(schema.get("type")) && !schema.containsKey("enum")) {
                  assertThat(schema.get("minLength"))
                      .as(tool.tool().name() + "." + name)
                      .isEqualTo(1);
                }
              });
    }
  }

  @Test
  void anArgumentTheOperationDoesNotHaveStopsTheServerFromStarting() {
    assertThatThrownBy(
            () -> TOOLS.tool("t", "T", "d", Operation.GET_VIDEO_DETAILS, ToolArgument.of("vid")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("getVideoDetails has no parameter vid");
  }
}
