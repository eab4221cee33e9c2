import type { ReactNode } from 'react';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { listContractVersions } from '#shared/contracts/contract-versions.ts';
import { languageNamesInEnglish } from '#shared/i18n/languages.ts';
import { formatDollars } from '#client/lib/format.ts';
import { formatVenueDateTime, formatVenueDay } from '#client/lib/venue-date-format.ts';
import { getContractCouple } from './contract-format.ts';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const notYet = <span className="text-muted-foreground font-normal">Not yet</span>;

/** Spec §2 View dialog: client, event date, created, sent, and signed by with signer and time. */
export function ContractDetails({ contract, timeZone }: { contract: Contract; timeZone: string }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      <Detail label="Client" wide>
        {getContractCouple(contract)}
        <span className="text-muted-foreground block text-sm font-normal">{contract.signerEmail}</span>
      </Detail>
      <Detail label="Event Date">
        {contract.eventDate ? (
          formatVenueDay(contract.eventDate, timeZone)
        ) : (
          <span className="font-normal">Unknown</span>
        )}
      </Detail>
      <Detail label="Amount">
        {contract.amount === null ? <span className="font-normal">Not set</span> : formatDollars(contract.amount)}
      </Detail>
      <Detail label="Created">{formatVenueDateTime(contract.createdAt, timeZone)}</Detail>
      <Detail label="Sent">{contract.sentAt ? formatVenueDateTime(contract.sentAt, timeZone) : notYet}</Detail>
      {contract.language && (
        <Detail label="Language">
          {listContractVersions(contract)
            .map(({ language, governs }) =>
              language
                ? `${languageNamesInEnglish[language]}${governs && Object.keys(contract.translations).length > 0 ? ' (governing)' : ''}`
                : '',
            )
            .join(' and ')}
        </Detail>
      )}
      <Detail label="Signed by">
        {contract.signedAt ? (
          <>
            {contract.signerName ?? contract.signerEmail}
            <span className="text-muted-foreground block text-sm font-normal">
              {formatVenueDateTime(contract.signedAt, timeZone)}
            </span>
          </>
        ) : (
          notYet
        )}
      </Detail>
    </dl>
  );
}

/**
 * The contract's text, as text: never HTML. The dialog scrolls; the text does not scroll on its
 * own. A bilingual contract's other version shows under its own title (decision 074).
 */
export function ContractText({ content, title = 'Contract text' }: { content: string; title?: string }) {
  return (
    <section aria-label={title} className="grid min-w-0 gap-2">
      <h3 className="font-semibold">{title}</h3>
      <div className="bg-muted/40 rounded-lg border p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap">
        {content}
      </div>
    </section>
  );
}
