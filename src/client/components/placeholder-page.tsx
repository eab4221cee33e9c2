import { Construction } from 'lucide-react';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { PublicLayout } from './public-layout.tsx';

/** A public page whose content comes in a later release: its title and a short note. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground mt-3 text-lg">{description}</p>
        <Card className="mt-10">
          <CardContent className="flex items-center gap-4 p-6">
            <Construction className="text-primary size-6 shrink-0" aria-hidden="true" />
            <p className="text-muted-foreground text-sm">
              We are putting the finishing touches on this page. Please check back soon.
            </p>
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}
