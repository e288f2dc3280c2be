package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.api.RequestIdFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * What every dashboard page shares: the signed-in account as {@code me}, and error pages for people
 * (the API's JSON envelope stays the API's: this advice applies to dashboard controllers only,
 * ahead of the API's handler).
 */
@ControllerAdvice(basePackageClasses = DashboardPages.class)
@Order(Ordered.HIGHEST_PRECEDENCE)
class DashboardPages {

  private static final Logger log = LoggerFactory.getLogger(DashboardPages.class);

  @ModelAttribute("me")
  AccountLogin me(HttpServletRequest request) {
    return (AccountLogin) request.getAttribute(CurrentAccountFilter.ACCOUNT);
  }

  /** This server's address as the browser reached it, for examples on the pages. */
  @ModelAttribute("baseUrl")
  String baseUrl() {
    return ServletUriComponentsBuilder.fromCurrentContextPath().build().toUriString();
  }

  @ExceptionHandler(PageNotFound.class)
  String notFound(
      PageNotFound e, Model model, HttpServletRequest request, HttpServletResponse response) {
    return error(model, request, response, 404, "Not Found", e.getMessage());
  }

  @ExceptionHandler(PageForbidden.class)
  String forbidden(
      PageForbidden e, Model model, HttpServletRequest request, HttpServletResponse response) {
    return error(model, request, response, 403, "Not allowed", e.getMessage());
  }

  @ExceptionHandler({
    org.springframework.web.bind.MissingServletRequestParameterException.class,
    org.springframework.beans.TypeMismatchException.class,
    org.springframework.web.HttpRequestMethodNotSupportedException.class
  })
  String badRequest(
      Exception e, Model model, HttpServletRequest request, HttpServletResponse response) {
    return error(model, request, response, 400, "Bad request", "That request was not understood.");
  }

  /** A password check the password pool refused: the account's share (429) or the node's (503). */
  @ExceptionHandler(io.vidlens.compute.ComputeRejected.class)
  String busy(
      io.vidlens.compute.ComputeRejected e,
      Model model,
      HttpServletRequest request,
      HttpServletResponse response) {
    response.setHeader("Retry-After", Long.toString(e.retryAfterSeconds()));
    return error(
        model,
        request,
        response,
        e.status().value(),
        e.status().value() == 429 ? "Too many at once" : "Busy",
        e.details());
  }

  @ExceptionHandler(Exception.class)
  String unexpected(
      Exception e, Model model, HttpServletRequest request, HttpServletResponse response) {
    log.error("Dashboard page failed", e);
    return error(
        model,
        request,
        response,
        500,
        "Something went wrong",
        "An unexpected error occurred. If it persists, give the operator this request ID: "
            + MDC.get(RequestIdFilter.MDC_KEY));
  }

  private String error(
      Model model,
      HttpServletRequest request,
      HttpServletResponse response,
      int status,
      String title,
      String message) {
    response.setStatus(status);
    // An exception handler's model is a new one, without the @ModelAttribute values: the signed-in
    // account is added again so that the error page keeps the navigation.
    model.addAttribute("me", me(request));
    model.addAttribute("baseUrl", baseUrl());
    model.addAttribute("status", status);
    model.addAttribute("title", title);
    model.addAttribute("message", message);
    return "dashboard/error";
  }
}
