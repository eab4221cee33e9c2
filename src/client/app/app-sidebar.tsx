import { LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { roleLabels } from '#shared/auth/roles.ts';
import type { User } from '#shared/auth/auth.schemas.ts';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { getHomePath, useLogout } from '#client/features/auth/index.ts';
import { useVenueLogo } from '#client/features/settings/index.ts';
import { cn } from '#client/lib/utils.ts';
import { getNavItems } from './nav-items.ts';

/** Brand and venue, the main navigation, and who is signed in; used by the sidebar and the drawer. */
export function SidebarContent({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const [location] = useLocation();
  const logout = useLogout();
  const venueLogo = useVenueLogo();
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <div className="flex h-full flex-col">
      <div className="border-b px-5 py-5">
        <Link href={getHomePath(user)} onClick={onNavigate} className="rounded-md" aria-label="VenueDesk">
          <BrandLogo />
        </Link>
        {venueLogo && (
          // Decorative: the venue's name is written right under it.
          <img src={venueLogo} alt="" className="mt-4 max-h-14 max-w-full object-contain" data-testid="venue-logo" />
        )}
        {user.venueName && (
          <p className="text-muted-foreground mt-2 truncate text-sm" title={user.venueName}>
            {user.venueName}
          </p>
        )}
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">
          {getNavItems(user.role).map(({ href, label, icon: Icon }) => {
            const isActive = location.toLowerCase().replace(/\/$/, '') === href;
            return (
              <li key={href}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-primary text-primary-foreground shadow-sm'
                      : 'text-secondary-foreground hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  <Icon className="size-4.5 shrink-0" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t p-4">
        <div className="flex items-center gap-3 px-1">
          <span
            className="bg-accent text-accent-foreground flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
            aria-hidden="true"
          >
            {initials || '?'}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{displayName}</p>
            <p className="text-muted-foreground truncate text-xs">{roleLabels[user.role]}</p>
          </div>
        </div>
        <Button variant="ghost" className="text-muted-foreground mt-3 w-full justify-start" asChild>
          <Link href="/profile" onClick={onNavigate} aria-current={location === '/profile' ? 'page' : undefined}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </Button>
        <Button variant="ghost" className="text-muted-foreground w-full justify-start" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </div>
    </div>
  );
}
