/** The restaurant pictures: a table surface, tableware and one hero dish, varied per image. */
import { RESTAURANT_SCENES, type SceneKind } from './scene-catalog.ts';
import { LOOKS, PAINTERS } from './scene-painters.ts';
import { createCanvas } from './svg-canvas.ts';

export const RESTAURANT_WIDTH = 800;
export const RESTAURANT_HEIGHT = 600;

export const restaurantAlt = (kind: SceneKind) => `A restaurant dish: ${kind}`;

/** The SVG of restaurant image `n` (1-based); throws when there is no such image. */
export function restaurantImageSvg(n: number): string {
  const kind = RESTAURANT_SCENES[n - 1];
  if (!kind) throw new Error(`no restaurant picture ${n}`);
  const canvas = createCanvas(RESTAURANT_WIDTH, RESTAURANT_HEIGHT, 7919 * n);
  const variant = RESTAURANT_SCENES.slice(0, n - 1).filter((other) => other === kind).length;
  const look = LOOKS[(n * 5 + variant) % LOOKS.length] ?? LOOKS[0];
  if (!look) throw new Error('no looks to paint with');
  return canvas.toSvg(PAINTERS[kind](canvas, look, variant), restaurantAlt(kind));
}
