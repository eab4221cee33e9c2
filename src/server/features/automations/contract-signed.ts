import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { requestDepositForSignedContract } from '../payments/index.ts';
import * as repo from './automations.repo.ts';

export const DEPOSIT_RUN_SUBJECT = 'Deposit request with a pay link';

/**
 * A contract was signed: when the venue turned the deposit request on, it is requested once per
 * contract, in the signing's transaction. The action runs in a savepoint, so its failure is
 * logged on the run and never undoes the signature.
 */
export async function runContractSignedAutomations(
  tx: Tx,
  deps: AppDeps,
  contract: { venueId: number; id: string; bookingId: number | null; signerEmail: string },
): Promise<void> {
  const automation = await repo.findAutomationByKind(tx, contract.venueId, 'deposit_request');
  if (!automation?.enabled) return;
  const runId = await repo.claimRun(tx, {
    automationId: automation.id,
    venueId: contract.venueId,
    bookingId: contract.bookingId,
    contractId: contract.id,
    triggerKey: `contract:${contract.id}`,
    recipient: contract.signerEmail,
    subject: DEPOSIT_RUN_SUBJECT,
    result: 'sent',
  });
  if (runId === null) return;
  try {
    // A savepoint: whatever the request does, the signature it follows stands.
    const outcome = await tx.transaction((savepoint) =>
      requestDepositForSignedContract(savepoint, deps, { venueId: contract.venueId, contractId: contract.id }),
    );
    // Nothing to ask (already paid or requested, no total, no card payments): the run says why.
    if (outcome.outcome === 'skipped') await repo.markRunFailed(tx, runId, outcome.message);
  } catch (error) {
    deps.log.error({ err: error, contractId: contract.id }, 'deposit request after signing failed');
    await repo.markRunFailed(tx, runId, 'The deposit request failed.');
  }
}
