import { PlaceholderPage } from '#client/components/placeholder-page.tsx';

/** Public page where a client signs a contract (spec §2); the signing flow comes later. */
export function ContractSignPage() {
  return <PlaceholderPage title="Sign Contract" description="Review your contract and sign it electronically." />;
}
