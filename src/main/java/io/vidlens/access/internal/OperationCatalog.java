package io.vidlens.access.internal;

import io.vidlens.access.Operation;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Optional;
import org.springframework.http.HttpMethod;
import org.springframework.http.server.PathContainer;
import org.springframework.stereotype.Component;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

/**
 * Finds the operation a request addresses, by path and then method (HEAD addresses the GET
 * operation of its path). A known path with another method is "no operation" here, so the framework
 * answers it with 405.
 */
@Component
public class OperationCatalog {

  private record Route(Operation operation, PathPattern pattern) {}

  private final List<Route> routes;

  public OperationCatalog() {
    PathPatternParser parser = new PathPatternParser();
    this.routes =
        List.of(Operation.values()).stream()
            .map(op -> new Route(op, parser.parse(op.pathTemplate())))
            .toList();
  }

  public Optional<Operation> match(HttpServletRequest request) {
    String path = request.getRequestURI().substring(request.getContextPath().length());
    PathContainer container = PathContainer.parsePath(path);
    for (Route route : routes) {
      if (methodMatches(route.operation(), request.getMethod())
          && route.pattern().matches(container)) {
        return Optional.of(route.operation());
      }
    }
    return Optional.empty();
  }

  /**
   * HEAD is GET without the body, and the framework answers it by running the GET handler: it is
   * the same operation, authenticated, limited and charged alike (else it would run ungated).
   */
  private static boolean methodMatches(Operation operation, String method) {
    return operation.method().matches(method)
        || (operation.method() == HttpMethod.GET && "HEAD".equals(method));
  }
}
