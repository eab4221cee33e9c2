import { encodeRgbaToPng } from '#server/features/contracts/png-codec.ts';
import type { App } from '#server/app.ts';
import type { Contract, CreateContractInput } from '#shared/contracts/contracts.schemas.ts';
import { createBooking } from './bookings-factory.ts';
import type { SignedIn } from './factories.ts';

/**
 * A PNG data URL like the signing canvas makes: 600×200, transparent, with a stroke drawn on it
 * unless `blank`. `width`/`height` let tests send oversized images.
 */
export function signatureDataUrl(options: { blank?: boolean; width?: number; height?: number } = {}): string {
  const width = options.width ?? 600;
  const height = options.height ?? 200;
  const rgba = new Uint8Array(width * height * 4);
  if (!options.blank) {
    // A wavy stroke across the middle, 3 pixels thick, in dark ink.
    for (let x = 20; x < width - 20; x++) {
      const y = Math.round(height / 2 + Math.sin(x / 25) * (height / 5));
      for (let dy = -1; dy <= 1; dy++) {
        const at = ((y + dy) * width + x) * 4;
        rgba.set([20, 20, 40, 255], at);
      }
    }
  }
  return `data:image/png;base64,${encodeRgbaToPng(rgba, width, height).toString('base64')}`;
}

let nextDay = 0;

/** A booked booking of the venue, ready for a contract, each on a day of its own. */
export function createEligibleBooking(app: App, who: SignedIn, overrides: Parameters<typeof createBooking>[2] = {}) {
  const eventDate = new Date(Date.UTC(2031, 5, 14, 17) + nextDay++ * 86_400_000).toISOString();
  return createBooking(app, who, { status: 'booked', totalAmount: '12500.00', eventDate, ...overrides });
}

export function contractInput(bookingId: number, overrides: Partial<CreateContractInput> = {}): CreateContractInput {
  return {
    bookingId,
    templateId: null,
    templateName: 'Wedding Agreement',
    content: 'Agreement between {{venueName}} and {{coupleNames}} for {{eventDate}}. Total: {{totalAmount}}.',
    signerEmail: 'sarah@example.com',
    status: 'draft',
    ...overrides,
  };
}

export async function createContract(
  app: App,
  who: SignedIn,
  overrides: Partial<CreateContractInput> & { bookingId?: number } = {},
): Promise<Contract> {
  const bookingId = overrides.bookingId ?? (await createEligibleBooking(app, who)).id;
  const response = await app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: who.auth,
    payload: contractInput(bookingId, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create contract failed: ${response.statusCode} ${response.body}`);
  return response.json<Contract>();
}

/** A contract sent for signature, with the token of its signing link. */
export async function createSentContract(
  app: App,
  who: SignedIn,
  overrides: Partial<CreateContractInput> & { bookingId?: number } = {},
): Promise<{ contract: Contract; token: string }> {
  const draft = await createContract(app, who, overrides);
  const response = await app.inject({ method: 'POST', url: `/api/contracts/${draft.id}/send`, headers: who.auth });
  if (response.statusCode !== 200) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  const contract = response.json<Contract>();
  const token = /\/contract\/([^/]+)\/sign$/.exec(contract.signingUrl ?? '')?.[1];
  if (!token) throw new Error(`no signing link in ${contract.signingUrl}`);
  return { contract, token };
}

export function signPayload(overrides: Record<string, unknown> = {}) {
  return {
    signerName: 'Sarah Johnson',
    signerEmail: 'sarah@example.com',
    signature: signatureDataUrl(),
    consent: true,
    ...overrides,
  };
}
