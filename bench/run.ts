/**
 * `npm run bench`: request throughput and latency of the API on real PostgreSQL, measured from a
 * separate process at 16 concurrent connections. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { formatResult, runLoad } from './load.ts';

const CONNECTIONS = 16;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);

const server = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<string[]>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    const line = chunk
      .toString()
      .split('\n')
      .find((l) => l.startsWith('READY '));
    if (line) resolve(line.trim().split(' ').slice(1));
  });
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const [port, token] = ready as [string, string];
const base = `http://127.0.0.1:${port}`;
const auth = { authorization: `Bearer ${token}` };

// Each request asks for one of the seeded months, so the database does real work every time.
let month = 0;
function nextCalendarMonth() {
  const start = new Date(Date.UTC(2025, month % 54, 1));
  const end = new Date(Date.UTC(2025, (month % 54) + 1, 0, 23, 59, 59, 999));
  month += 1;
  return `${base}/api/bookings/calendar?start=${start.toISOString()}&end=${end.toISOString()}`;
}

let statsMonth = 0;
function nextDailyStatsMonth() {
  const month = new Date(Date.UTC(2025, statsMonth++ % 54, 1)).toISOString().slice(0, 7);
  return `${base}/api/bookings/daily-stats?month=${month}`;
}

console.log(`VenueDesk API benchmark: ${CONNECTIONS} connections, ${DURATION_MS / 1000}s per endpoint`);
console.log('Data: 20,000 bookings in 4 venues; the measured venue holds 5,000 (about 90 a month),');
console.log('5,000 leads and about 4,300 payments.\n');

await runLoad({ url: () => `${base}/api/health`, connections: CONNECTIONS, durationMs: 2_000 }); // warm-up
const health = await runLoad({ url: () => `${base}/api/health`, connections: CONNECTIONS, durationMs: DURATION_MS });
console.log(formatResult('GET /api/health', health));
await runLoad({ url: nextCalendarMonth, headers: auth, connections: CONNECTIONS, durationMs: 2_000 });
const calendar = await runLoad({
  url: nextCalendarMonth,
  headers: auth,
  connections: CONNECTIONS,
  durationMs: DURATION_MS,
});
console.log(formatResult('GET /api/bookings/calendar (month)', calendar));
const stats = await measure(`${base}/api/dashboard/stats`);
console.log(formatResult('GET /api/dashboard/stats', stats));
const activity = await measure(`${base}/api/dashboard/activity`);
console.log(formatResult('GET /api/dashboard/activity', activity));
const leadList = await measure(`${base}/api/leads`);
console.log(formatResult('GET /api/leads (5,000 leads)', leadList));
const dailyStats = await runLoad({
  url: nextDailyStatsMonth,
  headers: auth,
  connections: CONNECTIONS,
  durationMs: DURATION_MS,
});
console.log(formatResult('GET /api/bookings/daily-stats', dailyStats));

// The webcal feed of the measured venue (5,000 bookings; the feed holds those from a year ago on),
// with names and notes shown: one request at a time, as a calendar app polls, then 4 at once.
const share = await fetch(`${base}/api/calendar/share`, {
  method: 'PUT',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ includeClientNames: true, includeNotes: true }),
}).then((response) => response.json() as Promise<{ token: string }>);
const feedUrl = `${base}/api/calendar/ical/${share.token}`;
const feedBody = await fetch(feedUrl).then((response) => response.text());
const feedEvents = feedBody.match(/^BEGIN:VEVENT\r$/gm)?.length ?? 0;
await runLoad({ url: () => feedUrl, connections: 1, durationMs: 2_000 });
const feedAlone = await runLoad({ url: () => feedUrl, connections: 1, durationMs: DURATION_MS });
console.log(formatResult('GET /api/calendar/ical/{token}', feedAlone));
const feedFour = await runLoad({ url: () => feedUrl, connections: 4, durationMs: DURATION_MS });
console.log(formatResult('  ... 4 connections', feedFour));
const etag = (await fetch(feedUrl)).headers.get('etag') ?? '';
const feed304 = await runLoad({
  url: () => feedUrl,
  headers: { 'if-none-match': etag },
  connections: 1,
  durationMs: DURATION_MS / 2,
  okStatuses: [304],
});
console.log(formatResult('  ... If-None-Match (304)', feed304));
console.log(`  (the feed holds ${feedEvents} events, ${(feedBody.length / 1024).toFixed(0)} KiB)`);

console.log(
  `\ncalendar/health throughput ratio: ${(calendar.perSecond / health.perSecond).toFixed(2)} (target >= 0.25); calendar p95 target <= 50 ms`,
);
console.log('dashboard stats p95 target <= 50 ms; leads list (5,000 leads) p95 target <= 50 ms');
console.log('daily-stats p95 target <= 50 ms; webcal feed of a 5,000-booking venue target <= 250 ms (one at a time)');

async function measure(url: string) {
  await runLoad({ url: () => url, headers: auth, connections: CONNECTIONS, durationMs: 1_000 });
  return runLoad({ url: () => url, headers: auth, connections: CONNECTIONS, durationMs: DURATION_MS });
}

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
