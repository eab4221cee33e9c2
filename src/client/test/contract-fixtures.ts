import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import type { Contract, ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { jsonResponse } from './fake-api.ts';

let nextUuid = 1;
/** A contract id as the server makes them (random UUIDs), distinct per call. */
export function makeContractId(): string {
  return `00000000-0000-4000-8000-${String(nextUuid++).padStart(12, '0')}`;
}

/** A draft for Sarah & Michael's wedding, created on 2 November 2026. */
export function makeContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: makeContractId(),
    bookingId: 42,
    templateId: 1,
    templateName: 'Wedding Venue Agreement',
    content: 'This agreement is made between Rose Hall and Sarah & Michael.',
    language: 'en',
    translations: {},
    signerEmail: 'sarah@example.com',
    signerName: null,
    status: 'draft',
    createdAt: '2026-11-02T16:00:00.000Z',
    sentAt: null,
    viewedAt: null,
    signedAt: null,
    coupleNames: 'Sarah & Michael',
    eventDate: '2031-06-14T23:00:00.000Z',
    amount: '12500.00',
    signingUrl: null,
    signingLinkExpiresAt: null,
    documentHash: null,
    countersignedAt: null,
    countersignedBy: null,
    ...overrides,
  };
}

/** The same contract once sent: its link, valid 30 days, and the frozen text's hash. */
export function makeSentContract(overrides: Partial<Contract> = {}): Contract {
  return makeContract({
    status: 'sent',
    sentAt: '2026-11-03T15:00:00.000Z',
    signingUrl: 'https://venuedesk.example/contract/tok_3kq9XbZ1w8PpA0fYc7LrN2/sign',
    signingLinkExpiresAt: '2026-12-03T15:00:00.000Z',
    documentHash: 'a'.repeat(64),
    ...overrides,
  });
}

export function makeSignedContract(overrides: Partial<Contract> = {}): Contract {
  return makeSentContract({
    status: 'signed',
    viewedAt: '2026-11-04T18:00:00.000Z',
    signedAt: '2026-11-04T18:05:00.000Z',
    signerName: 'Sarah Johnson',
    signingUrl: null,
    signingLinkExpiresAt: null,
    ...overrides,
  });
}

export function makeTemplate(overrides: Partial<ContractTemplate> = {}): ContractTemplate {
  return {
    id: 1,
    name: 'Wedding Venue Agreement',
    content: 'Agreement between {{venueName}} and {{coupleNames}} for {{eventDate}}.',
    language: 'en',
    translations: {},
    createdAt: '2026-10-01T15:00:00.000Z',
    isDefault: true,
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 42,
    clientId: null,
    coupleNames: 'Sarah & Michael',
    eventDate: '2031-06-14T23:00:00.000Z',
    eventType: 'Wedding',
    guestCount: 120,
    status: 'booked',
    email: 'sarah@example.com',
    phone: null,
    notes: null,
    totalAmount: '12500.00',
    language: 'en',
    createdAt: '2026-10-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAudit(overrides: Partial<ContractAudit> = {}): ContractAudit {
  const event = (
    type: ContractAudit['events'][number]['type'],
    at: string,
    actor: string,
    hash: string,
    previousHash: string | null,
  ) => ({
    type,
    at,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    actor,
    documentHash: 'a'.repeat(64),
    signatureHash: type === 'signed' ? 'c'.repeat(64) : null,
    pdfHash: null,
    language: type === 'signed' ? ('en' as const) : null,
    versions: null,
    keyed: true,
    hash,
    previousHash,
  });
  return {
    verified: true,
    checks: {
      chain: { status: 'passed', detail: 'Every event links to the one before it under this installation’s key.' },
      pdfHash: {
        status: 'passed',
        detail: 'The stored PDF is, byte for byte, the one whose SHA-256 the trail sealed.',
      },
      pdfSignature: {
        status: 'passed',
        detail: 'Digitally signed by “Casa Azul”; the signature covers the whole file.',
      },
    },
    events: [
      event('created', '2026-11-02T16:00:00.000Z', 'Maria Garcia (maria@example.com)', '1'.repeat(64), null),
      event('sent', '2026-11-03T15:00:00.000Z', 'Maria Garcia (maria@example.com)', '2'.repeat(64), '1'.repeat(64)),
      event('signed', '2026-11-04T18:05:00.000Z', 'Sarah Johnson (sarah@example.com)', '3'.repeat(64), '2'.repeat(64)),
    ],
    ...overrides,
  };
}

/** A reply for `routeFetch` that answers JSON and remembers each request body it was sent. */
export function recordingReply(status: number, body: unknown) {
  const bodies: unknown[] = [];
  const reply = (init?: RequestInit) => {
    bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body);
    return jsonResponse(status, body);
  };
  return Object.assign(reply, { bodies });
}
