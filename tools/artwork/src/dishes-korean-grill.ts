/** A Korean table grill seen from above: glowing coals, a grate and meat. */
import { circle, fmt, group, path, rect, rotateAt, type Canvas } from './svg-canvas.ts';

export function koreanGrill(canvas: Canvas, cx: number, cy: number, r: number): string {
  const { random } = canvas;
  let grate = '';
  for (let x = -r * 0.8; x <= r * 0.8; x += r * 0.1) {
    const h = Math.sqrt(Math.max(0, r * r * 0.81 - x * x));
    grate += `M${fmt(cx + x)} ${fmt(cy - h)}V${fmt(cy + h)}`;
  }
  const meat = Array.from({ length: 7 }, (_, index) => {
    const x = cx - r * 0.45 + (index % 4) * r * 0.3;
    const y = cy - r * 0.35 + Math.floor(index / 4) * r * 0.55 + random.int(-10, 10);
    return group(rotateAt(x, y, random.int(-30, 30)), [
      rect(
        -r * 0.13,
        -r * 0.2,
        r * 0.26,
        r * 0.4,
        canvas.linear(
          [
            [0, '#b45a3c'],
            [0.5, '#8e3b26'],
            [1, '#c8765a'],
          ],
          [0, 0, 1, 1],
        ),
        { rx: 8 },
      ),
      path(
        `M${fmt(-r * 0.12)} -10h${fmt(r * 0.24)}M${fmt(-r * 0.12)} 12h${fmt(r * 0.24)}`,
        'none',
        { stroke: '#3a1a10', 'stroke-width': 4, opacity: 0.7 },
      ),
      path(`M${fmt(-r * 0.05)} ${fmt(-r * 0.18)}q10 ${fmt(r * 0.18)} 0 ${fmt(r * 0.36)}`, 'none', {
        stroke: '#f3d2bf',
        'stroke-width': 3,
        opacity: 0.6,
      }),
    ]);
  });
  return [
    circle(cx + 10, cy + 14, r, '#000', { opacity: 0.45, filter: canvas.blur(12) }),
    circle(
      cx,
      cy,
      r,
      canvas.radial([
        [0.85, '#3b3b3e'],
        [1, '#111'],
      ]),
    ),
    circle(
      cx,
      cy,
      r * 0.9,
      canvas.radial([
        [0, '#ff6a1a', 0.5],
        [1, '#1d1d1f'],
      ]),
    ),
    path(grate, 'none', { stroke: '#76767a', 'stroke-width': 3 }),
    ...meat,
  ].join('');
}
