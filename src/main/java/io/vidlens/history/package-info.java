/**
 * History: the scheduler that refreshes the channels clients asked about, so that the history of
 * counts (kept by catalog's {@code CountHistory}) grows between requests, the export of a channel's
 * history, and that history as typed series for other features ({@code history.api}, the
 * dashboard's history page). It uses catalog, model, api, json (the export) and work (to say what
 * the refresh reads for); never platform, never another feature.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "json", "model", "work"})
package io.vidlens.history;

import org.springframework.modulith.ApplicationModule;
