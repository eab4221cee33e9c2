import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '#client/components/ui/card.tsx';

/** An empty tab: the spec's text as its heading, and what happens next. */
export function PortalEmpty({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center px-6 py-12 text-center">
        <Icon className="text-muted-foreground size-10" aria-hidden="true" />
        <h2 className="mt-4 text-lg font-semibold">{title}</h2>
        <p className="text-muted-foreground mt-1 max-w-sm text-sm">{children}</p>
      </CardContent>
    </Card>
  );
}
