import { describe, expect, it } from 'vitest';
import { WorkQueue, WorkQueueFullError } from './work-queue';

/** A job that runs until `finish()` or `fail()` is called, recording when it started. */
function controlledJob(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    job: () => {
      log.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('never runs more jobs at once than its concurrency, and starts waiting jobs in arrival order', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        queue.run(async () => {
          order.push(index);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 1 + (index % 3)));
          running -= 1;
          return index;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([...Array(12).keys()]);
    expect(results).toEqual([...Array(12).keys()]);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('does not call a waiting job before its turn, and refuses one more than the queue holds', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1, initialJobMs: 3000 });
    const started: string[] = [];
    const first = controlledJob(started, 'first');
    const second = controlledJob(started, 'second');
    const third = controlledJob(started, 'third');
    const firstRun = queue.run(first.job);
    const secondRun = queue.run(second.job);
    const refused = await queue.run(third.job).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorkQueueFullError);
    // Two jobs ahead at about 3 s each, on one slot.
    expect((refused as WorkQueueFullError).retryAfterSeconds).toBe(6);
    await turn();
    expect(started).toEqual(['first']);
    expect([queue.running, queue.waiting]).toEqual([1, 1]);

    first.finish();
    await expect(firstRun).resolves.toBe('first');
    await turn();
    expect(started).toEqual(['first', 'second']);
    second.finish();
    await expect(secondRun).resolves.toBe('second');
    expect(started).not.toContain('third');
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const failing = controlledJob(started, 'failing');
    const next = controlledJob(started, 'next');
    const failingRun = queue.run(failing.job);
    const nextRun = queue.run(next.job);
    failing.fail();
    await expect(failingRun).rejects.toThrow('failing failed');
    await turn();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    await expect(nextRun).resolves.toBe('next');
    // A job that throws before its first await frees its slot too.
    await expect(
      queue.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    await expect(queue.run(async () => 'after')).resolves.toBe('after');
  });

  it('estimates the wait from the durations of the jobs that finished, between 1 and 60 seconds', async () => {
    let clock = 0;
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0, initialJobMs: 1000, now: () => clock });
    await queue.run(async () => {
      clock += 1_000_000;
    });
    const started: string[] = [];
    const slow = controlledJob(started, 'slow');
    const running = queue.run(slow.job);
    const refused = (await queue
      .run(async () => 'refused')
      .catch((error: unknown) => error)) as WorkQueueFullError;
    expect(refused.retryAfterSeconds).toBe(60);
    slow.finish();
    await running;

    const quick = new WorkQueue({ concurrency: 4, maxWaiting: 0, initialJobMs: 10 });
    const holders = Array.from({ length: 4 }, (_, index) => controlledJob(started, `holder ${index}`));
    const runs = holders.map((holder) => quick.run(holder.job));
    const quickRefusal = (await quick
      .run(async () => 'x')
      .catch((error: unknown) => error)) as WorkQueueFullError;
    expect(quickRefusal.retryAfterSeconds).toBe(1);
    for (const holder of holders) holder.finish();
    await Promise.all(runs);
  });

  it('refuses settings that would never run anything', () => {
    expect(() => new WorkQueue({ concurrency: 0, maxWaiting: 1 })).toThrow();
    expect(() => new WorkQueue({ concurrency: 1, maxWaiting: -1 })).toThrow();
  });
});
