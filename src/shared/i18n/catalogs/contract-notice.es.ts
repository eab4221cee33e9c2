import type { CatalogOf } from './catalog-of.ts';
import type { contractNoticeEn } from './contract-notice.en.ts';

/** El aviso de la campana al cliente de una reserva: un contrato para firmar. Solo en el servidor. */
export const contractNoticeEs: CatalogOf<typeof contractNoticeEn> = {
  'contractNotice.sent.title': '{venueName} le envió «{contractName}» para firmar',
  'contractNotice.sent.body':
    'Para {coupleNames}. Fírmelo desde su portal o con el enlace que le enviamos por correo electrónico.',
};
