package io.vidlens.platform.transport;

/**
 * One recorded request/answer pair, as one file of the recordings (see
 * ../shared/recordings/youtube/README.md): the request, the answer, and the locale it was recorded
 * with.
 */
public record RecordedExchange(
    UpstreamRequest request, UpstreamResponse response, String languageCode, String countryCode) {}
