/**
 * Channel analytics: short-versus-long views, geography, demographics, revenue and RPM, estimated
 * by the models in {@code analytics.model}. Like every feature it uses only catalog, model, api,
 * access, storage and embeddings: never platform, never another feature.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "embeddings", "model"})
package io.vidlens.analytics;

import org.springframework.modulith.ApplicationModule;
