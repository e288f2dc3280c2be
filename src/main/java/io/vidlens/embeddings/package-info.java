/**
 * The text models shipped inside Maven artifacts, shared by the features: embeddings
 * (all-MiniLM-L6-v2, behind {@link io.vidlens.embeddings.TextEmbedder}) and language detection
 * ({@link io.vidlens.embeddings.LanguageDetector}, OpenNLP's model, loaded once for all). It uses
 * only text's class-path reader; features such as analytics, analysis and thumbnails use it.
 */
@ApplicationModule(allowedDependencies = {"text"})
package io.vidlens.embeddings;

import org.springframework.modulith.ApplicationModule;
