import type { CatalogOf } from './catalog-of.ts';
import type { paymentTypesEn } from './payment-types.en.ts';

/** Los tipos de pago estándar (spec §3) como los leen las parejas y familias. */
export const paymentTypesEs: CatalogOf<typeof paymentTypesEn> = {
  'paymentType.deposit': 'Depósito',
  'paymentType.milestone': 'Pago parcial',
  'paymentType.final': 'Pago final',
  'paymentType.additional': 'Adicional',
  'paymentType.deposit.payment': 'Pago del depósito',
  'paymentType.milestone.payment': 'Pago parcial',
  'paymentType.final.payment': 'Pago final',
  'paymentType.additional.payment': 'Pago adicional',
  'paymentName.deposit': 'Depósito ({percent}%)',
  'paymentName.milestone': 'Pago parcial {number}',
  'paymentName.final': 'Saldo final',
};
