/** Saved-restaurant messages: zod-free, so pages load them cheaply. */
import { messageCodes, messageEntries } from './messages/define-messages.ts';

const savedRestaurantMessageDefinitions = {
  ownListOnly: 'You can only change your own saved restaurants',
} as const;

export const savedRestaurantCodes = /* @__PURE__ */ messageCodes(
  'saved',
  savedRestaurantMessageDefinitions,
);
export const savedRestaurantMessageEntries = /* @__PURE__ */ messageEntries(
  'saved',
  savedRestaurantMessageDefinitions,
);
