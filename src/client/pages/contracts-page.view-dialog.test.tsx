// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import {
  makeAudit,
  makeContract,
  makeSentContract,
  makeSignedContract,
  recordingReply,
} from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ContractsPage } from './contracts-page.tsx';

const fetchMock = installFetchMock();

function serve(contracts: Contract[], routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/contracts': () => jsonResponse(200, contracts),
      'GET /api/contracts/counts': () => jsonResponse(200, { draft: 0, sent: 0, viewed: 0, signed: 0 }),
      ...routes,
    }),
  );
}

async function openView(couple: string) {
  const rendered = renderWithAuth(<ContractsPage />);
  await rendered.user.click(await screen.findByRole('button', { name: `View contract for ${couple}` }));
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog };
}

function detail(dialog: HTMLElement, label: string) {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('View dialog', () => {
  it('shows the client, event date, created, sent and who signed when', async () => {
    const signed = makeSignedContract();
    serve([signed], { [`GET /api/contracts/${signed.id}/audit`]: () => jsonResponse(200, makeAudit()) });
    const { dialog } = await openView('Sarah & Michael');

    expect(dialog).toHaveAccessibleName(/Wedding Venue Agreement/);
    expect(detail(dialog, 'Client')).toHaveTextContent('Sarah & Michaelsarah@example.com');
    // 23:00 UTC on 14 June is 6 PM in Chicago, the same day.
    expect(detail(dialog, 'Event Date')).toHaveTextContent('Jun 14, 2031');
    expect(detail(dialog, 'Amount')).toHaveTextContent('$12,500');
    expect(detail(dialog, 'Created')).toHaveTextContent('Nov 2, 2026, 10:00 AM CST');
    expect(detail(dialog, 'Sent')).toHaveTextContent('Nov 3, 2026, 9:00 AM CST');
    expect(detail(dialog, 'Signed by')).toHaveTextContent('Sarah JohnsonNov 4, 2026, 12:05 PM CST');
    expect(within(dialog).getByText(signed.content)).toBeInTheDocument();
  });

  it('shows a signed contract’s Download PDF and its verified audit trail at the venue’s time', async () => {
    const signed = makeSignedContract();
    serve([signed], { [`GET /api/contracts/${signed.id}/audit`]: () => jsonResponse(200, makeAudit()) });
    const { dialog } = await openView('Sarah & Michael');

    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Audit trail verified')).toBeInTheDocument();
    const events = within(within(dialog).getByRole('list', { name: 'Audit events' })).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringContaining(
        'CreatedNov 2, 2026, 10:00:00 AM CSTBy Maria Garcia (maria@example.com) · IP 203.0.113.7',
      ),
      expect.stringContaining('Sent for signatureNov 3, 2026, 9:00:00 AM CST'),
      expect.stringContaining(
        'SignedNov 4, 2026, 12:05:00 PM CSTBy Sarah Johnson (sarah@example.com) · IP 203.0.113.7',
      ),
    ]);
    expect(within(dialog).queryByText('Audit trail does NOT verify')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('E-signature link')).not.toBeInTheDocument();
  });

  it('shows a bilingual contract’s versions, and the versions and page language its signature recorded', async () => {
    const signed = makeSignedContract({
      translations: { es: { content: 'Este acuerdo es entre Rose Hall y Sarah & Michael.' } },
    });
    const audit = makeAudit();
    const versions = [
      { language: 'en' as const, sha256: 'e'.repeat(64), governs: true },
      { language: 'es' as const, sha256: 'f'.repeat(64), governs: false },
    ];
    audit.events[2] = { ...audit.events[2]!, language: 'es', versions };
    serve([signed], { [`GET /api/contracts/${signed.id}/audit`]: () => jsonResponse(200, audit) });
    const { dialog } = await openView('Sarah & Michael');

    expect(detail(dialog, 'Language')).toHaveTextContent('English (governing) and Spanish');
    expect(within(dialog).getByRole('region', { name: 'Contract text' })).toHaveTextContent(signed.content);
    expect(within(dialog).getByRole('region', { name: 'Spanish version' })).toHaveTextContent(
      'Este acuerdo es entre Rose Hall y Sarah & Michael.',
    );
    const events = within(await within(dialog).findByRole('list', { name: 'Audit events' })).getAllByRole('listitem');
    expect(events[2]).toHaveTextContent('Signing page in Spanish');
    expect(events[2]).toHaveTextContent(`English version (governing) SHA-256: ${'e'.repeat(64)}`);
    expect(events[2]).toHaveTextContent(`Spanish version SHA-256: ${'f'.repeat(64)}`);
    expect(events[0]).not.toHaveTextContent('version');
  });

  it('lists the three checks of the evidence with what each found', async () => {
    const signed = makeSignedContract();
    serve([signed], { [`GET /api/contracts/${signed.id}/audit`]: () => jsonResponse(200, makeAudit()) });
    const { dialog } = await openView('Sarah & Michael');
    const checks = within(await within(dialog).findByRole('list', { name: 'Evidence checks' })).getAllByRole(
      'listitem',
    );
    expect(checks.map((check) => check.textContent)).toEqual([
      expect.stringContaining('Audit trail chain: Passed'),
      expect.stringContaining('Stored PDF against the trail: Passed'),
      expect.stringContaining('PDF digital signature: Passed'),
    ]);
  });

  it('says plainly when the audit trail does not verify, and which check failed', async () => {
    const signed = makeSignedContract();
    const audit = makeAudit();
    const failed = makeAudit({
      verified: false,
      checks: {
        ...audit.checks,
        pdfSignature: {
          status: 'failed',
          detail: 'The PDF’s digital signature is not valid: the file changed after it was signed.',
        },
      },
    });
    serve([signed], { [`GET /api/contracts/${signed.id}/audit`]: () => jsonResponse(200, failed) });
    const { dialog } = await openView('Sarah & Michael');
    expect(await within(dialog).findByText('Audit trail does NOT verify')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Failed: PDF digital signature\./)).toBeInTheDocument();
    expect(
      within(dialog).getByText('The PDF’s digital signature is not valid: the file changed after it was signed.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Audit trail verified')).not.toBeInTheDocument();
  });

  it('shows a sent contract’s link with Copy, Open and its expiry', async () => {
    // A week after it was sent: on the real clock the link read as expired from 3 December 2026 on.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-11-10T18:00:00Z');
    onTestFinished(() => void vi.useRealTimers());
    const sent = makeSentContract();
    serve([sent]);
    const { user, dialog } = await openView('Sarah & Michael');
    // user-event puts its own clipboard on navigator when it sets up; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    const link = within(dialog).getByLabelText('E-signature link');
    expect(link).toHaveValue(sent.signingUrl);
    expect(link).toHaveAccessibleDescription('The link works until Dec 3, 2026, 9:00 AM CST.');
    const open = within(dialog).getByRole('link', { name: /Open/ });
    expect(open).toHaveAttribute('href', sent.signingUrl);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(sent.signingUrl);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('E-signature link has been copied to clipboard.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('revokes a viewed contract’s link after asking, and it is a draft to edit again', async () => {
    const viewed = makeSentContract({ status: 'viewed', viewedAt: '2026-11-04T10:00:00.000Z' });
    const revoked = { ...viewed, status: 'draft' as const, signingUrl: null, signingLinkExpiresAt: null };
    const revoke = recordingReply(200, revoked);
    serve([viewed], { [`POST /api/contracts/${viewed.id}/revoke`]: revoke });
    const { user, dialog } = await openView('Sarah & Michael');

    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the signing link?' });
    serve([revoked], { [`POST /api/contracts/${viewed.id}/revoke`]: revoke });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke Link' }));

    expect(await screen.findByText('Link revoked')).toBeInTheDocument();
    expect(revoke.bodies).toEqual([undefined]);
    const view = screen.getByRole('dialog');
    expect(within(view).queryByLabelText('E-signature link')).not.toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('edits a draft with PATCH and shows the change', async () => {
    const draft = makeContract();
    const edited = { ...draft, signerEmail: 'michael@example.com', amount: '13000.00' };
    const patch = recordingReply(200, edited);
    serve([draft], { [`PATCH /api/contracts/${draft.id}`]: patch });
    const { user, dialog } = await openView('Sarah & Michael');

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const email = within(dialog).getByLabelText('Client Email');
    expect(email).toHaveValue('sarah@example.com');
    await user.clear(email);
    await user.type(email, 'Michael@Example.com');
    await user.clear(within(dialog).getByLabelText('Contract Amount ($)'));
    await user.type(within(dialog).getByLabelText('Contract Amount ($)'), '13000');
    serve([edited], { [`PATCH /api/contracts/${draft.id}`]: patch });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Contract updated')).toBeInTheDocument();
    expect(patch.bodies).toEqual([
      {
        templateName: 'Wedding Venue Agreement',
        signerEmail: 'michael@example.com',
        amount: '13000',
        content: draft.content,
      },
    ]);
    await waitFor(() => expect(detail(dialog, 'Client')).toHaveTextContent('michael@example.com'));
  });

  it('sends a draft from the dialog, which then shows its link', async () => {
    const draft = makeContract();
    const sent = makeSentContract({ id: draft.id });
    const sendRoute = { [`POST /api/contracts/${draft.id}/send`]: () => jsonResponse(200, sent) };
    serve([draft], sendRoute);
    const { user, dialog } = await openView('Sarah & Michael');
    serve([sent], sendRoute);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Contract sent')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('E-signature link')).toHaveValue(sent.signingUrl);
  });
});
