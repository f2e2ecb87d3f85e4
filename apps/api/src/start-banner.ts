/**
 * The first lines a person reads after `npm start`: where the product is, and how to sign in to
 * it. The demo accounts' passwords are published (README); they are named only where seeded.
 */
import { DEMO_USER } from '@tablefor/shared';
import type { Config } from './config.ts';
import { ADMIN_SEED_EMAIL, ADMIN_SEED_PASSWORD } from './seed/seed-accounts.ts';

/** The address to open: a loopback or wildcard listener is reached as localhost. */
export function browsableUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host);
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function startBanner(
  config: Pick<Config, 'seedDemo' | 'databaseUrl' | 'dataDir' | 'mail' | 'metrics'>,
  url: string,
): string[] {
  const lines = [`TableFor is running on ${url}`, ''];
  if (config.seedDemo) {
    lines.push(
      `  Diner:          the Demo User button in the sign-in dialog (${DEMO_USER.email} / ${DEMO_USER.password})`,
      `  Administrator:  ${ADMIN_SEED_EMAIL} / ${ADMIN_SEED_PASSWORD} at ${url}/admin/login`,
    );
  } else {
    lines.push('  Demo accounts:  not seeded (SEED_DEMO=true seeds them)');
  }
  lines.push(
    `  Database:       ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );
  if (!config.mail.smtpUrl) {
    lines.push('  E-mail:         the development mailbox (administrator dashboard, Mailbox)');
  }
  if (config.metrics.port !== undefined) {
    lines.push(`  Metrics:        port ${config.metrics.port}, /metrics`);
  }
  lines.push('', '  Ctrl-C stops it.');
  return lines;
}
