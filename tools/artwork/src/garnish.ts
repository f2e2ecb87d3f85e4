/** Small ingredients scattered over dishes: leaves, herbs, citrus, tomatoes, seeds. */
import { circle, ellipse, fmt, group, path, rotateAt, shade, type Canvas } from './svg-canvas.ts';

export function leaf(
  canvas: Canvas,
  x: number,
  y: number,
  length: number,
  angle: number,
  color: string,
): string {
  const w = length * 0.38;
  return group(rotateAt(x, y, angle), [
    path(
      `M0 0Q${fmt(length / 2)} ${fmt(-w)} ${fmt(length)} 0Q${fmt(length / 2)} ${fmt(w)} 0 0Z`,
      canvas.linear(
        [
          [0, shade(color, 0.25)],
          [1, shade(color, -0.2)],
        ],
        [0, 0, 1, 1],
      ),
    ),
    path(`M${fmt(length * 0.08)} 0L${fmt(length * 0.9)} 0`, 'none', {
      stroke: shade(color, 0.4),
      'stroke-width': 1.2,
      opacity: 0.7,
    }),
  ]);
}

/** `count` leaves around (cx, cy) within `radius`. */
export function herbs(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  color = '#3f8f3a',
  size = 22,
): string {
  const { random } = canvas;
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * radius;
    parts.push(
      leaf(
        canvas,
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        size * (0.7 + random.next() * 0.6),
        random.int(0, 359),
        shade(color, random.int(-1, 1) * 0.12),
      ),
    );
  }
  return parts.join('');
}

export function tomatoHalf(
  canvas: Canvas,
  x: number,
  y: number,
  r: number,
  color = '#d8392b',
): string {
  return [
    circle(x + 2, y + 3, r, '#000', { opacity: 0.25, filter: canvas.blur(2) }),
    circle(
      x,
      y,
      r,
      canvas.radial([
        [0.6, shade(color, 0.1)],
        [1, shade(color, -0.25)],
      ]),
    ),
    circle(x, y, r * 0.72, shade(color, 0.2)),
    ...[0, 120, 240].map((deg) => {
      const a = (deg * Math.PI) / 180;
      return ellipse(
        x + Math.cos(a) * r * 0.35,
        y + Math.sin(a) * r * 0.35,
        r * 0.22,
        r * 0.14,
        '#f4c26b',
        { transform: `rotate(${deg} ${fmt(x)} ${fmt(y)})` },
      );
    }),
    circle(x - r * 0.35, y - r * 0.35, r * 0.15, '#fff', { opacity: 0.5 }),
  ].join('');
}

export function citrusWheel(
  canvas: Canvas,
  x: number,
  y: number,
  r: number,
  color = '#f3d23c',
): string {
  const segments = Array.from({ length: 8 }, (_, index) => {
    const a = (index / 8) * Math.PI * 2;
    return `M${fmt(x)} ${fmt(y)}L${fmt(x + Math.cos(a) * r * 0.82)} ${fmt(y + Math.sin(a) * r * 0.82)}`;
  }).join('');
  return [
    circle(x + 2, y + 3, r, '#000', { opacity: 0.2, filter: canvas.blur(2) }),
    circle(x, y, r, shade(color, -0.15)),
    circle(x, y, r * 0.86, '#fbf3d0'),
    circle(
      x,
      y,
      r * 0.8,
      canvas.radial([
        [0, shade(color, 0.45)],
        [1, color],
      ]),
    ),
    path(segments, 'none', { stroke: '#fbf3d0', 'stroke-width': Math.max(1, r * 0.06) }),
  ].join('');
}

export function lemonWedge(
  canvas: Canvas,
  x: number,
  y: number,
  r: number,
  angle: number,
  color = '#f2cf2f',
): string {
  return group(rotateAt(x, y, angle), [
    path(`M${-r} 0A${r} ${r} 0 0 0 ${r} 0Z`, '#000', {
      opacity: 0.2,
      transform: 'translate(3 4)',
      filter: canvas.blur(2),
    }),
    path(`M${-r} 0A${r} ${r} 0 0 0 ${r} 0Z`, shade(color, -0.1)),
    path(
      `M${-r * 0.86} 0A${r * 0.86} ${r * 0.86} 0 0 0 ${r * 0.86} 0Z`,
      canvas.radial(
        [
          [0, shade(color, 0.5)],
          [1, color],
        ],
        { cy: 0 },
      ),
    ),
    path(`M0 0L${-r * 0.5} ${r * 0.6}M0 0L0 ${r * 0.8}M0 0L${r * 0.5} ${r * 0.6}`, 'none', {
      stroke: '#fbf3d0',
      'stroke-width': 1.5,
    }),
  ]);
}

/** Tiny dots: sesame, pepper, flakes of salt. */
export function specks(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  color: string,
  size = 2,
): string {
  const { random } = canvas;
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const a = random.next() * Math.PI * 2;
    const dist = Math.sqrt(random.next()) * radius;
    const x = cx + Math.cos(a) * dist;
    const y = cy + Math.sin(a) * dist;
    d += `M${fmt(x)} ${fmt(y)}h${fmt(size)}`;
  }
  return path(d, 'none', { stroke: color, 'stroke-width': size, 'stroke-linecap': 'round' });
}

/** Sliced green onion: little rings. */
export function scallions(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  count: number,
): string {
  const { random } = canvas;
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const a = random.next() * Math.PI * 2;
    const dist = Math.sqrt(random.next()) * radius;
    parts.push(
      circle(cx + Math.cos(a) * dist, cy + Math.sin(a) * dist, 4 + random.next() * 2, '#b8e07a', {
        stroke: '#4f9a35',
        'stroke-width': 2,
      }),
    );
  }
  return parts.join('');
}
