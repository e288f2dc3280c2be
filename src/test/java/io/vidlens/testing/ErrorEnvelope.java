package io.vidlens.testing;

import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.hamcrest.Matchers;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.ResultActions;

/** The service's error envelope as a controller slice sees it on the wire. */
public final class ErrorEnvelope {

  private ErrorEnvelope() {}

  /**
   * The status as code, the message (when {@code message} is not null), details, no stack trace.
   */
  public static ResultActions expect(ResultActions answer, int status, String message)
      throws Exception {
    answer
        .andExpect(status().is(status))
        .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
        .andExpect(jsonPath("$.error.code").value(status))
        .andExpect(jsonPath("$.error.details").isNotEmpty())
        .andExpect(content().string(Matchers.not(Matchers.containsString("Exception"))));
    if (message != null) {
      answer.andExpect(jsonPath("$.error.message").value(message));
    }
    return answer;
  }
}
