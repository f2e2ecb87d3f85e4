/** /api/geocoding: geocode, reverse-geocode, distance, batch, nearby places and the IP lookup. */
import type { FastifyInstance } from 'fastify';
import {
  distanceInputSchema,
  distanceResponseSchema,
  geocodeBatchInputSchema,
  geocodeBatchResponseSchema,
  geocodeInputSchema,
  geocodeResponseSchema,
  geocodingErrorResponseSchema,
  ipLocationResponseSchema,
  nearbyPlacesInputSchema,
  nearbyPlacesResponseSchema,
  reverseGeocodeInputSchema,
  reverseGeocodeResponseSchema,
} from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { parseInput } from '../../http/errors.ts';
import { registerGeocodingErrorHandler } from './geocoding-errors.ts';
import {
  createGeocodingServices,
  distanceBetween,
  geocodeAddress,
  geocodeBatch,
  locateIp,
  nearbyPlaces,
  reverseGeocode,
} from './geocoding-service.ts';

const tags = ['geocoding'];
const failures = { 400: geocodingErrorResponseSchema, 404: geocodingErrorResponseSchema };

export async function geocodingRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
) {
  const services = createGeocodingServices(deps.db, deps.config);
  registerGeocodingErrorHandler(app);
  const rateLimit = { max: deps.config.geocodingLimitPerMinute, timeWindow: '1 minute' };
  // A batch does up to 100 look-ups: a tenth of the allowance.
  const batchRateLimit = { ...rateLimit, max: Math.max(1, Math.floor(rateLimit.max / 10)) };
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.post(
    '/api/geocoding/geocode',
    {
      config: {
        openapi: {
          summary: 'Coordinates and parts of an address, neighborhood or city',
          tags,
          body: geocodeInputSchema,
          responses: { 200: geocodeResponseSchema, ...failures, 502: geocodingErrorResponseSchema },
        },
        rateLimit,
      },
    },
    async (request) =>
      ok(await geocodeAddress(services, parseInput(geocodeInputSchema, request.body))),
  );

  app.post(
    '/api/geocoding/reverse-geocode',
    {
      config: {
        openapi: {
          summary: 'The neighborhood or city at a point',
          tags,
          body: reverseGeocodeInputSchema,
          responses: { 200: reverseGeocodeResponseSchema, ...failures },
        },
        rateLimit,
      },
    },
    async (request) =>
      ok(await reverseGeocode(services, parseInput(reverseGeocodeInputSchema, request.body))),
  );

  app.post(
    '/api/geocoding/distance',
    {
      config: {
        openapi: {
          summary: 'Great-circle distance between two points, in miles',
          tags,
          body: distanceInputSchema,
          responses: { 200: distanceResponseSchema, 400: geocodingErrorResponseSchema },
        },
        rateLimit,
      },
    },
    async (request) => ok(distanceBetween(parseInput(distanceInputSchema, request.body))),
  );

  app.post(
    '/api/geocoding/geocode-batch',
    {
      config: {
        openapi: {
          summary: 'Geocode up to 100 addresses (or restaurants with an address), each on its own',
          tags,
          body: geocodeBatchInputSchema,
          responses: { 200: geocodeBatchResponseSchema, 400: geocodingErrorResponseSchema },
        },
        rateLimit: batchRateLimit,
      },
    },
    async (request) => {
      const input = parseInput(geocodeBatchInputSchema, request.body);
      return ok({ results: await geocodeBatch(services, input) });
    },
  );

  app.post(
    '/api/geocoding/nearby-places',
    {
      config: {
        openapi: {
          summary:
            'Restaurants (or neighborhoods, cities) within a radius in meters, nearest first',
          tags,
          body: nearbyPlacesInputSchema,
          responses: { 200: nearbyPlacesResponseSchema, 400: geocodingErrorResponseSchema },
        },
        rateLimit,
      },
    },
    async (request) => {
      const input = parseInput(nearbyPlacesInputSchema, request.body);
      return ok({ places: await nearbyPlaces(services, input) });
    },
  );

  app.get(
    '/api/geocoding/ip-location',
    {
      config: {
        openapi: {
          summary: "Where the caller's IP address is; `error: true` with a reason when unknown",
          tags,
          responses: { 200: ipLocationResponseSchema, 502: geocodingErrorResponseSchema },
        },
        rateLimit,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return locateIp(services, request.ip);
    },
  );
}
