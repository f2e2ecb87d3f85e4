import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLAIM_DEMO_SEND_DELAY_MS,
  CLAIM_DEMO_SUBMIT_MS,
  CLAIM_UPLOAD_FIELD,
} from '@tablefor/shared';
import { ApiError } from '@/lib/api-client';
import { answer, answerWith, json, requestsSent, type ReceivedRequest } from '@/test/msw';
import { apiClaimBackend, demoClaimBackend, type ClaimSubmission } from './claim-backend';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const menuId = '6f1c2a8e-1b7d-4c7e-9a55-0d6f3e4b2a10';
const photoId = '0b8d3f3c-5a52-4a3b-8f3e-1c9e2d7a6b21';

const claim = (menu: File | null, photos: File[]): ClaimSubmission => ({
  restaurantId: 12,
  email: 'orders@trattoria.example',
  phone: '(213) 555-0147',
  website: '',
  bookingMethod: 'phone',
  externalBookingUrl: '',
  painPoints: {
    reservationChallenge: 'missedCalls',
    dailyCallVolume: 'medium',
    messageChannels: [],
    biggestFrustration: 'Calls',
    techSatisfaction: 5,
  },
  selectedGoals: ['growCovers'],
  submittedAt: '2025-01-01T00:00:00.000Z',
  language: 'en',
  agreesToTerms: true,
  authorized: true,
  menu,
  photos,
});

/**
 * Answers the uploads with stored files and the claim with `claimAnswers` in turn; returns what
 * the API received, in order.
 */
function stubApi(...claimAnswers: Response[]) {
  const sent: ReceivedRequest[] = [];
  const upload = (kind: 'menu' | 'photo') =>
    answerWith('post', `/api/claim/uploads/${kind}`, (request) => {
      sent.push(request);
      const file = (request.body as FormData).get(CLAIM_UPLOAD_FIELD) as File;
      return json(
        {
          id: kind === 'menu' ? menuId : photoId,
          kind,
          name: file.name,
          size: 1,
          contentType: file.type,
        },
        201,
      );
    });
  upload('menu');
  upload('photo');
  answerWith('post', '/api/claim/submit', (request) => {
    sent.push(request);
    return claimAnswers.shift() ?? json({ id: 1, status: 'pending' }, 201);
  });
  return sent;
}

const paths = (sent: ReceivedRequest[]) => sent.map((request) => request.path);

describe('the API backend', () => {
  it('uploads the menu and photos, then sends the claim naming their ids', async () => {
    const received = stubApi();
    // jsdom's File does not survive Node's fetch (the handler gets a part named 'blob' without
    // its bytes), so the file is read where the app hands it over: a spy that lets fetch through.
    const handedOver = vi.spyOn(globalThis, 'fetch');
    const menu = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    const photo = new File(['jpg'], 'hall.jpg', { type: 'image/jpeg' });
    await apiClaimBackend.submit(claim(menu, [photo]));
    expect(paths(received)).toEqual([
      '/api/claim/uploads/menu',
      '/api/claim/uploads/photo',
      '/api/claim/submit',
    ]);
    const upload = handedOver.mock.calls[0]?.[1]?.body as FormData;
    const sent = upload.get(CLAIM_UPLOAD_FIELD) as File;
    expect([sent.name, sent.type, sent.size]).toEqual([menu.name, menu.type, menu.size]);
    const body = received[2]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      restaurantId: 12,
      menuUploadId: menuId,
      photoUploadIds: [photoId],
    });
    expect(body).not.toHaveProperty('menu');
    expect(body).not.toHaveProperty('photos');
  });

  it('names the same uploads when a refused claim is sent again, unless the server lost them', async () => {
    const refused = (code: string) =>
      json({ errors: ['phone: x'], details: [{ field: 'phone', code }] }, 400);
    const received = stubApi(refused('claim.phoneInvalid'), refused('claim.uploadUnknown'));
    const photo = new File(['jpg'], 'hall.jpg', { type: 'image/jpeg' });
    await expect(apiClaimBackend.submit(claim(null, [photo]))).rejects.toBeInstanceOf(ApiError);
    await expect(apiClaimBackend.submit(claim(null, [photo]))).rejects.toBeInstanceOf(ApiError);
    await apiClaimBackend.submit(claim(null, [photo]));
    expect(paths(received)).toEqual([
      '/api/claim/uploads/photo',
      '/api/claim/submit',
      '/api/claim/submit',
      '/api/claim/uploads/photo',
      '/api/claim/submit',
    ]);
  });

  it('sends and checks the code, and throws the refusal with its code', async () => {
    const sent = answer('post', '/api/claim/send-verification-code', { sent: true });
    answer(
      'post',
      '/api/claim/verify-code',
      { errors: ['code: Invalid'], details: [{ field: 'code', code: 'claim.codeInvalid' }] },
      { status: 400 },
    );
    await apiClaimBackend.sendCode({ email: 'a@b.example', restaurantId: 12, language: 'es' });
    expect(requestsSent()[0]?.path).toBe('/api/claim/send-verification-code');
    expect(sent[0]?.body).toEqual({
      email: 'a@b.example',
      restaurantId: 12,
      language: 'es',
    });
    const refusal = await apiClaimBackend
      .verifyCode({ email: 'a@b.example', restaurantId: 12, code: '000000' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).details[0]?.code).toBe('claim.codeInvalid');
  });
});

describe('the demo backend', () => {
  it("takes the spec's times and calls nothing", async () => {
    vi.useFakeTimers();
    let sent = false;
    void demoClaimBackend
      .sendCode({ email: 'a@b.example', restaurantId: 0, language: 'en' })
      .then(() => (sent = true));
    await vi.advanceTimersByTimeAsync(CLAIM_DEMO_SEND_DELAY_MS - 1);
    expect(sent).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toBe(true);
    let submitted = false;
    void demoClaimBackend.submit(claim(null, [])).then(() => (submitted = true));
    await vi.advanceTimersByTimeAsync(CLAIM_DEMO_SUBMIT_MS - 1);
    expect(submitted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(submitted).toBe(true);
    expect(requestsSent()).toEqual([]);
  });
});
