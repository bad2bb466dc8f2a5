import { AppError } from '../../lib/errors';
import { WorkQueue, WorkQueueFullError } from '../../lib/work-queue';

export interface ImageWorkOptions {
  /** Images decoded and encoded at once (IMAGE_CONCURRENCY). */
  concurrency: number;
  /** Images that may wait for their turn (IMAGE_QUEUE). */
  maxWaiting: number;
}

/**
 * The one queue every image decoded in the serving process goes through. Like password hashing
 * (`accounts/passwords.ts`) it is bounded per process, because the cores it protects are: a burst
 * of large uploads takes `concurrency` cores at most (each image is encoded on one libvips thread,
 * see `loadSharp`), and the cores left answer pages and logins. The server sets it from its
 * configuration at start-up (`configureImageWork`).
 */
let queue = new WorkQueue({ concurrency: 1, maxWaiting: 8 });

/** Sets the bound from the configuration; called when the services are built, before any upload. */
export function configureImageWork(options: ImageWorkOptions): void {
  queue = new WorkQueue({ concurrency: options.concurrency, maxWaiting: options.maxWaiting });
}

/** The queue itself, for its figures (and for tests that hold its slots). */
export function imageWorkQueue(): WorkQueue {
  return queue;
}

/**
 * Runs `job` (every sharp call for one image) in its turn. When the queue is full nothing is
 * started and the request is refused with `503 IMAGES_BUSY` and a Retry-After estimated from the
 * recent images' durations: the client sends the same upload again, nothing was stored.
 */
export async function runImageWork<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(job);
  } catch (error) {
    if (error instanceof WorkQueueFullError)
      throw new AppError('IMAGES_BUSY', { seconds: error.retryAfterSeconds });
    throw error;
  }
}
