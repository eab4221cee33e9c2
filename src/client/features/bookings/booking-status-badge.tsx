import { getBookingStatusLabel } from '#shared/bookings/booking-status.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { getStatusClasses } from './booking-status-colours.ts';

/** `label`: the status in the page's language (the client portal's); the staff label otherwise. */
export function BookingStatusBadge({
  status,
  label,
  className,
}: {
  status: string;
  label?: string;
  className?: string;
}) {
  return (
    <Badge variant="outline" className={cn(getStatusClasses(status).badge, className)}>
      {label ?? getBookingStatusLabel(status)}
    </Badge>
  );
}
