/**
 * The shape a JSON request body may have, checked where it is parsed, before validation walks it:
 * no route takes anything near these, and a body beyond them would make validation recurse deep
 * or spend time on one request that others are waiting for.
 */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_ARRAY_ITEMS = 1000;
export const MAX_JSON_OBJECT_KEYS = 200;
