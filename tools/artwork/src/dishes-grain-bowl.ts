/** A grain bowl seen from above: rice, salmon, avocado, carrots, edamame and an egg. */
import { specks } from './garnish.ts';
import { softEgg, steamedRice } from './dishes-bowls.ts';
import {
  blobPath,
  ellipse,
  fmt,
  group,
  path,
  rect,
  rotateAt,
  shade,
  type Canvas,
} from './svg-canvas.ts';

export function grainBowl(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  protein: string,
): string {
  const { random } = canvas;
  const avocado = Array.from({ length: 5 }, (_, index) =>
    group(rotateAt(cx + r * 0.32 + index * 12, cy + r * 0.36 - index * 8, 35 + index * 6), [
      ellipse(3, 4, r * 0.3, r * 0.085, '#000', { opacity: 0.25, filter: canvas.blur(3) }),
      ellipse(0, 0, r * 0.3, r * 0.085, '#4f7a22'),
      ellipse(
        0,
        -2,
        r * 0.28,
        r * 0.07,
        canvas.linear([
          [0, '#eef5a8'],
          [1, '#9cc04a'],
        ]),
      ),
    ]),
  );
  const cubes = Array.from({ length: 7 }, (_, index) => {
    const x = cx - r * 0.52 + (index % 3) * r * 0.17 + random.int(-5, 5);
    const y = cy - r * 0.42 + Math.floor(index / 3) * r * 0.17 + random.int(-5, 5);
    return group(rotateAt(x, y, random.int(-20, 20)), [
      rect(-r * 0.07 + 3, -r * 0.07 + 4, r * 0.14, r * 0.14, '#000', {
        rx: 6,
        opacity: 0.25,
        filter: canvas.blur(3),
      }),
      rect(
        -r * 0.075,
        -r * 0.075,
        r * 0.15,
        r * 0.15,
        canvas.linear(
          [
            [0, shade(protein, 0.25)],
            [1, shade(protein, -0.2)],
          ],
          [0, 0, 1, 1],
        ),
        { rx: 6 },
      ),
      path(`M${fmt(-r * 0.05)} ${fmt(-r * 0.04)}l${fmt(r * 0.1)} ${fmt(r * 0.08)}`, 'none', {
        stroke: '#fff',
        'stroke-width': 2,
        opacity: 0.35,
      }),
    ]);
  });
  let carrots = '';
  for (let index = 0; index < 22; index += 1) {
    const x = cx + r * 0.1 + random.int(-30, 50);
    const y = cy - r * 0.55 + random.int(-8, 40);
    carrots += `M${x} ${y}l${random.int(14, 34)} ${random.int(-10, 10)}`;
  }
  const edamame = Array.from({ length: 12 }, () => {
    const x = cx - r * 0.4 + random.int(-35, 35);
    const y = cy + r * 0.4 + random.int(-25, 25);
    return ellipse(
      x,
      y,
      11,
      8,
      canvas.radial(
        [
          [0, '#b6e27a'],
          [1, '#5f9a34'],
        ],
        { fx: 0.4, fy: 0.35 },
      ),
    );
  });
  return [
    steamedRice(canvas, cx, cy, r),
    path(blobPath(random, cx + r * 0.55, cy - r * 0.1, r * 0.24, r * 0.3, 0.15, 8), '#5e2a63'),
    specks(canvas, cx + r * 0.55, cy - r * 0.1, r * 0.24, 40, '#b56ab8', 4),
    ...cubes,
    path(carrots, 'none', {
      stroke: '#b55a12',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.5,
    }),
    path(carrots, 'none', { stroke: '#f39a2e', 'stroke-width': 4, 'stroke-linecap': 'round' }),
    ...edamame,
    ...avocado,
    softEgg(canvas, cx, cy, r * 0.22, 10),
    specks(canvas, cx, cy, r * 0.8, 40, '#2b2118', 2),
    specks(canvas, cx, cy, r * 0.8, 30, '#f3e6c4', 2.5),
  ].join('');
}
