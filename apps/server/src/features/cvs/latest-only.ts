/**
 * Runs tasks one at a time per key, keeping only the newest waiting one. The
 * studio asks for a new preview at every pause in typing; for one user at
 * most one render runs, and of the requests that came in meanwhile only the
 * last is rendered next: the others fail at once with `superseded()` (their
 * pictures would be out of date before they arrived). Renders of different
 * users do not wait for each other here; the render pool bounds them all.
 */
interface Turn {
  resolve(): void;
  reject(error: Error): void;
}

export class LatestOnly {
  /** Per key: the request waiting for the running task, if any. */
  private readonly lanes = new Map<string, { next: Turn | null }>();

  constructor(private readonly superseded: () => Error) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const lane = this.lanes.get(key);
    if (lane) {
      lane.next?.reject(this.superseded());
      await new Promise<void>((resolve, reject) => {
        lane.next = { resolve, reject };
      });
    } else {
      this.lanes.set(key, { next: null });
    }
    try {
      return await task();
    } finally {
      const current = this.lanes.get(key);
      const next = current?.next;
      if (current && next) {
        current.next = null;
        next.resolve();
      } else {
        this.lanes.delete(key);
      }
    }
  }

  /** Keys with a task running (for tests and metrics). */
  get running(): number {
    return this.lanes.size;
  }
}
