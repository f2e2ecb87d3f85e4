import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlMessages, crawlResponseSchema, emptyCrawlResult } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  htmlDocument,
  htmlPage,
  jsonLdScript,
  startTestSite,
  type TestSite,
} from '@tablefor/page-reader/test-site';

const graphPage = (origin: string) =>
  htmlDocument(
    '<title>Casa Lumbre | Home</title>' +
      jsonLdScript({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': '#site', name: 'Casa Lumbre — Home', url: `${origin}/` },
          {
            '@type': ['Restaurant', 'LocalBusiness'],
            '@id': '#restaurant',
            name: 'Casa Lumbre',
            description: 'Wood-fired Oaxacan cooking &amp; mezcal in a courtyard.',
            url: 'https://casalumbre.example/',
            telephone: '+1 323-555-0187',
            servesCuisine: ['Mexican', 'Oaxacan'],
            priceRange: '$$',
            paymentAccepted: 'Cash, Visa, Mastercard',
            acceptsReservations: 'True',
            hasMenu: { '@type': 'Menu', url: '/menu' },
            image: [
              { '@type': 'ImageObject', url: '/images/courtyard.jpg' },
              'https://cdn.example/dining-room.jpg',
              'ftp://cdn.example/ignored.jpg',
            ],
            address: { '@id': '#address' },
            geo: { '@type': 'GeoCoordinates', latitude: '34.0912', longitude: -118.2816 },
            openingHoursSpecification: [
              {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: ['https://schema.org/Tuesday', 'Wednesday', 'Thursday', 'Friday'],
                opens: '17:00:00',
                closes: '22:00:00',
              },
              { dayOfWeek: 'Saturday', opens: '12:00', closes: '23:30' },
              { dayOfWeek: 'Monday', opens: '00:00', closes: '00:00' },
            ],
          },
          {
            '@type': 'PostalAddress',
            '@id': '#address',
            streetAddress: '4120 Sunset Blvd',
            addressLocality: 'Silver Lake',
            addressRegion: 'CA',
            postalCode: '90029',
          },
        ],
      }),
    '<h1>Casa Lumbre</h1><ul><li>Dress code: Smart casual</li><li>Parking: Valet after 6 pm</li></ul>',
  );

const microdataPage = htmlDocument(
  '<title>Trattoria Nonna</title>',
  `<div itemscope itemtype="http://schema.org/Restaurant">
     <h1 itemprop="name">Trattoria Nonna</h1>
     <img itemprop="image" src="photos/pasta.jpg" alt="">
     <p itemprop="description">Hand-made pasta since 1987.</p>
     <span itemprop="servesCuisine">Italian</span>
     <meta itemprop="priceRange" content="$$$">
     <a itemprop="telephone" href="tel:+12125550142">212.555.0142</a>
     <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
       <span itemprop="streetAddress">18 Carmine St</span>,
       <span itemprop="addressLocality">West Village</span>
     </div>
     <meta itemprop="openingHours" content="Mo-Fr 11:00-22:00">
     <meta itemprop="openingHours" content="Sa-Su 10:00-23:00">
     <a itemprop="menu" href="/menu.pdf">Menu</a>
   </div>
   <p>Executive Chef: Lucia Bianchi</p>`,
);

const openGraphPage = htmlDocument(
  `<title>Harbor Oyster Bar — Fresh oysters daily</title>
   <meta property="og:site_name" content="Harbor Oyster Bar">
   <meta property="og:title" content="Fresh oysters daily">
   <meta property="og:description" content="Oysters, chowder and local beer by the water.">
   <meta property="og:image" content="/og/oysters.jpg">
   <link rel="canonical" href="https://harbor-oysters.example/">`,
  '<p>Welcome aboard.</p>',
);

const nothingPage = htmlDocument('<title>Welcome</title>', '<p>Coming soon.</p>');
/** A client-rendered site: its body is built by scripts, only the title can be read. */
const shellPage = htmlDocument(
  '<title>Osteria Lume</title>',
  '<div id="root"></div><script src="/app.js"></script>',
);

let site: TestSite;
let t: TestApp;

beforeAll(async () => {
  site = await startTestSite({
    '/casa': htmlPage(graphPage('')),
    '/nonna': htmlPage(microdataPage),
    '/oysters': htmlPage(openGraphPage),
    '/nothing': htmlPage(nothingPage),
    '/shell': htmlPage(shellPage),
  });
  t = await createTestApp({
    env: { CRAWL_ALLOWED_ORIGINS: site.origin, CRAWL_RATE_LIMIT_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const crawl = (url: string, instruction?: string) =>
  t.app.inject({ method: 'POST', url: '/api/crawl', payload: { url, instruction } });

describe('POST /api/crawl', () => {
  it('reads a JSON-LD @graph restaurant into every field it states, and leaves the rest empty', async () => {
    const res = await crawl(site.url('/casa'));
    expect(res.statusCode).toBe(200);
    const { result } = crawlResponseSchema.parse(res.json());
    // Each field says where the page states it: the JSON-LD item, or its visible text.
    expect(result.field_sources).toMatchObject({
      name: 'structured',
      phone: 'structured',
      dress_code: 'text',
    });
    expect(result).toEqual({
      ...emptyCrawlResult(),
      field_sources: expect.any(Object),
      name: 'Casa Lumbre',
      description: 'Wood-fired Oaxacan cooking & mezcal in a courtyard.',
      website: 'https://casalumbre.example/',
      phone: '(323) 555-0187',
      cuisines: 'Mexican, Oaxacan',
      cost: 2,
      payment_options: 'Cash, Visa, Mastercard',
      accepts_reservations: true,
      menu_url: site.url('/menu'),
      preview_img: site.url('/images/courtyard.jpg'),
      image_gallery: [site.url('/images/courtyard.jpg'), 'https://cdn.example/dining-room.jpg'],
      // The whole postal address; the neighborhood from it through the gazetteer.
      address: '4120 Sunset Blvd, Silver Lake, CA 90029',
      neighborhood: 'Silver Lake',
      latitude: 34.0912,
      longitude: -118.2816,
      opening_hours: {
        mon: [],
        tue: [{ open: '17:00', close: '22:00' }],
        wed: [{ open: '17:00', close: '22:00' }],
        thu: [{ open: '17:00', close: '22:00' }],
        fri: [{ open: '17:00', close: '22:00' }],
        sat: [{ open: '12:00', close: '23:30' }],
        // Not listed by openingHoursSpecification: closed.
        sun: [],
      },
      operation_hours: 'Mon closed; Tue–Fri 17:00–22:00; Sat 12:00–23:30; Sun closed',
      dress_code: 'Smart casual',
      parking_details: 'Valet after 6 pm',
      source_url: site.url('/casa'),
    });
    // Not stated by the page: nothing is made up.
    expect(result.executive_chef).toBe('');
    expect(result.cross_street).toBe('');
    expect(result.dining_style).toBe('');
  });

  it('reads schema.org microdata, nested address and openingHours included', async () => {
    const res = await crawl(site.url('/nonna'));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      ...emptyCrawlResult(),
      field_sources: expect.any(Object),
      name: 'Trattoria Nonna',
      description: 'Hand-made pasta since 1987.',
      cuisines: 'Italian',
      cost: 3,
      phone: '(212) 555-0142',
      // A locality is not stated as a neighborhood, and the gazetteer does not know this one.
      address: '18 Carmine St, West Village',
      preview_img: site.url('/photos/pasta.jpg'),
      image_gallery: [site.url('/photos/pasta.jpg')],
      menu_url: site.url('/menu.pdf'),
      opening_hours: {
        mon: [{ open: '11:00', close: '22:00' }],
        tue: [{ open: '11:00', close: '22:00' }],
        wed: [{ open: '11:00', close: '22:00' }],
        thu: [{ open: '11:00', close: '22:00' }],
        fri: [{ open: '11:00', close: '22:00' }],
        sat: [{ open: '10:00', close: '23:00' }],
        sun: [{ open: '10:00', close: '23:00' }],
      },
      operation_hours: 'Mon–Fri 11:00–22:00; Sat–Sun 10:00–23:00',
      executive_chef: 'Lucia Bianchi',
      // The page states no website: the address it was read from is not assumed to be one.
      source_url: site.url('/nonna'),
    });
  });

  it('falls back to OpenGraph and meta tags', async () => {
    const res = await crawl(site.url('/oysters'));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      ...emptyCrawlResult(),
      field_sources: expect.any(Object),
      name: 'Harbor Oyster Bar',
      description: 'Oysters, chowder and local beer by the water.',
      preview_img: site.url('/og/oysters.jpg'),
      image_gallery: [site.url('/og/oysters.jpg')],
      website: 'https://harbor-oysters.example/',
      source_url: site.url('/oysters'),
    });
  });

  it("keeps a client-rendered shell's title as the name", async () => {
    const res = await crawl(site.url('/shell'));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      ...emptyCrawlResult(),
      field_sources: expect.any(Object),
      name: 'Osteria Lume',
      client_rendered: true,
      source_url: site.url('/shell'),
    });
  });

  it('answers 422 when the page states nothing about a restaurant', async () => {
    const res = await crawl(site.url('/nothing'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: [`url: ${crawlMessages.nothingFound}`],
      details: [{ field: 'url', code: 'crawl.nothingFound' }],
    });
  });
});
