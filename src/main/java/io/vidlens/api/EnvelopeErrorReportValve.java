package io.vidlens.api;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.http.HttpStatus;

/**
 * Tomcat's last word on requests it refuses before any servlet runs (an encoded slash in the path,
 * a malformed request target): the error envelope instead of Tomcat's HTML page.
 */
public class EnvelopeErrorReportValve extends ErrorReportValve {

  @Override
  protected void report(Request request, Response response, Throwable throwable) {
    int status = response.getStatus();
    if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
      return;
    }
    HttpStatus resolved = HttpStatus.resolve(status);
    String message = resolved == null ? "Error" : resolved.getReasonPhrase();
    String details =
        status == 400
            ? "The request could not be understood; check its URL (path and %-encoding, no control characters), headers and body."
            : status >= 500
                ? "An unexpected error occurred; quote the X-Request-Id header when reporting it."
                : "The request failed with " + status + " " + message + ".";
    String body =
        "{\"error\":{\"code\":"
            + status
            + ",\"message\":\""
            + message
            + "\",\"details\":\""
            + details
            + "\"}}";
    try {
      response.setContentType("application/json");
      response.setCharacterEncoding(StandardCharsets.UTF_8.name());
      Writer writer = response.getReporter();
      if (writer != null) {
        writer.write(body);
        response.finishResponse();
      }
    } catch (IOException | IllegalStateException e) {
      // The connection is gone or the answer already started: nothing more to say.
    }
  }
}
