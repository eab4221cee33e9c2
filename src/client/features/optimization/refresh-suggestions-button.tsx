import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { GenerateAnalysis } from './api.ts';

/** Spec §2's Refresh Suggestions: a new analysis from the venue's data as it is now. */
export function RefreshSuggestionsButton({ generate, onStart }: { generate: GenerateAnalysis; onStart: () => void }) {
  return (
    <Button
      variant="outline"
      disabled={generate.isPending}
      onClick={() => {
        onStart();
        generate.mutate();
      }}
    >
      <RefreshCw aria-hidden="true" className={generate.isPending ? 'motion-safe:animate-spin' : undefined} />
      Refresh Suggestions
    </Button>
  );
}
