import type { CatalogOf } from './catalog-of.ts';
import type { profileEn } from './profile.en.ts';

/** La página Perfil de un cliente (/profile), en el idioma de su portal. */
export const profileEs: CatalogOf<typeof profileEn> = {
  'profile.title': 'Perfil',
  'profile.description': 'Su cuenta, sus notificaciones por correo electrónico y su contraseña.',
  'profile.backToPortal': 'Volver a mi portal',

  'profile.account.title': 'Su cuenta',
  'profile.account.description': 'El nombre y la dirección de correo electrónico con los que inicia sesión.',
  'profile.account.name': 'Nombre',
  'profile.account.email': 'Correo electrónico',
  'profile.account.verified': 'Su dirección de correo electrónico está verificada.',
  'profile.account.notVerified':
    'Su dirección de correo electrónico aún no está verificada. Verificarla demuestra que es suya y permite que un salón agregue sus reservaciones a su cuenta sin una invitación.',
  'profile.account.linkSent': 'Enviamos un nuevo enlace a {email}. Funciona una sola vez, durante 7 días.',
  'profile.account.linkNotSent':
    'El correo todavía no está configurado en este VenueDesk, así que ningún enlace puede llegar a {email}. Pida a quien lo administra que configure el correo y vuelva a enviar un enlace.',
  'profile.account.sending': 'Enviando...',
  'profile.account.sendLink': 'Enviar un enlace de verificación',
  'profile.account.sendFailed': 'No se pudo enviar el enlace. Inténtelo de nuevo.',

  'profile.emails.title': 'Notificaciones por correo electrónico',
  'profile.emails.description':
    'Todas las notificaciones aparecen en la campana. Marque las que también desea recibir por correo electrónico.',
  'profile.emails.loadFailed': 'No se pudieron cargar sus preferencias de correo electrónico.',
  'profile.emails.legend': 'También por correo electrónico',
  'profile.emails.save': 'Guardar preferencias de correo',
  'profile.emails.saving': 'Guardando…',
  'profile.emails.saved': 'Notificaciones por correo electrónico guardadas',
  'profile.emails.saveFailedTitle': 'No se pudo guardar',
  'profile.emails.saveFailed': 'No se pudieron guardar sus preferencias. Inténtelo de nuevo.',
  'profile.emails.kind.paymentDue': 'Hay un pago pendiente',
  'profile.emails.kind.contractSent': 'Un contrato para firmar',

  'profile.password.title': 'Cambiar contraseña',
  'profile.password.description':
    'Se cerrará la sesión en los demás dispositivos donde su cuenta esté abierta; en este no.',
  'profile.password.current': 'Contraseña actual',
  'profile.password.new': 'Contraseña nueva',
  'profile.password.confirm': 'Confirme la contraseña nueva',
  'profile.password.hint': 'Al menos {min} caracteres.',
  'profile.password.submit': 'Cambiar contraseña',
  'profile.password.submitting': 'Cambiando...',
  'profile.password.changed': 'Contraseña cambiada',
  'profile.password.changedDescription': 'Se cerró la sesión en los demás dispositivos donde su cuenta estaba abierta.',
  'profile.password.failedTitle': 'No se pudo cambiar la contraseña',
  'profile.password.failed': 'No se pudo cambiar su contraseña. Inténtelo de nuevo.',
  'profile.password.mismatchTitle': 'Las contraseñas no coinciden',
  'profile.password.mismatch': 'Asegúrese de que las dos contraseñas sean iguales',
  'profile.password.tooShortTitle': 'Contraseña demasiado corta',
  'profile.password.tooShort': 'La contraseña debe tener al menos {min} caracteres',

  'profile.error.currentRequired': 'La contraseña actual es obligatoria',
  'profile.error.newRequired': 'La contraseña nueva es obligatoria',
  'profile.error.tooLong': 'La contraseña es demasiado larga',
  'profile.error.confirmRequired': 'Confirme su contraseña nueva',
  'profile.error.wrongCurrent': 'Su contraseña actual no es correcta',
};
