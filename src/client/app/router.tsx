import { Suspense } from 'react';
import { HydrationSignal } from './hydration-signal.tsx';
import { Redirect, Route, Switch } from 'wouter';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getHomePath, useAuth } from '#client/features/auth/index.ts';
import { lazyStaticPage } from './lazy-page.ts';
import {
  ContactPage,
  FeaturesPage,
  HelpPage,
  InquirePage,
  LandingPage,
  PricingPage,
  PrivacyPage,
  SharedCalendarPage,
} from './public-pages.ts';

/**
 * Every other route (sign-in, couples' links, the signed-in app) is in app-routes.tsx, a chunk
 * of its own: each lazy route the entry names adds its chunks' list to the entry, which every
 * visitor's first page downloads, and the landing page's budget is 90 KB (decision 066).
 */
const AppRoutes = lazyStaticPage(() => import('./app-routes.tsx'), 'AppRoutes');

/**
 * `/` is the landing page for visitors; signed-in users go straight to their app. The landing
 * page stays while a stored session is checked: it is what the pre-rendered HTML shows, so the
 * browser hydrates it rather than swapping it for a spinner.
 */
function HomeRoute() {
  const { user } = useAuth();
  if (user) return <Redirect to={getHomePath(user)} replace />;
  return <LandingPage />;
}

export function AppRouter() {
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <Switch>
        <Route path="/" component={HomeRoute} />
        <Route path="/landing" component={LandingPage} />
        <Route path="/pricing" component={PricingPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/help" component={HelpPage} />
        <Route path="/features" component={FeaturesPage} />
        <Route path="/inquire/:slug" component={InquirePage} />
        <Route path="/shared-calendar/:id" component={SharedCalendarPage} />
        <Route component={AppRoutes} />
      </Switch>
      <HydrationSignal />
    </Suspense>
  );
}
