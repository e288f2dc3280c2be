package io.vidlens.api;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses bodies over the limit (1 MiB by default) with 413: at once when Content-Length says so,
 * and while reading when the body is chunked.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 20)
class RequestBodyLimitFilter extends OncePerRequestFilter {

  private final long limitBytes;
  private final ErrorResponses errors;

  RequestBodyLimitFilter(
      @Value("${vidlens.max-request-body-bytes:1048576}") long limitBytes, ErrorResponses errors) {
    this.limitBytes = limitBytes;
    this.errors = errors;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    if (request.getContentLengthLong() > limitBytes) {
      errors.write(response, new RequestBodyTooLargeException(limitBytes).asApiException());
      return;
    }
    chain.doFilter(new LimitedRequest(request, limitBytes), response);
  }

  private static final class LimitedRequest extends HttpServletRequestWrapper {
    private final long limit;
    private ServletInputStream stream;

    LimitedRequest(HttpServletRequest request, long limit) {
      super(request);
      this.limit = limit;
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
      if (stream == null) {
        stream = new CountingInputStream(super.getInputStream(), limit);
      }
      return stream;
    }
  }

  private static final class CountingInputStream extends ServletInputStream {
    private final ServletInputStream delegate;
    private final long limit;
    private long count;

    CountingInputStream(ServletInputStream delegate, long limit) {
      this.delegate = delegate;
      this.limit = limit;
    }

    @Override
    public int read() throws IOException {
      int b = delegate.read();
      if (b >= 0) {
        count(1);
      }
      return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
      int n = delegate.read(buffer, offset, length);
      if (n > 0) {
        count(n);
      }
      return n;
    }

    private void count(int n) throws RequestBodyTooLargeException {
      count += n;
      if (count > limit) {
        throw new RequestBodyTooLargeException(limit);
      }
    }

    @Override
    public boolean isFinished() {
      return delegate.isFinished();
    }

    @Override
    public boolean isReady() {
      return delegate.isReady();
    }

    @Override
    public void setReadListener(ReadListener listener) {
      delegate.setReadListener(listener);
    }
  }
}
