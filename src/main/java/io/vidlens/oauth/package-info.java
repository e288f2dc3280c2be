/**
 * OAuth 2.1 for {@code /mcp} (docs/mcp.md, "OAuth"): chat apps register themselves, send the person
 * to the dashboard's sign-in and a consent page, and receive an opaque access token that stands for
 * the account (its plan, quota and limits) wherever an API key does. Built on Spring Authorization
 * Server with its clients, authorizations and consents in the service's database, so any node
 * serves them. It answers access's {@code AccessTokens} question and publishes the account's
 * connected apps to the dashboard ({@code oauth.api}); it uses api for the error envelope.
 */
@ApplicationModule(allowedDependencies = {"access", "api"})
package io.vidlens.oauth;

import org.springframework.modulith.ApplicationModule;
