// The payments feature's public entry for other server features: the deposit request that the
// "contract signed" automation runs in its transaction (decision 060).
export {
  DEFAULT_DEPOSIT_DUE_DAYS,
  DEFAULT_DEPOSIT_PERCENT,
  requestDepositForSignedContract,
  type DepositRequestOutcome,
  type DepositSkipReason,
} from './deposit-request.service.ts';
