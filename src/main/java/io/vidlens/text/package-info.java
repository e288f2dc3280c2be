/**
 * The text toolkit of every feature that reads titles, descriptions, transcripts or comments:
 * tokens ({@link io.vidlens.text.Terms}) and the stop words of a language ({@link
 * io.vidlens.text.StopWords}, Lucene's lists plus the platform's boilerplate and Vidlens's own
 * English filler); sentiment ({@link io.vidlens.text.Sentiment}: VADER for English, AFINN lexicons
 * for other languages in {@link io.vidlens.text.ForeignSentiment}), with a subject's own words held
 * neutral ({@link io.vidlens.text.SubjectWords}); parts of speech, phrases and their statistics;
 * emoji. Pure; uses nothing of Vidlens.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.text;

import org.springframework.modulith.ApplicationModule;
