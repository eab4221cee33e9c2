import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getHomePath, useAuth } from '#client/features/auth/index.ts';
import { GuestOnly } from './guest-only.tsx';
import { lazyPage, lazyStaticPage } from './lazy-page.ts';
import { protectedPathPattern } from './protected-paths.ts';
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
import { RequireAuth } from './require-auth.tsx';

// Every route is its own chunk, so a visitor on a public page never loads the signed-in app;
// the pages that send no request load without the query client either (docs/decisions/065).
const LoginPage = lazyPage(() => import('#client/pages/login-page.tsx'), 'LoginPage');
const SignupPage = lazyPage(() => import('#client/pages/signup-page.tsx'), 'SignupPage');
const ContractSignPage = lazyPage(() => import('#client/pages/contract-sign-page.tsx'), 'ContractSignPage');
const AcceptInvitePage = lazyPage(() => import('#client/pages/accept-invite-page.tsx'), 'AcceptInvitePage');
const VerifyEmailPage = lazyPage(() => import('#client/pages/verify-email-page.tsx'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyPage(() => import('#client/pages/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('#client/pages/reset-password-page.tsx'), 'ResetPasswordPage');
const PayPage = lazyPage(() => import('#client/pages/pay-page.tsx'), 'PayPage');
const NotFoundPage = lazyStaticPage(() => import('#client/pages/not-found-page.tsx'), 'NotFoundPage');
const SignedInApp = lazyPage(() => import('./signed-in-app.tsx'), 'SignedInApp');

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
        <Route path="/login">
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        </Route>
        <Route path="/signup">
          <GuestOnly>
            <SignupPage />
          </GuestOnly>
        </Route>
        <Route path="/pricing" component={PricingPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/help" component={HelpPage} />
        <Route path="/features" component={FeaturesPage} />
        <Route path="/contract/:contractId/sign" component={ContractSignPage} />
        <Route path="/accept-invite/:token" component={AcceptInvitePage} />
        <Route path="/verify-email/:token" component={VerifyEmailPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password/:token" component={ResetPasswordPage} />
        <Route path="/inquire/:slug" component={InquirePage} />
        <Route path="/shared-calendar/:id" component={SharedCalendarPage} />
        <Route path="/pay/:token" component={PayPage} />
        <Route path={protectedPathPattern}>
          <RequireAuth>
            <SignedInApp />
          </RequireAuth>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
