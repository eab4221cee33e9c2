import { ArrowLeft, CircleCheck, Download } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateTimeWithZone } from '#shared/i18n/format.ts';
import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { getSignedPdfUrl } from './api.ts';
import { getContractTitle, getContractTitleLanguage } from './contract-title.ts';
import { useT } from './signing-i18n.ts';

const NAME_MARK = '\u0001';
const TIME_MARK = '\u0002';

/** A message with the contract's name and the signing time put in as elements, not as text. */
function withElements(message: string, name: ReactNode, time: ReactNode): ReactNode[] {
  return message
    .split(new RegExp(`(${NAME_MARK}|${TIME_MARK})`))
    .map((part, index) =>
      part === NAME_MARK ? (
        <span key={index}>{name}</span>
      ) : part === TIME_MARK ? (
        <span key={index}>{time}</span>
      ) : (
        part
      ),
    );
}

/**
 * A signed contract (spec §2 'Contract Already Signed', with the date) and its signed PDF. Right
 * after signing it thanks the signer instead: 'Already' would read as if someone else had.
 * The PDF is a plain link to an attachment, which phones hand to their PDF viewer. A signed-in
 * client the contract is for is offered the way back to their portal first; a visitor from the
 * e-mailed link sees the PDF alone.
 */
export function ContractSigned({
  contract,
  token,
  justSigned = false,
  emailEnabled = true,
}: {
  contract: PublicContract;
  token: string;
  justSigned?: boolean;
  /** Whether the signed copy can have been e-mailed (SMTP is set up; decision 062). */
  emailEnabled?: boolean;
}) {
  const translator = useT();
  const { t, locale } = translator;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the signer was at is gone: bring them (and their screen reader) to the outcome.
  useEffect(() => {
    if (!justSigned) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [justSigned]);

  return (
    <Card className="shadow-md">
      <CardContent className="grid justify-items-center gap-4 px-5 py-10 text-center sm:px-10">
        <CircleCheck className="text-success size-12" aria-hidden="true" />
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          {justSigned ? t('signing.signed.heading') : t('signing.signed.headingAlready')}
        </h1>
        <p className="max-w-md leading-relaxed wrap-anywhere">
          {withElements(
            contract.signedAt
              ? t('signing.signed.signedOn', { contractName: NAME_MARK, signedAt: TIME_MARK })
              : t('signing.signed.hasBeenSigned', { contractName: NAME_MARK }),
            <span className="font-medium" lang={getContractTitleLanguage(contract, translator.language)}>
              {getContractTitle(contract, translator)}
            </span>,
            contract.signedAt && (
              // In the signer's own time zone: the public contract does not carry the venue's.
              <time dateTime={contract.signedAt}>{formatDateTimeWithZone(contract.signedAt, locale)}</time>
            ),
          )}
        </p>
        <p className="text-muted-foreground max-w-md text-sm leading-relaxed">
          {!justSigned
            ? t('signing.signed.nothingMore')
            : emailEnabled
              ? t('signing.signed.thanksEmail')
              : t('signing.signed.thanksDownload')}
        </p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {contract.signedInClient && (
            <Button asChild size="lg">
              <Link href={PORTAL_PATH}>
                <ArrowLeft aria-hidden="true" />
                {t('signing.backToPortal')}
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant={contract.signedInClient ? 'outline' : 'default'}>
            <a href={getSignedPdfUrl(token)} download>
              <Download aria-hidden="true" />
              {t('signing.downloadPdf')}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

const PORTAL_PATH = '/client-portal';

/** For the signed-in client the contract is for: the way back to where they came from. */
export function BackToPortalLink() {
  const { t } = useT();
  return (
    <Link
      href={PORTAL_PATH}
      className="text-muted-foreground hover:text-foreground inline-flex min-h-11 items-center gap-1.5 justify-self-start px-1 text-sm font-medium"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('signing.backToPortal')}
    </Link>
  );
}
