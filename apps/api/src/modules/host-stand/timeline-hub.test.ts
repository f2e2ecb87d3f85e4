/** The hub: one read per (restaurant, date) watched, per gathered change, whatever the number of streams. */
import { describe, expect, it } from 'vitest';
import type { NotificationListener } from '@tablefor/server-kit';
import type { Timeline } from '@tablefor/shared';
import { createTimelineHub } from './timeline-hub.ts';

const settle = () => new Promise((done) => setTimeout(done, 40));

async function hubWithFakes() {
  let listener: NotificationListener | undefined;
  const reads: string[] = [];
  const hub = await createTimelineHub({
    listen: async (heard) => {
      listener = heard;
      return { flush: async () => {}, stop: async () => {} };
    },
    read: async (id, date) => {
      reads.push(`${id} ${date}`);
      return { date, restaurant: { id } } as unknown as Timeline;
    },
    onError: (error) => {
      throw error;
    },
    coalesceMs: 10,
  });
  const received = (id: number, date: string) => {
    const got: string[] = [];
    const unsubscribe = hub.subscribe(id, date, (timeline) =>
      got.push(`${timeline.restaurant.id} ${timeline.date}`),
    );
    return { got, unsubscribe };
  };
  return {
    hub,
    reads,
    received,
    notify: (payload: string) => listener!.message(payload),
    listener: () => listener!,
  };
}

describe('the timeline hub', () => {
  it('reads each watched day of a changed restaurant once, for all its streams', async () => {
    const { hub, reads, received, notify } = await hubWithFakes();
    const tablets = [received(1, 'd1'), received(1, 'd1'), received(1, 'd1')];
    const otherDay = received(1, 'd2');
    const otherRestaurant = received(2, 'd1');

    notify('1');
    notify('1,3');
    notify('1');
    await settle();

    expect(reads.toSorted()).toEqual(['1 d1', '1 d2']);
    for (const tablet of tablets) expect(tablet.got).toEqual(['1 d1']);
    expect(otherDay.got).toEqual(['1 d2']);
    expect(otherRestaurant.got).toEqual([]);
    await hub.stop();
  });

  it("refreshes every watched restaurant on '*' and after a lost connection returns", async () => {
    const { hub, reads, received, notify, listener } = await hubWithFakes();
    received(1, 'd1');
    received(2, 'd1');
    notify('*');
    await settle();
    expect(reads.toSorted()).toEqual(['1 d1', '2 d1']);
    listener().gap(false);
    listener().gap(true);
    await settle();
    expect(reads).toHaveLength(4);
    await hub.stop();
  });

  it('stops reading for streams that closed', async () => {
    const { hub, reads, received, notify } = await hubWithFakes();
    const tablet = received(1, 'd1');
    tablet.unsubscribe();
    notify('1');
    await settle();
    expect(reads).toEqual([]);
    await hub.stop();
  });
});
