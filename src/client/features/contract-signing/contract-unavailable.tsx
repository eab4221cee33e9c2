import { FileX2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';

/** Why the contract is not here: what the signer can do about it depends on the answer. */
function getExplanation(error: unknown): { text: string; canRetry: boolean } {
  if (error instanceof ApiError && error.status === 410) {
    return {
      text: 'This signing link has expired or was replaced by a newer one. Ask the venue to send you a new link.',
      canRetry: false,
    };
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return {
      text: 'There is no contract to sign at this link. Check that you opened the whole link from your email, or ask the venue to send it again.',
      canRetry: false,
    };
  }
  // Offline, busy (429) or a server fault: worth another try in a moment.
  return {
    text: 'The contract could not be loaded just now. Check your connection and try again in a moment.',
    canRetry: true,
  };
}

/** Spec §2, §8: 'Contract Not Found' when the contract cannot be read (unknown, draft, expired or revoked). */
export function ContractUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { text, canRetry } = getExplanation(error);
  return (
    <Card className="shadow-md">
      <CardContent className="grid justify-items-center gap-3 px-5 py-12 text-center sm:px-10">
        <FileX2 className="text-muted-foreground size-12" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Contract Not Found</h1>
        <p className="text-muted-foreground max-w-md leading-relaxed">{text}</p>
        {canRetry && (
          <Button type="button" variant="outline" size="lg" onClick={onRetry}>
            Try again
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
