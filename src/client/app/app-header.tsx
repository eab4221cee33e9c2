import { Menu, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useBookingDialogs } from '#client/features/bookings/index.ts';
import { NotificationBell } from '#client/features/notifications/index.ts';

export function AppHeader({
  homePath,
  onOpenMenu,
}: {
  /** Where the logo leads: the staff's home page. */
  homePath: string;
  onOpenMenu: () => void;
}) {
  const { openNewBooking } = useBookingDialogs();
  return (
    <header className="bg-background/95 sticky top-0 z-30 flex h-16 items-center gap-2 border-b px-4 backdrop-blur sm:px-6">
      <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      <Link href={homePath} className="rounded-md md:hidden" aria-label="VenueDesk">
        <BrandLogo showName={false} />
      </Link>

      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        {/* Opens the New Booking dialog on this page, for today (staff only: clients have their own header). */}
        <Button onClick={() => openNewBooking()}>
          <Plus aria-hidden="true" />
          New Booking
        </Button>
        {/* Spec §9 showed a fixed 3; the bell now counts the unread (decision 053). */}
        <NotificationBell />
      </div>
    </header>
  );
}
