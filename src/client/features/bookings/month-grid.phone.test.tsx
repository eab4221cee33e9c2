// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { makeBooking } from '#client/test/dashboard-fixtures.ts';
import { makeSettings } from '#client/test/settings-fixtures.ts';
import { installRadixPolyfills } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { useBookingDialogs } from './booking-dialogs-context.ts';
import { BookingDialogsProvider } from './booking-dialogs-provider.tsx';
import { groupBookingsByDay, parseDayKey, toDayKey } from './calendar-dates.ts';
import { MonthGrid } from './month-grid.tsx';
import { useFullDays } from './use-day-closures.ts';
import { jsonResponse, renderWithProviders, TEST_VENUE_TIME_ZONE as zone } from './test-utils.tsx';

const fetchMock = installFetchMock();

// 19:00 on 14 June at the (Los Angeles) venue is already the 15th in UTC, where the tests run.
const ana = makeBooking({ id: 5, coupleNames: 'Ana & Luis', eventDate: '2031-06-15T02:00:00.000Z', status: 'booked' });
const kim = makeBooking({ id: 6, coupleNames: 'Kim & Jo', eventDate: '2031-06-14T18:00:00.000Z', status: 'inquiry' });
const lee = makeBooking({ id: 7, coupleNames: 'Lee & Max', eventDate: '2031-06-20T18:00:00.000Z' });

function PhoneMonth({ bookings, onSelectDay }: { bookings: Booking[]; onSelectDay: (day: Date) => void }) {
  const { openBookingDetails } = useBookingDialogs();
  return (
    <MonthGrid
      month={parseDayKey('2031-06-01', zone)!}
      timeZone={zone}
      today={parseDayKey('2031-06-10', zone)!}
      selectedDay={null}
      bookingsByDay={groupBookingsByDay(bookings, zone)}
      onSelectDay={onSelectDay}
      onOpenBooking={openBookingDetails}
    />
  );
}

/** The calendar's wiring: the list shows the filtered bookings, fullness counts every one. */
function FilteredPhoneMonth({ bookings, shown }: { bookings: Booking[]; shown: (booking: Booking) => boolean }) {
  const isDayFull = useFullDays(bookings, zone);
  return (
    <MonthGrid
      month={parseDayKey('2031-06-01', zone)!}
      timeZone={zone}
      today={parseDayKey('2031-06-10', zone)!}
      selectedDay={null}
      bookingsByDay={groupBookingsByDay(bookings.filter(shown), zone)}
      isDayFull={isDayFull}
      onSelectDay={vi.fn()}
      onOpenBooking={vi.fn()}
    />
  );
}

function renderPhoneMonth(bookings = [ana, kim, lee]) {
  installRadixPolyfills();
  const onSelectDay = vi.fn<(day: Date) => void>();
  const user = renderWithProviders(
    <BookingDialogsProvider>
      <PhoneMonth bookings={bookings} onSelectDay={onSelectDay} />
    </BookingDialogsProvider>,
  );
  return { user, onSelectDay };
}

describe('the month on a phone', () => {
  beforeEach(() => {
    // A 358 px wide calendar: what a 390 px phone leaves it.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows every weekday, each day a button named by its date and its bookings', () => {
    renderPhoneMonth();
    const table = screen.getByRole('table', { name: 'Bookings in June 2031' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(screen.getByRole('button', { name: 'Saturday, 14 June 2031, 2 bookings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Friday, 20 June 2031, 1 booking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thursday, 19 June 2031, no bookings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, 10 June 2031, no bookings' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    // The full grid's day buttons are not there.
    expect(screen.queryByRole('button', { name: /^New booking on/ })).not.toBeInTheDocument();
  });

  it("lists a tapped day's bookings; each opens its details, and New Booking starts on that day", async () => {
    const { user, onSelectDay } = renderPhoneMonth();
    await user.click(screen.getByRole('button', { name: 'Saturday, 14 June 2031, 2 bookings' }));

    const day = await screen.findByRole('dialog', { name: 'Saturday, 14 June 2031' });
    expect(within(day).getByText('2 bookings')).toBeInTheDocument();
    const items = within(day).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Kim & Jo11:00 AM · Wedding · Inquiry',
      'Ana & Luis7:00 PM · Wedding · Booked',
    ]);

    await user.click(within(day).getByRole('button', { name: /Ana & Luis/ }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(details).toHaveTextContent('Wedding for Ana & Luis');
    await user.click(within(details).getAllByRole('button', { name: 'Close' })[0]!);
    expect(details).not.toBeInTheDocument();

    // Back on the day's list, still open under the details.
    await user.click(screen.getByRole('button', { name: 'New Booking' }));
    expect(onSelectDay).toHaveBeenCalledTimes(1);
    expect(toDayKey(onSelectDay.mock.calls[0]![0], zone)).toBe('2031-06-14');
  });

  it('moves a booking to another date from its details, keeping its time, as a drop does', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === `/api/automation-runs?bookingId=${ana.id}`
          ? jsonResponse(200, [])
          : jsonResponse(200, { ...ana, eventDate: '2031-06-21T02:00:00.000Z' }),
      ),
    );
    const { user } = renderPhoneMonth();
    await user.click(screen.getByRole('button', { name: 'Saturday, 14 June 2031, 2 bookings' }));
    await user.click(await screen.findByRole('button', { name: /Ana & Luis/ }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });

    const move = within(details).getByRole('button', { name: 'Move' });
    expect(move).toBeDisabled();
    const date = within(details).getByLabelText('Move to date');
    expect(date).toHaveValue('2031-06-14');
    await user.clear(date);
    await user.type(date, '2031-06-20');
    await user.click(move);

    expect(await screen.findByText('Booking rescheduled')).toBeInTheDocument();
    expect(screen.getByText("Ana & Luis's event moved to Friday, June 20, 2031")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/bookings/5');
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({ eventDate: '2031-06-21T02:00:00.000Z' });
    expect(screen.queryByRole('dialog', { name: 'Booking Details' })).not.toBeInTheDocument();
  });

  it('says so when the server refuses the move', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(409, { message: 'June 20, 2031 is fully booked', code: 'CONFLICT' })),
    );
    const { user } = renderPhoneMonth();
    await user.click(screen.getByRole('button', { name: 'Friday, 20 June 2031, 1 booking' }));
    await user.click(await screen.findByRole('button', { name: /Lee & Max/ }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    const date = within(details).getByLabelText('Move to date');
    await user.clear(date);
    await user.type(date, '2031-06-21');
    await user.click(within(details).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Error rescheduling booking')).toBeInTheDocument();
    expect(screen.getByText('June 20, 2031 is fully booked')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Booking Details' })).toBeInTheDocument();
  });
});

describe('a fully booked day on a phone', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    const settings = makeSettings();
    settings.availability.maxBookingsPerDay = 2;
    fetchMock.mockImplementation((url) =>
      Promise.resolve(url === '/api/settings' ? jsonResponse(200, settings) : jsonResponse(404, {})),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  const cancelled = makeBooking({ id: 8, coupleNames: 'Sam & Ro', eventDate: lee.eventDate, status: 'cancelled' });

  function renderFiltered(shown: (booking: Booking) => boolean = () => true) {
    installRadixPolyfills();
    return renderWithProviders(<FilteredPhoneMonth bookings={[ana, kim, lee, cancelled]} shown={shown} />);
  }

  it('says a day whose slots are all held is full instead of offering New Booking, whatever the filters show', async () => {
    // Only booked events shown: the 14th lists one, and its inquiry still holds the second slot.
    const user = renderFiltered((booking) => booking.status === 'booked');
    await user.click(screen.getByRole('button', { name: 'Saturday, 14 June 2031, 1 booking' }));
    const day = await screen.findByRole('dialog', { name: 'Saturday, 14 June 2031' });
    expect(await within(day).findByText('This day is fully booked.')).toBeInTheDocument();
    expect(within(day).getByText('1 booking · Fully booked')).toBeInTheDocument();
    expect(within(day).queryByRole('button', { name: 'New Booking' })).not.toBeInTheDocument();
  });

  it('offers New Booking on a day with a free slot, a cancelled booking holding none', async () => {
    const user = renderFiltered();
    // The 14th is full once the settings are in: then the 20th is judged by them too.
    await user.click(screen.getByRole('button', { name: 'Saturday, 14 June 2031, 2 bookings' }));
    const full = await screen.findByRole('dialog', { name: 'Saturday, 14 June 2031' });
    expect(await within(full).findByText('This day is fully booked.')).toBeInTheDocument();
    await user.click(within(full).getAllByRole('button', { name: 'Close' })[0]!);

    await user.click(screen.getByRole('button', { name: 'Friday, 20 June 2031, 2 bookings' }));
    const day = await screen.findByRole('dialog', { name: 'Friday, 20 June 2031' });
    expect(within(day).getByText('2 bookings')).toBeInTheDocument();
    expect(within(day).getByRole('button', { name: 'New Booking' })).toBeInTheDocument();
    expect(within(day).queryByText('This day is fully booked.')).not.toBeInTheDocument();
  });
});

describe('the month where the full grid fits', () => {
  it('keeps the full grid, days opening New Booking', () => {
    renderPhoneMonth();
    expect(screen.getByRole('button', { name: 'New booking on Saturday, June 14, 2031' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /2 bookings$/ })).not.toBeInTheDocument();
  });
});
