/**
 * A GeoJSON FeatureCollection of restaurants whose properties are OpenStreetMap tags (as
 * overpass turbo or osmtogeojson export them, and as the bundled sample is written) as places.
 * A feature whose id is an OSM object ('node/123') links to it; any other feature's source is
 * the file itself ('los-angeles-sample.geojson#la-001').
 */
import { z } from 'zod';
import { placeFromOsmTags, type OsmTags } from './osm-tags.ts';
import { osmUrlOf } from './overpass-json.ts';
import type { PlaceFacts } from './place-facts.ts';

const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).optional(),
      properties: z.record(z.string(), z.unknown()).nullable().default({}),
      geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullable().default(null),
    }),
  ),
});

const pointSchema = z.tuple([z.number(), z.number()]).rest(z.number());
const OSM_ID = /^(node|way|relation)\/(\d+)$/;

/** Tag values as text; numbers and booleans as written, anything else dropped. */
function tagsOf(properties: Record<string, unknown>): OsmTags {
  const tags: OsmTags = {};
  for (const [key, value] of Object.entries(properties)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) tags[key] = String(value);
  }
  return tags;
}

export function isFeatureCollection(data: unknown): boolean {
  return featureCollectionSchema.safeParse(data).success;
}

/** The named restaurants of a collection, and how many features are something else. */
export function placesFromGeoJson(
  data: unknown,
  fileName: string,
): { places: PlaceFacts[]; skipped: number } {
  const { features } = featureCollectionSchema.parse(data);
  const places = features.flatMap((feature, index) => {
    const tags = tagsOf(feature.properties ?? {});
    const id = String(feature.id ?? tags['@id'] ?? tags.id ?? `feature-${index + 1}`);
    const osm = OSM_ID.exec(id);
    const point =
      feature.geometry?.type === 'Point'
        ? pointSchema.safeParse(feature.geometry.coordinates)
        : null;
    const [longitude, latitude] = point?.success ? point.data : [null, null];
    const place = placeFromOsmTags(tags, {
      source: osm ? 'osm' : 'geojson',
      source_id: id,
      source_url: osm ? osmUrlOf(osm[1] ?? '', osm[2] ?? '') : `${fileName}#${id}`,
      latitude,
      longitude,
    });
    return place ? [place] : [];
  });
  return { places, skipped: features.length - places.length };
}
