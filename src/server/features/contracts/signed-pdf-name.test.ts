import { describe, expect, it } from 'vitest';
import { createSentContract, createEligibleBooking, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { attachmentDisposition, signedPdfFileName } from './signed-pdf-name.ts';

const base = { signerName: null, contractName: 'Wedding Venue Agreement', timeZone: 'America/Los_Angeles' };

describe('signedPdfFileName', () => {
  it('names the file after the couple and the event day in the venue’s time zone', () => {
    // 03:00 UTC on the 15th is still the 14th in Los Angeles.
    const name = signedPdfFileName({
      ...base,
      coupleNames: 'Emma Johnson',
      eventDate: new Date('2026-06-15T03:00:00Z'),
    });
    expect(name).toEqual({
      ascii: 'Emma-Johnson-2026-06-14-signed.pdf',
      unicode: 'Emma-Johnson-2026-06-14-signed.pdf',
    });
  });

  it('keeps letters and digits only: no quotes, slashes or dots reach a header or a file system', () => {
    const name = signedPdfFileName({
      ...base,
      coupleNames: ' "Ava" & ../Noah\r\n O’Brien; ',
      eventDate: new Date('2026-06-14T18:00:00Z'),
    });
    expect(name.ascii).toBe('Ava-Noah-O-Brien-2026-06-14-signed.pdf');
    expect(name.unicode).toBe('Ava-Noah-O-Brien-2026-06-14-signed.pdf');
  });

  it('folds accents for the ASCII name and keeps the names as written for the UTF-8 one', () => {
    const zoe = signedPdfFileName({ ...base, coupleNames: 'Zoë & Anaïs', eventDate: new Date('2026-06-14T18:00:00Z') });
    expect(zoe).toEqual({ ascii: 'Zoe-Anais-2026-06-14-signed.pdf', unicode: 'Zoë-Anaïs-2026-06-14-signed.pdf' });
    const wei = signedPdfFileName({ ...base, coupleNames: '王伟 & 李娜', eventDate: new Date('2026-06-14T18:00:00Z') });
    expect(wei).toEqual({ ascii: 'Contract-2026-06-14-signed.pdf', unicode: '王伟-李娜-2026-06-14-signed.pdf' });
  });

  it('falls back to the signer, then the contract’s name, when the booking is gone', () => {
    expect(signedPdfFileName({ ...base, coupleNames: null, signerName: 'Sarah Johnson', eventDate: null }).ascii).toBe(
      'Sarah-Johnson-signed.pdf',
    );
    expect(signedPdfFileName({ ...base, coupleNames: null, eventDate: null }).ascii).toBe(
      'Wedding-Venue-Agreement-signed.pdf',
    );
  });
});

describe('attachmentDisposition', () => {
  it('gives the ASCII name alone when it says everything', () => {
    expect(attachmentDisposition({ ascii: 'Emma-signed.pdf', unicode: 'Emma-signed.pdf' })).toBe(
      'attachment; filename="Emma-signed.pdf"',
    );
  });

  it('adds the UTF-8 name as filename* (RFC 8187), percent-encoded', () => {
    expect(attachmentDisposition({ ascii: 'Zoe-signed.pdf', unicode: 'Zoë-signed.pdf' })).toBe(
      `attachment; filename="Zoe-signed.pdf"; filename*=UTF-8''Zo%C3%AB-signed.pdf`,
    );
  });
});

const { app } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');

describe('the signed PDF’s download name', () => {
  it('is the couple and the event day, for staff, the signer’s link and the e-mailed copy', async () => {
    const booking = await createEligibleBooking(app, owner, {
      coupleNames: 'Zoë & Anaïs Müller',
      eventDate: '2031-09-20T16:00:00Z',
    });
    const { contract, token } = await createSentContract(app, owner, { bookingId: booking.id });
    const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
    expect(signed.statusCode).toBe(200);

    const expected =
      `attachment; filename="Zoe-Anais-Muller-2031-09-20-signed.pdf"; ` +
      `filename*=UTF-8''${encodeURIComponent('Zoë-Anaïs-Müller-2031-09-20-signed.pdf')}`;
    const staff = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/pdf`, headers: owner.auth });
    expect(staff.headers['content-disposition']).toBe(expected);
    const visitor = await app.inject({ method: 'GET', url: `/api/contracts/${token}/public/pdf` });
    expect(visitor.headers['content-disposition']).toBe(expected);

    const [copy] = (await app.deps.db.query.outbox.findMany()).filter((email) =>
      email.subject.startsWith('Your signed contract'),
    );
    expect(copy?.attachments?.[0]?.filename).toBe('Zoë-Anaïs-Müller-2031-09-20-signed.pdf');
  });
});
