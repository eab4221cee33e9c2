import type { ReactNode } from 'react';
import type { User } from '#shared/auth/auth.schemas.ts';
import { ClientPortalHeader, PortalLanguageProvider, usePortalTheme } from '#client/features/client-portal/index.ts';

/**
 * The signed-in layout for a client: no staff sidebar or New Booking (clients may open only
 * their portal), a header naming the venue and who is signed in, all in the venue's colours.
 */
export function ClientShell({ user, children }: { user: User; children: ReactNode }) {
  const venue = usePortalTheme();
  return (
    <PortalLanguageProvider>
      <div className="bg-muted/60 flex min-h-screen flex-col">
        <ClientPortalHeader user={user} venue={venue} />
        <main id="main-content" className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto w-full max-w-5xl">{children}</div>
        </main>
      </div>
    </PortalLanguageProvider>
  );
}
