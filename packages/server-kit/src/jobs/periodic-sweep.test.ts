import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicSweep } from './periodic-sweep.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicSweep', () => {
  it('runs now and every interval, logs a failure and goes on, and stops', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    let runs = 0;
    const sweep = startPeriodicSweep(
      'test sweep',
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('boom');
      },
      1000,
      { error: (_details, message) => errors.push(message) },
    );
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toEqual(['test sweep failed']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    await sweep.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('stop waits for the run in progress', async () => {
    let finished = false;
    const sweep = startPeriodicSweep(
      'slow sweep',
      () => new Promise<void>((resolve) => setTimeout(() => ((finished = true), resolve()), 50)),
      60_000,
      { error: () => {} },
    );
    await sweep.stop();
    expect(finished).toBe(true);
  });
});
