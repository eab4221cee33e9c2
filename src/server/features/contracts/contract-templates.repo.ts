import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contractTemplates } from '../../db/schema.ts';

export type ContractTemplateRow = typeof contractTemplates.$inferSelect;
export type ContractTemplateValues = Partial<
  Pick<ContractTemplateRow, 'name' | 'content' | 'translations' | 'isDefault'>
>;

/** The default first, then newest first. */
export function listVenueTemplates(db: DbOrTx, venueId: number) {
  return db
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.venueId, venueId))
    .orderBy(desc(contractTemplates.isDefault), desc(contractTemplates.createdAt), asc(contractTemplates.id));
}

export async function findVenueTemplate(db: DbOrTx, venueId: number, id: number) {
  const [row] = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.venueId, venueId), eq(contractTemplates.id, id)));
  return row;
}

export async function insertTemplate(
  db: DbOrTx,
  venueId: number,
  values: { name: string; content: string; translations?: ContractTemplateRow['translations']; isDefault: boolean },
): Promise<ContractTemplateRow> {
  const [row] = await db
    .insert(contractTemplates)
    .values({ ...values, venueId })
    .returning();
  return row!;
}

export async function updateTemplate(db: DbOrTx, venueId: number, id: number, values: ContractTemplateValues) {
  const [row] = await db
    .update(contractTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(contractTemplates.venueId, venueId), eq(contractTemplates.id, id)))
    .returning();
  return row;
}

/** Takes the default mark off the venue's templates, before another one gets it. */
export async function clearDefaultTemplate(db: DbOrTx, venueId: number): Promise<void> {
  await db
    .update(contractTemplates)
    .set({ isDefault: false })
    .where(and(eq(contractTemplates.venueId, venueId), eq(contractTemplates.isDefault, true)));
}

export async function deleteTemplate(db: DbOrTx, venueId: number, id: number) {
  const [row] = await db
    .delete(contractTemplates)
    .where(and(eq(contractTemplates.venueId, venueId), eq(contractTemplates.id, id)))
    .returning({ id: contractTemplates.id, isDefault: contractTemplates.isDefault });
  return row;
}

/** The venue's oldest template, which inherits the default mark when the default is deleted. */
export async function findOldestTemplate(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(eq(contractTemplates.venueId, venueId))
    .orderBy(asc(contractTemplates.createdAt), asc(contractTemplates.id))
    .limit(1);
  return row;
}
