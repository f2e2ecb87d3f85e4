/**
 * The console's addresses: its pages share /business/dashboard (kept from indexes as one private
 * path) and name the restaurant in ?restaurant=, so moving between them keeps the restaurant.
 */
export type ConsolePage = 'book' | 'host' | 'floor';

export const CONSOLE_PATH = '/business/dashboard';
export const FLOOR_PATH = `${CONSOLE_PATH}/floor`;
export const HOST_STAND_PATH = `${CONSOLE_PATH}/host`;

const PATHS: Record<ConsolePage, string> = {
  book: CONSOLE_PATH,
  host: HOST_STAND_PATH,
  floor: FLOOR_PATH,
};

export const consolePath = (page: ConsolePage, restaurantId: number) =>
  `${PATHS[page]}?restaurant=${restaurantId}`;
