/**
 * The shared HTTP edge: the error envelope, the one exception-to-status advice (it answers the
 * platform's failures and the {@link io.vidlens.model.InvalidInput}s of the layers below as
 * statuses), body validation, paging tokens and the JSON setup. Features, access, compute and cli
 * may use it; what is not about HTTP lives below it (the ID types and the client-input rules in
 * {@code model}, the service's secrets in {@code storage}, what a thread works for in {@code
 * work}). It uses only {@link io.vidlens.platform.PlatformException} and its nested failures, which
 * it maps to HTTP statuses, {@code model} for the refusals it answers, and {@code storage} for the
 * key that signs page tokens.
 */
@ApplicationModule(allowedDependencies = {"model", "platform", "storage"})
package io.vidlens.api;

import org.springframework.modulith.ApplicationModule;
