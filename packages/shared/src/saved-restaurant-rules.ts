/** Saved-restaurant messages: zod-free, so pages load them cheaply. */
import { defineMessages } from './messages/define-messages.ts';

export const savedRestaurantMessageDefinitions = defineMessages('saved', {
  ownListOnly: 'You can only change your own saved restaurants',
});

export const savedRestaurantCodes = savedRestaurantMessageDefinitions.codes;
