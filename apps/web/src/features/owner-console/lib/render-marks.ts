/**
 * Performance marks the bench reads (`npm run bench`, host-stand): when a timeline reached the
 * page (read, or a stream frame, parsed) and how long until React committed its render.
 */
export const TIMELINE_ARRIVED = 'host-stand:timeline-arrived';
export const TIMELINE_RENDERED = 'host-stand:timeline-render';

export function markTimelineArrived(): void {
  performance.mark(TIMELINE_ARRIVED);
}

/** After a commit: the time since the latest arrival, once per arrival. */
export function measureTimelineRender(): void {
  if (performance.getEntriesByName(TIMELINE_ARRIVED, 'mark').length === 0) return;
  performance.measure(TIMELINE_RENDERED, TIMELINE_ARRIVED);
  performance.clearMarks(TIMELINE_ARRIVED);
}
