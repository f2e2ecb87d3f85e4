import { describe, expect, it } from 'vitest';
import { htmlDocument, jsonLdScript } from './test-site.ts';
import { extractRestaurant, statesRestaurantInformation } from './restaurant-extraction.ts';

const URL_READ = 'https://group.example/restaurants/';
const page = (html: string, contentType = 'text/html; charset=utf-8') => ({
  url: URL_READ,
  contentType,
  body: Buffer.from(html),
});
const extract = (html: string, instruction = '') => extractRestaurant(page(html), instruction);

const group = htmlDocument(
  '<meta property="og:description" content="Three restaurants, one family.">' +
    jsonLdScript([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Lumbre Group' },
      {
        '@type': 'Restaurant',
        name: 'Casa Lumbre',
        servesCuisine: 'Mexican',
        telephone: '323-555-0187',
      },
      { '@type': 'CafeOrCoffeeShop', name: 'Café Lumbre', servesCuisine: 'Coffee' },
      { '@type': ['BarOrPub', 'Thing'], name: 'Lumbre Mezcal Bar', servesCuisine: 'Cocktails' },
    ]),
  '<p>Dress code: Casual</p>',
);

describe('several restaurants on one page', () => {
  it('picks the one the instruction names, accents and case aside', () => {
    expect(extract(group, 'the mezcal bar please').result.name).toBe('Lumbre Mezcal Bar');
    expect(extract(group, 'CAFE lumbre').result.cuisines).toBe('Coffee');
    expect(extract(group, 'Casa Lumbre in Silver Lake').result.phone).toBe('(323) 555-0187');
  });

  it('without an instruction, the URL decides, then the first on the page', () => {
    const byUrl = extractRestaurant({ ...page(group), url: 'https://mezcal-bar.example/' }, '');
    expect(byUrl.result.name).toBe('Lumbre Mezcal Bar');
    expect(extract(group).result.name).toBe('Casa Lumbre');
  });

  it("does not lend the page's own tags and text to the one picked", () => {
    const { result } = extract(group, 'café');
    expect(result.description).toBe('');
    expect(result.dress_code).toBe('');
  });
});

describe('JSON-LD forms', () => {
  it('reads nested items, openingHours text, menu strings and ignores a broken block', () => {
    const html = htmlDocument(
      '<script type="application/ld+json">{ broken </script>' +
        jsonLdScript({
          '@context': 'http://schema.org',
          '@type': 'WebPage',
          mainEntity: {
            '@type': 'schema:Bakery',
            name: 'Pan Dulce',
            openingHours: ['Tu-Fr 07:00-15:00', 'Sa 08:00-13:00'],
            menu: 'https://pandulce.example/menu',
            acceptsReservations: false,
            address: '12 Mission St, San Francisco',
            image: { '@type': 'ImageObject', contentUrl: 'conchas.jpg' },
          },
        }),
    );
    const { result, structured } = extract(html);
    expect(structured).toBe(true);
    expect(result).toMatchObject({
      name: 'Pan Dulce',
      // schema.org lists the open days: the others are closed.
      operation_hours: 'Mon closed; Tue–Fri 07:00–15:00; Sat 08:00–13:00; Sun closed',
      menu_url: 'https://pandulce.example/menu',
      accepts_reservations: false,
      address: '12 Mission St, San Francisco',
      neighborhood: '',
      preview_img: 'https://group.example/restaurants/conchas.jpg',
    });
  });

  it('keeps hours it cannot read as the restaurant wrote them', () => {
    const html = htmlDocument(
      jsonLdScript({
        '@type': 'Restaurant',
        name: 'Sushi Ko',
        openingHours: 'Dinner only, by reservation',
      }),
    );
    expect(extract(html).result).toMatchObject({
      operation_hours: 'Dinner only, by reservation',
      opening_hours: {},
    });
  });

  it('ignores items that are not restaurants', () => {
    const html = htmlDocument(jsonLdScript({ '@type': 'Dentist', name: 'Smile Clinic' }));
    expect(extract(html).structured).toBe(false);
  });
});

describe('page text', () => {
  it('reads labelled lines, <address>, tel: links and printed hours', () => {
    const html = htmlDocument(
      '<title>Blue Door Bistro</title>',
      `<address>210 Main St<br>Suite 2<br>(555) 010-9999<br>hello@bluedoor.example</address>
       <a href="tel:+1-415-555-0134">Call us</a>
       <dl><dt>Cuisine</dt><dd>French</dd><dt>Dining style</dt><dd>Casual Elegant</dd></dl>
       <table><tr><th>Cross street</th><td>Main &amp; 3rd</td></tr></table>
       <p>Head Chef: Marie Laurent</p><p>Payment options: Visa, Amex</p>
       <h2>Hours</h2><p>Mon–Fri 5pm–10pm</p><p>Sat 11am–11pm</p><p>Sun closed</p><p>Join us!</p>`,
    );
    const { result, structured } = extract(html);
    expect(structured).toBe(false);
    expect(result).toMatchObject({
      name: 'Blue Door Bistro',
      address: '210 Main St, Suite 2',
      phone: '(415) 555-0134',
      cuisines: 'French',
      dining_style: 'Casual Elegant',
      cross_street: 'Main & 3rd',
      executive_chef: 'Marie Laurent',
      payment_options: 'Visa, Amex',
      operation_hours: 'Mon–Fri 17:00–22:00; Sat 11:00–23:00; Sun closed',
      opening_hours: {
        mon: [{ open: '17:00', close: '22:00' }],
        tue: [{ open: '17:00', close: '22:00' }],
        wed: [{ open: '17:00', close: '22:00' }],
        thu: [{ open: '17:00', close: '22:00' }],
        fri: [{ open: '17:00', close: '22:00' }],
        sat: [{ open: '11:00', close: '23:00' }],
        sun: [],
      },
    });
  });

  it('decodes the page in the charset the server names', () => {
    const html = Buffer.from(
      htmlDocument('<title>Caf\u00e9 Olé</title>').replace('<meta charset="utf-8">', ''),
      'latin1',
    );
    const extraction = extractRestaurant(
      { url: URL_READ, contentType: 'text/html; charset=ISO-8859-1', body: html },
      '',
    );
    expect(extraction.result.name).toBe('Café Olé');
  });
});

describe('restaurant information or not', () => {
  it('needs a named restaurant item or two of name, description, phone, address, cuisines, hours', () => {
    expect(statesRestaurantInformation(extract(htmlDocument('<title>Welcome</title>')))).toBe(
      false,
    );
    expect(
      statesRestaurantInformation(
        extract(htmlDocument('<title>Casa Pepe</title><meta name="description" content="Tacos.">')),
      ),
    ).toBe(true);
    expect(
      statesRestaurantInformation(
        extract(htmlDocument(jsonLdScript({ '@type': 'Restaurant', name: 'X' }))),
      ),
    ).toBe(true);
    expect(
      statesRestaurantInformation(extract(htmlDocument(jsonLdScript({ '@type': 'Restaurant' })))),
    ).toBe(false);
  });

  it('reads what comes before markup nested deeper than any real page, and stops there', () => {
    const html = htmlDocument(
      jsonLdScript({ '@type': 'Restaurant', name: 'Deep Dish' }),
      `${'<div>'.repeat(400_000)}<p>Phone: 323-555-0187</p>`,
    );
    const { result } = extract(html);
    expect(result.name).toBe('Deep Dish');
    expect(result.phone).toBe('');
  });
});

describe('where each field was read', () => {
  it('names the structured data, the page tags or the text for every field it fills', () => {
    const html = htmlDocument(
      '<meta property="og:description" content="Wood-fired cooking by the river.">' +
        jsonLdScript({ '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Ember' }),
      '<p>Dress code: Smart casual</p><p>Phone: 323-555-0142</p>',
    );
    const { result } = extract(html);
    expect(result.field_sources).toMatchObject({
      name: 'structured',
      description: 'tags',
      dress_code: 'text',
      phone: 'text',
    });
    expect(result.field_sources.cuisines).toBeUndefined();
  });
});
