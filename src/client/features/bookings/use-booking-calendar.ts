import { startOfDay, startOfMonth } from 'date-fns';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useCalendarBookings } from './api.ts';
import { filterBookings, getEventTypeOptions, noBookingFilters, type BookingFilters } from './booking-filters.ts';
import { getDateForView, getViewRange, groupBookingsByDay, shiftPeriod, type CalendarView } from './calendar-dates.ts';
import { parseCalendarSearch, toCalendarSearch, type CalendarPeriod } from './calendar-search.ts';

/**
 * The calendar's state: the period in the address (`?month=2031-06`, `?view=week&date=…`, so a
 * reload or a shared link opens the same place), the selected day, the filters, and the bookings
 * of the visible range.
 */
export function useBookingCalendar() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = startOfDay(new Date());
  const period = parseCalendarSearch(searchParams, today);
  const [selectedDay, setSelectedDay] = useState<Date | null>(null);
  const [filters, setFilters] = useState<BookingFilters>(noBookingFilters);

  const range = getViewRange(period.view, period.date);
  const query = useCalendarBookings(range.start, range.end);
  const bookings = query.data;

  const filtered = useMemo(() => filterBookings(bookings ?? [], filters), [bookings, filters]);
  const bookingsByDay = useMemo(() => groupBookingsByDay(filtered), [filtered]);
  const eventTypeOptions = useMemo(() => getEventTypeOptions(bookings ?? []), [bookings]);

  function goTo(next: CalendarPeriod) {
    setSearchParams(toCalendarSearch(next), { replace: true });
  }

  return {
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
    month: startOfMonth(period.date),
    goToPrevious: () => goTo({ view: period.view, date: shiftPeriod(period.view, period.date, -1) }),
    goToNext: () => goTo({ view: period.view, date: shiftPeriod(period.view, period.date, 1) }),
    goToToday: () => goTo({ view: period.view, date: today }),
    setView: (view: CalendarView) => goTo({ view, date: getDateForView(period, today, selectedDay) }),
  };
}

export type BookingCalendar = ReturnType<typeof useBookingCalendar>;
