package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CommandArgumentsTest {

  @Test
  void splitsPropertiesOptionsAndPositionalWords() throws Exception {
    CommandArguments parsed =
        CommandArguments.parse(
            List.of(
                "--name",
                "my tool",
                "KEY-1",
                "--vidlens.data-dir=/tmp/x",
                "--plan",
                "pro",
                "UC123"),
            Set.of("name", "plan"));
    assertThat(parsed.options()).isEqualTo(Map.of("name", "my tool", "plan", "pro"));
    assertThat(parsed.positional()).containsExactly("KEY-1", "UC123");
    assertThat(parsed.springArgs()).containsExactly("--vidlens.data-dir=/tmp/x");
  }

  @Test
  void anOwnOptionMayBeWrittenWithAnEqualsSign() throws Exception {
    CommandArguments parsed =
        CommandArguments.parse(
            List.of("--max-videos=5", "UC123", "--server.port=0"), Set.of("max-videos"));
    assertThat(parsed.options()).isEqualTo(Map.of("max-videos", "5"));
    assertThat(parsed.positional()).containsExactly("UC123");
    assertThat(parsed.springArgs()).containsExactly("--server.port=0");
  }

  @Test
  void anOptionTheCommandDoesNotTakeOrOneWithoutItsValueIsRefused() {
    assertThatThrownBy(() -> CommandArguments.parse(List.of("--verbose"), Set.of("name")))
        .isInstanceOf(CommandArguments.Invalid.class)
        .hasMessageContaining("Unknown option --verbose")
        .hasMessageContaining("--name=value");
    assertThatThrownBy(() -> CommandArguments.parse(List.of("--name"), Set.of("name")))
        .isInstanceOf(CommandArguments.Invalid.class)
        .hasMessage("Option --name needs a value");
  }
}
