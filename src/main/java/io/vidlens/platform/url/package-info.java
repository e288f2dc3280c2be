/**
 * The one query-string reader, shared by the parsers (URLs in answers) and the transports (a
 * request's identity); it uses nothing.
 */
package io.vidlens.platform.url;
