/**
 * Words of a text: tokens ({@link io.vidlens.text.Terms}) and the stop words of a language ({@link
 * io.vidlens.text.StopWords}, Lucene's lists plus the platform's boilerplate and Vidlens's own
 * English filler), one list for every feature that reads titles, descriptions or comments. Pure;
 * uses nothing of Vidlens.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.text;

import org.springframework.modulith.ApplicationModule;
