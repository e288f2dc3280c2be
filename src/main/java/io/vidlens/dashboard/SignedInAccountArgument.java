package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import java.util.List;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.ServletRequestBindingException;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Hands a dashboard page the signed-in account ({@link AccountLogin}) that {@link
 * CurrentAccountFilter} read fresh for this request, as a plain method argument.
 */
@Configuration(proxyBeanMethods = false)
class SignedInAccountArgument implements WebMvcConfigurer, HandlerMethodArgumentResolver {

  @Override
  public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
    resolvers.add(this);
  }

  @Override
  public boolean supportsParameter(MethodParameter parameter) {
    return parameter.getParameterType() == AccountLogin.class;
  }

  /** The account; a page reached without one (security lets none through) is a bad request. */
  @Override
  public Object resolveArgument(
      MethodParameter parameter,
      ModelAndViewContainer mavContainer,
      NativeWebRequest webRequest,
      WebDataBinderFactory binderFactory)
      throws ServletRequestBindingException {
    Object account =
        webRequest.getAttribute(CurrentAccountFilter.ACCOUNT, RequestAttributes.SCOPE_REQUEST);
    if (account instanceof AccountLogin login) {
      return login;
    }
    throw new ServletRequestBindingException("No signed-in account for this page.");
  }
}
