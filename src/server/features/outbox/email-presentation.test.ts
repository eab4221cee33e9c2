import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contracts, venues } from '#server/db/schema.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { stillPng, toDataUrl } from '#tests/png-factory.ts';
import { leafParts, parseMime, startSmtpStandIn, type MimePart } from '#tests/smtp-stand-in.ts';
import { createTestApp } from '#tests/test-app.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { getEmailLogoUrl, loadEmailBrand } from './email-brand.ts';

// What a couple's mail client receives, over real SMTP: a text and an HTML part in the venue's
// name, colour and logo, a subject that says what it is, and the signed copy's PDF attached.

const smtp = await startSmtpStandIn();
afterAll(() => smtp.close());
const { app } = await createTestApp({ mailTransport: createSmtpTransport(smtp.url) });
const owner = await signUpOwner(app, 'Hacienda Rosa');
const venueId = owner.user.venueId!;
const logo = stillPng({ width: 4, height: 2 });
await app.deps.db
  .update(venues)
  .set({ primaryColor: '#1D4ED8', logo: toDataUrl(logo) })
  .where(eq(venues.id, venueId));
const [venueRow] = await app.deps.db.select({ slug: venues.slug }).from(venues).where(eq(venues.id, venueId));
const slug = venueRow!.slug;

/** Delivers the outbox and answers the messages that went to `to` since the last call. */
async function deliverTo(to: string): Promise<MimePart[]> {
  const before = smtp.received.length;
  await app.deps.mailer.deliverPending();
  return smtp.received
    .slice(before)
    .filter((message) => message.rcptTo.includes(to))
    .map((message) => parseMime(message.raw));
}

function partOfType(message: MimePart, type: string): MimePart {
  const part = leafParts(message).find((leaf) => (leaf.headers['content-type'] ?? '').startsWith(type));
  if (!part) throw new Error(`no ${type} part`);
  return part;
}

describe("a couple's e-mails over SMTP", () => {
  const couple = 'ana.luis@example.com';
  let token = '';
  let contractId = '';

  it('the signing request: a text and an HTML part, in the venue’s name, colour and logo', async () => {
    await app.deps.mailer.deliverPending();
    const sent = await createSentContract(app, owner, { signerEmail: couple });
    token = sent.token;
    contractId = sent.contract.id;
    const [message] = await deliverTo(couple);
    expect(message).toBeDefined();
    expect(message!.headers.subject).toBe('Your contract from Hacienda Rosa is ready to sign');
    expect(message!.headers.from).toBe('Hacienda Rosa <no-reply@venuedesk.local>');
    expect(message!.headers['content-type']).toMatch(/^multipart\/alternative/);

    const text = partOfType(message!, 'text/plain').body.toString('utf8');
    expect(text).toContain('Hacienda Rosa has sent you "Wedding Agreement" to read and sign electronically.');
    expect(text).not.toContain('<');

    const html = partOfType(message!, 'text/html').body.toString('utf8');
    expect(html).toContain('border-top:6px solid #1D4ED8');
    expect(html).toContain('background:#1D4ED8;color:#FFFFFF');
    const logoUrl = new RegExp(
      `<img src="(http://venuedesk\\.test/api/public/venues/${slug}/logo\\?v=[0-9a-f]{12})"`,
    ).exec(html)?.[1];
    expect(logoUrl).toBeDefined();

    // The logo's address answers the image itself, which a mail client may load from anywhere.
    const image = await app.inject({ method: 'GET', url: new URL(logoUrl!).pathname + new URL(logoUrl!).search });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.rawPayload.equals(logo)).toBe(true);
  });

  it('the signed copy: its subject names the venue, with the PDF attached beside the HTML and text', async () => {
    const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
    expect(signed.statusCode).toBe(200);
    const [message] = await deliverTo(couple);
    expect(message).toBeDefined();
    expect(message!.headers.subject).toBe('Your signed contract with Hacienda Rosa');
    expect(message!.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(partOfType(message!, 'text/plain').body.toString('utf8')).toContain('Your signed copy is attached as a PDF');
    expect(partOfType(message!, 'text/html').body.toString('utf8')).toContain('#1D4ED8');

    const pdf = partOfType(message!, 'application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=.*\.pdf"?$/);
    const [row] = await app.deps.db
      .select({ signedPdf: contracts.signedPdf })
      .from(contracts)
      .where(eq(contracts.id, contractId));
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.body.equals(Buffer.from(row!.signedPdf!))).toBe(true);
  });
});

describe('the logo address', () => {
  it('is 404 for a venue without a logo and an unknown venue', async () => {
    const plain = await signUpOwner(app, 'Plain Hall');
    const [plainRow] = await app.deps.db
      .select({ slug: venues.slug })
      .from(venues)
      .where(eq(venues.id, plain.user.venueId!));
    const get = (slugToGet: string) => app.inject({ method: 'GET', url: `/api/public/venues/${slugToGet}/logo` });
    expect((await get(plainRow!.slug)).statusCode).toBe(404);
    expect((await get('no-such-venue')).statusCode).toBe(404);
  });

  it('serves an SVG logo to public pages in a sandbox that runs nothing, and leaves it out of e-mails', async () => {
    const svgHall = await signUpOwner(app, 'Svg Hall');
    const [row] = await app.deps.db
      .select({ slug: venues.slug })
      .from(venues)
      .where(eq(venues.id, svgHall.user.venueId!));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>`;
    const logo = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await app.deps.db.update(venues).set({ logo }).where(eq(venues.id, svgHall.user.venueId!));

    const venue = (await app.inject({ method: 'GET', url: `/api/public/venues/${row!.slug}` })).json();
    expect(venue.logo).toMatch(new RegExp(`^/api/public/venues/${row!.slug}/logo\\?v=\\w+$`));
    const response = await app.inject({ method: 'GET', url: venue.logo });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe(svg);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    expect(getEmailLogoUrl('https://venuedesk.example', { slug: row!.slug, logo })).toBeNull();
    expect((await loadEmailBrand(app.deps.db, svgHall.user.venueId!, 'https://venuedesk.example')).logoUrl).toBeNull();
  });
});
