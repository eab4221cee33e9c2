import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer.tsx';
import { landingNav, PublicHeader, type PublicNav } from './public-header.tsx';

/** Header, footer and a <main> for the public (marketing) pages; each page may name its nav. */
export function PublicLayout({ children, nav = landingNav }: { children: ReactNode; nav?: PublicNav }) {
  return (
    <div className="bg-background flex min-h-screen flex-col">
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <PublicHeader nav={nav} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
