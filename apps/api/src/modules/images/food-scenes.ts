/** The 48 restaurant pictures: a table surface, tableware and one hero dish, varied per image. */
import { RESTAURANT_SCENES } from './scene-catalog.ts';
import { LOOKS, PAINTERS } from './scene-painters.ts';
import { createCanvas } from './svg-canvas.ts';

const WIDTH = 800;
const HEIGHT = 600;

const cache = new Map<number, string>();

/** The SVG of restaurant image `n` (1-based), or null when there is no such image. */
export function restaurantImageSvg(n: number): string | null {
  const kind = RESTAURANT_SCENES[n - 1];
  if (!kind) return null;
  const cached = cache.get(n);
  if (cached) return cached;
  const canvas = createCanvas(WIDTH, HEIGHT, 7919 * n);
  const variant = RESTAURANT_SCENES.slice(0, n - 1).filter((other) => other === kind).length;
  const look = LOOKS[(n * 5 + variant) % LOOKS.length] ?? LOOKS[0];
  if (!look) return null;
  const svg = canvas.toSvg(PAINTERS[kind](canvas, look, variant), `A restaurant dish: ${kind}`);
  cache.set(n, svg);
  return svg;
}
