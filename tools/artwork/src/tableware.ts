/** Table surfaces and tableware seen from above, lit from the top left. */
import { circle, el, ellipse, fmt, path, rect, shade, type Canvas } from './svg-canvas.ts';

/** A soft contact shadow, offset down and right. */
export const shadow = (
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry = rx,
  opacity = 0.38,
) =>
  ellipse(cx + rx * 0.05, cy + ry * 0.08, rx, ry, '#1a0f08', {
    opacity,
    filter: canvas.blur(Math.max(4, rx * 0.06)),
  });

export function plate(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  color = '#f7f4ee',
): string {
  return [
    shadow(canvas, cx, cy, r * 1.01),
    circle(
      cx,
      cy,
      r,
      canvas.radial(
        [
          [0.7, shade(color, 0.3)],
          [0.92, color],
          [1, shade(color, -0.18)],
        ],
        { fx: 0.4, fy: 0.35 },
      ),
    ),
    circle(
      cx,
      cy,
      r * 0.72,
      canvas.radial(
        [
          [0, shade(color, 0.5)],
          [1, shade(color, -0.06)],
        ],
        { fx: 0.4, fy: 0.35 },
      ),
      {
        stroke: shade(color, -0.15),
        'stroke-width': r * 0.02,
      },
    ),
    path(arc(cx, cy, r * 0.9, 200, 250), 'none', {
      stroke: '#fff',
      'stroke-width': r * 0.04,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  ].join('');
}

/** A bowl seen from above; the caller draws the contents inside `innerRadius(r)`. */
export function bowl(canvas: Canvas, cx: number, cy: number, r: number, glaze: string): string {
  return [
    shadow(canvas, cx, cy, r * 1.02),
    circle(
      cx,
      cy,
      r,
      canvas.radial(
        [
          [0.8, shade(glaze, 0.2)],
          [1, shade(glaze, -0.3)],
        ],
        { fx: 0.38, fy: 0.32 },
      ),
    ),
    circle(
      cx,
      cy,
      r * 0.87,
      canvas.radial([
        [0.85, shade(glaze, -0.05)],
        [1, shade(glaze, -0.4)],
      ]),
    ),
    path(arc(cx, cy, r * 0.94, 195, 255), 'none', {
      stroke: '#fff',
      'stroke-width': r * 0.035,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
  ].join('');
}
export const innerRadius = (r: number) => r * 0.84;

/** An inner shadow over the contents of a bowl, so they sit below the rim. */
export const bowlDepth = (canvas: Canvas, cx: number, cy: number, r: number) =>
  circle(
    cx,
    cy,
    innerRadius(r),
    canvas.radial([
      [0.75, '#000', 0],
      [1, '#000', 0.35],
    ]),
  );

export function arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number): string {
  const point = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${fmt(cx + Math.cos(a) * r)} ${fmt(cy + Math.sin(a) * r)}`;
  };
  return `M${point(fromDeg)}A${fmt(r)} ${fmt(r)} 0 0 1 ${point(toDeg)}`;
}

/** A glass seen from above: rim, liquid and a glint. */
export function glass(canvas: Canvas, cx: number, cy: number, r: number, liquid: string): string {
  return [
    shadow(canvas, cx + r * 0.15, cy + r * 0.15, r, r, 0.25),
    circle(cx, cy, r, 'rgba(255,255,255,0.18)', {
      stroke: 'rgba(255,255,255,0.75)',
      'stroke-width': 3,
    }),
    circle(
      cx,
      cy,
      r * 0.72,
      canvas.radial(
        [
          [0, shade(liquid, 0.25)],
          [1, shade(liquid, -0.35)],
        ],
        { fx: 0.4, fy: 0.4 },
      ),
    ),
    path(arc(cx, cy, r * 0.86, 200, 260), 'none', {
      stroke: '#fff',
      'stroke-width': 4,
      'stroke-linecap': 'round',
      opacity: 0.8,
    }),
  ].join('');
}

export const smallDish = (
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  glaze: string,
  content: string,
) =>
  [
    bowl(canvas, cx, cy, r, glaze),
    circle(
      cx,
      cy,
      innerRadius(r) * 0.95,
      canvas.radial([
        [0, shade(content, 0.2)],
        [1, shade(content, -0.3)],
      ]),
    ),
    bowlDepth(canvas, cx, cy, r),
  ].join('');

export const board = (
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  color = '#b5834f',
) =>
  [
    rect(x + 8, y + 14, w, h, '#000', { rx: 18, opacity: 0.35, filter: canvas.blur(10) }),
    rect(
      x,
      y,
      w,
      h,
      canvas.linear(
        [
          [0, shade(color, 0.15)],
          [1, shade(color, -0.15)],
        ],
        [0, 0, 1, 1],
      ),
      { rx: 18 },
    ),
    el('rect', {
      x: x + 6,
      y: y + 6,
      width: w - 12,
      height: h - 12,
      rx: 14,
      fill: 'none',
      stroke: shade(color, 0.3),
      'stroke-opacity': 0.4,
    }),
  ].join('');
