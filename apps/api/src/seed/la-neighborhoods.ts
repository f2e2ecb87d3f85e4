/** Kept for bench/ imports: the neighborhood list now lives with the gazetteer in modules/geocoding. */
export * from '../modules/geocoding/la-neighborhoods.ts';
