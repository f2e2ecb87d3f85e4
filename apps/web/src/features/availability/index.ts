// Public surface of the availability feature: a restaurant's free times, read by the booking page
// and the modify-reservation form, refreshed by the calls that take or free a table.
export {
  availabilityKeys,
  getAvailabilityQueryOptions,
  useAvailability,
} from './api/get-availability';
