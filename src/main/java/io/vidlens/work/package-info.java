/**
 * The work a thread does for the platform, as a typed context value ({@link
 * io.vidlens.work.UpstreamWork}): which operation or job it serves and whether anyone waits on it.
 * Set by the gate and the job runners, carried to fan-out tasks by catalog, read by the platform's
 * request meter and budget. It sits at the bottom (like {@code model}) so the platform reads it
 * without knowing the API; it uses nothing but the JDK and SLF4J's log context, which it writes for
 * log lines only. Waiting for another thread's work rethrows its failure as thrown ({@link
 * io.vidlens.work.Futures}).
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.work;

import org.springframework.modulith.ApplicationModule;
