/**
 * The video operations: video and shorts details, comments, transcript, subtitles and bulk details,
 * each with its controller, service and wire records. It reads the platform's data through catalog
 * as model records and answers through api, and uses nothing else: never platform, never another
 * feature. What other features may use of it is published in {@code video.api}.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "model"})
package io.vidlens.video;

import org.springframework.modulith.ApplicationModule;
