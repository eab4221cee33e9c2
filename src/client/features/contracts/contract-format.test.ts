import { describe, expect, it } from 'vitest';
import { getContractCouple, getContractName, getContractPdfFilename } from './contract-format.ts';

describe('contract texts', () => {
  it('falls back to the spec’s words', () => {
    expect(getContractCouple({ coupleNames: null })).toBe('Unknown Couple');
    expect(getContractCouple({ coupleNames: '  ' })).toBe('Unknown Couple');
    expect(getContractCouple({ coupleNames: 'Sarah & Michael' })).toBe('Sarah & Michael');
    expect(getContractName({ templateName: null })).toBe('Standard Contract');
    expect(getContractName({ templateName: 'Garden Wedding' })).toBe('Garden Wedding');
  });
});

describe('getContractPdfFilename', () => {
  it('takes the server’s name, the UTF-8 one first', () => {
    expect(getContractPdfFilename({ coupleNames: 'A' }, 'attachment; filename="contract-1.pdf"')).toBe(
      'contract-1.pdf',
    );
    expect(
      getContractPdfFilename(
        { coupleNames: 'A' },
        `attachment; filename="contract.pdf"; filename*=UTF-8''contrato-jos%C3%A9.pdf`,
      ),
    ).toBe('contrato-josé.pdf');
    expect(getContractPdfFilename({ coupleNames: 'A' }, 'attachment; filename="../../etc/x.pdf"')).toBe(
      '..-..-etc-x.pdf',
    );
  });

  it('names it after the couple otherwise', () => {
    expect(getContractPdfFilename({ coupleNames: 'Sarah & Michael' }, null)).toBe('signed-contract-sarah-michael.pdf');
    expect(getContractPdfFilename({ coupleNames: 'José & Zoë' }, 'attachment')).toBe('signed-contract-jose-zoe.pdf');
    expect(getContractPdfFilename({ coupleNames: null }, null)).toBe('signed-contract.pdf');
  });
});
