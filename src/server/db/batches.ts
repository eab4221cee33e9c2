/** Rows one statement of a retention pass changes at most: short statements, short row locks. */
export const BATCH_SIZE = 500;

/**
 * Repeats `step` (which changes at most `limit` rows and answers how many it did) until a batch
 * comes back short, and answers the sum. A first pass over years of rows then never holds
 * thousands of row locks, or writes one huge transaction, at once.
 */
export async function repeatInBatches(step: (limit: number) => Promise<number>, limit = BATCH_SIZE): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await step(limit);
    total += changed;
    if (changed < limit) return total;
  }
}
