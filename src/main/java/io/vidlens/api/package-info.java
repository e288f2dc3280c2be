/**
 * The shared HTTP edge: the error envelope, the one exception-to-status advice, the rules for
 * client input on the wire (ID types, {@code ClientInput}, body validation), paging tokens and the
 * JSON setup. Features, catalog, access, compute and cli may use it; what is not about HTTP lives
 * below it (the service's secrets in {@code storage}, what a thread works for in {@code work}). It
 * uses only {@link io.vidlens.platform.PlatformException} and its nested failures, which it maps to
 * HTTP statuses, and {@code storage} for the key that signs page tokens.
 */
@ApplicationModule(allowedDependencies = {"platform", "storage"})
package io.vidlens.api;

import org.springframework.modulith.ApplicationModule;
