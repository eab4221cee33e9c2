import { useState, type ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#client/components/ui/sheet.tsx';
import { getHomePath, useAuth } from '#client/features/auth/index.ts';
import { EmailNotSetUpBanner } from '#client/features/email/index.ts';
import { AppHeader } from './app-header.tsx';
import { SidebarContent } from './app-sidebar.tsx';
import { ClientShell } from './client-shell.tsx';

/**
 * The signed-in layout of spec §2: a sidebar (a drawer below the md breakpoint), a header and
 * the page in a <main> landmark. Clients get their portal's own header instead.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [isMenuOpen, setMenuOpen] = useState(false);
  if (!user) return null;
  if (user.role === 'client') return <ClientShell user={user}>{children}</ClientShell>;

  return (
    <div className="bg-muted/60 min-h-screen">
      <aside className="bg-sidebar fixed inset-y-0 left-0 z-40 hidden w-64 border-r md:block">
        <SidebarContent user={user} />
      </aside>

      <Sheet open={isMenuOpen} onOpenChange={setMenuOpen}>
        <SheetContent closeLabel="Close menu" className="md:hidden">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Pages of VenueDesk</SheetDescription>
          <SidebarContent user={user} onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>

      <div className="flex min-h-screen flex-col md:pl-64">
        <AppHeader homePath={getHomePath(user)} onOpenMenu={() => setMenuOpen(true)} />
        <main id="main-content" className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto w-full max-w-6xl">
            <EmailNotSetUpBanner />
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}
