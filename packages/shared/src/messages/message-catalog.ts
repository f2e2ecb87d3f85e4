/** Every message the product shows, by code: the API formats them, the web app translates them. */
import { authMessageDefinitions } from '../auth-messages.ts';
import { geocodingMessageDefinitions, locationMessageDefinitions } from '../location.ts';
import { reservationMessageDefinitions } from '../reservation-rules.ts';
import { reviewMessageDefinitions } from '../review-rules.ts';
import { savedRestaurantMessageDefinitions } from '../saved-restaurant-rules.ts';
import { searchMessageDefinitions } from '../search-messages.ts';
import { commonMessageDefinitions } from './common-messages.ts';
import type { MessageTemplate } from './define-messages.ts';

export const messageCatalog = {
  ...commonMessageDefinitions.entries,
  ...authMessageDefinitions.entries,
  ...reservationMessageDefinitions.entries,
  ...reviewMessageDefinitions.entries,
  ...savedRestaurantMessageDefinitions.entries,
  ...searchMessageDefinitions.entries,
  ...geocodingMessageDefinitions.entries,
  ...locationMessageDefinitions.entries,
} satisfies Record<string, MessageTemplate>;

export type MessageCode = keyof typeof messageCatalog;

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(messageCatalog, value);
}
