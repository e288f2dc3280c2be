/**
 * History: the scheduler that refreshes the channels clients asked about, so that the history of
 * counts (kept by catalog's {@code CountHistory}) grows between requests, the export of a channel's
 * history, and that history as typed series for other features ({@code history.api}, the
 * dashboard's history page). Like every feature it uses only catalog, model, api, access, storage
 * and embeddings: never platform, never another feature.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "json", "model", "work"})
package io.vidlens.history;

import org.springframework.modulith.ApplicationModule;
