/**
 * The abort reason for a watcher or timer whose work is over (a deadline scope's watcher, an
 * admission's deadline timer). A reason of our own because `abort()` without one builds a
 * DOMException with a stack trace, a measurable cost on every search and fetch. Nothing observes it:
 * the sleep it ends is already abandoned.
 */
export const WORK_ENDED: Readonly<{ name: 'WorkEnded' }> = Object.freeze({ name: 'WorkEnded' });
