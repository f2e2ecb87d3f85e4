/**
 * Open host stands kept live from the database's own notifications: triggers (migration 0020)
 * NOTIFY the restaurants whose bookings changed when the change commits, from any API process.
 * This process listens once; changes arriving together are gathered for a moment, and each
 * (restaurant, date) that has open streams is read once and sent to all of them, so a change
 * costs one read however many tablets watch it.
 */
import type { Listening, NotificationListener } from '@tablefor/server-kit';
import type { Timeline } from '@tablefor/shared';

export const RESTAURANT_BOOKINGS_CHANNEL = 'restaurant_bookings';
/** Long enough to gather one request's statements, short against the one second a host waits. */
export const COALESCE_MS = 50;

export type TimelineSubscriber = (timeline: Timeline) => void;

export type TimelineHub = {
  /** `subscriber` gets the timeline after each change to the restaurant; answers unsubscribe. */
  subscribe(restaurantId: number, date: string, subscriber: TimelineSubscriber): () => void;
  stop(): Promise<void>;
};

export async function createTimelineHub({
  listen,
  read,
  onError,
  coalesceMs = COALESCE_MS,
}: {
  listen: (listener: NotificationListener) => Promise<Listening>;
  read: (restaurantId: number, date: string) => Promise<Timeline>;
  onError: (error: unknown) => void;
  coalesceMs?: number;
}): Promise<TimelineHub> {
  const streams = new Map<number, Map<string, Set<TimelineSubscriber>>>();
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  // One refresh at a time, so a later read never reaches a tablet before an earlier one.
  let refreshing = Promise.resolve();

  const changed = (ids: Iterable<number>) => {
    for (const id of ids) if (streams.has(id)) pending.add(id);
    if (pending.size === 0 || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      refreshing = refreshing.then(refresh);
    }, coalesceMs);
  };

  async function refresh() {
    const ids = [...pending];
    pending.clear();
    for (const id of ids) {
      for (const [date, subscribers] of streams.get(id) ?? []) {
        try {
          const timeline = await read(id, date);
          for (const subscriber of [...subscribers]) subscriber(timeline);
        } catch (error) {
          onError(error);
        }
      }
    }
  }

  const listening = await listen({
    message: (payload) =>
      changed(payload === '*' ? streams.keys() : payload.split(',').map(Number)),
    // Back after a lost connection: what changed meanwhile was not heard, so every stream catches up.
    gap: (heard) => {
      if (heard) changed(streams.keys());
    },
  });

  return {
    subscribe(restaurantId, date, subscriber) {
      const dates = streams.get(restaurantId) ?? new Map<string, Set<TimelineSubscriber>>();
      streams.set(restaurantId, dates);
      const subscribers = dates.get(date) ?? new Set<TimelineSubscriber>();
      dates.set(date, subscribers);
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) dates.delete(date);
        if (dates.size === 0) streams.delete(restaurantId);
      };
    },
    async stop() {
      clearTimeout(timer);
      streams.clear();
      await listening.stop();
      await refreshing;
    },
  };
}
