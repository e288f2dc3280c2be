/**
 * Who may call and how much: accounts, hashed API keys, plans, the quota ledger, rate limits and
 * the authentication filter in front of every operation. It uses only api, model (the rules for a
 * client's text), storage and work; features (the dashboard among them) and cli use it, and it
 * never reaches catalog, platform or a feature.
 *
 * <p>The base package is what other modules use: the operations ({@code Operation}), the caller and
 * the request's charge a controller receives ({@code ApiPrincipal}, {@code RequestCharge}, {@code
 * CachedAnswerProbe}), the key check ({@code KeyAuthenticator}), accounts and keys for the
 * dashboard and the command line ({@code AccountDirectory}, {@code ApiKeyService} and their
 * records), plans, usage and the small rules the dashboard shares ({@code EmailAddresses}, {@code
 * Sha256}, {@code BucketStore}). The gate, the ledger, the limits, the stores and the settings are
 * in {@code access.internal}.
 */
@ApplicationModule(allowedDependencies = {"api", "model", "storage", "work"})
package io.vidlens.access;

import org.springframework.modulith.ApplicationModule;
