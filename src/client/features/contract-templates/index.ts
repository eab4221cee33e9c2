// The contract templates' public entry: the Settings tab and what the contract form uses (decision 011).
export { useContractTemplates } from './api.ts';
export { ContractContentField } from './contract-content-field.tsx';
export { ContractTemplatesSection } from './contract-templates-section.tsx';
