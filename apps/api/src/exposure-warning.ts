/** The warning a development server gives when others can reach it with its made-up secrets. */
import { isIP } from 'node:net';
import type { Config } from './config.ts';

/** 127.0.0.0/8, ::1 and the name localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/**
 * What to warn of at start, or null: listening beyond this machine without configured secrets
 * (and, where seeded, with the demo accounts' published passwords).
 */
export function exposureWarning(
  config: Pick<Config, 'host' | 'unconfiguredSecrets' | 'seedDemo'>,
): string | null {
  if (isLoopbackHost(config.host) || config.unconfiguredSecrets.length === 0) return null;
  const demo = config.seedDemo
    ? ' The demo user and the administrator admin@tablefor.app are seeded with published passwords (SEED_DEMO).'
    : '';
  return (
    `UNSAFE: listening on ${config.host}, reachable from other machines, without ` +
    `${config.unconfiguredSecrets.join(' or ')} configured: this development install uses secrets ` +
    `it made up and kept in its data directory.${demo} Set them (and NODE_ENV=production), or ` +
    'listen on 127.0.0.1.'
  );
}
