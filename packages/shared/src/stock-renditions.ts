/**
 * The stock pictures (`/images/restaurants/7.svg`, `/images/landing-1.svg`…) also come as WebP
 * copies in three widths, drawn once by tools/artwork: `/images/restaurants/7-400.webp`. Pages
 * offer those through `srcset`, since a browser paints them far faster than the SVG.
 */

/** The widths each stock picture is drawn at. */
export const STOCK_IMAGE_WIDTHS = [400, 800, 1600] as const;

/** `restaurants/7.svg` (or its URL) → `restaurants/7-400.webp`. */
export const stockRenditionName = (svgName: string, width: number): string =>
  svgName.replace(/\.svg$/, `-${width}.webp`);

/** A stock picture's URL: only the names tools/artwork draws. */
const STOCK_PICTURE_URL = /^\/images\/(?:restaurants\/[1-9]\d{0,3}|landing-[1-9]|fallback)\.svg$/;

/** A picture for readers that draw no SVG: a stock one's widest WebP copy, any other as it is. */
export const rasterImageUrl = (imageUrl: string): string =>
  stockImageSources(imageUrl).at(-1)?.url ?? imageUrl;

/** Each WebP copy of a stock picture, narrowest first; empty for any other URL. */
export function stockImageSources(imageUrl: string): { url: string; width: number }[] {
  if (!STOCK_PICTURE_URL.test(imageUrl)) return [];
  return STOCK_IMAGE_WIDTHS.map((width) => ({
    url: stockRenditionName(imageUrl, width),
    width,
  }));
}
