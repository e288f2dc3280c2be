/**
 * Channel analytics: short-versus-long views, geography, demographics, revenue and RPM, estimated
 * by the models in {@code analytics.model}. It reads the platform's data through catalog as model
 * records, answers through api and detects languages with embeddings (the texts cleaned by text);
 * never platform, never another feature.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "embeddings", "model", "text"})
package io.vidlens.analytics;

import org.springframework.modulith.ApplicationModule;
