// The contracts feature's public entry (decision 011): the client portal lists a couple's
// contracts with the same status badges and downloads their signed PDFs the same way staff do.
export { ContractStatusBadge } from './contract-status-badge.tsx';
export { getContractName } from './contract-format.ts';
export { useDownloadContractAction } from './use-contract-actions.ts';
