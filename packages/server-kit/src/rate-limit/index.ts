export { rateLimitCounters } from './rate-limit-table.ts';
export { rateLimitOptions } from './rate-limit-options.ts';
export {
  countRequest,
  removeEndedCounters,
  sharedRateLimitStore,
  startRateLimitSweeps,
} from './shared-rate-limit-store.ts';
