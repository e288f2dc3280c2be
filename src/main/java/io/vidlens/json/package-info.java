/**
 * JSON mapping for code that runs outside Spring's beans (static parsers, formats, stored
 * snapshots): one configured mapper for the plain names, one for snake_case documents. Where a
 * mapper can be injected, Spring's {@code JsonMapper} bean is used instead. Uses nothing of
 * Vidlens.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.json;

import org.springframework.modulith.ApplicationModule;
