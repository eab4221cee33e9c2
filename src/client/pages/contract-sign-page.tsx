import { useState } from 'react';
import { useParams } from 'wouter';
import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { usePublicContract, useRecordContractView } from '#client/features/contract-signing/api.ts';
import { ContractDocument } from '#client/features/contract-signing/contract-document.tsx';
import { ContractSignSkeleton } from '#client/features/contract-signing/contract-sign-skeleton.tsx';
import { BackToPortalLink, ContractSigned } from '#client/features/contract-signing/contract-signed.tsx';
import { getContractTitle } from '#client/features/contract-signing/contract-title.ts';
import { ContractUnavailable } from '#client/features/contract-signing/contract-unavailable.tsx';
import { SignContractForm } from '#client/features/contract-signing/sign-contract-form.tsx';
import { I18nProvider, useT } from '#client/features/contract-signing/signing-i18n.ts';
import { SigningLayout } from '#client/features/contract-signing/signing-layout.tsx';
import { useEmailDelivery } from '#client/features/email/email-delivery.ts';
import { useVisitorLanguage } from '#client/lib/i18n/i18n-context.tsx';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/**
 * /contract/{token}/sign (spec §2): the public page where a couple reads the venue's contract and
 * signs it electronically, in the venue's colours, designed for a phone first, in the couple's
 * language (?lang=, which the e-mailed link carries, their saved choice, their browser's, and
 * last the booking's stored language, else the venue's default; docs/decisions/068).
 */
export function ContractSignPage() {
  const { contractId: token = '' } = useParams<{ contractId: string }>();
  const query = usePublicContract(token);
  const language = useVisitorLanguage(query.data?.language);
  return (
    <I18nProvider language={language}>
      <ContractSignContent token={token} query={query} />
    </I18nProvider>
  );
}

function ContractSignContent({ token, query }: { token: string; query: ReturnType<typeof usePublicContract> }) {
  const { data: contract, error, isPending, refetch } = query;
  const translator = useT();
  const { t } = translator;
  const [signedHere, setSignedHere] = useState(false);
  // Whether the signed copy can be e-mailed: the page says so only when it can.
  const emailEnabled = useEmailDelivery() !== false;
  useRecordContractView(token, contract?.status);
  useBrandTheme(contract?.venue);
  useDocumentTitle(
    contract && !error
      ? t('signing.pageTitle', { contractName: getContractTitle(contract, translator) })
      : t('signing.pageTitleUnknown'),
  );

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
  return <ContractToSign contract={contract} token={token} emailEnabled={emailEnabled} onSigned={setSignedHere} />;
}

function ContractToSign({
  contract,
  token,
  emailEnabled,
  onSigned,
}: {
  contract: PublicContract;
  token: string;
  emailEnabled: boolean;
  onSigned: (signed: boolean) => void;
}) {
  const { t } = useT();
  return (
    <SigningLayout venue={contract.venue}>
      {contract.signedInClient && <BackToPortalLink />}
      <ContractDocument contract={contract} />
      <Card className="shadow-md">
        <CardHeader className="p-5 sm:p-8">
          <h2 className="text-xl font-semibold tracking-tight">{t('signing.heading')}</h2>
          <CardDescription>{t('signing.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="px-5 pb-6 sm:px-8 sm:pb-8">
          <SignContractForm
            token={token}
            signer={contract.signedInClient}
            emailEnabled={emailEnabled}
            onSigned={() => onSigned(true)}
          />
        </CardContent>
      </Card>
    </SigningLayout>
  );
}
