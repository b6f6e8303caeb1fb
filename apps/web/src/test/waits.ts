/**
 * How long a test waits for what the first page of a worker shows: loading its
 * code takes seconds on a busy machine, at times longer than the 10 s every
 * wait gets (setup.ts).
 */
export const SLOW = { timeout: 15_000 };
