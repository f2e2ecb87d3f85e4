/**
 * Pages without restaurant markup, in the shapes real sites use: labels in several languages,
 * hours in tables, listings on aggregator sites, client-rendered shells. All pages made up here.
 */
import { describe, expect, it } from 'vitest';
import { extractRestaurant, statesRestaurantInformation } from './restaurant-extraction.ts';
import { htmlDocument, jsonLdScript } from './test-site.ts';
import { costFromText } from './schema-org-values.ts';
import { nameFromTitle } from './page-title.ts';

const OWN_SITE = 'https://www.sample-bistro.example/';
const read = (html: string, url = OWN_SITE, contentType = 'text/html; charset=utf-8') =>
  extractRestaurant({ url, contentType, body: Buffer.from(html) }, '');
const result = (html: string, url = OWN_SITE) => read(html, url).result;

describe('labels in other languages', () => {
  it('reads Spanish labels, a label on one line and its value on the next', () => {
    const html = htmlDocument(
      '<title>Casa Ejemplo | Inicio</title>',
      `<h3>Dirección</h3><p>Calle Falsa 123, 28001 Madrid</p>
       <h3>Teléfono</h3><p>+34 910 000 000</p>
       <h3>Horario</h3><p>Lunes a viernes de 13:00 a 16:00</p><p>Sábado y domingo cerrado</p>`,
    );
    expect(result(html)).toMatchObject({
      name: 'Casa Ejemplo',
      address: 'Calle Falsa 123, 28001 Madrid',
      phone: '+34 910 000 000',
      operation_hours: 'Mon–Fri 13:00–16:00; Sat–Sun closed',
    });
  });

  it('reads French, German, Italian and Portuguese labels and weekdays', () => {
    const french = htmlDocument(
      '<title>Chez Exemple</title>',
      `<p>Adresse : 12 rue de l'Exemple, 75001 Paris</p><p>Tél. : 01 23 45 67 89</p>
       <h2>Horaires</h2><p>Mis à jour le 01/02/2025</p>
       <p>Du lundi au samedi : 12h - minuit</p><p>Dimanche : 12h - 21h30</p>
       <h2>Mode de paiement</h2><p>Carte bleue, espèces</p>`,
    );
    expect(result(french)).toMatchObject({
      address: "12 rue de l'Exemple, 75001 Paris",
      phone: '01 23 45 67 89',
      operation_hours: 'Mon–Sat 12:00–00:00; Sun 12:00–21:30',
      payment_options: 'Carte bleue, espèces',
    });
    const german = htmlDocument(
      '<title>Gasthaus Beispiel</title>',
      `<dl><dt>Telefon</dt><dd>09876 5432</dd><dt>Adresse</dt><dd>Beispielweg 4</dd></dl>
       <p>12345 Musterdorf</p>
       <h3>Öffnungszeiten</h3><p>Dienstag bis Sonntag 11:30 – 14:00 und 17:30 – 22:00</p>
       <p>Montag Ruhetag</p>`,
    );
    expect(result(german)).toMatchObject({
      phone: '09876 5432',
      address: 'Beispielweg 4, 12345 Musterdorf',
      operation_hours: 'Mon closed; Tue–Sun 11:30–14:00, 17:30–22:00',
    });
    const italian = htmlDocument(
      '<title>Trattoria Esempio</title>',
      '<p>Indirizzo: Via Esempio 7, 00100 Roma</p><p>Orari: lunedì - sabato 12:00 - 23:00</p>',
    );
    expect(result(italian)).toMatchObject({
      address: 'Via Esempio 7, 00100 Roma',
      operation_hours: 'Mon–Sat 12:00–23:00',
    });
    const portuguese = htmlDocument(
      '<title>Tasca Exemplo</title>',
      '<p>Endereço: Rua do Exemplo 9</p><p>Horário: segunda-feira a sábado 12h às 23h</p>',
    );
    expect(result(portuguese)).toMatchObject({
      address: 'Rua do Exemplo 9',
      operation_hours: 'Mon–Sat 12:00–23:00',
    });
  });

  it('does not read a label at the start of a longer word, nor prose after a label', () => {
    const html = htmlDocument(
      '<title>Gasthaus Beispiel</title>',
      `<h4>Chef Teller</h4><p>Kartoffeln, Bohnen und Speck</p>
       <h3>Öffnungszeiten</h3><p>Wir freuen uns auf Ihren Besuch</p><p>Donnerstag Ruhetag</p>`,
    );
    expect(result(html)).toMatchObject({ executive_chef: '', operation_hours: '' });
  });
});

describe('reading by structure', () => {
  it('reads hours from a table with a cell per line, skipping "Open now"', () => {
    const html = htmlDocument(
      '<title>Sample Tacos</title>',
      `<h3>Hours</h3><table>
        <tr><th>Mon</th><td>11:00 am - 2:30 pm</td><td>5:00 pm - 10:00 pm</td><td>Open now</td></tr>
        <tr><th>Tue</th><td>11:00 am - 2:30 pm</td></tr>
        <tr><th>Sun</th><td>Closed</td></tr></table>
       <p>Parking</p><p>Street</p>`,
    );
    expect(result(html).operation_hours).toBe(
      'Mon 11:00–14:30, 17:00–22:00; Tue 11:00–14:30; Sun closed',
    );
  });

  it('reads a phone and an address printed without labels, and not a date', () => {
    const html = htmlDocument(
      '<title>Eetcafe Voorbeeld</title>',
      `<footer><p>17.05.2026</p><p>Voorbeeldstraat 190, 1234 AB Dorp</p><p>012-3456789</p></footer>`,
    );
    expect(result(html)).toMatchObject({
      address: 'Voorbeeldstraat 190, 1234 AB Dorp',
      phone: '012-3456789',
    });
  });

  it('reads elements named for what they hold and listing attributes', () => {
    const html = htmlDocument(
      '<title>Sample Tacos</title>',
      `<span class="business-attribute price-range">$$</span>
       <span class="category-str-list"><a>Mexican</a>, <a>Korean</a></span>
       <address>100 Sample St<br>Springfield, CA 90000</address>
       <span class="cross-streets">b/t First St &amp; Second St</span>
       <span class="neighborhood-str-list">Old Town</span>
       <dl><dt>Accepts Credit Cards</dt><dd>Yes</dd><dt>Accepts Apple Pay</dt><dd>Yes</dd>
       <dt>Accepts Bitcoin</dt><dd>No</dd></dl>`,
    );
    expect(result(html)).toMatchObject({
      cost: 2,
      cuisines: 'Mexican, Korean',
      cross_street: 'b/t First St & Second St',
      neighborhood: 'Old Town',
      payment_options: 'Credit cards, Apple Pay',
    });
  });

  it('gives the full postal address and never the city as the neighborhood', () => {
    const html = htmlDocument(
      jsonLdScript({
        '@type': 'Restaurant',
        name: 'Bistro Exemple',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 rue Exemple',
          postalCode: '75001',
          addressLocality: 'Paris',
          addressCountry: 'FR',
        },
      }),
    );
    expect(result(html)).toMatchObject({
      address: '1 rue Exemple, 75001 Paris, FR',
      neighborhood: '',
    });
  });
});

describe('listing sites', () => {
  const listing = htmlDocument(
    `<title>Sample Tacos - Old Town - Springfield | Yelp</title>
     <link rel="canonical" href="https://www.yelp.com/biz/sample-tacos-springfield">
     <meta name="description" content="Find the best tacos near you. 120 reviews.">`,
    `<h1>Sample Tacos</h1>
     <span class="biz-website"><span>Business website</span>
     <a href="/biz_redir?url=http%3A%2F%2Fwww.sampletacos.example&amp;s=1">sampletacos.example</a></span>`,
  );

  it("takes the website the listing links, never the listing's address or description", () => {
    const { result } = read(listing, 'https://www.yelp.com/biz/sample-tacos-springfield');
    expect(result).toMatchObject({
      name: 'Sample Tacos',
      website: 'http://www.sampletacos.example/',
      description: '',
    });
  });

  it('recognises a listing served from elsewhere by its canonical address', () => {
    const { result } = read(listing, 'http://127.0.0.1:8080/saved/');
    expect(result.website).toBe('http://www.sampletacos.example/');
    expect(result.description).toBe('');
  });

  it("drops a map site's own name and picture", () => {
    const html = htmlDocument(
      `<title>Google Maps</title>
       <meta property="og:image" content="https://maps.google.com/maps/api/staticmap?center=1,2">
       <meta property="og:description" content="Explore places near you.">`,
      '<p>Phone: +44 20 0000 0000</p>',
    );
    const { result } = read(html, 'https://www.google.com/maps/place/x');
    expect(result).toMatchObject({ name: '', preview_img: '', description: '', website: '' });
  });
});

describe('own sites', () => {
  it('states no website it does not print: the address it was read from is not one', () => {
    expect(result(htmlDocument('<title>Sample Bistro</title>', '<p>Hello</p>')).website).toBe('');
  });

  it('reads a domain printed in its address block, and the logo link home', () => {
    const printed = htmlDocument(
      '<title>Sample Bistro</title>',
      `<address>1 Sample Road<br><a href="https://samplebistro.example">samplebistro.example</a>
       </address><p>Design by <a href="https://agency.example">agency.example</a></p>`,
    );
    expect(result(printed)).toMatchObject({
      website: 'https://samplebistro.example/',
      address: '1 Sample Road',
    });
    const logo = htmlDocument(
      '<title>Sample Bistro</title>',
      '<header><a href="http://samplebistro.example/"><img class="logo" src="logo.png"></a></header>',
    );
    expect(result(logo).website).toBe('http://samplebistro.example/');
  });

  it("takes the restaurant's name from the title, not the page's name or slogan", () => {
    expect(nameFromTitle('Sample Bistro - Cuisine maison | Accueil')).toBe('Sample Bistro');
    expect(nameFromTitle('Home | Sample Bistro')).toBe('Sample Bistro');
    expect(nameFromTitle('Website of Sample Bistro')).toBe('Sample Bistro');
    expect(nameFromTitle('Welcome')).toBe('');
  });

  it('keeps the title of a client-rendered shell as its name', () => {
    const shell = read(
      htmlDocument('<title>Sample Bistro</title>', '<div id="root"></div><script>x()</script>'),
    );
    expect(shell.shell).toBe(true);
    expect(shell.result.name).toBe('Sample Bistro');
    expect(statesRestaurantInformation(shell)).toBe(true);
    const notShell = read(htmlDocument('<title>Sample Bistro</title>', '<p>Coming soon.</p>'));
    expect(statesRestaurantInformation(notShell)).toBe(false);
  });

  it('reads the same page the same with or without a charset header', () => {
    const html =
      `<!doctype html><html><head><title>Café Ünal</title><style>${'p{}'.repeat(400)}</style>` +
      '<meta charset="utf-8"></head><body><p>Adresse: Bahnhofstraße 5, 12345 Köln</p></body></html>';
    const withHeader = read(html, OWN_SITE, 'text/html; charset=utf-8').result;
    const without = read(html, OWN_SITE, 'text/html').result;
    expect(without).toEqual(withHeader);
    expect(without).toMatchObject({ name: 'Café Ünal', address: 'Bahnhofstraße 5, 12345 Köln' });
  });
});

describe('price level', () => {
  it('maps tiers in any currency and booking bands, never amounts or spans', () => {
    expect(costFromText('$$')).toBe(2);
    expect(costFromText('€€€€')).toBe(4);
    expect(costFromText('£')).toBe(1);
    expect(costFromText('$30 and under')).toBe(2);
    expect(costFromText('$31 to $50')).toBe(3);
    expect(costFromText('$50 and over')).toBe(4);
    expect(costFromText('$11-30')).toBeNull();
    expect(costFromText('25 €')).toBeNull();
    expect(costFromText('$$$$$')).toBeNull();
  });

  it('reads a tier printed before the categories', () => {
    const html = htmlDocument('<title>Sample Bistro</title>', '<p>€€€ · French</p>');
    expect(result(html)).toMatchObject({ cost: 3, cuisines: 'French' });
  });
});

describe('more shapes', () => {
  it('reads a tier span as its lower tier', () => {
    expect(costFromText('€€-€€€')).toBe(2);
    expect(costFromText('$$$$$-$')).toBeNull();
  });

  it('reads a label with its value on the next lines, and a district the text names', () => {
    const html = htmlDocument(
      '<title>Sample Shokudo</title>',
      `<p>住所 :</p><p>Sample-cho 3-1-5</p><p>Building C2</p><p>Get directions</p>
       <p>A classic dining room in the heart of the barrio del Ejemplo.</p>`,
    );
    expect(result(html)).toMatchObject({
      address: 'Sample-cho 3-1-5, Building C2',
      neighborhood: 'Ejemplo',
    });
  });

  it('reads hours printed without a label, but not a menu of weekdays', () => {
    const hours = htmlDocument(
      '<title>Sample Lokanta</title>',
      '<p>Her gün</p><p>11:00 – 22:00</p>',
    );
    expect(result(hours).operation_hours).toBe('Mon–Sun 11:00–22:00');
    const menu = htmlDocument(
      '<title>Sample Eetcafe</title>',
      '<p>Maandag</p><p>Stamppot</p><p>Dinsdag</p><p>Gesloten</p><p>€12,50</p>',
    );
    expect(result(menu).operation_hours).toBe('');
  });
});

describe('pictures and names on listings', () => {
  it("takes an own site's first photo, past its logo and icons, when no tag names one", () => {
    const html = htmlDocument(
      '<title>Sample Bistro</title>',
      `<img src="images/logo.png" alt="Logo"><img src="icons/instagram.png">
       <img src="images/terrace.jpg" alt="Our terrace">`,
    );
    expect(result(html).preview_img).toBe('https://www.sample-bistro.example/images/terrace.jpg');
    const onlyMarks = htmlDocument('<title>Sample Bistro</title>', '<img src="images/logo.svg">');
    expect(result(onlyMarks).preview_img).toBe('');
  });

  it("cuts the address a listing writes after the restaurant's name", () => {
    const html = htmlDocument(
      jsonLdScript({
        '@type': 'Restaurant',
        name: 'Sample Grill · Sample Street 10, Springfield 1060',
      }),
    );
    expect(result(html).name).toBe('Sample Grill');
    const dotted = htmlDocument(jsonLdScript({ '@type': 'Restaurant', name: 'Bar · Grill' }));
    expect(result(dotted).name).toBe('Bar · Grill');
  });
});

describe('hours that are not the opening hours', () => {
  it('does not take happy hour or kitchen hours printed without a label', () => {
    const html = htmlDocument(
      '<title>Sample Bar</title>',
      '<h3>Happy Hour</h3><p>Mon–Fri 4pm–6pm</p><h3>Kitchen</h3><p>Daily 12:00–22:00</p>',
    );
    expect(result(html).operation_hours).toBe('');
  });
});

describe('microdata text', () => {
  it('keeps the lines a <br> breaks apart', () => {
    const html = htmlDocument(
      '<title>Sample Deli</title>',
      `<div itemscope itemtype="https://schema.org/Restaurant"><span itemprop="name">Sample Deli</span>
       <span itemprop="address">100 Sample Blvd<br>Ste 100</span></div>`,
    );
    expect(result(html).address).toBe('100 Sample Blvd, Ste 100');
  });
});

describe('cuisine headings', () => {
  it('reads a short list under a cuisine label, not a paragraph under a heading', () => {
    const list = htmlDocument(
      '<title>Sample</title>',
      '<dt>Küche</dt><dd>Fränkisch, Italienisch</dd>',
    );
    expect(result(list).cuisines).toBe('Fränkisch, Italienisch');
    const prose = htmlDocument(
      '<title>Sample</title>',
      '<h2>Cucina</h2><p>La nostra cucina nasce dalla passione per i prodotti del territorio.</p>',
    );
    expect(result(prose).cuisines).toBe('');
  });
});
