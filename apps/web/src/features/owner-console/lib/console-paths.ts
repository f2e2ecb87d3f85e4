/**
 * The console's addresses: its pages share /business/dashboard (kept from indexes as one private
 * path) and name the restaurant in ?restaurant=, so moving between them keeps the restaurant.
 */
export type ConsolePage = 'book' | 'floor';

export const CONSOLE_PATH = '/business/dashboard';
export const FLOOR_PATH = `${CONSOLE_PATH}/floor`;

export const consolePath = (page: ConsolePage, restaurantId: number) =>
  `${page === 'book' ? CONSOLE_PATH : FLOOR_PATH}?restaurant=${restaurantId}`;
