package io.vidlens.api;

import jakarta.servlet.Filter;
import org.springframework.boot.web.servlet.FilterRegistrationBean;

/**
 * A servlet filter registered for some paths at a place in the chain (an order): how the mcp and
 * oauth modules put their checks around {@code /mcp}'s key check, whose places they name.
 */
public final class PathFilters {

  private PathFilters() {}

  /** {@code filter} for {@code paths} (servlet URL patterns), at {@code order}. */
  public static <F extends Filter> FilterRegistrationBean<F> at(
      int order, F filter, String... paths) {
    FilterRegistrationBean<F> registration = new FilterRegistrationBean<>(filter);
    registration.addUrlPatterns(paths);
    registration.setOrder(order);
    return registration;
  }
}
