/** Overpass API JSON (`{elements: [{type, id, lat, lon, center, tags}]}`) as places. */
import { z } from 'zod';
import { placeFromOsmTags } from './osm-tags.ts';
import type { PlaceFacts } from './place-facts.ts';

const pointSchema = z.object({ lat: z.number(), lon: z.number() });

export const overpassAnswerSchema = z.object({
  elements: z.array(
    z.object({
      type: z.string(),
      id: z.number().int(),
      lat: z.number().optional(),
      lon: z.number().optional(),
      center: pointSchema.optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
  /** Overpass reports a query that ran out of time or memory here, with a 200. */
  remark: z.string().optional(),
});
export type OverpassAnswer = z.infer<typeof overpassAnswerSchema>;

export const osmUrlOf = (type: string, id: number | string) =>
  `https://www.openstreetmap.org/${type}/${id}`;

export function placesFromOverpass({ elements }: OverpassAnswer): PlaceFacts[] {
  return elements.flatMap((element) => {
    const point =
      element.center ??
      (element.lat !== undefined && element.lon !== undefined
        ? { lat: element.lat, lon: element.lon }
        : null);
    const place = placeFromOsmTags(element.tags ?? {}, {
      source: 'osm',
      source_id: `${element.type}/${element.id}`,
      source_url: osmUrlOf(element.type, element.id),
      latitude: point?.lat ?? null,
      longitude: point?.lon ?? null,
    });
    return place ? [place] : [];
  });
}
