package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.json.schema.jackson3.DefaultJsonSchemaValidator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class InputsOnlyValidatorTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static Map<String, Object> requiring(String property) {
    return Map.of(
        "type",
        "object",
        "properties",
        Map.of(property, Map.of("type", "string")),
        "required",
        List.of(property));
  }

  @Test
  void inputsAreStillCheckedAgainstTheirSchemas() {
    Map<String, Object> input = requiring("videoId");
    var validator =
        new InputsOnlyValidator(new DefaultJsonSchemaValidator(JSON), List.of(requiring("x")));

    assertThat(validator.validate(input, Map.of()).valid()).isFalse();
    assertThat(validator.validate(input, Map.of("videoId", "abc")).valid()).isTrue();
  }

  @Test
  void aToolsOwnOutputSchemaIsNotCheckedOnEveryCall() {
    Map<String, Object> output = requiring("title");
    var validator = new InputsOnlyValidator(new DefaultJsonSchemaValidator(JSON), List.of(output));

    assertThat(validator.validate(output, Map.of()).valid()).isTrue();
    // By identity: an equal schema that is not the tool's own is checked.
    assertThat(validator.validate(requiring("title"), Map.of()).valid()).isFalse();
  }
}
