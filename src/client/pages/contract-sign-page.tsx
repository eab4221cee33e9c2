import { useState } from 'react';
import { useParams } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { usePublicContract, useRecordContractView } from '#client/features/contract-signing/api.ts';
import { ContractDocument } from '#client/features/contract-signing/contract-document.tsx';
import { ContractSignSkeleton } from '#client/features/contract-signing/contract-sign-skeleton.tsx';
import { BackToPortalLink, ContractSigned } from '#client/features/contract-signing/contract-signed.tsx';
import { getContractTitle } from '#client/features/contract-signing/contract-title.ts';
import { ContractUnavailable } from '#client/features/contract-signing/contract-unavailable.tsx';
import { SignContractForm } from '#client/features/contract-signing/sign-contract-form.tsx';
import { SigningLayout } from '#client/features/contract-signing/signing-layout.tsx';
import { useEmailDelivery } from '#client/features/email/index.ts';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/**
 * /contract/{token}/sign (spec §2): the public page where a couple reads the venue's contract and
 * signs it electronically, in the venue's colours, designed for a phone first.
 */
export function ContractSignPage() {
  const { contractId: token = '' } = useParams<{ contractId: string }>();
  const { data: contract, error, isPending, refetch } = usePublicContract(token);
  const [signedHere, setSignedHere] = useState(false);
  // Whether the signed copy can be e-mailed: the page says so only when it can.
  const emailEnabled = useEmailDelivery() !== false;
  useRecordContractView(token, contract?.status);
  useBrandTheme(contract?.venue);
  useDocumentTitle(contract && !error ? `Sign ${getContractTitle(contract)}` : 'Sign Contract');

  if (isPending) {
    return (
      <SigningLayout>
        <ContractSignSkeleton />
      </SigningLayout>
    );
  }
  // A refused signature reads the contract again; an expired link then fails here, old data or not.
  if (error) {
    return (
      <SigningLayout>
        <ContractUnavailable error={error} onRetry={() => void refetch()} />
      </SigningLayout>
    );
  }
  if (contract.status === 'signed' || contract.status === 'completed') {
    return (
      <SigningLayout venue={contract.venue}>
        <ContractSigned contract={contract} token={token} justSigned={signedHere} emailEnabled={emailEnabled} />
      </SigningLayout>
    );
  }
  return (
    <SigningLayout venue={contract.venue}>
      {contract.signedInClient && <BackToPortalLink />}
      <ContractDocument contract={contract} />
      <Card className="shadow-md">
        <CardHeader className="p-5 sm:p-8">
          <h2 className="text-xl font-semibold tracking-tight">Sign electronically</h2>
          <CardDescription>
            Enter your name and email, draw your signature, and agree to sign electronically.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-5 pb-6 sm:px-8 sm:pb-8">
          <SignContractForm
            token={token}
            signer={contract.signedInClient}
            emailEnabled={emailEnabled}
            onSigned={() => setSignedHere(true)}
          />
        </CardContent>
      </Card>
    </SigningLayout>
  );
}
