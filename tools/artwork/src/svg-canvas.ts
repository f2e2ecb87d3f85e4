/** A tiny SVG builder: elements as strings, and a canvas that owns gradients and filters. */
import { createRandom, type Random } from './prng.ts';

export type Attrs = Record<string, string | number | undefined>;
export type Stop = [offset: number, color: string, opacity?: number];

/** Whole numbers for coordinates and one decimal for small values keep the documents small. */
export const fmt = (value: number) =>
  String(Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

export function el(name: string, attrs: Attrs, children: string | string[] = ''): string {
  const rendered = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? fmt(value) : value}"`)
    .join('');
  const content = Array.isArray(children) ? children.join('') : children;
  return content ? `<${name}${rendered}>${content}</${name}>` : `<${name}${rendered}/>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
) => el('rect', { x, y, width, height, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el('path', { d, fill, ...extra });

export const group = (transform: string, children: string[], extra: Attrs = {}) =>
  el('g', { transform, ...extra }, children);

export const rotateAt = (x: number, y: number, degrees: number) =>
  `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(degrees)})`;

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const r = mix((value >> 16) & 255);
  const g = mix((value >> 8) & 255);
  const b = mix(value & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export type Canvas = {
  width: number;
  height: number;
  random: Random;
  linear: (stops: Stop[], direction?: [number, number, number, number]) => string;
  radial: (
    stops: Stop[],
    focus?: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number },
  ) => string;
  /** A gaussian blur filter, shared by every element with the same strength. */
  blur: (deviation: number) => string;
  toSvg: (body: string[], title: string) => string;
};

const stopsMarkup = (stops: Stop[]) =>
  stops
    .map(([offset, color, opacity]) =>
      el('stop', { offset: fmt(offset), 'stop-color': color, 'stop-opacity': opacity }),
    )
    .join('');

export function createCanvas(width: number, height: number, seed: number): Canvas {
  const defs: string[] = [];
  const known = new Map<string, string>();
  let counter = 0;
  /** Identical gradients and filters are defined once and shared. */
  const define = (prefix: string, markup: (id: string) => string) => {
    const key = markup('');
    const existing = known.get(key);
    if (existing) return existing;
    const id = `${prefix}${(counter += 1)}`;
    defs.push(markup(id));
    const url = `url(#${id})`;
    known.set(key, url);
    return url;
  };
  return {
    width,
    height,
    random: createRandom(seed),
    linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
      return define('l', (id) => el('linearGradient', { id, x1, y1, x2, y2 }, stopsMarkup(stops)));
    },
    radial(stops, focus = {}) {
      return define('r', (id) => el('radialGradient', { id, ...focus }, stopsMarkup(stops)));
    },
    blur(deviation) {
      return define('b', (id) =>
        el(
          'filter',
          { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
          el('feGaussianBlur', { stdDeviation: Math.round(deviation) }),
        ),
      );
    },
    toSvg(body, title) {
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
        `width="${width}" height="${height}" role="img" aria-label="${title}">` +
        `<title>${title}</title><defs>${defs.join('')}</defs>${body.join('')}</svg>`
      );
    },
  };
}

/** A smooth closed shape through points jittered around a circle (sauces, leaves of lettuce, naan). */
export function blobPath(
  random: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.15,
  points = 9,
): string {
  const corners = Array.from({ length: points }, (_, index) => {
    const angle = (index / points) * Math.PI * 2;
    const scale = 1 + (random.next() * 2 - 1) * wobble;
    return [cx + Math.cos(angle) * rx * scale, cy + Math.sin(angle) * ry * scale] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) =>
    `${fmt((a[0] + b[0]) / 2)} ${fmt((a[1] + b[1]) / 2)}`;
  const last = corners[corners.length - 1] ?? [cx, cy];
  let d = `M${mid(last, corners[0] ?? last)}`;
  corners.forEach((corner, index) => {
    const next = corners[(index + 1) % corners.length] ?? corner;
    d += `Q${fmt(corner[0])} ${fmt(corner[1])} ${mid(corner, next)}`;
  });
  return `${d}Z`;
}
