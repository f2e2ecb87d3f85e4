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
import { registerGeocodingErrorHandler } from './geocoding-errors.ts';
import {
  distanceBetween,
  geocodeAddress,
  geocodeBatch,
  locateIp,
  nearbyPlaces,
  reverseGeocode,
  type GeocodingServices,
} from './geocoding-service.ts';
import { zodRoutes } from '@tablefor/server-kit';

const tags = ['geocoding'];
const failures = { 400: geocodingErrorResponseSchema, 404: geocodingErrorResponseSchema };

export async function geocodingRoutes(
  app: FastifyInstance,
  deps: { config: Config; geocoding: GeocodingServices },
) {
  const routes = zodRoutes(app);
  const services = deps.geocoding;
  registerGeocodingErrorHandler(app);
  const rateLimit = { max: deps.config.geocodingLimitPerMinute, timeWindow: '1 minute' };
  // A batch does up to 100 look-ups: a tenth of the allowance.
  const batchRateLimit = { ...rateLimit, max: Math.max(1, Math.floor(rateLimit.max / 10)) };
  const ok = <T>(data: T) => ({ success: true as const, data });

  routes.post(
    '/api/geocoding/geocode',
    {
      schema: {
        body: geocodeInputSchema,
        response: { 200: geocodeResponseSchema, ...failures, 502: geocodingErrorResponseSchema },
      },
      config: {
        openapi: { summary: 'Coordinates and parts of an address, neighborhood or city', tags },
        rateLimit,
      },
    },
    async (request) => ok(await geocodeAddress(services, request.body)),
  );

  routes.post(
    '/api/geocoding/reverse-geocode',
    {
      schema: {
        body: reverseGeocodeInputSchema,
        response: { 200: reverseGeocodeResponseSchema, ...failures },
      },
      config: { openapi: { summary: 'The neighborhood or city at a point', tags }, rateLimit },
    },
    async (request) => ok(await reverseGeocode(services, request.body)),
  );

  routes.post(
    '/api/geocoding/distance',
    {
      schema: {
        body: distanceInputSchema,
        response: { 200: distanceResponseSchema, 400: geocodingErrorResponseSchema },
      },
      config: {
        openapi: { summary: 'Great-circle distance between two points, in miles', tags },
        rateLimit,
      },
    },
    async (request) => ok(distanceBetween(request.body)),
  );

  routes.post(
    '/api/geocoding/geocode-batch',
    {
      schema: {
        body: geocodeBatchInputSchema,
        response: { 200: geocodeBatchResponseSchema, 400: geocodingErrorResponseSchema },
      },
      config: {
        openapi: {
          summary: 'Geocode up to 100 addresses (or restaurants with an address), each on its own',
          tags,
        },
        rateLimit: batchRateLimit,
      },
    },
    async (request) => {
      const input = request.body;
      return ok({ results: await geocodeBatch(services, input) });
    },
  );

  routes.post(
    '/api/geocoding/nearby-places',
    {
      schema: {
        body: nearbyPlacesInputSchema,
        response: { 200: nearbyPlacesResponseSchema, 400: geocodingErrorResponseSchema },
      },
      config: {
        openapi: {
          summary:
            'Restaurants (or neighborhoods, cities) within a radius in meters, nearest first',
          tags,
        },
        rateLimit,
      },
    },
    async (request) => {
      const input = request.body;
      return ok({ places: await nearbyPlaces(services, input) });
    },
  );

  routes.get(
    '/api/geocoding/ip-location',
    {
      schema: { response: { 200: ipLocationResponseSchema, 502: geocodingErrorResponseSchema } },
      config: {
        openapi: {
          summary: "Where the caller's IP address is; `error: true` with a reason when unknown",
          tags,
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
