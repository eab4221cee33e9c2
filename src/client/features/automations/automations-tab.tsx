import type { Language } from '#shared/i18n/languages.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAutomations } from './api.ts';
import { AutomationCard } from './automation-card.tsx';

/** Settings → Automations: each automated e-mail a card of its own, saved on its own. */
export function AutomationsSection({ readOnly, clientLanguage }: { readOnly: boolean; clientLanguage: Language }) {
  const automationsQuery = useAutomations();
  if (automationsQuery.isPending) return <Skeleton className="h-64 w-full" />;
  if (automationsQuery.isError) {
    return <p className="text-destructive text-sm">Failed to load automations. Please try again.</p>;
  }
  return (
    <div className="grid min-w-0 gap-6">
      <p className="text-muted-foreground text-sm">
        E-mails that send themselves, in your venue’s name, with replies to your address. Days count in your venue’s
        time zone, and no one gets the same e-mail twice. Each goes out in the language of its lead or booking: write a
        version in each language your couples read.
      </p>
      {(automationsQuery.data ?? []).map((automation) => (
        <AutomationCard
          key={automation.id}
          automation={automation}
          readOnly={readOnly}
          clientLanguage={clientLanguage}
        />
      ))}
    </div>
  );
}
