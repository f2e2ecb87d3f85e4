import { beforeEach, describe, expect, it } from 'vitest';
import {
  markTimelineArrived,
  measureTimelineRender,
  TIMELINE_ARRIVED,
  TIMELINE_RENDERED,
} from './render-marks';

// Before, not after: the host stand's component tests (which may share this process) mark too.
beforeEach(() => {
  performance.clearMarks();
  performance.clearMeasures();
});

describe('render marks', () => {
  it('measures once per arrival, from the arrival to the commit', () => {
    measureTimelineRender(); // a commit with nothing arrived (a clock tick) measures nothing
    expect(performance.getEntriesByName(TIMELINE_RENDERED, 'measure')).toHaveLength(0);

    markTimelineArrived();
    measureTimelineRender();
    measureTimelineRender();
    const measures = performance.getEntriesByName(TIMELINE_RENDERED, 'measure');
    expect(measures).toHaveLength(1);
    expect(measures[0]?.duration).toBeGreaterThanOrEqual(0);
    expect(performance.getEntriesByName(TIMELINE_ARRIVED, 'mark')).toHaveLength(0);
  });
});
