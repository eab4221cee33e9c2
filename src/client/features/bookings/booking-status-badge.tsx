import { getBookingStatusLabel } from '#shared/bookings/booking-status.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { getStatusClasses } from './booking-status-colours.ts';

export function BookingStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(getStatusClasses(status).badge, className)}>
      {getBookingStatusLabel(status)}
    </Badge>
  );
}
