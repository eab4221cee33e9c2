import { FileX2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import type { SigningKey } from '#shared/i18n/surfaces.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useT } from './signing-i18n.ts';

/** Why the contract is not here: what the signer can do about it depends on the answer. */
function getExplanation(error: unknown): { text: SigningKey; canRetry: boolean } {
  if (error instanceof ApiError && error.status === 410) {
    return {
      text: 'signing.unavailable.expired',
      canRetry: false,
    };
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return {
      text: 'signing.unavailable.notFound',
      canRetry: false,
    };
  }
  // Offline, busy (429) or a server fault: worth another try in a moment.
  return {
    text: 'signing.unavailable.failed',
    canRetry: true,
  };
}

/** Spec §2, §8: 'Contract Not Found' when the contract cannot be read (unknown, draft, expired or revoked). */
export function ContractUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  const { text, canRetry } = getExplanation(error);
  return (
    <Card className="shadow-md">
      <CardContent className="grid justify-items-center gap-3 px-5 py-12 text-center sm:px-10">
        <FileX2 className="text-muted-foreground size-12" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('signing.unavailable.heading')}</h1>
        <p className="text-muted-foreground max-w-md leading-relaxed">{t(text)}</p>
        {canRetry && (
          <Button type="button" variant="outline" size="lg" onClick={onRetry}>
            {t('signing.unavailable.retry')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
