package io.vidlens.oauth.api;

import java.util.List;

/** The apps an account connected through OAuth, for the dashboard to list and revoke. */
public interface ConnectedApps {

  /** The account's connected apps, the most recently authorized first. */
  List<ConnectedApp> of(String accountId);

  /**
   * Ends every token the app holds for the account and forgets its consent, so its next request is
   * a 401 on every node and reconnecting asks again. False when the account has no such app.
   */
  boolean revoke(String accountId, String appId);
}
