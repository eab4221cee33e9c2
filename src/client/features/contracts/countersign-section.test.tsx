// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { makeSignedContract } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { CountersignSection } from './countersign-section.tsx';

// jsdom has no canvas: the pad never has ink, and a typed name "renders" to a fixed image.
vi.mock('#client/features/contract-signing/index.ts', () => ({
  SignatureField: ({ error }: { error?: string }) => (
    <div role="group" aria-label="Signature">
      {error}
    </div>
  ),
  useSignaturePad: () => ({
    attachCanvas: () => undefined,
    isEmpty: true,
    clear: () => undefined,
    getSignature: () => null,
  }),
}));
vi.mock('./typed-signature.ts', () => ({
  TYPED_SIGNATURE_FONT: 'italic 56px cursive',
  renderTypedSignature: (name: string) => `data:image/png;base64,${btoa(name)}`,
}));

const fetchMock = installFetchMock();
const contract = makeSignedContract();

function renderSection(subject: Contract, role: 'owner' | 'manager' | 'coordinator' = 'owner') {
  return renderWithAuth(<CountersignSection contract={subject} timeZone="America/Chicago" />, {
    user: makeStaffUser(role),
  });
}

describe('CountersignSection', () => {
  it('lets an owner countersign by typing their name', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { ...contract, countersignedAt: '2026-11-05T15:00:00.000Z', countersignedBy: 'Maria Garcia' }),
    );
    const { user } = renderSection(contract);
    await user.click(screen.getByRole('button', { name: 'Countersign' }));
    await user.click(await screen.findByRole('tab', { name: 'Type' }));
    expect(screen.getByLabelText('Your name as signature')).toHaveValue('Maria Garcia');
    await user.click(screen.getByRole('button', { name: 'Countersign' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/contracts/${contract.id}/countersign`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ signature: `data:image/png;base64,${btoa('Maria Garcia')}` });
    expect(await screen.findByText('Contract countersigned')).toBeInTheDocument();
  });

  it('asks for a drawing before posting anything', async () => {
    const { user } = renderSection(contract, 'manager');
    await user.click(screen.getByRole('button', { name: 'Countersign' }));
    await screen.findByRole('tab', { name: 'Draw' });
    await user.click(screen.getByRole('button', { name: 'Countersign' }));
    expect(await screen.findByText('Draw your signature to countersign')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows who countersigned and when, and offers nothing more', () => {
    renderSection({ ...contract, countersignedAt: '2026-11-05T15:00:00.000Z', countersignedBy: 'Olivia Owner' });
    expect(screen.getByText(/^Countersigned by/)).toHaveTextContent(/^Countersigned by Olivia Owner on Nov.* 5, 2026/);
    expect(screen.queryByRole('button', { name: 'Countersign' })).not.toBeInTheDocument();
  });

  it('is not offered to a coordinator', () => {
    renderSection(contract, 'coordinator');
    expect(screen.queryByRole('region', { name: 'Venue countersignature' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Countersign' })).not.toBeInTheDocument();
  });
});
