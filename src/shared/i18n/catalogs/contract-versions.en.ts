/**
 * A contract's language versions as the signing page and the signed PDF name them (decision
 * 074): which version a text is, and which governs.
 */
export const contractVersionsEn = {
  'contractVersion.name.en': 'English version',
  'contractVersion.name.es': 'Spanish version',
  'contractVersion.governing': 'Governing version',
  'contractVersion.bilingual.en':
    'This contract is written in English and in Spanish. The English version governs: where the two differ, it prevails.',
  'contractVersion.bilingual.es':
    'This contract is written in English and in Spanish. The Spanish version governs: where the two differ, it prevails.',
} as const;
