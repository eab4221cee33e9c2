import { tz } from '@date-fns/tz';
import { startOfMonth } from 'date-fns';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useCalendarBookings } from './api.ts';
import { filterBookings, getEventTypeOptions, noBookingFilters, type BookingFilters } from './booking-filters.ts';
import {
  getDateForView,
  getToday,
  getViewRange,
  groupBookingsByDay,
  shiftPeriod,
  type CalendarView,
} from './calendar-dates.ts';
import { parseCalendarSearch, toCalendarSearch, type CalendarPeriod } from './calendar-search.ts';
import { useVenueTimeZone } from './use-venue-time-zone.ts';

/**
 * The calendar's state: the period in the address (`?month=2031-06`, `?view=week&date=…`, so a
 * reload or a shared link opens the same place), the selected day, the filters, and the bookings
 * of the visible range. Days, today and the range are the venue's, in `timeZone` (decision 008).
 */
export function useBookingCalendar() {
  const timeZone = useVenueTimeZone();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = getToday(timeZone);
  const period = parseCalendarSearch(searchParams, today, timeZone);
  const [selectedDay, setSelectedDay] = useState<Date | null>(null);
  const [filters, setFilters] = useState<BookingFilters>(noBookingFilters);

  const range = getViewRange(period.view, period.date, timeZone);
  const query = useCalendarBookings(range.start, range.end);
  const bookings = query.data;

  const filtered = useMemo(() => filterBookings(bookings ?? [], filters), [bookings, filters]);
  const bookingsByDay = useMemo(() => groupBookingsByDay(filtered, timeZone), [filtered, timeZone]);
  const eventTypeOptions = useMemo(() => getEventTypeOptions(bookings ?? []), [bookings]);

  function goTo(next: CalendarPeriod) {
    setSearchParams(toCalendarSearch(next, timeZone), { replace: true });
  }

  function shift(step: 1 | -1) {
    goTo({ view: period.view, date: shiftPeriod(period.view, period.date, step, timeZone) });
  }

  return {
    /** The venue's IANA zone: every day and time of the calendar is read in it. */
    timeZone,
    period,
    today,
    selectedDay,
    selectDay: setSelectedDay,
    filters,
    setFilters,
    query,
    /** The bookings of the visible range that pass the filters. */
    filtered,
    bookingsByDay,
    eventTypeOptions,
    /** The month the period is in: the Drag & Drop tab and the CSV file name use it. */
    month: startOfMonth(period.date, { in: tz(timeZone) }),
    goToPrevious: () => shift(-1),
    goToNext: () => shift(1),
    goToToday: () => goTo({ view: period.view, date: today }),
    setView: (view: CalendarView) => goTo({ view, date: getDateForView(period, today, selectedDay, timeZone) }),
  };
}

export type BookingCalendar = ReturnType<typeof useBookingCalendar>;
