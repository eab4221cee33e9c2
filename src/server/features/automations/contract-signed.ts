import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './automations.repo.ts';

/**
 * The payments feature's action that creates the scheduled deposit request of a signed
 * contract's booking and e-mails the pay link, in the caller's transaction.
 */
export type DepositRequestAction = (
  tx: Tx,
  deps: AppDeps,
  input: { venueId: number; contractId: string },
) => Promise<unknown>;

let depositRequestAction: DepositRequestAction | null = null;

/**
 * Plugs in the payments feature's deposit request; called once where the app is built. Until it
 * is, a signed contract's deposit run is logged as failed, never silently skipped.
 */
export function registerDepositRequestAction(action: DepositRequestAction | null): void {
  depositRequestAction = action;
}

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
  const action = depositRequestAction;
  if (!action) {
    await repo.markRunFailed(tx, runId, 'Payment requests are not available on this server.');
    return;
  }
  try {
    await tx.transaction((savepoint) =>
      action(savepoint, deps, { venueId: contract.venueId, contractId: contract.id }),
    );
  } catch (error) {
    deps.log.error({ err: error, contractId: contract.id }, 'deposit request after signing failed');
    const reason = error instanceof Error && error.name === 'AppError' ? error.message : 'The deposit request failed.';
    await repo.markRunFailed(tx, runId, reason);
  }
}
