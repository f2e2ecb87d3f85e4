/**
 * A restaurant's own website, served on 127.0.0.1 by the journey that crawls it: a page that
 * publishes schema.org JSON-LD in a @graph, as many real sites do. The product under test is
 * started with this origin allowed (playwright.config.ts), and with no other private address.
 */
import http from 'node:http';

export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3199);
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;

export const SITE_RESTAURANT = {
  name: 'Casa Lumbre',
  description: 'Wood-fired Oaxacan cooking and mezcal in a courtyard off Sunset Boulevard.',
  cuisines: 'Mexican, Oaxacan',
  phone: '(323) 555-0187',
  street: '4120 Sunset Blvd',
  locality: 'Silver Lake',
  payment: 'Cash, Visa, Mastercard',
};

const jsonLd = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Casa Lumbre — Home', url: `${SITE_ORIGIN}/` },
    {
      '@type': 'Restaurant',
      name: SITE_RESTAURANT.name,
      description: SITE_RESTAURANT.description,
      url: `${SITE_ORIGIN}/`,
      telephone: '+1 323-555-0187',
      servesCuisine: ['Mexican', 'Oaxacan'],
      priceRange: '$$',
      paymentAccepted: SITE_RESTAURANT.payment,
      acceptsReservations: 'True',
      image: { '@type': 'ImageObject', url: '/images/restaurants/3.svg' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: SITE_RESTAURANT.street,
        addressLocality: SITE_RESTAURANT.locality,
        addressRegion: 'CA',
        postalCode: '90029',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 34.0912, longitude: -118.2816 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '17:00',
          closes: '22:00',
        },
      ],
    },
  ],
};

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Casa Lumbre</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><h1>Casa Lumbre</h1><p>Dinner Tuesday to Sunday.</p></body></html>`;

/** A page of the same site that states nothing about a restaurant. */
const comingSoon = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Coming soon</title></head>
<body><h1>Coming soon</h1><p>Something new is on its way. Check back later.</p></body></html>`;

/** The picture the JSON-LD names, so that only the product decides whether it shows. */
const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#b5462f"/></svg>`;

/** The site's pages: its home page, one with nothing useful, and an address it does not have. */
export const SITE_PAGES = {
  home: `${SITE_ORIGIN}/`,
  nothingUseful: `${SITE_ORIGIN}/coming-soon`,
  missing: `${SITE_ORIGIN}/old-menu`,
  picture: `${SITE_ORIGIN}/images/restaurants/3.svg`,
};

/** Starts the site; resolves to a function that stops it. */
export async function startRestaurantSite(): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    if (path === '/coming-soon') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(comingSoon);
      return;
    }
    if (path === '/images/restaurants/3.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(picture);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Not found</title><p>Not found</p></html>');
  });
  await new Promise<void>((resolve) => server.listen(SITE_PORT, '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
