/**
 * The sign-in pages as a couple reaches them from an e-mail or their portal (/login,
 * /forgot-password, /reset-password/{token}), with ?lang= naming their language (decision 075).
 * Staff's plain pages read the same English.
 */
export const signInEn = {
  'signIn.title': 'Sign In',
  'signIn.description': 'Welcome back! Sign in to manage your venue.',
  'signIn.coupleDescription': 'Sign in to see your booking, pay and sign online.',
  'signIn.email': 'Email',
  'signIn.emailPlaceholder': 'you@example.com',
  'signIn.password': 'Password',
  'signIn.passwordRequired': 'Password is required',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.submit': 'Sign In',
  'signIn.submitting': 'Signing In...',
  'signIn.noAccount': "Don't have an account?",
  'signIn.signUp': 'Sign up',
  'signIn.successTitle': 'Login successful',
  'signIn.successDescription': 'Welcome back!',
  'signIn.failedTitle': 'Login failed',
  'signIn.failedDescription': 'Could not sign in. Please try again.',
  'signIn.backHome': 'Back to Home',
  'signIn.brandHome': 'VenueDesk home',

  'forgotPassword.title': 'Forgot your password?',
  'forgotPassword.description': 'Enter your e-mail address and we will send you a link to choose a new one.',
  'forgotPassword.submit': 'Send reset link',
  'forgotPassword.submitting': 'Sending...',
  'forgotPassword.remembered': 'Remembered it?',
  'forgotPassword.signIn': 'Sign in',
  'forgotPassword.sentTitle': 'Check your e-mail',
  'forgotPassword.sent':
    'If an account uses {email}, we have e-mailed it a link to choose a new password. The link works once, for {minutes} minutes.',
  'forgotPassword.noEmailTitle': 'No e-mail could be sent',
  'forgotPassword.noEmail':
    'E-mail is not set up on this VenueDesk yet, so no link can reach {email}. Ask whoever runs it to set up e-mail, then try again.',
  'forgotPassword.backToSignIn': 'Back to Sign In',
  'forgotPassword.failedTitle': 'Could not send link',
  'forgotPassword.failedDescription': 'The link could not be sent. Please try again.',

  'resetPassword.title': 'Choose a new password',
  'resetPassword.description': 'Every device signed in to your account will be signed out.',
  'resetPassword.submit': 'Save password and sign in',
  'resetPassword.goneDescription': 'This password reset link has been used or has expired.',
  'resetPassword.successTitle': 'Password changed',
  'resetPassword.successDescription': 'You are signed in with your new password.',
} as const;
