/** GET /api/images/stock: the product's own restaurant pictures, one of each scene, in order. */
import { z } from 'zod';

export const stockPictureSchema = z.object({
  /** Where the picture is served, and what a listing stores as its `preview_img`. */
  src: z.string(),
  /** The scene it shows ('pasta', 'interior'): the web app names it in the reader's language. */
  kind: z.string(),
});
export type StockPicture = z.infer<typeof stockPictureSchema>;

export const stockPictureListSchema = z.object({ pictures: z.array(stockPictureSchema) });
export type StockPictureList = z.infer<typeof stockPictureListSchema>;
