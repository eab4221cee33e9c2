import { Route, Switch } from 'wouter';
import { GuestOnly } from './guest-only.tsx';
import { lazyPage, lazyStaticPage } from './lazy-page.ts';
import { protectedPathPattern } from './protected-paths.ts';
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
 * The routes beyond the public pages: the sign-in pages, the couples' links (signing, paying,
 * invitations) and the signed-in app. A chunk of their own, so that the entry every first visit
 * downloads does not carry the list of their chunks (router.tsx).
 */
export function AppRoutes() {
  return (
    <Switch>
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
      <Route path="/contract/:contractId/sign" component={ContractSignPage} />
      <Route path="/accept-invite/:token" component={AcceptInvitePage} />
      <Route path="/verify-email/:token" component={VerifyEmailPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password/:token" component={ResetPasswordPage} />
      <Route path="/pay/:token" component={PayPage} />
      <Route path={protectedPathPattern}>
        <RequireAuth>
          <SignedInApp />
        </RequireAuth>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
