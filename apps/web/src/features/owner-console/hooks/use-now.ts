// The clock moved to the shared hooks (Notify's countdown reads it too); kept here for its callers.
export { useNow } from '@/hooks/use-now';
