/** The demo user, the admin and a crowd of diners with realistic names. */
import { DEMO_USER } from '@tablefor/shared';
import type { users } from '../db/schema/index.ts';
import type { Random } from './prng.ts';
import { ADMIN_SEED_EMAIL } from './seed-accounts.ts';

export type UserRow = typeof users.$inferInsert;

const FIRST_NAMES = (
  'James Olivia Mateo Emma Noah Sophia Liam Isabella Ethan Mia Daniel Camila Lucas Ava ' +
  'Gabriel Amelia Hiroshi Yuna Min-jun Seo-yeon Arjun Priya Wei Mei Diego Valentina ' +
  'Omar Layla Samuel Grace Andre Nia Marcus Zoe Elijah Chloe Julian Harper Thanh Linh ' +
  'Carlos Lucia David Sarah Michael Hannah Kevin Rachel Tariq Amara'
).split(' ');

const LAST_NAMES = (
  'Garcia Nguyen Kim Smith Martinez Lee Johnson Hernandez Chen Brown Lopez Park ' +
  'Williams Gonzalez Wang Davis Rodriguez Tanaka Miller Patel Wilson Ramirez Anderson ' +
  'Flores Thomas Choi Moore Rivera Jackson Sato Taylor Cruz White Reyes Harris Shah ' +
  'Clark Morales Lewis Okafor Walker Tran Young Ortiz Allen Cohen King Haddad Wright ' +
  'Mendoza'
).split(' ');

export function demoAndAdminUsers(hash: { demo: string; admin: string }): UserRow[] {
  return [
    {
      email: DEMO_USER.email,
      username: 'demo',
      first_name: 'Demo',
      last_name: 'User',
      password_hash: hash.demo,
    },
    {
      email: ADMIN_SEED_EMAIL,
      username: 'admin',
      first_name: 'Ada',
      last_name: 'Admin',
      password_hash: hash.admin,
      is_admin: true,
    },
  ];
}

const asciiLower = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** `count` diners; emails are first.last.N@example.com and usernames stay within 20 characters. */
export function dinerUsers(random: Random, count: number, passwordHash: string): UserRow[] {
  const rows: UserRow[] = [];
  for (let index = 1; index <= count; index += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const handle = `${asciiLower(first)}${asciiLower(last).slice(0, 1)}`.slice(0, 13);
    rows.push({
      first_name: first,
      last_name: last,
      username: `${handle}${index}`,
      email: `${asciiLower(first)}.${asciiLower(last)}.${index}@example.com`,
      password_hash: passwordHash,
    });
  }
  return rows;
}

export const dinerCountFor = (restaurants: number) => Math.max(50, Math.round(restaurants / 20));
