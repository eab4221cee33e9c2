import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5180);
// The local SMTP server of e2e/mail-sink.ts, where the app delivers its e-mails (e2e/mailbox.ts).
const SMTP_PORT = PORT + 1000;
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Two workers share a two-core machine with the server and PostgreSQL: a journey with several
  // axe runs takes 20-40 s there, and a sign-in several seconds (scrypt at OWASP's cost).
  timeout: 60_000,
  globalSetup: './e2e/mail-sink.ts',
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium); elsewhere `npx playwright install chromium`.
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built app on a throwaway database, seeded with the demo venue. Test payments are opt-in
    // (decision 033): PAYMENTS_MODE=test gives every venue the built-in processor the journeys pay with (4242).
    // Passwords are hashed at the server tests' cost (NODE_ENV=test, PASSWORD_HASHING=fast): the
    // journeys sign up and in a few hundred times, at about 0.4 s of a core each at OWASP's cost.
    command: `rm -rf .e2e-data-${PORT} && DATA_DIR=.e2e-data-${PORT} PORT=${PORT} NODE_ENV=test PASSWORD_HASHING=fast PAYMENTS_MODE=test SEED_DEMO=true SIGNUPS_PER_HOUR=1000 SIGNINS_PER_MINUTE=1000 INQUIRIES_PER_10_MINUTES=1000 DEMO_PASSWORD=demo-password LOG_LEVEL=warn PUBLIC_URL=http://127.0.0.1:${PORT} SMTP_URL=smtp://127.0.0.1:${SMTP_PORT} npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
