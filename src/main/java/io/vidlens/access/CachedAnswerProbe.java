package io.vidlens.access;

import jakarta.servlet.http.HttpServletRequest;

/**
 * Asked by the gate before it takes a token of an operation's hourly limit: will this request be
 * answered from a cached result? Such answers do not count against the limit, so they must not be
 * refused by it either. A feature with a cache implements it as a bean.
 */
public interface CachedAnswerProbe {

  /**
   * Whether {@code request} (already authenticated as {@code accountId}) will be answered from
   * cache.
   */
  boolean willBeCached(Operation operation, String accountId, HttpServletRequest request);
}
