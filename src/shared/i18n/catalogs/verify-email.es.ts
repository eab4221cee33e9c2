import type { CatalogOf } from './catalog-of.ts';
import type { verifyEmailEn } from './verify-email.en.ts';

/** La página para confirmar el correo electrónico, como la ve una pareja con cuenta en el portal. */
export const verifyEmailEs: CatalogOf<typeof verifyEmailEn> = {
  'verifyEmail.title': 'Confirme su correo electrónico',
  'verifyEmail.description':
    'Elija la contraseña de su cuenta de VenueDesk. Cualquier otra persona con la sesión iniciada en ella la perderá.',
  'verifyEmail.submit': 'Confirmar e iniciar sesión',
  'verifyEmail.submitting': 'Guardando...',
  'verifyEmail.goneTitle': 'El enlace ya no es válido',
  'verifyEmail.goneDescription': 'Este enlace de verificación ya se usó o venció.',
  'verifyEmail.failedTitle': 'No se pudo abrir este enlace',
  'verifyEmail.failedDescription': 'Algo salió mal. Inténtelo de nuevo.',
  'verifyEmail.tryAgain': 'Intentar de nuevo',
  'verifyEmail.newLink': 'Obtener un enlace nuevo',
  'verifyEmail.signIn': 'Iniciar sesión',
  'verifyEmail.successTitle': 'Correo electrónico verificado',
  'verifyEmail.successDescription': 'Su dirección está confirmada y ya inició sesión.',
  'verifyEmail.email': 'Correo electrónico',
  'verifyEmail.newPassword': 'Contraseña nueva',
  'verifyEmail.confirmPassword': 'Confirmar contraseña',
  'verifyEmail.passwordHint': 'Al menos {count} caracteres.',
  'verifyEmail.passwordRequired': 'La contraseña es obligatoria',
  'verifyEmail.passwordTooLong': 'La contraseña es demasiado larga',
  'verifyEmail.confirmRequired': 'Confirme su contraseña',
  'verifyEmail.mismatchTitle': 'Las contraseñas no coinciden',
  'verifyEmail.mismatchDescription': 'Asegúrese de que las dos contraseñas sean iguales',
  'verifyEmail.tooShortTitle': 'Contraseña demasiado corta',
  'verifyEmail.tooShortDescription': 'La contraseña debe tener al menos {count} caracteres',
  'verifyEmail.saveFailedTitle': 'No se pudo guardar la contraseña',
  'verifyEmail.saveFailedDescription': 'No se pudo guardar su contraseña. Inténtelo de nuevo.',
  'verifyEmail.backHome': 'Volver al inicio',
  'verifyEmail.brandHome': 'Inicio de VenueDesk',
};
