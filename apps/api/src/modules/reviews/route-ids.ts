/** Path ids (`/:id`): a positive 32-bit whole number, else a 400 naming the parameter. */
import { z } from 'zod';
import { parseInput } from '../../http/errors.ts';

const MAX_ID = 2_147_483_647;

const idSchema = (name: string) => {
  const error = `${name} must be a positive whole number`;
  return z.coerce.number({ error }).int({ error }).positive({ error }).max(MAX_ID, { error });
};

/** Parses the named path parameters, e.g. `parseRouteIds(request.params, 'id', 'restaurantId')`. */
export function parseRouteIds<K extends string>(params: unknown, ...names: K[]): Record<K, number> {
  const shape = Object.fromEntries(names.map((name) => [name, idSchema(name)]));
  return parseInput(z.object(shape), params) as Record<K, number>;
}
