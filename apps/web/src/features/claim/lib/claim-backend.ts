/**
 * What the claim flow asks of the outside world, behind one interface: the real calls to the API
 * (/restaurants/{id}/claim) or the demo's simulated timers, which make no call at all (/claim-demo).
 */
import {
  CLAIM_DEMO_SEND_DELAY_MS,
  CLAIM_DEMO_SUBMIT_MS,
  CLAIM_UPLOAD_FIELD,
  claimCodeSentSchema,
  claimCodeVerifiedSchema,
  claimReceiptSchema,
  claimCodes,
  claimUploadSchema,
  type ClaimUpload,
  type ClaimUploadKind,
  type Language,
  type SubmitClaimInput,
} from '@tablefor/shared';
import { api, ApiError } from '@/lib/api-client';

/** The claim as the flow sends it; the files are uploaded first and named by their ids. */
export type ClaimSubmission = Omit<SubmitClaimInput, 'menuUploadId' | 'photoUploadIds'> & {
  menu: File | null;
  photos: File[];
};

export interface ClaimBackend {
  readonly demo: boolean;
  sendCode(input: { email: string; restaurantId: number; language: Language }): Promise<void>;
  verifyCode(input: { email: string; restaurantId: number; code: string }): Promise<void>;
  submit(claim: ClaimSubmission): Promise<void>;
}

/**
 * Files already stored for this visit: a claim sent again after a refusal names the same uploads
 * instead of sending the bytes twice. Forgotten when the server no longer knows one.
 */
const uploaded = new WeakMap<File, ClaimUpload>();

async function upload(kind: ClaimUploadKind, file: File): Promise<ClaimUpload> {
  const known = uploaded.get(file);
  if (known) return known;
  const form = new FormData();
  form.append(CLAIM_UPLOAD_FIELD, file, file.name);
  const stored = await api.post(`/api/claim/uploads/${kind}`, form, { schema: claimUploadSchema });
  uploaded.set(file, stored);
  return stored;
}

const namesLostUpload = (error: unknown) =>
  error instanceof ApiError && error.details.some((d) => d.code === claimCodes.uploadUnknown);

export const apiClaimBackend: ClaimBackend = {
  demo: false,
  async sendCode(input) {
    await api.post('/api/claim/send-verification-code', input, {
      auth: false,
      schema: claimCodeSentSchema,
    });
  },
  async verifyCode(input) {
    await api.post('/api/claim/verify-code', input, {
      auth: false,
      schema: claimCodeVerifiedSchema,
    });
  },
  async submit({ menu, photos, ...claim }) {
    const menuUpload = menu ? await upload('menu', menu) : null;
    const photoUploads = [];
    for (const photo of photos) photoUploads.push(await upload('photo', photo));
    const body: SubmitClaimInput = {
      ...claim,
      menuUploadId: menuUpload?.id ?? null,
      photoUploadIds: photoUploads.map((stored) => stored.id),
    };
    try {
      await api.post('/api/claim/submit', body, { schema: claimReceiptSchema });
    } catch (error) {
      if (namesLostUpload(error))
        [menu, ...photos].forEach((file) => file && uploaded.delete(file));
      throw error;
    }
  },
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The demo: the spec's delays, any complete code, and nothing leaves the browser. */
export const demoClaimBackend: ClaimBackend = {
  demo: true,
  sendCode: () => wait(CLAIM_DEMO_SEND_DELAY_MS),
  verifyCode: () => wait(300),
  submit: () => wait(CLAIM_DEMO_SUBMIT_MS),
};
