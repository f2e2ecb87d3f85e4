// `npm start`: builds the web app when its sources changed, then serves API + web on one port and
// starts the topic-search service beside it (on SEARCH_PORT, default PORT + 1), which the API
// forwards /search/* to. With SEARCH_SERVICE_URL set, the service runs elsewhere and is not started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// The build's own configuration counts too: a build made before a fix to it is rebuilt.
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
]
  .map((p) => path.join(root, p))
  .filter(existsSync);
const sourceTime = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestChange(p) : statSync(p).mtimeMs)),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the web app (about a minute the first time)...');
  // Its chunk list is hundreds of lines: shown only when the build fails.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.exit(build.status ?? 1);
  }
  console.log('Built.');
}

const port = Number(process.env.PORT ?? 3000);
const searchPort = Number(process.env.SEARCH_PORT ?? port + 1);
const runSearch = !process.env.SEARCH_SERVICE_URL;

const children = [];
function run(name, entry, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  // One process ending ends the product: a half-running product would only pretend to work.
  child.on('exit', (code, signal) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    if (code !== 0 && code !== null) console.error(`${name} exited with code ${code}`);
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  children.push(child);
}

run('api', 'apps/api/src/server.ts', {
  SEARCH_SERVICE_URL: process.env.SEARCH_SERVICE_URL ?? `http://127.0.0.1:${searchPort}`,
});
if (runSearch) {
  run('search service', 'apps/search/src/server.ts', {
    SEARCH_PORT: String(searchPort),
    // Its clients arrive through the API's forwarder on this machine, which names them.
    SEARCH_TRUST_PROXY: process.env.SEARCH_TRUST_PROXY ?? 'loopback',
    CATALOGUE_API_URL: process.env.CATALOGUE_API_URL ?? `http://127.0.0.1:${port}`,
    // Outside production its routine lines (JSON) would only interleave with the API's readable
    // ones and its start banner; its warnings and errors still show.
    LOG_LEVEL: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'production' ? 'info' : 'warn'),
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
