// The drawing box and its pad, for the venue's countersignature in the contracts feature.
export { SignatureField } from './signature-field.tsx';
export { useSignaturePad } from './use-signature-pad.ts';
