/** Descriptions and the practical details (chef, parking, payment, style) of a seed restaurant. */
import type { CuisineProfile } from './cuisines.ts';
import type { Random } from './prng.ts';

const OPENERS = [
  '{name} brings {cuisine} cooking to {hood} with a menu built around {dish} and {dish2}.',
  'A {hood} favorite, {name} serves {cuisine} food that regulars cross town for.',
  'Tucked along {street}, {name} is a warm, unfussy {cuisine} spot with a loyal following.',
  '{name} is a modern {cuisine} kitchen in the heart of {hood}.',
  'At {name}, the {cuisine} classics get a Southern California accent.',
];

const MIDDLES = [
  'Start with the {dish} and save room for the {dish2}.',
  'The kitchen works with farmers market produce, and the menu changes with the seasons.',
  'The {dish} has been on the menu since opening night, and for good reason.',
  'Expect generous plates made for sharing, a thoughtful wine list and friendly, easygoing service.',
  'Seats at the counter look straight into the open kitchen.',
  'The dining room glows with candlelight and soft music, perfect for a date night.',
];

const CLOSERS = [
  'Reservations are recommended on weekends.',
  'The patio is one of the best in {hood}.',
  'Walk-ins are welcome at the bar.',
  'Ask about the chef’s tasting menu.',
  'Happy hour runs weekdays from 4 to 6 pm.',
];

export function describeRestaurant(
  random: Random,
  facts: { name: string; cuisine: CuisineProfile; hood: string; street: string },
): string {
  const [dish, dish2] = random.sample(facts.cuisine.dishes, 2);
  const fill = (template: string) =>
    template
      .replaceAll('{name}', facts.name)
      .replaceAll('{cuisine}', facts.cuisine.name)
      .replaceAll('{hood}', facts.hood)
      .replaceAll('{street}', facts.street)
      .replaceAll('{dish}', dish ?? 'house specials')
      .replaceAll('{dish2}', dish2 ?? 'desserts');
  const sentences = [random.pick(OPENERS)];
  const middles = random.int(1, 2);
  sentences.push(...random.sample(MIDDLES, middles));
  if (random.chance(0.5)) sentences.push(random.pick(CLOSERS));
  return sentences.map(fill).join(' ');
}

export const DINING_STYLES = ['Casual Dining', 'Casual Elegant', 'Fine Dining', 'Home Style'];
export const DRESS_CODES = ['Casual Dress', 'Business Casual', 'Smart Casual', 'Formal Attire'];

export const PARKING_DETAILS = [
  'Street parking is available nearby.',
  'Valet parking is available for $12.',
  'Free parking in the lot behind the restaurant.',
  'Public parking structure one block away; metered street parking.',
  'Validated parking in the building garage.',
];

export const PAYMENT_OPTIONS = [
  'AMEX, Discover, MasterCard, Visa',
  'AMEX, MasterCard, Visa',
  'Discover, MasterCard, Visa',
  'AMEX, Diners Club, Discover, JCB, MasterCard, Visa',
  'MasterCard, Visa, Apple Pay',
];

const CHEF_FIRST = [
  'Maria',
  'Kenji',
  'Sofia',
  'Daniel',
  'Priya',
  'Luca',
  'Ji-woo',
  'Camille',
  'Marcus',
  'Ana',
  'Tomás',
  'Mei',
  'Nadia',
  'Samuel',
  'Elena',
  'Hiro',
];
const CHEF_LAST = [
  'Alvarez',
  'Tanaka',
  'Rossi',
  'Kim',
  'Patel',
  'Dubois',
  'Nguyen',
  'Okafor',
  'Castillo',
  'Chen',
  'Haddad',
  'Moreau',
  'Bennett',
  'Park',
  'Silva',
  'Cohen',
];

/** Most restaurants name their executive chef; some do not. */
export const randomChef = (random: Random): string | null =>
  random.chance(0.85) ? `${random.pick(CHEF_FIRST)} ${random.pick(CHEF_LAST)}` : null;
