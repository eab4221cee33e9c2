import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { BookingDialogsProvider } from '#client/features/bookings/index.ts';
import { useVenueTheme } from '#client/features/settings/index.ts';
import { AppShell } from './app-shell.tsx';
import { BookingDetailsExtension } from './booking-details-extension.tsx';
import { lazyPage } from './lazy-page.ts';

const DashboardPage = lazyPage(() => import('#client/pages/dashboard-page.tsx'), 'DashboardPage');
const CalendarPage = lazyPage(() => import('#client/pages/calendar-page.tsx'), 'CalendarPage');
const LeadsPage = lazyPage(() => import('#client/pages/leads-page.tsx'), 'LeadsPage');
const ContractsPage = lazyPage(() => import('#client/pages/contracts-page.tsx'), 'ContractsPage');
const PaymentsPage = lazyPage(() => import('#client/pages/payments-page.tsx'), 'PaymentsPage');
const ClientPortalPage = lazyPage(() => import('#client/pages/client-portal-page.tsx'), 'ClientPortalPage');
const SettingsPage = lazyPage(() => import('#client/pages/settings-page.tsx'), 'SettingsPage');
const OptimizationPage = lazyPage(() => import('#client/pages/optimization-page.tsx'), 'OptimizationPage');
const ProfilePage = lazyPage(() => import('#client/pages/profile-page.tsx'), 'ProfilePage');

/**
 * The signed-in pages inside the shell; the router has already checked the session. The booking
 * dialogs open from any page (the header's New Booking button), so their state lives here; the
 * details dialog shows the booking's payments and schedule, and Invite to portal.
 */
export function SignedInApp() {
  // The venue's branding colours theme every signed-in page; they also keep the
  // settings loaded, which New Booking reads for the venue's own event types.
  useVenueTheme();
  return (
    <TooltipProvider>
      <BookingDialogsProvider detailsExtension={BookingDetailsExtension}>
        <AppShell>
          <Suspense fallback={<Spinner />}>
            <Switch>
              <Route path="/dashboard" component={DashboardPage} />
              <Route path="/calendar" component={CalendarPage} />
              <Route path="/leads" component={LeadsPage} />
              <Route path="/contracts" component={ContractsPage} />
              <Route path="/payments" component={PaymentsPage} />
              <Route path="/client-portal" component={ClientPortalPage} />
              <Route path="/settings" component={SettingsPage} />
              <Route path="/optimization" component={OptimizationPage} />
              <Route path="/profile" component={ProfilePage} />
            </Switch>
          </Suspense>
        </AppShell>
      </BookingDialogsProvider>
    </TooltipProvider>
  );
}
