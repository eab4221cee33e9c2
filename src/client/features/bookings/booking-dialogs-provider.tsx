import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { toast } from '#client/lib/use-toast.ts';
import { bookingKeys } from './api.ts';
import {
  BookingDialogsContext,
  type BookingDetailsExtension,
  type BookingDialogsApi,
  type BookingDialogState,
} from './booking-dialogs-context.ts';
import type { BookingDialogsProps } from './booking-dialogs.tsx';

function NoDialogs() {
  return null;
}

// The forms (react-hook-form, zod, Radix Select) load when a dialog first opens, not with the shell.
// A chunk that cannot load (a deploy replaced it while the tab stayed open) must not blank the app.
const BookingDialogs = lazy(async (): Promise<{ default: ComponentType<BookingDialogsProps> }> => {
  try {
    return { default: (await import('./booking-dialogs.tsx')).BookingDialogs };
  } catch {
    toast({
      variant: 'destructive',
      title: 'Error',
      description: 'The booking form could not be loaded. Please reload the page.',
    });
    return { default: NoDialogs };
  }
});

/**
 * Holds which booking dialog is open, for every signed-in page. When the last dialog closes,
 * focus goes back to whatever opened the first one (a day, a booking bar, the header button),
 * also after going from the details to the edit dialog. `detailsExtension` is what the app adds
 * to the details dialog from other features.
 */
export function BookingDialogsProvider({
  children,
  detailsExtension,
}: {
  children: ReactNode;
  detailsExtension?: BookingDetailsExtension;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BookingDialogState>(null);
  const [isLoaded, setLoaded] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (next: NonNullable<BookingDialogState>) => {
      // The details read the booking from the cache, which any later change refreshes (a schedule
      // that gave it a total, an edit): it starts from the booking as the opener had it.
      if (next.kind === 'details') queryClient.setQueryData(bookingKeys.detail(next.booking.id), next.booking);
      setState((current) => {
        if (current === null && document.activeElement instanceof HTMLElement) {
          returnFocusTo.current = document.activeElement;
        }
        return next;
      });
      setLoaded(true);
    },
    [queryClient],
  );

  const api = useMemo<BookingDialogsApi>(
    () => ({
      openNewBooking: (dayKey) => open({ kind: 'new', dayKey: dayKey ?? null }),
      openBookingDetails: (booking) => open({ kind: 'details', booking }),
      openEditBooking: (booking) => open({ kind: 'edit', booking, fromDetails: false }),
    }),
    [open],
  );

  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = state !== null;
  }, [state]);

  // Radix fires this a tick after a dialog closes; when another dialog opened meanwhile (details
  // → edit), focus stays in that one.
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const target = returnFocusTo.current;
    if (!isOpen.current && target?.isConnected) target.focus();
  }, []);

  return (
    <BookingDialogsContext value={api}>
      {children}
      {isLoaded && (
        <Suspense fallback={null}>
          <BookingDialogs
            state={state}
            detailsExtension={detailsExtension}
            onEdit={(booking: Booking) => setState({ kind: 'edit', booking, fromDetails: true })}
            onEditDone={(booking: Booking | null) => {
              // From the details, an edit goes back to them, showing what was saved.
              if (state?.kind === 'edit' && state.fromDetails && booking) open({ kind: 'details', booking });
              else setState(null);
            }}
            onClose={() => setState(null)}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        </Suspense>
      )}
    </BookingDialogsContext>
  );
}
