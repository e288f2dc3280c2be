/**
 * The transports at the bottom: live HTTP (direct or through a proxy), recording, replay, injected
 * faults and delays, and the meter. They use nothing above them but the failure vocabulary ({@code
 * faults}) and the query-string reader ({@code url}).
 */
package io.vidlens.platform.transport;
