/**
 * Test data of the admin dashboard: an administrator, grid pages, user pages, the review queue,
 * inquiries, claims and mailbox messages (tests answer the API with test/msw answerRoutes()).
 */
import type {
  ClaimPage,
  ContactInquiry,
  MailboxMessage,
  PendingListing,
  ReviewedClaim,
  User,
} from '@tablefor/shared';
import { testUser } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import type { AdminRestaurantSummary } from '../api/get-admin-restaurants';

export const adminUser: User = {
  ...testUser,
  id: 1,
  username: 'admin',
  email: 'admin@tablefor.app',
  first_name: 'Ada',
  last_name: 'Admin',
  is_admin: true,
};

export function summary(id: number, name = `Restaurant ${id}`): AdminRestaurantSummary {
  return {
    id,
    name,
    preview_img: `/images/restaurants/${id}.svg`,
    cuisines: 'Italian, Pizza',
    cost: 2,
    neighborhood: 'Arts District',
  };
}

/** One page of the search answer as the admin grid reads it. */
export function restaurantPage(page: number, total: number, pageSize = 12) {
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - first + 1));
  return {
    restaurants: Array.from({ length: count }, (_, i) => summary(first + i)),
    total,
    page,
    pageSize,
  };
}

export function userPage(users: User[], total = users.length, page = 1) {
  return { users, total, page, pageSize: 12 };
}

/** A listing waiting for review, created by the diner of the shared test session. */
export function pendingListing(id: number, name = `Listing ${id}`): PendingListing {
  const { reviews: _reviews, listing: _listing, ...restaurant } = testRestaurant({ id, name });
  return {
    ...restaurant,
    total_num_reservations: 0,
    average_rating: 0,
    review_count: 0,
    listing: {
      status: 'pending_review',
      rejection_reason: null,
      reviewed_at: null,
      created_by: { id: testUser.id, username: testUser.username, email: testUser.email },
      created_at: `2025-03-0${Math.min(id, 9)}T18:30:00.000Z`,
    },
  };
}

export function listingPage(listings: PendingListing[], total = listings.length, page = 1) {
  return { listings, total, page, pageSize: 12 };
}

export function inquiry(id: number, overrides: Partial<ContactInquiry> = {}): ContactInquiry {
  return {
    id,
    firstName: 'Marta',
    lastName: 'Delgado',
    email: 'marta@casadelgado.example',
    phoneNumber: '(213) 555-0142',
    restaurantName: 'Casa Delgado',
    jobTitle: 'generalManager',
    numLocations: '2-5',
    contactReason: 'listRestaurant',
    language: 'en',
    created_at: '2025-03-04T19:00:00.000Z',
    handled_at: null,
    ...overrides,
  };
}

export function inquiryPage(inquiries: ContactInquiry[], open: number, total = inquiries.length) {
  return { inquiries, total, open, page: 1, pageSize: 12 };
}

/** A pending claim of 'Trattoria {id}' by rosa, in Spanish, with its menu. */
export function reviewedClaim(id: number, overrides: Partial<ReviewedClaim> = {}): ReviewedClaim {
  const fileId = `a2fd47da-5ecd-43c8-a3dc-f12c87a8694${id % 10}`;
  return {
    id,
    restaurant: { id: 40 + id, name: `Trattoria ${id}` },
    claimant: { id: 7, username: 'rosa', email: 'rosa@example.com' },
    email: `orders@trattoria${id}.example`,
    phone: '(213) 555-0147',
    website: '',
    bookingMethod: 'external',
    externalBookingUrl: 'https://book.example/t',
    painPoints: {
      reservationChallenge: 'noShows',
      dailyCallVolume: 'high',
      messageChannels: ['whatsapp', 'sms'],
      biggestFrustration: 'Phones ring mid-service',
      techSatisfaction: 3,
    },
    selectedGoals: ['growCovers', 'boostReviews'],
    files: [
      {
        id: fileId,
        kind: 'menu',
        name: 'carta.pdf',
        size: 1200,
        contentType: 'application/pdf',
        url: `/api/admin/claims/${id}/files/${fileId}`,
      },
    ],
    language: 'es',
    submittedAt: '2026-03-01T18:30:00.000Z',
    status: 'pending',
    rejection_reason: null,
    reviewed_at: null,
    created_at: '2026-03-01T18:30:01.000Z',
    ...overrides,
  };
}

export function claimPage(claims: ReviewedClaim[], pending: number): ClaimPage {
  return { claims, total: claims.length, pending, page: 1, pageSize: 12 };
}

/** A claim code in Spanish, with an HTML twin that must never be rendered. */
export function mailMessage(id: number, overrides: Partial<MailboxMessage> = {}): MailboxMessage {
  return {
    id,
    kind: 'claim.code',
    to: 'orders@trattoria.example',
    subject: 'Tu código de verificación para Trattoria',
    text: 'Usa este código:\n\n482913\n\nEl código es válido durante 10 minutos.',
    html: '<p>Usa este código</p><script>alert(1)</script>',
    language: 'es',
    attachments: [],
    created_at: '2026-03-01T18:30:00.000Z',
    delivered_at: '2026-03-01T18:30:01.000Z',
    ...overrides,
  };
}
