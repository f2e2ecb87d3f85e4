/** Plated dishes seen from above: pasta, salad and sliced steak. */
import { herbs, specks, tomatoHalf } from './garnish.ts';
import {
  blobPath,
  circle,
  ellipse,
  fmt,
  group,
  path,
  rect,
  rotateAt,
  shade,
  type Canvas,
} from './svg-canvas.ts';

export function pasta(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  sauce: 'tomato' | 'pesto' | 'cream',
): string {
  const { random } = canvas;
  const sauceColor = { tomato: '#c23a22', pesto: '#4f8a2b', cream: '#f1e2b8' }[sauce];
  let d = '';
  for (let index = 0; index < 34; index += 1) {
    const a = random.next() * Math.PI * 2;
    const dist = Math.sqrt(random.next()) * r * 0.3;
    const ox = cx + Math.cos(a) * dist;
    const oy = cy + Math.sin(a) * dist;
    const rr = r * (0.15 + random.next() * 0.28);
    const start = random.next() * Math.PI * 2;
    const end = start + 1.8 + random.next() * 2.2;
    d += `M${fmt(ox + Math.cos(start) * rr)} ${fmt(oy + Math.sin(start) * rr)}A${fmt(rr)} ${fmt(rr * 0.8)} 0 ${end - start > Math.PI ? 1 : 0} 1 ${fmt(ox + Math.cos(end) * rr)} ${fmt(oy + Math.sin(end) * rr)}`;
  }
  const noodle = sauce === 'cream' ? '#f6dc8a' : '#f2c964';
  return [
    path(blobPath(random, cx, cy, r * 0.6, r * 0.58, 0.12), sauceColor, {
      opacity: 0.85,
      filter: canvas.blur(3),
    }),
    path(d, 'none', {
      stroke: shade(noodle, -0.4),
      'stroke-width': 8,
      'stroke-linecap': 'round',
      opacity: 0.5,
    }),
    path(d, 'none', { stroke: noodle, 'stroke-width': 5.5, 'stroke-linecap': 'round' }),
    path(d, 'none', {
      stroke: '#fff6cf',
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
      opacity: 0.6,
      transform: 'translate(-1 -1.5)',
    }),
    ...(sauce === 'cream'
      ? []
      : Array.from({ length: 5 }, () =>
          path(
            blobPath(random, cx + random.int(-60, 60), cy + random.int(-60, 60), 18, 14, 0.3, 6),
            shade(sauceColor, 0.05),
            { opacity: 0.9 },
          ),
        )),
    sauce === 'tomato'
      ? herbs(canvas, cx, cy, r * 0.35, 4, '#2f8a2f', 34)
      : herbs(canvas, cx, cy, r * 0.3, 3, '#4a9a3a', 22),
    specks(canvas, cx, cy, r * 0.45, 30, '#fdf4d2', 5),
    specks(canvas, cx, cy, r * 0.45, 24, '#2b1d14', 2),
  ].join('');
}

export function salad(canvas: Canvas, cx: number, cy: number, r: number, accent: string): string {
  const { random } = canvas;
  const greens = ['#5aa33c', '#7cc24a', '#3e7f2e', '#9bd15a', '#2f6b2a'];
  const parts: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const a = random.next() * Math.PI * 2;
    const dist = Math.sqrt(random.next()) * r * 0.7;
    parts.push(
      path(
        blobPath(
          random,
          cx + Math.cos(a) * dist,
          cy + Math.sin(a) * dist,
          r * 0.2,
          r * 0.13,
          0.3,
          7,
        ),
        canvas.linear(
          [
            [0, shade(random.pick(greens), 0.2)],
            [1, shade(random.pick(greens), -0.2)],
          ],
          [0, 0, 1, 1],
        ),
        {
          transform: `rotate(${random.int(0, 180)} ${fmt(cx + Math.cos(a) * dist)} ${fmt(cy + Math.sin(a) * dist)})`,
        },
      ),
    );
  }
  for (let index = 0; index < 7; index += 1) {
    const a = random.next() * Math.PI * 2;
    const dist = random.next() * r * 0.6;
    parts.push(
      tomatoHalf(canvas, cx + Math.cos(a) * dist, cy + Math.sin(a) * dist, r * 0.09, accent),
    );
  }
  for (let index = 0; index < 8; index += 1) {
    const x = cx + random.int(-1, 1) * random.next() * r * 0.6;
    const y = cy + (random.next() - 0.5) * r * 1.1;
    parts.push(
      group(rotateAt(x, y, random.int(0, 90)), [
        rect(-9, -9, 18, 18, '#fbf8ef', { rx: 3 }),
        rect(-9, 5, 18, 4, '#e4dcc8', { rx: 2 }),
      ]),
    );
  }
  parts.push(specks(canvas, cx, cy, r * 0.6, 30, '#efe0b0', 3));
  return parts.join('');
}

export function steak(canvas: Canvas, cx: number, cy: number, r: number): string {
  const { random } = canvas;
  const slices: string[] = [];
  const cut = canvas.linear(
    [
      [0, '#3a1a0c'],
      [0.1, '#6e3520'],
      [0.2, '#b06050'],
      [0.34, '#e38c7a'],
      [0.8, '#d87c69'],
      [1, '#8a4030'],
    ],
    [0, 0, 1, 0],
  );
  for (let index = 0; index < 6; index += 1) {
    const x = cx - r * 0.4 + index * r * 0.12;
    const y = cy - r * 0.02 + Math.abs(index - 2.5) * r * 0.025;
    slices.push(
      group(rotateAt(x, y, -10 + index * 4), [
        rect(-r * 0.1, -r * 0.24, r * 0.24, r * 0.5, '#000', {
          rx: 16,
          opacity: 0.4,
          filter: canvas.blur(4),
        }),
        rect(-r * 0.12, -r * 0.26, r * 0.24, r * 0.5, cut, { rx: 16 }),
        path(
          `M${fmt(-r * 0.02)} ${fmt(-r * 0.18)}q${fmt(r * 0.06)} ${fmt(r * 0.16)} 0 ${fmt(r * 0.34)}`,
          'none',
          { stroke: '#f6d0c4', 'stroke-width': 2, opacity: 0.45 },
        ),
      ]),
    );
  }
  const potatoes = Array.from({ length: 5 }, (_, index) => {
    const x = cx + r * 0.3 + (index % 2) * r * 0.16;
    const y = cy + r * 0.15 - index * r * 0.1;
    return [
      circle(x + 3, y + 4, r * 0.1, '#000', { opacity: 0.3, filter: canvas.blur(3) }),
      path(
        blobPath(random, x, y, r * 0.1, r * 0.085, 0.12, 7),
        canvas.radial(
          [
            [0, '#f7d27a'],
            [1, '#b87a2a'],
          ],
          { fx: 0.35, fy: 0.3 },
        ),
      ),
    ].join('');
  });
  const asparagus = Array.from({ length: 4 }, (_, index) =>
    group(rotateAt(cx - r * 0.1 + index * 12, cy + r * 0.42, -75), [
      rect(
        -r * 0.3,
        -5,
        r * 0.6,
        10,
        canvas.linear([
          [0, '#7fb446'],
          [1, '#4d7f2a'],
        ]),
        { rx: 5 },
      ),
      ellipse(r * 0.3, 0, 14, 7, '#3f6e24'),
    ]),
  );
  return [
    path(blobPath(random, cx - r * 0.1, cy + r * 0.05, r * 0.45, r * 0.3, 0.2), '#6b2a1a', {
      opacity: 0.55,
      filter: canvas.blur(4),
    }),
    ...asparagus,
    ...slices,
    ...potatoes,
    specks(canvas, cx, cy, r * 0.5, 30, '#f5f1e6', 3),
    herbs(canvas, cx + r * 0.3, cy - r * 0.2, r * 0.12, 3, '#3f8a35', 18),
  ].join('');
}
