import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API server with reload on :5000 and Vite's dev server on :5173, which
 * proxies /api to it. Open http://localhost:5173.
 */
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173', ...process.env, SKIP_CLIENT_BUILD: 'true' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) child.on('exit', () => stopAll('SIGTERM'));
