/** Party size limits shared by search and booking. */
export const MIN_PARTY_SIZE = 1;
export const MAX_PARTY_SIZE = 20;
