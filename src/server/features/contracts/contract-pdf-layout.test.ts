import { describe, expect, it } from 'vitest';
import { readInstallationKeys } from '#server/crypto/installation-keys.ts';
import { createSelfSignedP12 } from '#server/crypto/self-signed-certificate.ts';
import { signatureDataUrl } from '#tests/contracts-factory.ts';
import { buildSignedContractPdf, type SignedContractFacts } from './contract-pdf.ts';
import { poppler } from './pdf-inspect.test-helper.ts';

const keys = readInstallationKeys(
  await createSelfSignedP12({ commonName: 'Layout test', password: 'x', modulusLength: 2048 }),
  'x',
);
const drawing = Buffer.from(signatureDataUrl().split(',')[1]!, 'base64');
const signedAt = new Date('2026-11-20T18:30:00Z');

function facts(content: string, countersigned = false): SignedContractFacts {
  return {
    contractId: '00000000-0000-4000-8000-000000000001',
    language: 'en',
    pageLanguage: 'en',
    title: 'Wedding Venue Agreement',
    venueName: 'Casa Azul',
    timeZone: 'America/Los_Angeles',
    content,
    versions: null,
    sentTo: 'emma@example.com',
    signerName: 'Emma Johnson',
    signerEmail: 'emma@example.com',
    signedAt,
    signerIp: '203.0.113.7',
    signature: drawing,
    signatureHash: 'b'.repeat(64),
    hashAsSent: 'a'.repeat(64),
    hashAsSigned: 'a'.repeat(64),
    events: [],
    ...(countersigned
      ? {
          countersignature: {
            signedBy: 'Olivia Owner <olivia@example.com> (owner)',
            signerName: 'Olivia Owner',
            signedAt: new Date('2026-11-21T09:00:00Z'),
            ip: '198.51.100.4',
            signature: drawing,
            signatureHash: 'c'.repeat(64),
            originalPdfHash: 'd'.repeat(64),
          },
        }
      : {}),
  };
}

/** The text of each page, as pdftotext finds it (it ends each page with a form feed). */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  return (await poppler('pdftotext', pdf, ['-layout'])).split('\f').slice(0, -1);
}

const clauses = (count: number) => Array.from({ length: count }, (_, index) => `Clause ${index + 1}.`).join('\n');

describe('the signed PDF’s signature page', () => {
  // From a text that leaves room for the signature to one that fills the first page.
  const lengths = Array.from({ length: 23 }, (_, index) => 20 + index);

  it.each(lengths)('keeps the signature with the contract’s last lines (%i lines of text)', async (count) => {
    const pages = await pagesOf(await buildSignedContractPdf(facts(clauses(count)), keys));
    const signaturePage = pages.findIndex((page) => page.includes('Signed electronically by Emma Johnson'));
    expect(signaturePage).toBeGreaterThanOrEqual(0);
    for (const line of [count, count - 1, count - 2].map((clause) => `Clause ${clause}.`)) {
      expect(pages[signaturePage], `${line} with the signature`).toContain(line);
    }
    expect(pages[signaturePage + 1]).toContain('Certificate of Completion');
    // No page of the contract is without its text.
    for (const page of pages.slice(0, signaturePage + 1)) expect(page).toMatch(/Clause \d+\./);
  });

  it.each(lengths.filter((count) => count % 2 === 0))(
    'keeps both signatures with the last lines when countersigned (%i lines)',
    async (count) => {
      const pages = await pagesOf(await buildSignedContractPdf(facts(clauses(count), true), keys));
      const signaturePage = pages.findIndex((page) => page.includes('Signed electronically by Emma Johnson'));
      expect(pages[signaturePage]).toContain(`Clause ${count}.`);
      expect(pages[signaturePage]).toContain('Countersigned electronically by Olivia Owner');
      expect(pages[signaturePage + 1]).toContain('Certificate of Completion');
      expect(pages[signaturePage + 1]).toContain('Countersigned by: Olivia Owner <olivia@example.com> (owner)');
    },
  );

  it('moves the end of a long last paragraph, not the paragraph’s start alone', async () => {
    const paragraph = 'The couple agrees to the venue rules set out above and to the payment schedule. '.repeat(6);
    const pages = await pagesOf(await buildSignedContractPdf(facts(`${clauses(34)}\n${paragraph.trim()}`), keys));
    const signaturePage = pages.findIndex((page) => page.includes('Signed electronically by'));
    expect(signaturePage).toBeGreaterThan(0);
    expect(pages[signaturePage]).toMatch(/payment schedule\.\s*\n/);
  });
});
