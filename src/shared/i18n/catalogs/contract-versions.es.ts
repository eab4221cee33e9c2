import type { CatalogOf } from './catalog-of.ts';
import type { contractVersionsEn } from './contract-versions.en.ts';

/** Las versiones de un contrato por idioma, como las nombran la página de firma y el PDF firmado. */
export const contractVersionsEs: CatalogOf<typeof contractVersionsEn> = {
  'contractVersion.name.en': 'Versión en inglés',
  'contractVersion.name.es': 'Versión en español',
  'contractVersion.governing': 'Versión que rige',
  'contractVersion.bilingual.en':
    'Este contrato está redactado en inglés y en español. Rige la versión en inglés: si ambas difieren, prevalece esa versión.',
  'contractVersion.bilingual.es':
    'Este contrato está redactado en inglés y en español. Rige la versión en español: si ambas difieren, prevalece esa versión.',
};
