/** Gazetteer data: real Los Angeles neighborhoods, their centre, ZIP, area code and streets. */

export type Street = { name: string; from: number; to: number };

export type Neighborhood = {
  name: string;
  city: string;
  zip: string;
  areaCode: string;
  latitude: number;
  longitude: number;
  /** How far from the centre a restaurant may be, in km (small on the coast). */
  spreadKm: number;
  /** Streets with the range of their street numbers in the neighborhood. */
  streets: Street[];
  crossStreets: string[];
  /** Cuisines the neighborhood is known for, picked more often there. */
  knownFor: string[];
};

// name | city | ZIP | area code | lat,lng,spread km | streets with number ranges | cross streets | known for
const TABLE = [
  'Silver Lake | Los Angeles | 90026 | 323 | 34.0869,-118.2702,1 | Sunset Blvd 3200-4100; Silver Lake Blvd 1500-2900; Hyperion Ave 1600-2900; Rowena Ave 2700-3100 | Griffith Park Blvd; Sanborn Ave; Parkman Ave; Micheltorena St; Fountain Ave |',
  'Echo Park | Los Angeles | 90026 | 213 | 34.0782,-118.2606,0.8 | Sunset Blvd 1400-2000; Echo Park Ave 1100-2000; Alvarado St 1000-2000; Glendale Blvd 1100-2000 | Logan St; Lemoyne St; Park Ave; Montana St; Echo Park Ave |',
  'Koreatown | Los Angeles | 90010 | 213 | 34.0618,-118.3004,1 | Wilshire Blvd 3000-4000; W 6th St 3000-4000; W Olympic Blvd 3000-4000; W 8th St 3000-4000 | S Vermont Ave; S Normandie Ave; S Western Ave; S Kenmore Ave; S Serrano Ave; S Oxford Ave | Korean; BBQ',
  'Arts District | Los Angeles | 90013 | 213 | 34.0411,-118.2353,0.6 | E 3rd St 800-1000; Traction Ave 300-500; S Santa Fe Ave 400-900; Mateo St 400-1000 | S Hewitt St; S Garey St; Molino St; Industrial St; E 4th Pl |',
  'Downtown | Los Angeles | 90014 | 213 | 34.0462,-118.2512,0.8 | S Broadway 300-900; S Spring St 300-900; S Grand Ave 300-900; W 7th St 600-800 | W 4th St; W 5th St; W 6th St; S Hill St; S Olive St |',
  'Little Tokyo | Los Angeles | 90012 | 213 | 34.0497,-118.2403,0.4 | E 1st St 100-400; E 2nd St 100-400; S San Pedro St 100-400; Onizuka St 100-200 | S Central Ave; S San Pedro St; S Judge John Aiso St; E 3rd St | Japanese',
  'Chinatown | Los Angeles | 90012 | 213 | 34.0623,-118.2383,0.5 | N Broadway 700-1000; N Hill St 700-1000; N Spring St 800-1000; College St 400-600 | College St; Bernard St; Alpine St; W Cesar E Chavez Ave; Ord St | Chinese; Vietnamese',
  'Los Feliz | Los Angeles | 90027 | 323 | 34.1063,-118.2848,0.8 | N Vermont Ave 1700-2100; Hillhurst Ave 1700-2100; Hollywood Blvd 4400-4800; Los Feliz Blvd 1700-2300 | Franklin Ave; Russell Ave; Prospect Ave; Ambrose Ave; Finley Ave; Melbourne Ave |',
  'Hollywood | Los Angeles | 90028 | 323 | 34.0983,-118.3267,1 | Hollywood Blvd 6200-7000; Sunset Blvd 6000-7000; N Cahuenga Blvd 1400-1900; Selma Ave 6300-6700 | N Highland Ave; N Wilcox Ave; N Las Palmas Ave; N Ivar Ave; N Vine St |',
  'West Hollywood | West Hollywood | 90069 | 310 | 34.09,-118.3617,1 | Santa Monica Blvd 7000-9000; Sunset Blvd 8000-9100; Melrose Ave 7000-9000; N La Cienega Blvd 600-1000 | N Fairfax Ave; N Crescent Heights Blvd; N Robertson Blvd; N San Vicente Blvd; N Doheny Dr |',
  'Beverly Hills | Beverly Hills | 90210 | 310 | 34.0696,-118.4004,0.7 | N Canon Dr 200-500; N Beverly Dr 200-500; Wilshire Blvd 9000-9900; Brighton Way 9400-9700 | Dayton Way; Little Santa Monica Blvd; N Rodeo Dr; Wilshire Blvd; Brighton Way |',
  'Santa Monica | Santa Monica | 90401 | 310 | 34.018,-118.488,0.7 | Wilshire Blvd 100-1500; Santa Monica Blvd 100-1500; Broadway 100-1500; Montana Ave 700-1500 | 2nd St; 3rd St; 4th St; Arizona Ave; Colorado Ave; 7th St | Californian; Seafood',
  'Venice | Los Angeles | 90291 | 310 | 33.9925,-118.4635,0.6 | Abbot Kinney Blvd 1100-1700; Rose Ave 100-800; Lincoln Blvd 1000-1800; Main St 1400-1800 | Venice Blvd; Palms Blvd; Westminster Ave; California Ave; Electric Ave |',
  'Culver City | Culver City | 90232 | 310 | 34.0233,-118.3954,0.8 | Culver Blvd 9500-9900; Washington Blvd 8500-9800; Main St 3800-3900; Venice Blvd 8500-9800 | Main St; Canfield Ave; Ince Blvd; Duquesne Ave; Motor Ave |',
  'Pasadena | Pasadena | 91101 | 626 | 34.1458,-118.1505,1 | E Colorado Blvd 1-1000; S Lake Ave 100-900; E Green St 1-900; S Fair Oaks Ave 1-600 | N Raymond Ave; N Arroyo Pkwy; S Los Robles Ave; S Lake Ave; N Marengo Ave |',
  'Highland Park | Los Angeles | 90042 | 323 | 34.1114,-118.1924,0.8 | N Figueroa St 5000-6000; York Blvd 4900-5500; Monte Vista St 5600-5800 | Avenue 50; Avenue 56; Avenue 57; Avenue 64; N Figueroa St | Mexican',
  'Sawtelle | Los Angeles | 90025 | 310 | 34.0376,-118.4431,0.5 | Sawtelle Blvd 2000-2300; Santa Monica Blvd 11000-11500; Olympic Blvd 11200-11500 | Olympic Blvd; Mississippi Ave; La Grange Ave; Stoner Ave; Nebraska Ave | Japanese',
  'Larchmont | Los Angeles | 90004 | 323 | 34.0766,-118.3238,0.5 | N Larchmont Blvd 100-600; Beverly Blvd 4500-5200; Melrose Ave 5000-5500 | W 1st St; Beverly Blvd; Rosewood Ave; N Gower St; N Lucerne Blvd |',
  'Mid-City | Los Angeles | 90019 | 323 | 34.048,-118.3536,1 | W Pico Blvd 4800-5600; S La Brea Ave 1000-1600; W Washington Blvd 4700-5300 | S Fairfax Ave; S Hauser Blvd; S Redondo Blvd; S Cochran Ave; Venice Blvd | Ethiopian; BBQ',
  'Fairfax | Los Angeles | 90036 | 323 | 34.0762,-118.361,0.7 | W 3rd St 7000-8400; Beverly Blvd 7000-8300; N Fairfax Ave 100-600; Melrose Ave 7100-7700 | N Fairfax Ave; N Gardner St; N Crescent Heights Blvd; N Ogden Dr; N Stanley Ave |',
  'Westwood | Los Angeles | 90024 | 310 | 34.0614,-118.4449,0.6 | Westwood Blvd 900-1500; Broxton Ave 900-1100; Gayley Ave 900-1100; Wilshire Blvd 10800-11000 | Weyburn Ave; Kinross Ave; Le Conte Ave; Lindbrook Dr | Mediterranean',
  'Brentwood | Los Angeles | 90049 | 310 | 34.052,-118.4732,0.7 | San Vicente Blvd 11600-12000; S Barrington Ave 100-600; Wilshire Blvd 11600-12000 | Gorham Ave; S Bundy Dr; Darlington Ave; 26th St; S Barrington Ave |',
  'Manhattan Beach | Manhattan Beach | 90266 | 310 | 33.887,-118.402,0.5 | Manhattan Beach Blvd 100-1200; Highland Ave 900-1400; N Sepulveda Blvd 400-1800 | Manhattan Ave; Morningside Dr; Valley Dr; N Sepulveda Blvd; 13th St | Seafood',
  'Malibu | Malibu | 90265 | 310 | 34.037,-118.684,0.4 | Pacific Coast Hwy 22000-23800; Cross Creek Rd 3800-4000; Civic Center Way 23400-23800 | Cross Creek Rd; Webb Way; Civic Center Way; Malibu Canyon Rd | Seafood; Californian',
  'Studio City | Los Angeles | 91604 | 818 | 34.1438,-118.3947,1 | Ventura Blvd 11500-13000; Tujunga Ave 4200-4500; Laurel Canyon Blvd 4200-4400 | Laurel Canyon Blvd; Tujunga Ave; Colfax Ave; Whitsett Ave; Coldwater Canyon Ave |',
  'Sherman Oaks | Los Angeles | 91403 | 818 | 34.1516,-118.449,1 | Ventura Blvd 14000-15300; Van Nuys Blvd 4400-4600 | Van Nuys Blvd; Kester Ave; Sepulveda Blvd; Beverly Glen Blvd; Cedros Ave |',
  'Burbank | Burbank | 91502 | 818 | 34.1808,-118.309,0.8 | N San Fernando Blvd 100-500; W Magnolia Blvd 100-3500; W Olive Ave 100-400 | E Palm Ave; E Angeleno Ave; N 1st St; N Glenoaks Blvd; N Hollywood Way |',
  'Glendale | Glendale | 91203 | 818 | 34.1466,-118.2551,0.8 | N Brand Blvd 100-800; E Broadway 100-400; S Central Ave 100-400; W Colorado St 100-300 | E Wilson Ave; E Harvard St; E California Ave; N Maryland Ave; W Lexington Dr | Mediterranean; Greek',
  'Eagle Rock | Los Angeles | 90041 | 323 | 34.1392,-118.2116,0.8 | Colorado Blvd 1600-2300; Eagle Rock Blvd 4500-5000 | Eagle Rock Blvd; N Townsend Ave; Caspar Ave; Vincent Ave; Hermosa Ave |',
  'Atwater Village | Los Angeles | 90039 | 323 | 34.118,-118.262,0.6 | Glendale Blvd 3100-3500; Los Feliz Blvd 3100-3300 | Glenfeliz Blvd; Edenhurst Ave; Perlita Ave; Brunswick Ave |',
  'West Adams | Los Angeles | 90016 | 323 | 34.033,-118.335,0.9 | W Adams Blvd 3000-5000; W Jefferson Blvd 3300-4800; S La Brea Ave 2500-3000 | S Crenshaw Blvd; S Arlington Ave; S 4th Ave; S Rimpau Blvd; S Cochran Ave | BBQ; American',
  'San Gabriel | San Gabriel | 91776 | 626 | 34.0961,-118.1058,1 | E Valley Blvd 100-1100; S San Gabriel Blvd 100-800; E Las Tunas Dr 100-600 | S Del Mar Ave; S New Ave; S San Gabriel Blvd; S Mission Dr | Chinese; Vietnamese',
];

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

function parseRow(row: string): Neighborhood {
  const [name = '', city = '', zip = '', areaCode = '', where = '', streets, cross, known] = row
    .split('|')
    .map((cell) => cell.trim());
  const [latitude = 0, longitude = 0, spreadKm = 1] = where.split(',').map(Number);
  return {
    name,
    city,
    zip,
    areaCode,
    latitude,
    longitude,
    spreadKm,
    streets: list(streets).map((street) => {
      const match = /^(.*) (\d+)-(\d+)$/.exec(street);
      return {
        name: match?.[1] ?? street,
        from: Number(match?.[2] ?? 100),
        to: Number(match?.[3] ?? 900),
      };
    }),
    crossStreets: list(cross),
    knownFor: list(known),
  };
}

export const LA_NEIGHBORHOODS: Neighborhood[] = TABLE.map(parseRow);
