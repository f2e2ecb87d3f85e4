/**
 * Claiming a listing: the flow's limits, options and messages. Zod-free,
 * so the claim pages load them cheaply.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const CLAIM_STEPS = 5;
export const CLAIM_CODE_LENGTH = 6;
export const CLAIM_CODE_TTL_MINUTES = 10;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;
export const CLAIM_RESEND_COOLDOWN_SECONDS = 60;
/** A verified e-mail may submit a claim for this long. */
export const CLAIM_VERIFIED_WINDOW_MINUTES = 60;
export const CLAIM_VERIFIED_ADVANCE_MS = 1000;
export const CLAIM_AUTO_ADVANCE_MS = 800;
export const CLAIM_DEMO_SEND_DELAY_MS = 1500;
export const CLAIM_DEMO_SUBMIT_MS = 2000;
export const CLAIM_TEXT_ANSWER_MAX_LENGTH = 100;
export const CLAIM_SATISFACTION_RANGE = { min: 0, max: 10, default: 5 } as const;
export const CLAIM_MAX_GOALS = 2;
export const CLAIM_MENU_MAX_MEGABYTES = 10;
export const CLAIM_PHOTO_MAX_MEGABYTES = 5;
export const CLAIM_MAX_PHOTOS = 10;
export const CLAIM_REJECTION_REASON_MAX_LENGTH = 500;
/**
 * Uploads no claim names yet, per account (defaults; the API's configuration may change them):
 * room for a whole claim (a menu and every photo) sent twice, and files no claim names are
 * removed this long after their upload.
 */
export const CLAIM_PENDING_UPLOADS_MAX_FILES = 25;
export const CLAIM_PENDING_UPLOADS_MAX_MEGABYTES = 50;
export const CLAIM_UPLOAD_KEEP_HOURS = 24;

export const bookingMethods = ['phone', 'widget', 'external'] as const;
export type BookingMethod = (typeof bookingMethods)[number];
export const reservationChallenges = ['missedCalls', 'noShows', 'coordination', 'fine'] as const;
export const dailyCallVolumes = ['low', 'medium', 'high', 'veryHigh'] as const;
export const messageChannels = ['whatsapp', 'sms', 'instagram', 'email', 'other'] as const;
export const claimGoals = [
  'growCovers',
  'repeatVisits',
  'cutCosts',
  'boostReviews',
  'simplifyOps',
] as const;
export type ClaimGoal = (typeof claimGoals)[number];
export const claimStatuses = ['pending', 'approved', 'rejected'] as const;
/** What a claim's uploads are: one menu (PDF) and photos (JPG, PNG, WebP). */
export const claimUploadKinds = ['menu', 'photo'] as const;
export type ClaimUploadKind = (typeof claimUploadKinds)[number];
/** The multipart field of POST /api/claim/uploads/{kind}. */
export const CLAIM_UPLOAD_FIELD = 'file';
export const CLAIM_MENU_MAX_BYTES = CLAIM_MENU_MAX_MEGABYTES * 1024 * 1024;
export const CLAIM_PHOTO_MAX_BYTES = CLAIM_PHOTO_MAX_MEGABYTES * 1024 * 1024;
export type ClaimStatus = (typeof claimStatuses)[number];

const claimMessageDefinitions = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailNotListed: "Use the listing's business e-mail, or an address at the domain of its website",
  codeSent: 'Verification code sent successfully!',
  sendFailed: 'Failed to send verification code',
  resendCooldown: {
    text: 'Resend available in {{seconds}} seconds',
    params: { seconds: CLAIM_RESEND_COOLDOWN_SECONDS },
  },
  tooManyCodes: 'Too many codes were requested for this listing. Please try again later.',
  codeIncomplete: 'Please enter the complete 6-digit code',
  codeInvalid: 'Invalid verification code. Please try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please request a new code.',
  codeVerified: 'Email verified successfully!',
  notVerified: 'Please verify your e-mail before submitting',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  websiteInvalid: 'Please enter a valid URL',
  bookingMethodRequired: 'Please choose how guests book',
  externalUrlRequired: 'Booking URL is required',
  answerRequired: 'Please choose an answer',
  textRequired: 'Please answer this question',
  textTooLong: {
    text: 'Answers must be at most {{max}} characters',
    params: { max: CLAIM_TEXT_ANSWER_MAX_LENGTH },
  },
  satisfactionRange: 'Choose a value from 0 to 10',
  goalsRequired: 'Please select at least one business goal to continue.',
  goalsMax: {
    text: "You've selected the maximum of {{max}} goals. Deselect one to choose a different goal.",
    params: { max: CLAIM_MAX_GOALS },
  },
  termsRequired: 'Please accept the terms and conditions to continue.',
  authorizationRequired: 'I confirm I am authorized to make changes to this business listing',
  menuNotPdf: 'The menu must be a PDF file',
  menuTooLarge: {
    text: 'The menu must be at most {{max}} MB',
    params: { max: CLAIM_MENU_MAX_MEGABYTES },
  },
  photoType: 'Photos must be JPG, PNG or WebP images',
  photoTooLarge: {
    text: 'Each photo must be at most {{max}} MB',
    params: { max: CLAIM_PHOTO_MAX_MEGABYTES },
  },
  tooManyPhotos: {
    text: 'At most {{max}} photos',
    params: { max: CLAIM_MAX_PHOTOS },
  },
  uploadUnknown: 'An upload of this claim was not found; please add the file again',
  tooManyPendingUploads: {
    text: 'You already have {{max}} files that no claim uses. Submit your claim with the files you have sent; unused files are removed {{hours}} hours after their upload.',
    params: { max: CLAIM_PENDING_UPLOADS_MAX_FILES, hours: CLAIM_UPLOAD_KEEP_HOURS },
  },
  pendingUploadsTooLarge: {
    text: 'Files that no claim uses may take at most {{max}} MB in all. Submit your claim with the files you have sent; unused files are removed {{hours}} hours after their upload.',
    params: { max: CLAIM_PENDING_UPLOADS_MAX_MEGABYTES, hours: CLAIM_UPLOAD_KEEP_HOURS },
  },
  submitFailed: 'Failed to submit your claim. Please try again.',
  alreadyReviewed: 'This claim has already been reviewed',
  rejectionReasonRequired: 'Please give the claimant a reason',
  rejectionReasonTooLong: {
    text: 'The reason must be at most {{max}} characters',
    params: { max: CLAIM_REJECTION_REASON_MAX_LENGTH },
  },
} as const;

export const claimMessages = /* @__PURE__ */ messageTexts(claimMessageDefinitions);
export const claimCodes = /* @__PURE__ */ messageCodes('claim', claimMessageDefinitions);
export const claimMessageEntries = /* @__PURE__ */ messageEntries('claim', claimMessageDefinitions);
