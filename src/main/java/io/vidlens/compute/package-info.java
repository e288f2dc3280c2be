/**
 * Bounded platform-thread pools for CPU-heavy work that a request needs (image decoding,
 * embeddings, password hashing), so that such work never runs on a request's virtual thread and
 * holds a carrier: {@link io.vidlens.compute.ComputePool} runs it with a bounded wait and a fair
 * share per account, and refuses beyond them at once (429 for the account's share, 503 for the
 * node's). It uses only api (the refusal is an {@link io.vidlens.api.ApiException}); features and
 * cli use it.
 */
@ApplicationModule(allowedDependencies = {"api"})
package io.vidlens.compute;

import org.springframework.modulith.ApplicationModule;
