/**
 * The server process's periodic work (photo sweep, expiry, search vocabulary, backups...): started
 * in one place, and stopped in one place when the process stops, which waits for a run in
 * progress to end before the database is closed under it.
 */
export class BackgroundJobs {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private isStopped = false;

  /** Runs a job now (nothing once stopped); resolves when it has ended, whether it failed or not. */
  run(job: () => Promise<unknown>): Promise<void> {
    if (this.isStopped) return Promise.resolve();
    const running = job().then(
      () => undefined,
      () => undefined,
    );
    this.running.add(running);
    void running.finally(() => this.running.delete(running));
    return running;
  }

  /** Runs a job every `everyMs`, the first time after `firstAfterMs` (by default one period). */
  every(everyMs: number, job: () => Promise<unknown>, firstAfterMs = everyMs): void {
    if (this.isStopped) return;
    const first = setTimeout(() => {
      this.timers.delete(first);
      if (this.isStopped) return;
      void this.run(job);
      const timer = setInterval(() => void this.run(job), everyMs);
      timer.unref();
      this.timers.add(timer);
    }, firstAfterMs);
    first.unref();
    this.timers.add(first);
  }

  /** Starts nothing more and resolves once the runs in progress have ended. */
  async stop(): Promise<void> {
    this.isStopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }
}
