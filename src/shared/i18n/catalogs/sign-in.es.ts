import type { CatalogOf } from './catalog-of.ts';
import type { signInEn } from './sign-in.en.ts';

/** Las páginas para iniciar sesión como las abre una pareja desde un correo o su portal. */
export const signInEs: CatalogOf<typeof signInEn> = {
  'signIn.title': 'Iniciar sesión',
  'signIn.description': '¡Bienvenido de nuevo! Inicie sesión para administrar su lugar de eventos.',
  'signIn.coupleDescription': 'Inicie sesión para ver su reservación, pagar y firmar en línea.',
  'signIn.email': 'Correo electrónico',
  'signIn.emailPlaceholder': 'nombre@ejemplo.com',
  'signIn.password': 'Contraseña',
  'signIn.passwordRequired': 'La contraseña es obligatoria',
  'signIn.forgotPassword': '¿Olvidó su contraseña?',
  'signIn.submit': 'Iniciar sesión',
  'signIn.submitting': 'Iniciando sesión...',
  'signIn.noAccount': '¿No tiene una cuenta?',
  'signIn.signUp': 'Regístrese',
  'signIn.successTitle': 'Sesión iniciada',
  'signIn.successDescription': '¡Bienvenido de nuevo!',
  'signIn.failedTitle': 'No se pudo iniciar sesión',
  'signIn.failedDescription': 'No se pudo iniciar sesión. Inténtelo de nuevo.',
  'signIn.backHome': 'Volver al inicio',
  'signIn.brandHome': 'Inicio de VenueDesk',

  'forgotPassword.title': '¿Olvidó su contraseña?',
  'forgotPassword.description':
    'Escriba su correo electrónico y le enviaremos un enlace para elegir una contraseña nueva.',
  'forgotPassword.submit': 'Enviar enlace',
  'forgotPassword.submitting': 'Enviando...',
  'forgotPassword.remembered': '¿La recordó?',
  'forgotPassword.signIn': 'Inicie sesión',
  'forgotPassword.sentTitle': 'Revise su correo',
  'forgotPassword.sent':
    'Si hay una cuenta con {email}, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante {minutes} minutos.',
  'forgotPassword.noEmailTitle': 'No se pudo enviar ningún correo',
  'forgotPassword.noEmail':
    'El correo todavía no está configurado en este VenueDesk, así que ningún enlace puede llegar a {email}. Pida a quien lo administra que configure el correo y vuelva a intentarlo.',
  'forgotPassword.backToSignIn': 'Volver a iniciar sesión',
  'forgotPassword.failedTitle': 'No se pudo enviar el enlace',
  'forgotPassword.failedDescription': 'No se pudo enviar el enlace. Inténtelo de nuevo.',

  'resetPassword.title': 'Elija una contraseña nueva',
  'resetPassword.description': 'Se cerrará la sesión en todos los dispositivos conectados a su cuenta.',
  'resetPassword.submit': 'Guardar e iniciar sesión',
  'resetPassword.goneDescription': 'Este enlace para restablecer la contraseña ya se usó o venció.',
  'resetPassword.successTitle': 'Contraseña cambiada',
  'resetPassword.successDescription': 'Inició sesión con su contraseña nueva.',
};
