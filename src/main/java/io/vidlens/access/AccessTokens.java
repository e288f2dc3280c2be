package io.vidlens.access;

import java.util.Optional;

/**
 * Bearer tokens other than API keys that stand for an account: the access tokens the {@code oauth}
 * module issues to apps an account connected. Access defines the question and asks it; the module
 * that issues the tokens answers, so the gate and the key check at {@code /mcp} accept such a token
 * as one more credential of the account (its plan, quota and limits) without knowing OAuth.
 */
public interface AccessTokens {

  /** How an issued access token begins, so the key check can tell one from an API key unread. */
  String PREFIX = "vlo_";

  /** The grant behind {@code token} while it is active; empty when unknown, expired or revoked. */
  Optional<Grant> find(String token);

  /**
   * An active grant: {@code grantId} names the connected app for rate limits and usage (as a key ID
   * does, at most 36 characters), {@code accountId} the account whose quota it spends.
   */
  record Grant(String grantId, String accountId) {}
}
