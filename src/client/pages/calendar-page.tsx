import { Plus } from 'lucide-react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useBookingDialogs } from '#client/features/bookings/booking-dialogs-context.ts';
import { CalendarFilters, StatusLegend } from '#client/features/bookings/calendar-filters.tsx';
import { CalendarPeriodView } from '#client/features/bookings/calendar-period-view.tsx';
import { CalendarTabs } from '#client/features/bookings/calendar-tabs.tsx';
import { CalendarToolbar } from '#client/features/bookings/calendar-toolbar.tsx';
import { parseDayKey, toDayKey } from '#client/features/bookings/calendar-dates.ts';
import { ExportBookingsButton } from '#client/features/bookings/export-bookings-button.tsx';
import { useBookingCalendar } from '#client/features/bookings/use-booking-calendar.ts';

export function CalendarPage() {
  const calendar = useBookingCalendar();
  const { openNewBooking, openBookingDetails } = useBookingDialogs();

  // The dialog gets the venue day's key, so its date is that day whatever the browser's zone.
  function selectDay(day: Date) {
    calendar.selectDay(day);
    openNewBooking(toDayKey(day, calendar.timeZone));
  }

  // A recommended date (the venue's day key): select it and open New Booking on it.
  function pickRecommendedDate(dayKey: string) {
    const day = parseDayKey(dayKey, calendar.timeZone);
    if (day) calendar.selectDay(day);
    openNewBooking(dayKey);
  }

  return (
    <>
      <PageHeader
        title="Booking Calendar"
        description="Plan events and keep every date free of double bookings."
        actions={
          <>
            <ExportBookingsButton bookings={calendar.filtered} month={calendar.month} timeZone={calendar.timeZone} />
            <Button
              onClick={() => openNewBooking(calendar.selectedDay && toDayKey(calendar.selectedDay, calendar.timeZone))}
            >
              <Plus aria-hidden="true" />
              New Booking
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4 p-4 sm:p-6">
          <CalendarToolbar calendar={calendar} />
          <CalendarFilters calendar={calendar} />
          <StatusLegend />
          <CalendarPeriodView calendar={calendar} onSelectDay={selectDay} onOpenBooking={openBookingDetails} />
        </CardContent>
      </Card>
      <CalendarTabs
        month={calendar.month}
        timeZone={calendar.timeZone}
        today={calendar.today}
        onOpenBooking={openBookingDetails}
        onPickDate={pickRecommendedDate}
        onPickEventType={(eventType) => calendar.setFilters({ ...calendar.filters, eventType })}
      />
    </>
  );
}
