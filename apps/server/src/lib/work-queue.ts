/** Thrown by `WorkQueue.run` when every slot is busy and the queue is full: nothing was started. */
export class WorkQueueFullError extends Error {
  constructor(
    /** About how long until a place is free, from the jobs' recent durations (1 to 60 seconds). */
    readonly retryAfterSeconds: number,
  ) {
    super('Work queue full');
    this.name = 'WorkQueueFullError';
  }
}

export interface WorkQueueOptions {
  /** Jobs that run at once. */
  concurrency: number;
  /** Jobs that may wait for a slot; one more is refused with WorkQueueFullError. */
  maxWaiting: number;
  /** A job's expected duration before any has finished, in milliseconds. */
  initialJobMs?: number;
  now?: () => number;
}

/** Weight of the latest job in the running average of durations. */
const AVERAGE_WEIGHT = 0.3;

/**
 * Runs at most `concurrency` jobs at once, in arrival order, with at most `maxWaiting` more waiting
 * for their turn. A job does not start (its function is not called) before its turn; a job that
 * fails frees its slot like one that succeeds. Used for work that takes a core for a long time,
 * such as decoding and encoding images, so that a burst of it cannot starve every other request.
 */
export class WorkQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private averageMs: number;
  private readonly now: () => number;

  constructor(private readonly options: WorkQueueOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1)
      throw new Error('WorkQueue concurrency must be a whole number of at least 1');
    if (!Number.isInteger(options.maxWaiting) || options.maxWaiting < 0)
      throw new Error('WorkQueue maxWaiting must be a whole number of at least 0');
    this.averageMs = options.initialJobMs ?? 2000;
    this.now = options.now ?? (() => performance.now());
  }

  /** Jobs running now. */
  get running(): number {
    return this.active;
  }

  /** Jobs waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `job` once a slot is free; refuses at once (WorkQueueFullError) when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrency) {
      if (this.queue.length >= this.options.maxWaiting) throw new WorkQueueFullError(this.secondsUntilFree());
      // The slot is handed over by the job that frees it, so none can be taken in between.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    const started = this.now();
    try {
      return await job();
    } finally {
      const took = this.now() - started;
      this.averageMs = this.averageMs * (1 - AVERAGE_WEIGHT) + took * AVERAGE_WEIGHT;
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** How long the work ahead should take: everything running and waiting, shared by the slots. */
  private secondsUntilFree(): number {
    const ahead = this.active + this.queue.length;
    const seconds = Math.ceil((this.averageMs * ahead) / this.options.concurrency / 1000);
    return Math.min(60, Math.max(1, seconds));
  }
}
