package io.vidlens.access.internal;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.RequestCharge;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Hands an operation's controller what the gate decided for its request: the caller ({@link
 * ApiPrincipal}) and the request's {@link RequestCharge}, as typed method arguments. The gate keeps
 * them with the request under names only this package knows.
 */
@Configuration(proxyBeanMethods = false)
public class ChargeArguments implements WebMvcConfigurer, HandlerMethodArgumentResolver {

  private static final String PRINCIPAL = ApiPrincipal.class.getName();
  private static final String CHARGE = RequestCharge.class.getName();

  /** Called by the gate once the request is let through. */
  public static void attach(
      HttpServletRequest request, ApiPrincipal principal, RequestCharge charge) {
    request.setAttribute(PRINCIPAL, principal);
    request.setAttribute(CHARGE, charge);
  }

  @Override
  public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
    resolvers.add(this);
  }

  @Override
  public boolean supportsParameter(MethodParameter parameter) {
    Class<?> type = parameter.getParameterType();
    return type == ApiPrincipal.class || type == RequestCharge.class;
  }

  /**
   * The caller, null when the gate did not check one (a path no operation declares); the request's
   * charge, or one nobody reads when the gate did not charge the request.
   */
  @Override
  public Object resolveArgument(
      MethodParameter parameter,
      ModelAndViewContainer mavContainer,
      NativeWebRequest webRequest,
      WebDataBinderFactory binderFactory) {
    if (parameter.getParameterType() == ApiPrincipal.class) {
      return webRequest.getAttribute(PRINCIPAL, NativeWebRequest.SCOPE_REQUEST);
    }
    return charge(webRequest.getNativeRequest(HttpServletRequest.class));
  }

  /** The request's charge, or one nobody reads when the gate did not charge the request. */
  public static RequestCharge charge(HttpServletRequest request) {
    return request != null && request.getAttribute(CHARGE) instanceof RequestCharge charge
        ? charge
        : new RequestCharge();
  }
}
