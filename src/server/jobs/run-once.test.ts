import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpOwner } from '#tests/factories.ts';
import { createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

const run = promisify(execFile);
const { app, database } = await createTestApp();
const dataDir = await mkdtemp(path.join(tmpdir(), 'jobs-once-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run jobs:once', () => {
  it('runs every scheduled pass once against DATABASE_URL and says what each did', async () => {
    const owner = await signUpOwner(app, 'Once Hall');
    await createPayment(app, owner, { dueDate: '2021-03-01', amount: '640.00' });

    const { stdout } = await run('npx', ['tsx', 'src/server/jobs/run-once.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.ownerUrl,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        PASSWORD_HASHING: 'fast',
        PUBLIC_URL: 'http://venuedesk.test',
      },
      timeout: 60_000,
    });

    const lines = stdout.trim().split('\n');
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'payment-reminders',
      'contract-reminders',
      'automations',
      'auth-cleanup',
      'retention',
      'outbox-sweep',
    ]);
    expect(lines[0]).toMatch(/^payment-reminders: \{"week_before":0,"due_day":0,"overdue":1\} \(\d+ ms\)$/);
    const { rows } = await database.pool.query<{ title: string }>(
      `select title from notifications where kind = 'payment.overdue'`,
    );
    expect(rows).toEqual([{ title: 'Payment overdue: $640.00 from Sarah & Michael' }]);
  }, 90_000);
});
