import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_MENU_MAX_BYTES,
  CLAIM_PHOTO_MAX_BYTES,
  claimMessages as m,
  type ClaimPage,
  type ClaimUpload,
} from '@tablefor/shared';
import { claimFiles, claims } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  drawJpegWithGps,
  drawPicture,
  multipart,
  type FilePart,
} from '../gallery/gallery-test-pictures.ts';
import {
  claimBody,
  claimableRestaurant,
  createClaimTestApp,
  verifiedAddress,
} from './claim-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let claimant: Awaited<ReturnType<typeof signedUpUser>>;
let stranger: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createClaimTestApp();
  admin = await signedUpAdmin(t);
  claimant = await signedUpUser(t);
  stranger = await signedUpUser(t);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

const upload = (
  kind: string,
  file: Omit<FilePart, 'field'>,
  headers: Record<string, string> = claimant.headers,
) => {
  const body = multipart({ field: 'file', ...file });
  return t.app.inject({
    method: 'POST',
    url: `/api/claim/uploads/${kind}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

const menu = (body = PDF, headers?: Record<string, string>) =>
  upload(
    'menu',
    { filename: 'Carta de primavera.pdf', contentType: 'application/pdf', body },
    headers,
  );

async function uploaded(res: Awaited<ReturnType<typeof upload>>): Promise<ClaimUpload> {
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json<ClaimUpload>();
}

const fileCount = async () => (await t.db.select().from(claimFiles)).length;

describe('POST /api/claim/uploads/{kind}', () => {
  it('keeps a PDF menu as sent, for its uploader', async () => {
    const stored = await uploaded(await menu());
    expect(stored).toMatchObject({
      kind: 'menu',
      name: 'Carta de primavera.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    const [row] = await t.db.select().from(claimFiles).where(eq(claimFiles.id, stored.id));
    expect(row).toMatchObject({ user_id: claimant.id, claim_id: null });
  });

  it('re-encodes a photo as WebP without its GPS and camera data', async () => {
    const res = await upload('photo', {
      filename: 'dining-room.jpg',
      body: await drawJpegWithGps(),
    });
    const stored = await uploaded(res);
    expect(stored).toMatchObject({ kind: 'photo', contentType: 'image/webp' });
    const png = await uploaded(
      await upload('photo', {
        filename: 'a.png',
        contentType: 'image/png',
        body: await drawPicture('png', 400, 300),
      }),
    );
    expect(png.contentType).toBe('image/webp');
  });

  it('judges a file by its bytes, not its name or declared type', async () => {
    const before = await fileCount();
    const fakePdf = await menu(Buffer.from('<html>not a menu</html>'));
    expect(fakePdf.statusCode).toBe(400);
    expect(fakePdf.json().errors).toEqual([`menu: ${m.menuNotPdf}`]);
    const gif = await upload('photo', {
      filename: 'x.jpg',
      body: await drawPicture('gif', 50, 50),
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().errors).toEqual([`photo: ${m.photoType}`]);
    const pdfAsPhoto = await upload('photo', { filename: 'x.jpg', body: PDF });
    expect(pdfAsPhoto.json().errors).toEqual([`photo: ${m.photoType}`]);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a menu over 10 MB and a photo over 5 MB with 413', async () => {
    const before = await fileCount();
    const bigMenu = Buffer.concat([PDF, Buffer.alloc(CLAIM_MENU_MAX_BYTES)]);
    const tooBigMenu = await menu(bigMenu);
    expect(tooBigMenu.statusCode).toBe(413);
    expect(tooBigMenu.json().errors).toEqual([`menu: ${m.menuTooLarge}`]);
    const bigPhoto = Buffer.concat([
      await drawPicture('png', 40, 40),
      Buffer.alloc(CLAIM_PHOTO_MAX_BYTES),
    ]);
    const tooBigPhoto = await upload('photo', { filename: 'big.png', body: bigPhoto });
    expect(tooBigPhoto.statusCode).toBe(413);
    expect(tooBigPhoto.json().errors).toEqual([`photo: ${m.photoTooLarge}`]);
    // A menu of nearly the limit is fine.
    const nearly = Buffer.concat([PDF, Buffer.alloc(CLAIM_MENU_MAX_BYTES - PDF.length - 10)]);
    expect((await menu(nearly)).statusCode).toBe(201);
    expect(await fileCount()).toBe(before + 1);
  });

  it('needs a signed-in claimant and a known kind', async () => {
    expect((await menu(PDF, {})).statusCode).toBe(401);
    expect((await upload('video', { body: PDF })).statusCode).toBe(404);
  });
});

describe('uploads with a claim', () => {
  it('are attached to the claim and read by administrators only', async () => {
    const listing = await claimableRestaurant(t);
    const menuFile = await uploaded(await menu());
    const photo = await uploaded(
      await upload('photo', { body: await drawPicture('jpeg', 300, 200) }),
    );
    await verifiedAddress(t, listing.id, listing.businessEmail);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/claim/submit',
      headers: claimant.headers,
      payload: claimBody(listing.id, listing.businessEmail, {
        menuUploadId: menuFile.id,
        photoUploadIds: [photo.id],
      }),
    });
    expect(res.statusCode).toBe(201);
    const claimId = res.json<{ id: number }>().id;

    const page = await t.app.inject({ url: '/api/admin/claims', headers: admin.headers });
    const listed = page.json<ClaimPage>().claims.find((claim) => claim.id === claimId);
    expect(listed?.files.map((file) => [file.kind, file.name])).toEqual([
      ['menu', 'Carta de primavera.pdf'],
      ['photo', 'photo.jpg'],
    ]);
    const menuUrl = listed?.files[0]?.url ?? '';
    const read = await t.app.inject({ url: menuUrl, headers: admin.headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toContain('attachment');
    expect(read.rawPayload.equals(PDF)).toBe(true);
    const photoRead = await t.app.inject({
      url: listed?.files[1]?.url ?? '',
      headers: admin.headers,
    });
    expect((await sharp(photoRead.rawPayload).metadata()).format).toBe('webp');

    expect((await t.app.inject({ url: menuUrl, headers: claimant.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: menuUrl })).statusCode).toBe(401);
    const otherClaim = menuUrl.replace(`/claims/${claimId}/`, `/claims/${claimId + 1000}/`);
    expect((await t.app.inject({ url: otherClaim, headers: admin.headers })).statusCode).toBe(404);
  });

  it("refuses another account's upload, a used one, or one of the wrong kind, and stores nothing", async () => {
    const listing = await claimableRestaurant(t);
    const theirs = await uploaded(await menu(PDF, stranger.headers));
    const photo = await uploaded(await upload('photo', { body: await drawPicture('png', 60, 60) }));
    let tries = 0;
    // A new address at the website's domain each time: a resend to one address waits 60 s.
    const submitWith = async (overrides: object) => {
      tries += 1;
      const email = `manager${tries}@${listing.domain}`;
      await verifiedAddress(t, listing.id, email);
      return t.app.inject({
        method: 'POST',
        url: '/api/claim/submit',
        headers: claimant.headers,
        payload: claimBody(listing.id, email, overrides),
      });
    };
    const claimsBefore = (await t.db.select().from(claims)).length;
    const stolen = await submitWith({ menuUploadId: theirs.id });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual([`menuUploadId: ${m.uploadUnknown}`]);
    const wrongKind = await submitWith({ menuUploadId: photo.id });
    expect(wrongKind.json().errors).toEqual([`menuUploadId: ${m.uploadUnknown}`]);
    expect((await t.db.select().from(claims)).length).toBe(claimsBefore);

    expect((await submitWith({ photoUploadIds: [photo.id] })).statusCode).toBe(201);
    const reused = await submitWith({ photoUploadIds: [photo.id] });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([`photoUploadIds: ${m.uploadUnknown}`]);
    const malformed = await submitWith({ photoUploadIds: ['../../etc/passwd'] });
    expect(malformed.statusCode).toBe(400);
  });
});
