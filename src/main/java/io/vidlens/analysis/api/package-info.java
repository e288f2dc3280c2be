/**
 * What the analysis feature offers other features: an account's jobs as typed records, read through
 * {@link io.vidlens.analysis.api.AnalysisJobs}. Nothing else of the analysis feature is used from
 * outside it; its table and its result's JSON stay its own.
 */
@NamedInterface("api")
package io.vidlens.analysis.api;

import org.springframework.modulith.NamedInterface;
