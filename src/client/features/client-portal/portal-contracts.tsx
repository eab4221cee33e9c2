import { Download, FileSignature, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { pickContractName } from '#shared/contracts/contract-versions.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { ContractStatusBadge, useDownloadContractAction } from '#client/features/contracts/index.ts';
import {
  canDownloadContract,
  canSignContract,
  getAvailableContracts,
  getSigningPath,
  getPortalVenues,
  groupByVenue,
} from './portal-data.ts';
import { PortalEmpty } from './portal-empty.tsx';
import { usePortalT } from './portal-i18n.ts';
import { usePortalReadOnly } from './portal-read-only.ts';
import { formatShortDay, getVenueTimeZone, type TimeZone } from './portal-format.ts';
import { VenueGroups, type ItemHeading } from './venue-groups.tsx';

/** When it was sent, and when and by whom it was signed. */
function getContractDates(
  contract: Contract,
  timeZone: TimeZone,
  { t, locale }: ReturnType<typeof usePortalT>,
): string {
  const parts: string[] = [];
  if (contract.sentAt)
    parts.push(t('portal.contract.sent', { day: formatShortDay(contract.sentAt, timeZone, locale) }));
  if (contract.signedAt) {
    const day = formatShortDay(contract.signedAt, timeZone, locale);
    parts.push(
      contract.signerName
        ? t('portal.contract.signedBy', { day, name: contract.signerName })
        : t('portal.contract.signed', { day }),
    );
  }
  return parts.join(' · ');
}

function ContractItem({
  contract,
  timeZone,
  heading: Heading,
  download,
  isDownloading,
}: {
  contract: Contract;
  timeZone: TimeZone;
  heading: ItemHeading;
  download: (contract: Contract) => void;
  isDownloading: boolean;
}) {
  const titleId = useId();
  const readOnly = usePortalReadOnly();
  const translator = usePortalT();
  const { t, locale, language } = translator;
  // The venue's words, in the page's language when it gave them one (its original marked with
  // its language otherwise); without a name, the standard name in the page's language.
  const { name: venueName, nameLanguage } = pickContractName(contract, language);
  const name = venueName ?? t('portal.contract.standard');
  const dates = getContractDates(contract, timeZone, translator);
  return (
    <li aria-labelledby={titleId} className="flex flex-wrap items-center gap-x-4 gap-y-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-52">
        <div className="flex flex-wrap items-center gap-2">
          <Heading
            id={titleId}
            lang={nameLanguage ?? undefined}
            className="text-sm font-semibold wrap-anywhere sm:text-base"
          >
            {name}
          </Heading>
          <ContractStatusBadge status={contract.status} label={t(`portal.contractStatus.${contract.status}`)} />
        </div>
        <p className="text-muted-foreground text-xs wrap-anywhere sm:text-sm">
          {contract.coupleNames ?? t('portal.contract.yourEvent')}
          {contract.eventDate && ` · ${formatShortDay(contract.eventDate, timeZone, locale)}`}
        </p>
        {dates && <p className="text-muted-foreground text-xs sm:text-sm">{dates}</p>}
      </div>
      <div className="ml-auto flex flex-wrap gap-2">
        {canSignContract(contract) &&
          contract.signingUrl &&
          (readOnly ? (
            <Button type="button" size="sm" disabled>
              <FileSignature aria-hidden="true" />
              {t('portal.contract.signNow')}
              <span className="sr-only">: {name}</span>
            </Button>
          ) : (
            <Button asChild size="sm">
              {/* The signing page opens in the portal's language. */}
              <Link href={`${getSigningPath(contract.signingUrl)}?lang=${translator.language}`}>
                <FileSignature aria-hidden="true" />
                {t('portal.contract.signNow')}
                <span className="sr-only">: {name}</span>
              </Link>
            </Button>
          ))}
        {canDownloadContract(contract) && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => download(contract)}
            disabled={isDownloading || readOnly}
            aria-busy={isDownloading}
          >
            <Download aria-hidden="true" />
            {t('portal.contract.download')}
            <span className="sr-only">: {name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Spec §2 Contracts: each contract's status; Sign now opens the signing page while it is out
 * for signature, and Download PDF saves the signed PDF once it is signed.
 */
export function PortalContracts({ bookings, contracts }: { bookings: Booking[]; contracts: Contract[] }) {
  const { user } = useAuth();
  const { download, isDownloading } = useDownloadContractAction();
  const { t } = usePortalT();
  const available = getAvailableContracts(contracts);
  if (available.length === 0) {
    return (
      <PortalEmpty icon={FileText} title={t('portal.contracts.empty.title')}>
        {t('portal.contracts.empty.text')}
      </PortalEmpty>
    );
  }
  const groups = groupByVenue(available, (contract) => contract.bookingId, bookings);
  return (
    <VenueGroups groups={groups} isGrouped={getPortalVenues(bookings).length > 1}>
      {(items, heading, venue) => (
        <Card className="p-4 sm:p-5">
          <ul className="divide-y" aria-label={t('portal.tab.contracts')}>
            {items.map((contract) => (
              <ContractItem
                key={contract.id}
                contract={contract}
                timeZone={getVenueTimeZone(user, venue?.id)}
                heading={heading}
                download={download}
                isDownloading={isDownloading}
              />
            ))}
          </ul>
        </Card>
      )}
    </VenueGroups>
  );
}
