/**
 * One pure parser per renderer kind: a JSON tree (or caption and feed text) in, a {@code model}
 * record out, dates and counts typed. No Spring, HTTP, clock, cache or database.
 */
package io.vidlens.platform.parse;
