/** Table surfaces that fill a picture: wood planks, marble, linen, slate, terracotta. */
import { circle, fmt, path, rect, shade, type Canvas } from './svg-canvas.ts';

export type Surface = 'wood' | 'darkWood' | 'marble' | 'linen' | 'slate' | 'terracotta';

const SURFACE_COLORS: Record<Surface, string> = {
  wood: '#a8713f',
  darkWood: '#5b3a24',
  marble: '#ece8e2',
  linen: '#e9dfcf',
  slate: '#2f3437',
  terracotta: '#c2653f',
};

/** Fills the canvas: planks for wood, veins for marble, a weave for linen, a soft vignette always. */
export function surface(canvas: Canvas, kind: Surface): string[] {
  const { width: w, height: h, random } = canvas;
  const base = SURFACE_COLORS[kind];
  const parts = [
    rect(
      0,
      0,
      w,
      h,
      canvas.linear(
        [
          [0, shade(base, 0.12)],
          [1, shade(base, -0.12)],
        ],
        [0, 0, 1, 1],
      ),
    ),
  ];
  if (kind === 'wood' || kind === 'darkWood') {
    const plank = h / 4;
    let grain = '';
    for (let y = 0; y < h; y += 9 + random.int(0, 8)) {
      const dy = random.int(-6, 6);
      grain += `M0 ${fmt(y)}C${fmt(w * 0.3)} ${fmt(y + dy)} ${fmt(w * 0.6)} ${fmt(y - dy)} ${w} ${fmt(y + dy / 2)}`;
    }
    parts.push(
      path(grain, 'none', {
        stroke: shade(base, -0.3),
        'stroke-opacity': 0.18,
        'stroke-width': 1.5,
      }),
    );
    for (let y = plank; y < h; y += plank) {
      parts.push(rect(0, y - 1.5, w, 3, shade(base, -0.45), { opacity: 0.55 }));
    }
  } else if (kind === 'marble') {
    for (let vein = 0; vein < 5; vein += 1) {
      const x = random.int(-100, w);
      const d = `M${x} -10C${x + random.int(-80, 160)} ${fmt(h * 0.3)} ${x + random.int(-160, 120)} ${fmt(h * 0.7)} ${x + random.int(-60, 200)} ${h + 10}`;
      parts.push(
        path(d, 'none', {
          stroke: '#b9b2a8',
          'stroke-width': random.int(1, 3),
          opacity: 0.5,
          filter: canvas.blur(1.2),
        }),
      );
    }
  } else if (kind === 'linen' || kind === 'terracotta') {
    let weave = '';
    for (let x = 0; x < w; x += 6) weave += `M${x} 0V${h}`;
    parts.push(
      path(weave, 'none', { stroke: shade(base, -0.2), 'stroke-opacity': 0.12, 'stroke-width': 1 }),
    );
  } else {
    for (let speck = 0; speck < 40; speck += 1) {
      parts.push(
        circle(random.int(0, w), random.int(0, h), random.next() * 2 + 0.5, '#6a7175', {
          opacity: 0.35,
        }),
      );
    }
  }
  parts.push(
    rect(
      0,
      0,
      w,
      h,
      canvas.radial(
        [
          [0.55, '#000', 0],
          [1, '#000', 0.45],
        ],
        { r: 0.75 },
      ),
    ),
  );
  return parts;
}
