/**
 * Who may call and how much: accounts, hashed API keys, plans, the quota ledger, rate limits and
 * the authentication filter in front of every operation. It uses only api, model (the rules for a
 * client's text), storage and work; features (the dashboard among them) and cli use it, and it
 * never reaches catalog, platform or a feature.
 */
@ApplicationModule(allowedDependencies = {"api", "model", "storage", "work"})
package io.vidlens.access;

import org.springframework.modulith.ApplicationModule;
