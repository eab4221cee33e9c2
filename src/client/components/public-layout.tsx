import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { Button } from '#client/components/ui/button.tsx';

const headerLinks = [
  { href: '/pricing', label: 'Pricing' },
  { href: '/contact', label: 'Contact' },
  { href: '/help', label: 'Help' },
];

const footerLinks = [
  { href: '/features', label: 'Features' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/contact', label: 'Contact' },
  { href: '/help', label: 'Help' },
  { href: '/privacy', label: 'Privacy' },
];

const linkClass = 'rounded-md text-sm font-medium text-secondary-foreground transition-colors hover:text-primary';

/** Header, footer and a <main> for the public (marketing) pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-background flex min-h-screen flex-col">
      <header className="bg-background/95 border-b">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-6 px-4 sm:px-6">
          <Link href="/" className="rounded-md" aria-label="VenueDesk home">
            <BrandLogo nameClassName="max-[399px]:sr-only" />
          </Link>
          <nav aria-label="Site" className="ml-auto flex items-center gap-2 sm:gap-6">
            <ul className="hidden items-center gap-6 md:flex">
              {headerLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Button variant="ghost" asChild>
              <Link href="/login">Sign In</Link>
            </Button>
            <Button asChild>
              <Link href="/signup">Start Free Trial</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="bg-muted/60 border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-muted-foreground text-sm">
            © {new Date().getFullYear()} VenueDesk. Software for event venues.
          </p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
