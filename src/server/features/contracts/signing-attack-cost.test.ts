import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractEvents, contracts } from '#server/db/schema.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { animatedPng, toDataUrl } from '#tests/png-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');

const MB = 1024 * 1024;
let nextAddress = 0;

/**
 * What one signing request costs the server: wall time, the growth of the process's peak
 * resident memory (maxRSS never goes down, so a burst shows even after it is collected), and
 * the resident and ArrayBuffer memory still held when the answer arrives.
 */
async function measure(token: string, frames: number) {
  // The canvas's largest honest size (600×200 at 3 device pixels per CSS pixel): only the
  // refusal of animation protects the server, not the cap on the decoded size.
  const payload = signPayload({ signature: toDataUrl(animatedPng({ width: 1800, height: 600, frames })) });
  const before = process.memoryUsage();
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/contracts/${token}/sign`,
    payload,
    remoteAddress: `198.18.${40 + Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
  });
  const ms = performance.now() - started;
  const after = process.memoryUsage();
  return {
    frames,
    status: response.statusCode,
    ms: Math.round(ms),
    peakRssGrowthMb: Math.round((process.resourceUsage().maxRSS * 1024 - peakBefore) / MB),
    rssGrowthMb: Math.round((after.rss - before.rss) / MB),
    arrayBuffersGrowthMb: Math.round((after.arrayBuffers - before.arrayBuffers) / MB),
  };
}

/**
 * Each size three times: the fastest time (what the request costs, without a neighbour's CPU
 * load on a shared machine) and the largest memory growth.
 */
async function series(token: string) {
  await measure(token, 2); // warm-up: the route, the schema and the code paths are compiled once
  const rows = [];
  for (const frames of [10, 100, 1000]) {
    const tries = [await measure(token, frames), await measure(token, frames), await measure(token, frames)];
    rows.push({
      ...tries[0]!,
      ms: Math.min(...tries.map((row) => row.ms)),
      peakRssGrowthMb: Math.max(...tries.map((row) => row.peakRssGrowthMb)),
      rssGrowthMb: Math.max(...tries.map((row) => row.rssGrowthMb)),
      arrayBuffersGrowthMb: Math.max(...tries.map((row) => row.arrayBuffersGrowthMb)),
    });
  }
  return rows;
}

function expectFlat(rows: Awaited<ReturnType<typeof series>>) {
  const [smallest, , largest] = rows;
  // A hundred times the frames may not cost measurably more: no decode happens at all.
  expect(largest!.ms).toBeLessThan(smallest!.ms + 250);
  for (const row of rows) {
    expect(row.peakRssGrowthMb, `peak memory at ${row.frames} frames`).toBeLessThan(48);
    expect(row.arrayBuffersGrowthMb, `ArrayBuffers at ${row.frames} frames`).toBeLessThan(24);
  }
}

describe('the cost of an animated-PNG signature as it grows', () => {
  it('stays flat without a valid token: the token is looked up before the image is read', async () => {
    const rows = await series(randomBytes(32).toString('base64url'));
    console.info('APNG attack, unknown token', JSON.stringify(rows));
    for (const row of rows) expect(row.status).toBe(404);
    expectFlat(rows);
  }, 120_000);

  it('stays flat with a valid token: an animation is refused before decoding, nothing is written', async () => {
    const { contract, token } = await createSentContract(app, owner);
    const rows = await series(token);
    console.info('APNG attack, valid token', JSON.stringify(rows));
    for (const row of rows) expect(row.status).toBe(400);
    expectFlat(rows);
    const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.status).toBe('sent');
    const events = await app.deps.db.select().from(contractEvents).where(eq(contractEvents.contractId, contract.id));
    expect(events.map((event) => event.type)).toEqual(['created', 'sent']);
  }, 120_000);
});
