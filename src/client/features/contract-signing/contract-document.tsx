import type { ContractStatus } from '#shared/contracts/contract-status.ts';
import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';
import { getContractTitle, getContractTitleLanguage } from './contract-title.ts';
import { useT } from './signing-i18n.ts';

// The contracts list's colours for the two statuses a signer meets here; text keeps 4.5:1 on its tint.
const statusClasses: Partial<Record<ContractStatus, string>> = {
  sent: 'border-blue-200 bg-blue-50 text-blue-900',
  viewed: 'border-amber-200 bg-amber-50 text-amber-900',
};

const textClasses = 'text-[0.95rem] leading-relaxed wrap-anywhere whitespace-pre-wrap sm:text-base';

/**
 * A bilingual contract's versions (decision 074): what governs said first in the page's
 * language, then each version under its name, marked with its language, the governing one first.
 */
function ContractVersions({ versions }: { versions: PublicContract['versions'] }) {
  const { t } = useT();
  const governing = versions.find((version) => version.governs)?.language;
  return (
    <div className="grid gap-6 border-t pt-5">
      {governing && (
        <p className="bg-muted rounded-md px-4 py-3 text-sm font-medium">
          {t(`contractVersion.bilingual.${governing}`)}
        </p>
      )}
      {versions.map((version) => {
        const name = version.language ? t(`contractVersion.name.${version.language}`) : t('signing.contractText');
        const headingId = `contract-version-${version.language ?? 'text'}`;
        return (
          <section key={version.language ?? 'text'} aria-labelledby={headingId} className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="text-lg font-semibold">
                {name}
              </h2>
              {version.governs && <Badge variant="outline">{t('contractVersion.governing')}</Badge>}
            </div>
            <article
              data-venue-text
              lang={version.language ?? undefined}
              aria-labelledby={headingId}
              className={textClasses}
            >
              {version.content}
            </article>
          </section>
        );
      })}
    </div>
  );
}

/**
 * The contract to sign: its status badge (Sent or Viewed), name and text. The text is the
 * venue's own, frozen when sent, and is shown as text with its line breaks: never as HTML. It
 * is marked with its language; a bilingual contract shows each version (decision 074).
 */
export function ContractDocument({ contract }: { contract: PublicContract }) {
  const translator = useT();
  const { t } = translator;
  return (
    <Card className="shadow-md">
      <CardHeader className="gap-3 p-5 sm:p-8">
        <Badge variant="outline" className={cn('self-start', statusClasses[contract.status])}>
          {contract.status === 'viewed' ? t('signing.status.viewed') : t('signing.status.sent')}
        </Badge>
        <h1
          lang={getContractTitleLanguage(contract, translator.language)}
          className="text-2xl leading-tight font-bold tracking-tight wrap-anywhere sm:text-3xl"
        >
          {getContractTitle(contract, translator)}
        </h1>
        <p className="text-muted-foreground text-sm">{t('signing.readThenSign')}</p>
      </CardHeader>
      <CardContent className="px-5 pb-6 sm:px-8 sm:pb-8">
        {/* The venue's words, in their language: a Spanish page does not translate them (decision 073). */}
        {contract.versions.length > 1 ? (
          <ContractVersions versions={contract.versions} />
        ) : (
          <article
            data-venue-text
            lang={contract.versions[0]?.language ?? undefined}
            aria-label={t('signing.contractText')}
            className={cn('border-t pt-5', textClasses)}
          >
            {contract.content}
          </article>
        )}
      </CardContent>
    </Card>
  );
}
