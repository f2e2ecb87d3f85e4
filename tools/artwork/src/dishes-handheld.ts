/** Pizza, burgers and fries seen from above. */
import { herbs, specks } from './garnish.ts';
import {
  blobPath,
  circle,
  ellipse,
  fmt,
  group,
  path,
  rect,
  rotateAt,
  type Canvas,
} from './svg-canvas.ts';

export function pizza(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  topping: 'pepperoni' | 'margherita' | 'mushroom',
): string {
  const { random } = canvas;
  const parts = [
    circle(cx + 6, cy + 10, r, '#000', { opacity: 0.4, filter: canvas.blur(10) }),
    path(
      blobPath(random, cx, cy, r, r, 0.03, 14),
      canvas.radial([
        [0.78, '#f0b868'],
        [0.92, '#d98b3e'],
        [1, '#a65a22'],
      ]),
    ),
    path(
      blobPath(random, cx, cy, r * 0.84, r * 0.84, 0.04, 12),
      canvas.radial([
        [0, '#d8492c'],
        [1, '#b3301c'],
      ]),
    ),
  ];
  for (let index = 0; index < 16; index += 1) {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * r * 0.62;
    parts.push(
      path(
        blobPath(random, cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * 0.17, r * 0.15, 0.25, 7),
        canvas.radial(
          [
            [0, '#fff8dc'],
            [0.7, '#f7e3a6'],
            [1, '#eac878'],
          ],
          { fx: 0.4, fy: 0.35 },
        ),
      ),
    );
  }
  for (let index = 0; index < 14; index += 1) {
    const a = random.next() * Math.PI * 2;
    const d = r * (0.91 + random.next() * 0.05);
    parts.push(
      ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 7 + random.int(0, 6), 4, '#5a2e14', {
        opacity: 0.55,
        transform: `rotate(${Math.round((a * 180) / Math.PI + 90)} ${fmt(cx + Math.cos(a) * d)} ${fmt(cy + Math.sin(a) * d)})`,
      }),
    );
  }
  const spots = Array.from({ length: topping === 'margherita' ? 0 : 11 }, () => {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * r * 0.68;
    return [cx + Math.cos(a) * d, cy + Math.sin(a) * d] as const;
  });
  for (const [x, y] of spots) {
    parts.push(
      topping === 'pepperoni'
        ? [
            circle(x + 1.5, y + 2, r * 0.1, '#000', { opacity: 0.25 }),
            circle(
              x,
              y,
              r * 0.1,
              canvas.radial([
                [0, '#c2392b'],
                [0.85, '#a32a1e'],
                [1, '#6e1a12'],
              ]),
            ),
            circle(x - 5, y - 4, 2.5, '#e8705a', { opacity: 0.7 }),
          ].join('')
        : [
            ellipse(x, y, r * 0.08, r * 0.06, '#8a6a4a'),
            ellipse(x, y + 3, r * 0.05, r * 0.025, '#5e4430'),
          ].join(''),
    );
  }
  parts.push(herbs(canvas, cx, cy, r * 0.6, topping === 'margherita' ? 9 : 4, '#2f8a2f', r * 0.2));
  const cuts = [0, 60, 120].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return `M${fmt(cx - Math.cos(a) * r * 0.95)} ${fmt(cy - Math.sin(a) * r * 0.95)}L${fmt(cx + Math.cos(a) * r * 0.95)} ${fmt(cy + Math.sin(a) * r * 0.95)}`;
  });
  parts.push(
    path(cuts.join(''), 'none', { stroke: '#6b2a12', 'stroke-width': 2.5, opacity: 0.35 }),
    specks(canvas, cx, cy, r * 0.8, 30, '#f4efe0', 2),
  );
  return parts.join('');
}

export function burger(canvas: Canvas, cx: number, cy: number, r: number): string {
  const { random } = canvas;
  const seeds: string[] = [];
  for (let index = 0; index < 28; index += 1) {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * r * 0.8;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    seeds.push(
      ellipse(x, y, 4, 2.2, '#fbf1d8', {
        transform: `rotate(${random.int(0, 180)} ${fmt(x)} ${fmt(y)})`,
      }),
    );
  }
  return [
    circle(cx + 8, cy + 12, r * 1.08, '#000', { opacity: 0.4, filter: canvas.blur(10) }),
    path(blobPath(random, cx, cy, r * 1.1, r * 1.1, 0.06, 16), '#5aa33c'),
    path(
      `M${fmt(cx + r * 0.2)} ${fmt(cy + r * 0.7)}L${fmt(cx + r * 1.12)} ${fmt(cy + r * 0.5)}L${fmt(cx + r * 0.75)} ${fmt(cy + r * 0.95)}Z`,
      '#f5b82e',
    ),
    circle(
      cx,
      cy,
      r,
      canvas.radial(
        [
          [0, '#efb45e'],
          [0.65, '#d88a36'],
          [1, '#9b551c'],
        ],
        { fx: 0.38, fy: 0.32 },
      ),
    ),
    ...seeds,
    ellipse(cx - r * 0.35, cy - r * 0.4, r * 0.3, r * 0.16, '#fff', {
      opacity: 0.18,
      filter: canvas.blur(6),
    }),
  ].join('');
}

/** A paper-lined basket of fries with a dip. */
export function fries(canvas: Canvas, x: number, y: number, w: number, h: number): string {
  const { random } = canvas;
  const sticks: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const fx = x + 20 + random.next() * (w - 40);
    const fy = y + 20 + random.next() * (h - 40);
    sticks.push(
      group(rotateAt(fx, fy, random.int(-70, 70)), [
        rect(-6, -42, 14, 84, '#000', { opacity: 0.2, rx: 4 }),
        rect(
          -7,
          -44,
          14,
          84,
          canvas.linear(
            [
              [0, '#f7d56e'],
              [1, '#d9952c'],
            ],
            [0, 0, 1, 0],
          ),
          { rx: 4 },
        ),
      ]),
    );
  }
  return [
    rect(x + 6, y + 10, w, h, '#000', { rx: 16, opacity: 0.35, filter: canvas.blur(8) }),
    rect(x, y, w, h, '#c8372d', { rx: 16 }),
    rect(x + 10, y + 10, w - 20, h - 20, '#f5efe2', { rx: 10 }),
    ...sticks,
  ].join('');
}
