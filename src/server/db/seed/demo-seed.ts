import { eq, sql } from 'drizzle-orm';
import type { StaffRole, Role } from '#shared/auth/roles.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../client.ts';
import { appMeta, memberships, users, venues } from '../schema.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { seedDemoCalendarShare } from './demo-calendar-share.ts';
import { seedDemoClientPortal } from './demo-client-portal.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { seedDemoLeadOutcomes, seedDemoLeads, seedDemoPayments } from './demo-leads-payments.ts';
import { seedDemoAnalysis, seedDemoLeadHistory } from './demo-optimization.ts';
import { seedDemoSpanish } from './demo-spanish.ts';
import { seedDemoContractVersions } from './demo-contract-versions.ts';
import { seedDemoAutomations } from '../../features/automations/index.ts';

export const DEMO_VENUE_NAME = 'Demo venue';
export const demoAccounts = [
  { role: 'owner', email: 'owner@demo-venue.example', firstName: 'Olivia', lastName: 'Owens' },
  { role: 'coordinator', email: 'coordinator@demo-venue.example', firstName: 'Carlos', lastName: 'Reyes' },
  { role: 'client', email: 'client@demo-venue.example', firstName: 'Emma', lastName: 'Johnson' },
] as const satisfies readonly { role: StaffRole | Role; email: string; firstName: string; lastName: string }[];

export interface DemoContext {
  venueId: number;
  userIds: Record<(typeof demoAccounts)[number]['role'], number>;
}

/**
 * A demo seed step runs once per database, in one transaction with the record that it ran.
 * Features add their step here (bookings, leads, ...) as they arrive, so existing databases get
 * the new demo data too, exactly once.
 */
interface SeedStep {
  key: string;
  run: (tx: Tx, context: DemoContext, deps: AppDeps) => Promise<void>;
}

const steps: SeedStep[] = [
  { key: 'bookings', run: (tx, context) => seedDemoBookings(tx, context) },
  { key: 'leads', run: (tx, context) => seedDemoLeads(tx, context) },
  { key: 'payments', run: (tx, context) => seedDemoPayments(tx, context) },
  { key: 'lead-outcomes', run: (tx, context) => seedDemoLeadOutcomes(tx, context) },
  { key: 'contracts', run: seedDemoContracts },
  { key: 'client-portal', run: (tx, context, deps) => seedDemoClientPortal(tx, context, deps) },
  { key: 'calendar-share', run: seedDemoCalendarShare },
  { key: 'lead-history', run: (tx, context) => seedDemoLeadHistory(tx, context) },
  { key: 'automations', run: (tx, context) => seedDemoAutomations(tx, context.venueId) },
  { key: 'spanish', run: seedDemoSpanish },
  { key: 'contract-versions', run: seedDemoContractVersions },
  // Last: the analysis reads everything the steps before it made.
  { key: 'optimization-analysis', run: (tx, context) => seedDemoAnalysis(tx, context) },
];

/**
 * Seeds the demo venue (its logins get `password`) and any demo step not run yet. `created` says
 * whether this call made the venue, i.e. whether `password` is the demo logins' password.
 */
export async function seedDemo(deps: AppDeps, password: string) {
  const passwordHash = await deps.passwords.hash(password);
  const created = await deps.db.transaction(async (tx) => {
    // Serialises concurrent first starts of several instances on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(7402119)`);
    const existing = await getDemoContext(tx);
    const context = existing ?? (await createDemoVenue(tx, passwordHash));
    for (const step of steps) {
      const claimed = await tx
        .insert(appMeta)
        .values({ key: `demo-seed:${step.key}`, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (claimed.length > 0) await step.run(tx, context, deps);
    }
    return existing === null;
  });
  return { venueName: DEMO_VENUE_NAME, accounts: demoAccounts, created };
}

async function getDemoContext(tx: Tx): Promise<DemoContext | null> {
  const [marker] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'demo-seed:venue'));
  return marker ? (JSON.parse(marker.value) as DemoContext) : null;
}

async function createDemoVenue(tx: Tx, passwordHash: string): Promise<DemoContext> {
  const [venue] = await tx
    .insert(venues)
    .values({ name: DEMO_VENUE_NAME, slug: 'demo-venue', isDemo: true })
    .returning({ id: venues.id });
  const userIds = {} as DemoContext['userIds'];
  for (const account of demoAccounts) {
    const [user] = await tx
      .insert(users)
      .values({
        username: account.email,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash,
      })
      .returning({ id: users.id });
    userIds[account.role] = user!.id;
    await tx.insert(memberships).values({ userId: user!.id, venueId: venue!.id, role: account.role });
  }
  const context = { venueId: venue!.id, userIds };
  await tx.insert(appMeta).values({ key: 'demo-seed:venue', value: JSON.stringify(context) });
  return context;
}
