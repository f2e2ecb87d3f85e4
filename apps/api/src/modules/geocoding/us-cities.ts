/** Major US cities with their centre, for city-level geocoding anywhere in the country. */

export type City = {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Other names people type: 'NYC', 'LA', 'Philly'. */
  aliases: string[];
  /** The neighborhood a city-level answer names, where one is customary (New York: Manhattan). */
  neighborhood?: string;
};

// name | state | lat,lng | aliases | neighborhood
const TABLE = [
  'New York | NY | 40.7128,-74.006 | NYC; New York City; Manhattan | Manhattan',
  'Los Angeles | CA | 34.0522,-118.2437 | LA; L.A.; City of Los Angeles',
  'Chicago | IL | 41.8781,-87.6298 | Chi-town',
  'Houston | TX | 29.7604,-95.3698',
  'Phoenix | AZ | 33.4484,-112.074',
  'Philadelphia | PA | 39.9526,-75.1652 | Philly',
  'San Antonio | TX | 29.4241,-98.4936',
  'San Diego | CA | 32.7157,-117.1611',
  'Dallas | TX | 32.7767,-96.797',
  'San Jose | CA | 37.3382,-121.8863',
  'Austin | TX | 30.2672,-97.7431',
  'Jacksonville | FL | 30.3322,-81.6557',
  'Fort Worth | TX | 32.7555,-97.3308',
  'Columbus | OH | 39.9612,-82.9988',
  'Charlotte | NC | 35.2271,-80.8431',
  'San Francisco | CA | 37.7749,-122.4194 | SF; San Fran',
  'Indianapolis | IN | 39.7684,-86.1581',
  'Seattle | WA | 47.6062,-122.3321',
  'Denver | CO | 39.7392,-104.9903',
  'Washington | DC | 38.9072,-77.0369 | Washington DC; Washington D.C.; DC',
  'Boston | MA | 42.3601,-71.0589',
  'Nashville | TN | 36.1627,-86.7816',
  'Detroit | MI | 42.3314,-83.0458',
  'Portland | OR | 45.5152,-122.6784',
  'Las Vegas | NV | 36.1699,-115.1398 | Vegas',
  'Memphis | TN | 35.1495,-90.049',
  'Louisville | KY | 38.2527,-85.7585',
  'Baltimore | MD | 39.2904,-76.6122',
  'Milwaukee | WI | 43.0389,-87.9065',
  'Albuquerque | NM | 35.0844,-106.6504',
  'Tucson | AZ | 32.2226,-110.9747',
  'Sacramento | CA | 38.5816,-121.4944',
  'Kansas City | MO | 39.0997,-94.5786',
  'Atlanta | GA | 33.749,-84.388',
  'Miami | FL | 25.7617,-80.1918',
  'Minneapolis | MN | 44.9778,-93.265',
  'New Orleans | LA | 29.9511,-90.0715 | NOLA',
  'Honolulu | HI | 21.3069,-157.8583',
  'Salt Lake City | UT | 40.7608,-111.891 | SLC',
  'Pittsburgh | PA | 40.4406,-79.9959',
  'St. Louis | MO | 38.627,-90.1994 | Saint Louis',
  'Orlando | FL | 28.5383,-81.3792',
  'Cleveland | OH | 41.4993,-81.6944',
  'Raleigh | NC | 35.7796,-78.6382',
  'Oakland | CA | 37.8044,-122.2712',
  'Long Beach | CA | 33.7701,-118.1937',
  'Anaheim | CA | 33.8366,-117.9143',
  'Irvine | CA | 33.6846,-117.8265',
];

function parseRow(row: string): City {
  const [name = '', state = '', where = '', aliases = '', neighborhood] = row
    .split('|')
    .map((cell) => cell.trim());
  const [latitude = 0, longitude = 0] = where.split(',').map(Number);
  return {
    name,
    state,
    latitude,
    longitude,
    aliases: aliases
      .split(';')
      .map((alias) => alias.trim())
      .filter(Boolean),
    ...(neighborhood ? { neighborhood } : {}),
  };
}

export const US_CITIES: City[] = TABLE.map(parseRow);

/** Two-letter codes and names of the states, to recognise (and skip) them in an address. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};
