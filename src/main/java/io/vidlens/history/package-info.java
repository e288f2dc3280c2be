/**
 * History: the listener that stores the counts the read layer tells it read and tracks the channels
 * read for clients (catalog's {@code CountsRead} and {@code ChannelAsked} events), the scheduler
 * that refreshes the tracked channels, so that the history of counts (kept in catalog's {@code
 * CountHistory}) grows between requests, the export of a channel's history, and that history as
 * typed series for other features ({@code history.api}, the dashboard's history page). It uses
 * catalog, model, api, json (the export) and work (to say what the refresh reads for); never
 * platform, never another feature.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "json", "model", "work"})
package io.vidlens.history;

import org.springframework.modulith.ApplicationModule;
