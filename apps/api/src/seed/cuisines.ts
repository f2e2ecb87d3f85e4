/** The cuisines of the seed restaurants, with the dishes and words that make their copy specific. */

export type CuisineProfile = {
  name: string;
  costRange: [number, number];
  dishes: string[];
  /** Words for restaurant names in the cuisine's own voice. */
  nameWords: string[];
  /** Name patterns; `{w}` is a name word, `{n}` a generic noun, `{a}` a generic adjective. */
  namePatterns: string[];
  /** Which illustrated scenes suit it (see modules/images/scene-catalog.ts). */
  sceneKinds: string[];
};

// name | cost range | signature dishes | name words | name patterns | picture kinds
const TABLE = [
  'Italian | 2-4 | cacio e pepe; wood-fired margherita; burrata with heirloom tomatoes; tiramisu; lasagna verde; osso buco | Trattoria; Osteria; Nonna; Piccolo; Cucina; Vino; Basilico; Limone | {w} {a}; Osteria {w}; {w} di Casa; Trattoria {w}; Bar {w} | pasta; pizza; salad; wine',
  'Japanese | 2-4 | omakase nigiri; tonkotsu ramen; chirashi bowl; chicken karaage; miso black cod; yakitori | Sakura; Kaze; Hana; Tsuki; Umi; Koi; Yuzu; Kumo | {w} House; Sushi {w}; {w} Ramen; {w} Izakaya; Kappo {w} | sushi; ramen; interior',
  'Mexican | 1-3 | al pastor tacos; mole negro; aguachile; carnitas; chiles rellenos; elote | Casa; Cocina; Mercado; Azul; Sol; Luna; Maíz; Agave | Casa {w}; La {w}; El {w} Taqueria; Cocina {w}; {w} y Sal | tacos; salad; cocktail',
  'Korean | 1-3 | galbi; kimchi jjigae; bibimbap; pork belly bossam; japchae; haemul pajeon | Seoul; Hanok; Gogi; Bada; Hana; Maru; Sura | {w} House; {w} BBQ; {w} Table; Jip {w} | bbq; bowl; ramen',
  'Thai | 1-2 | khao soi; pad see ew; green curry; larb; boat noodles; mango sticky rice | Siam; Bangkok; Lotus; Chai; Baan; Jasmine; Orchid | {w} Kitchen; Baan {w}; {w} Thai; {w} Garden | curry; bowl; ramen',
  'American | 1-3 | dry-aged burger; buttermilk fried chicken; mac and cheese; wedge salad; apple pie; short rib | Oak; Copper; Union; Harvest; Hearth; Main Street; Porch | The {a} {n}; {w} & {n}; {w} Tavern; The {w} Room | burger; steak; interior',
  'French | 3-4 | steak frites; coq au vin; duck confit; onion soup gratinée; crème brûlée; sole meunière | Maison; Petit; Bistro; Belle; Lumière; Chez; Rive | Maison {w}; Bistro {w}; Le {w} {n}; Chez {w} | steak; dessert; wine; interior',
  'Chinese | 1-3 | xiao long bao; Peking duck; dan dan noodles; salt and pepper shrimp; mapo tofu; char siu | Jade; Golden; Lucky; Dragon; Lotus; Peony; Bamboo | {w} Garden; {w} Palace; {w} Dumpling House; {w} Noodle Bar | dumplings; bowl; ramen',
  'Indian | 1-3 | butter chicken; lamb biryani; saag paneer; garlic naan; masala dosa; tandoori prawns | Saffron; Masala; Tandoor; Chutney; Spice; Mumbai; Chai | {w} House; {w} Kitchen; The {w} Room; {w} & Co. | curry; bowl',
  'Mediterranean | 2-3 | charred octopus; lamb kofta; whipped feta; mezze platter; grilled branzino; falafel | Olive; Aegean; Cypress; Fig; Za’atar; Sumac; Levant | {w} Kitchen; The {w} Tree; {w} & Vine; {w} Table | salad; seafood; wine',
  'Vietnamese | 1-2 | pho dac biet; banh mi; bun cha; shaking beef; fresh spring rolls; com tam | Saigon; Hanoi; Lotus; Pho; Mekong; Bamboo | {w} Kitchen; Pho {w}; {w} House; {w} Street | ramen; bowl; salad',
  'Seafood | 2-4 | oysters on the half shell; lobster roll; grilled swordfish; cioppino; crudo; fish and chips | Harbor; Tide; Anchor; Pier; Salt; Shore; Catch | The {w} House; {w} & Oyster; {w} Fish Co.; The {a} {w} | seafood; sushi; wine',
  'Steakhouse | 3-4 | 28-day dry-aged ribeye; bone-in filet; creamed spinach; wedge salad; tomahawk chop; potato gratin | Prime; Ember; Cattle; Iron; Cut; Chophouse | {w} & Co.; The {w} Room; {w} Steakhouse; The {a} {w} | steak; wine; interior',
  'Vegan | 1-3 | jackfruit tacos; cauliflower steak; mushroom bolognese; grain bowl; cashew cheesecake; beet tartare | Sprout; Garden; Leaf; Root; Green; Bloom | {w} & Grain; The {w} Kitchen; {w} Table; Little {w} | salad; bowl',
  'Californian | 2-4 | farmers market salad; wood-grilled chicken; avocado toast; crispy rice; halibut crudo; seasonal tart | Poppy; Canyon; Sycamore; Laurel; Golden State; Marigold | {w}; {w} Kitchen; The {a} {w}; {w} & Sage | salad; seafood; wine; dessert',
  'Peruvian | 2-3 | ceviche clásico; lomo saltado; aji de gallina; pollo a la brasa; causa; anticuchos | Inca; Lima; Andes; Pisco; Sol; Cusco | {w} Cocina; Casa {w}; {w} Rotisserie; El {w} | seafood; salad; cocktail',
  'Spanish | 2-4 | jamón ibérico; paella valenciana; patatas bravas; gambas al ajillo; tortilla española; croquetas | Tapas; Sevilla; Rioja; Bodega; Mesón; Sol | Bar {w}; La {w}; {w} Tapas; Bodega {w} | seafood; wine; salad',
  'Greek | 1-3 | lamb souvlaki; spanakopita; moussaka; horiatiki salad; grilled halloumi; baklava | Kouzina; Santorini; Athena; Olympia; Mykonos; Taverna | {w} Taverna; Kouzina {w}; The {w} Table; {w} Grill | salad; seafood',
  'Ethiopian | 1-2 | doro wat; injera combination; kitfo; misir wat; tibs; shiro | Addis; Lalibela; Abyssinia; Merkato; Gojo; Rahel | {w} Restaurant; {w} Kitchen; Cafe {w}; Little {w} | curry; bowl',
  'BBQ | 1-3 | brisket; pulled pork; St. Louis ribs; burnt ends; smoked sausage; cornbread | Smoke; Pit; Hickory; Oak; Ember; Mesquite | {w} & Barrel; The {w} Pit; {w} House BBQ; Big {w} | bbq; burger; steak',
];

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

function parseRow(row: string): CuisineProfile {
  const [name = '', cost = '1-4', dishes, words, patterns, scenes] = row
    .split('|')
    .map((cell) => cell.trim());
  const [low = 1, high = 4] = cost.split('-').map(Number);
  return {
    name,
    costRange: [low, high],
    dishes: list(dishes),
    nameWords: list(words),
    namePatterns: list(patterns),
    sceneKinds: list(scenes),
  };
}

export const CUISINES: CuisineProfile[] = TABLE.map(parseRow);

export const CUISINE_BY_NAME = new Map(CUISINES.map((profile) => [profile.name, profile]));

export const GENERIC_ADJECTIVES = list(
  'Golden; Little; Blue; Silver; Wild; Hidden; Velvet; Copper; Sunny; Olive; Rosy; Lucky',
);
export const GENERIC_NOUNS = list(
  'Spoon; Fork; Table; Kitchen; Lantern; Garden; Hen; Pantry; Larder; Ladle; Vine; Oven',
);
