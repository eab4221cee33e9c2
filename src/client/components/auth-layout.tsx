import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** The sign-in and sign-up screens: a centred card with a way back to the home page. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useDocumentTitle(title, description);
  return (
    <div className="min-h-screen bg-gradient-to-br from-[#f7f1f3] via-white to-[#eef7f3]">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Link href="/" className="rounded-md" aria-label="VenueDesk home">
          <BrandLogo />
        </Link>
        <Button variant="ghost" asChild>
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </header>
      <main className="flex justify-center px-4 pt-4 pb-16 sm:pt-10">
        <Card className="w-full max-w-md shadow-lg">
          <CardHeader className="pb-4 text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
