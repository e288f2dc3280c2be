package io.vidlens.api;

import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.util.function.UnaryOperator;

/**
 * A response whose one header passes through {@code rewrite} as later code sets or adds it: how a
 * filter decorates an answer it does not make (a challenge's parameters, a session ID's route). A
 * null value is passed on as it is.
 */
public final class HeaderRewritingResponse extends HttpServletResponseWrapper {

  private final String header;
  private final UnaryOperator<String> rewrite;

  public HeaderRewritingResponse(
      HttpServletResponse response, String header, UnaryOperator<String> rewrite) {
    super(response);
    this.header = header;
    this.rewrite = rewrite;
  }

  @Override
  public void setHeader(String name, String value) {
    super.setHeader(name, rewritten(name, value));
  }

  @Override
  public void addHeader(String name, String value) {
    super.addHeader(name, rewritten(name, value));
  }

  private String rewritten(String name, String value) {
    return header.equalsIgnoreCase(name) && value != null ? rewrite.apply(value) : value;
  }
}
