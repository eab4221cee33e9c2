import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { buttonVariants } from '#client/components/ui/button-variants.ts';

export interface PublicNavLink {
  href: string;
  label: string;
}

export interface PublicNav {
  links: PublicNavLink[];
  /** Show the Start Free Trial button (to /signup). Sign In is always there. */
  showTrial?: boolean;
}

/** The landing page's top nav (spec §2): Pricing, Contact, Help, Sign In, Start Free Trial. */
export const landingNav: PublicNav = {
  links: [
    { href: '/pricing', label: 'Pricing' },
    { href: '/contact', label: 'Contact' },
    { href: '/help', label: 'Help' },
  ],
  showTrial: true,
};

const linkClass =
  'rounded-md px-1 py-2 text-sm font-medium text-secondary-foreground transition-colors hover:text-primary';
const menuLinkClass =
  'block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground';

/**
 * The public pages' header. Below the md breakpoint the links fold into a menu that a toggle
 * opens and closes (Escape and following a link close it too).
 */
export function PublicHeader({ nav }: { nav: PublicNav }) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const [menuLocation, setMenuLocation] = useState(location);
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const menuLinks = [...nav.links, { href: '/login', label: 'Sign In' }];
  return (
    <header className="bg-background/95 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link href="/" className="shrink-0 rounded-md" aria-label="VenueDesk home">
          <BrandLogo />
        </Link>
        <nav aria-label="Site" className="ml-auto hidden items-center gap-6 md:flex">
          <ul className="flex items-center gap-6">
            {nav.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <ButtonLink variant="ghost" href="/login">
            Sign In
          </ButtonLink>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          {nav.showTrial && (
            <ButtonLink href="/signup" className="max-[359px]:hidden">
              Start Free Trial
            </ButtonLink>
          )}
          {/* With JavaScript off, index.html hides this toggle (by its aria-controls) and shows the menu. */}
          <button
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
            aria-expanded={isMenuOpen}
            aria-controls="public-menu"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav id="public-menu" aria-label="Menu" hidden={!isMenuOpen} className="border-t px-4 pt-2 pb-4 md:hidden">
        <ul className="grid gap-1">
          {menuLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={menuLinkClass} onClick={() => setMenuOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
