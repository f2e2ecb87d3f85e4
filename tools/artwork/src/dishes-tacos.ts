/** Three tacos seen from above, with lime wedges. */
import { herbs, leaf, lemonWedge, specks } from './garnish.ts';
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

export function tacos(canvas: Canvas, cx: number, cy: number, r: number, meat: string): string {
  const { random } = canvas;
  const parts: string[] = [];
  [-1, 0, 1].forEach((offset) => {
    const x = cx + offset * r * 0.66;
    const y = cy + offset * r * 0.04;
    const fill: string[] = [
      path(blobPath(random, 0, 0, r * 0.22, r * 0.6, 0.08, 10), shade(meat, 0.1)),
    ];
    for (let index = 0; index < 16; index += 1) {
      const chunkX = random.int(-24, 12);
      const chunkY = random.int(-r * 0.55, r * 0.45);
      const turn = `rotate(${random.int(0, 90)} ${chunkX + 7} ${chunkY + 5})`;
      fill.push(
        rect(chunkX, chunkY, 14, 11, shade(meat, random.int(-2, 2) * 0.12), {
          rx: 3,
          transform: turn,
        }),
      );
    }
    for (let index = 0; index < 10; index += 1)
      fill.push(
        rect(random.int(-22, 16), random.int(-r * 0.5, r * 0.45), 7, 7, '#f6f1e4', { rx: 1.5 }),
      );
    for (let index = 0; index < 4; index += 1)
      fill.push(
        path(`M${random.int(-20, 0)} ${random.int(-r * 0.5, r * 0.4)}q12 -8 22 2`, 'none', {
          stroke: '#d9669a',
          'stroke-width': 3,
          'stroke-linecap': 'round',
        }),
      );
    parts.push(
      group(rotateAt(x, y, 6 - offset * 6), [
        ellipse(8, 12, r * 0.34, r * 0.74, '#000', { opacity: 0.35, filter: canvas.blur(8) }),
        ellipse(
          0,
          0,
          r * 0.34,
          r * 0.74,
          canvas.radial([
            [0.45, '#f8e4b0'],
            [0.85, '#e6b866'],
            [1, '#b9853a'],
          ]),
        ),
        specks(canvas, 0, 0, r * 0.3, 14, '#9a6a2a', 4),
        ...fill,
        herbs(canvas, 0, 0, r * 0.4, 8, '#3f9a3a', 15),
        path(
          `M-6 ${fmt(-r * 0.5)}q14 ${fmt(r * 0.12)} 0 ${fmt(r * 0.25)}t0 ${fmt(r * 0.25)}t0 ${fmt(r * 0.3)}`,
          'none',
          { stroke: '#f4efe6', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.9 },
        ),
      ]),
    );
  });
  parts.push(
    lemonWedge(canvas, cx - r * 0.95, cy + r * 0.78, 30, 200, '#8cc63f'),
    lemonWedge(canvas, cx + r * 0.95, cy - r * 0.82, 30, 20, '#8cc63f'),
    leaf(canvas, cx + r * 1.0, cy + r * 0.6, 30, 140, '#3f9a3a'),
  );
  return parts.join('');
}
