/**
 * The bundled IP table: a few long-held public address blocks (universities and large companies
 * that have kept them for decades) and where they are. Everything else is "not found".
 */

export type IpPlace = {
  cidr: string;
  city: string;
  region: string;
  region_code: string;
  country_name: string;
  latitude: number;
  longitude: number;
};

// cidr | city | region | region code | lat,lng
const TABLE = [
  '128.97.0.0/16 | Los Angeles | California | CA | 34.0689,-118.4452',
  '164.67.0.0/16 | Los Angeles | California | CA | 34.0689,-118.4452',
  '128.125.0.0/16 | Los Angeles | California | CA | 34.0224,-118.2851',
  '131.215.0.0/16 | Pasadena | California | CA | 34.1377,-118.1253',
  '128.59.0.0/16 | New York | New York | NY | 40.8075,-73.9626',
  '128.122.0.0/16 | New York | New York | NY | 40.7295,-73.9965',
  '128.32.0.0/16 | Berkeley | California | CA | 37.8719,-122.2585',
  '171.64.0.0/14 | Stanford | California | CA | 37.4275,-122.1697',
  '17.0.0.0/8 | Cupertino | California | CA | 37.323,-122.0322',
  '8.8.8.0/24 | Mountain View | California | CA | 37.4056,-122.0775',
  '140.247.0.0/16 | Cambridge | Massachusetts | MA | 42.377,-71.1167',
  '128.135.0.0/16 | Chicago | Illinois | IL | 41.7886,-87.5987',
  '128.95.0.0/16 | Seattle | Washington | WA | 47.6553,-122.3035',
  '128.83.0.0/16 | Austin | Texas | TX | 30.2849,-97.7341',
  '128.2.0.0/16 | Pittsburgh | Pennsylvania | PA | 40.4433,-79.9436',
];

export const IP_PLACES: IpPlace[] = TABLE.map((row) => {
  const [cidr = '', city = '', region = '', region_code = '', where = ''] = row
    .split('|')
    .map((cell) => cell.trim());
  const [latitude = 0, longitude = 0] = where.split(',').map(Number);
  return { cidr, city, region, region_code, country_name: 'United States', latitude, longitude };
});
