import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '#shared/auth/auth.schemas.ts';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useLogout } from '#client/features/auth/index.ts';
import { NotificationBell } from '#client/features/notifications/index.ts';
import type { BookingVenue } from '#shared/bookings/bookings.schemas.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/languages.ts';
import { portalHeaderEn } from '#shared/i18n/catalogs/portal-header.en.ts';
import { portalHeaderEs } from '#shared/i18n/catalogs/portal-header.es.ts';
import { usePortalHeaderLanguage } from './portal-language-context.tsx';
import { VenueMark } from './venue-mark.tsx';

/**
 * The header's few plain texts, in the portal's language, read directly: they take no values. In
 * a bundle each is compiled to an array of its one text (docs/decisions/068), which React renders
 * as that text; use them only as children.
 */
const headerTexts = { en: portalHeaderEn, es: portalHeaderEs };

/**
 * One of those texts as a string, for an attribute (the bell's aria-label): a compiled text is an
 * array of its one string, whose String() is that string; from source it is the string itself.
 */
const plain = (text: unknown): string => String(text);

/**
 * A client's header instead of the staff sidebar and header (they can use neither): whose portal
 * it is (the venue's logo and name, or VenueDesk for a client of several venues), who is signed
 * in, their Profile and Sign out.
 */
const headerButton = 'text-muted-foreground h-7 px-1.5 text-xs sm:h-9 sm:px-3 sm:text-sm';
/**
 * On a phone Profile and Sign out are their icons, their words left to screen readers: written
 * out ("Cerrar sesión"), they left the venue's name a few letters ("Salón L…").
 */
const phoneHidden = 'sr-only sm:not-sr-only';

export function ClientPortalHeader({ user, venue }: { user: User; venue: BookingVenue | null }) {
  const logout = useLogout();
  const language = usePortalHeaderLanguage();
  const text = headerTexts[language];
  // A couple's pages outside English name their language, so the pages they go to keep it.
  const withLanguage = (path: string) => (language === 'en' ? path : `${path}?${LANGUAGE_PARAM}=${language}`);
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <header className="bg-background/95 sticky top-0 z-30 border-b px-4 backdrop-blur sm:px-6 lg:px-8">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center gap-3">
        {venue ? <VenueMark venue={venue} /> : <BrandLogo showName={false} />}
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 leading-tight font-semibold break-words sm:truncate" title={venue?.name}>
            {venue?.name ?? 'VenueDesk'}
          </p>
          <p className="text-muted-foreground text-xs">{text['portalHeader.caption']}</p>
        </div>
        {/* On a phone the signed-in name sits over the buttons, and the venue's name may take two lines. */}
        <div className="flex min-w-0 shrink-0 flex-col items-end sm:flex-row sm:items-center sm:gap-2">
          <p className="max-w-[9rem] truncate text-sm font-medium sm:max-w-xs" title={displayName}>
            <span className="sr-only">{text['portalHeader.signedInAs']} </span>
            {displayName}
          </p>
          <div className="-mr-1.5 flex items-center sm:mr-0">
            <NotificationBell
              className="size-7 sm:size-9"
              labels={{
                language,
                notifications: plain(text['portalHeader.notifications']),
                unread: plain(text['portalHeader.unread']),
                unreadItem: plain(text['portalHeader.unreadItem']),
                markAllRead: plain(text['portalHeader.markAllRead']),
                failed: plain(text['portalHeader.notificationsFailed']),
                allCaughtUp: plain(text['portalHeader.allCaughtUp']),
              }}
            />
            <Button variant="ghost" size="sm" className={headerButton} asChild>
              <Link href={withLanguage('/profile')}>
                <UserRound aria-hidden="true" />
                <span className={phoneHidden}>{text['portalHeader.profile']}</span>
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className={headerButton}
              // Always the couple's sign-in page, in English too: staff's plain /login offers a
              // venue account ("Sign up") and speaks to venue staff.
              onClick={() => void logout(`/login?${LANGUAGE_PARAM}=${language}`)}
            >
              <LogOut aria-hidden="true" />
              <span className={phoneHidden}>{text['portalHeader.signOut']}</span>
            </Button>
          </div>
        </div>
      </div>
    </header>
  );
}
