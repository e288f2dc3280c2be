package io.vidlens.oauth.api;

import java.time.Instant;

/**
 * One app connected to an account: {@code appId} is its registration's ID (the "key ID" its calls
 * show in usage), {@code name} what the app called itself when it registered (unverified), {@code
 * lastAuthorizedAt} when it last received a token and {@code tokenExpiresAt} when that one ends
 * (null when it holds none now).
 */
public record ConnectedApp(
    String appId, String name, Instant lastAuthorizedAt, Instant tokenExpiresAt) {}
