package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class SerializedAnswersTest {

  record Item(String id, List<String> tags, Long count) {}

  private final JsonMapper mapper = JsonMapper.builder().build();
  private final SerializedAnswers answers = new SerializedAnswers(mapper);

  @Test
  void writesTheRecordAsAnArrayOfOneExactlyAsTheMapperWould() {
    Item item = new Item("a\"b", List.of("x", "é"), null);
    var answer = answers.arrayOfOne(item);
    assertThat(answer.getStatusCode().value()).isEqualTo(200);
    assertThat(answer.getHeaders().getContentType()).hasToString("application/json");
    assertThat(answer.getBody()).isEqualTo(mapper.writeValueAsBytes(List.of(item)));
  }

  @Test
  void theSameRecordReusesItsBytesAndAnEqualButNewRecordIsWrittenAgain() {
    Item item = new Item("v1", List.of(), 1L);
    byte[] first = answers.arrayOfOne(item).getBody();
    assertThat(answers.arrayOfOne(item).getBody()).isSameAs(first);
    assertThat(answers.arrayOfOne(new Item("v1", List.of(), 1L)).getBody())
        .isNotSameAs(first)
        .isEqualTo(first);
  }
}
