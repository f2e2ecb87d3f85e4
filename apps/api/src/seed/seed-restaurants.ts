/** Builds the Los Angeles restaurant rows: place, cuisine, copy, hours and pictures. */
import type { restaurants } from '../db/schema/index.ts';
import {
  imageNumbersOfKind,
  RESTAURANT_IMAGE_COUNT,
  restaurantImagePath,
} from '../modules/images/scene-catalog.ts';
import { CUISINES, CUISINE_BY_NAME, type CuisineProfile } from './cuisines.ts';
import { LA_NEIGHBORHOODS, type Neighborhood } from '../modules/geocoding/la-neighborhoods.ts';
import { describeOpeningHours, randomOpeningHours } from './opening-hours.ts';
import type { Random } from './prng.ts';
import {
  describeRestaurant,
  DINING_STYLES,
  DRESS_CODES,
  PARKING_DETAILS,
  PAYMENT_OPTIONS,
  randomChef,
} from './restaurant-copy.ts';
import { createNameGenerator, slugify } from './restaurant-names.ts';

export type RestaurantRow = typeof restaurants.$inferInsert;

const SIDE_CUISINES = ['Californian', 'Seafood', 'Vegan', 'American', 'Mediterranean', 'BBQ'];
const KM_PER_DEGREE = 111.32;

function pickCuisines(random: Random, hood: Neighborhood): CuisineProfile[] {
  const known =
    hood.knownFor.length > 0 && random.chance(0.45) ? random.pick(hood.knownFor) : undefined;
  const primary = (known && CUISINE_BY_NAME.get(known)) || random.pick(CUISINES);
  const chosen = [primary];
  const extra = random.next() < 0.5 ? 0 : random.chance(0.7) ? 1 : 2;
  for (let index = 0; index < extra; index += 1) {
    const side = CUISINE_BY_NAME.get(random.pick(SIDE_CUISINES));
    if (side && !chosen.includes(side)) chosen.push(side);
  }
  return chosen;
}

function jitter(random: Random, hood: Neighborhood): { latitude: number; longitude: number } {
  const distance = hood.spreadKm * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const latitude = hood.latitude + (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const longitude =
    hood.longitude +
    (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((hood.latitude * Math.PI) / 180));
  return {
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
  };
}

function pickImages(
  random: Random,
  cuisine: CuisineProfile,
): { preview: number; gallery: number[] } {
  const fitting = cuisine.sceneKinds.flatMap(imageNumbersOfKind);
  const preview = fitting.length > 0 ? random.pick(fitting) : random.int(1, RESTAURANT_IMAGE_COUNT);
  const gallery = new Set<number>();
  const size = random.int(3, 8);
  const interiors = imageNumbersOfKind('interior');
  if (interiors.length > 0) gallery.add(random.pick(interiors));
  for (let attempt = 0; gallery.size < size && attempt < 40; attempt += 1) {
    const candidate =
      attempt < 12 && fitting.length > 0
        ? random.pick(fitting)
        : random.int(1, RESTAURANT_IMAGE_COUNT);
    if (candidate !== preview) gallery.add(candidate);
  }
  return { preview, gallery: [...gallery] };
}

function styleFor(random: Random, cost: number): { style: string; dress: string } {
  const style =
    cost === 4
      ? random.pick(['Fine Dining', 'Casual Elegant'])
      : cost === 3
        ? random.pick(['Casual Elegant', 'Casual Dining'])
        : random.pick(['Casual Dining', 'Home Style', 'Casual Dining']);
  const dressIndex = Math.min(
    DRESS_CODES.length - 1,
    DINING_STYLES.indexOf(style) === 2 ? 3 : cost - 1,
  );
  const dress = random.chance(0.7)
    ? (DRESS_CODES[Math.max(0, dressIndex - 1)] ?? 'Casual Dress')
    : 'Casual Dress';
  return { style, dress };
}

/**
 * About two in five have a step-free entrance. Read off values already drawn (the street number,
 * the price), so the accessibility takes no draws and every other seeded value stays as it was.
 */
function accessibilityFor(number: number, cost: number, street: string) {
  const stepFree = number % 5 < 2;
  return {
    step_free_entrance: stepFree,
    accessible_restroom: stepFree && number % 2 === 0,
    accessible_seating: stepFree && cost <= 3,
    hearing_loop: number % 7 === 0,
    note: stepFree ? `Level entrance from ${street}.` : '',
  };
}

export function createRestaurantFactory(random: Random) {
  const nameFor = createNameGenerator(random);
  return (): RestaurantRow => {
    const hood = random.pick(LA_NEIGHBORHOODS);
    const cuisines = pickCuisines(random, hood);
    const primary = cuisines[0] ?? random.pick(CUISINES);
    const name = nameFor(primary, hood.name);
    const street = random.pick(hood.streets);
    const number =
      Math.round(random.int(street.from, street.to) / 2) * 2 + (random.chance(0.5) ? 1 : 0);
    const cost = random.int(primary.costRange[0], primary.costRange[1]);
    const { style, dress } = styleFor(random, cost);
    const hours = randomOpeningHours(random);
    const images = pickImages(random, primary);
    const cross = random.pick(hood.crossStreets.filter((candidate) => candidate !== street.name));
    return {
      name,
      cuisines: cuisines.map((cuisine) => cuisine.name).join(', '),
      cost,
      neighborhood: hood.name,
      description: describeRestaurant(random, {
        name,
        cuisine: primary,
        hood: hood.name,
        street: street.name,
      }),
      address: `${number} ${street.name}, ${hood.city}, CA ${hood.zip}`,
      cross_street: `${street.name} & ${cross}`,
      location: `${hood.city}, CA`,
      ...jitter(random, hood),
      opening_hours: hours,
      operation_hours: describeOpeningHours(hours),
      time_zone: 'America/Los_Angeles',
      dining_style: style,
      dress_code: dress,
      parking_details: random.pick(PARKING_DETAILS),
      payment_options: random.pick(PAYMENT_OPTIONS),
      executive_chef: randomChef(random),
      accessibility: accessibilityFor(number, cost, street.name),
      website: `https://www.${slugify(name)}.example`,
      // Where claim codes go: the development mailbox shows them when no SMTP server is set.
      business_email: `reservations@${slugify(name)}.example`,
      phone: `(${hood.areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      preview_img: restaurantImagePath(images.preview),
      image_gallery: images.gallery.map(restaurantImagePath),
      total_num_reservations: Math.floor(random.next() ** 2 * 1500),
    };
  };
}
