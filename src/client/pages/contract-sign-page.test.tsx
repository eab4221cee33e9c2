// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ELECTRONIC_SIGNATURE_CONSENT } from '#shared/contracts/contract-status.ts';
import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { TOAST_DURATION_MS } from '#client/components/ui/toast.tsx';
import { useToast } from '#client/lib/use-toast.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ContractSignPage } from './contract-sign-page.tsx';

// jsdom has no canvas. The pad is replaced by one that "draws" when the pointer is lifted on the
// canvas, so the page's rules (blank, cleared, drawn) are what is tested, not signature_pad.
vi.mock('../features/contract-signing/use-signature-pad.ts', async () => {
  const { useCallback, useRef, useState } = await import('react');
  return {
    useSignaturePad({ onStroke }: { onStroke?: () => void } = {}) {
      const [signature, setSignature] = useState<string | null>(null);
      const onStrokeRef = useRef(onStroke);
      onStrokeRef.current = onStroke;
      const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
        if (!canvas) return undefined;
        const draw = () => {
          setSignature('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==');
          onStrokeRef.current?.();
        };
        canvas.addEventListener('pointerup', draw);
        return () => canvas.removeEventListener('pointerup', draw);
      }, []);
      return {
        attachCanvas,
        isEmpty: signature === null,
        clear: () => setSignature(null),
        getSignature: () => signature,
      };
    },
  };
});

const fetchMock = installFetchMock();

const token = 'sgn_4f9c1d2e8b7a6c5d4e3f2a1b0c9d8e7f';
const publicUrl = `/api/contracts/${token}/public`;
const viewUrl = `/api/contracts/${token}/view`;
const signUrl = `/api/contracts/${token}/sign`;
const SIGNED_AT = '2026-11-23T16:36:00.000Z';

function makeContract(overrides: Partial<PublicContract> = {}): PublicContract {
  const contract: PublicContract = {
    status: 'sent',
    templateName: 'Wedding Venue Agreement',
    names: {},
    content: 'This agreement is between Hacienda Rosa and Sarah & Michael.\nThe event is on June 14, 2031.',
    signedAt: null,
    venue: {
      name: 'Hacienda Rosa',
      logo: null,
      primaryColor: '#1E3A8A',
      secondaryColor: '#6B7280',
      accentColor: '#10B981',
    },
    signedInClient: null,
    language: 'en',
    versions: [],
    ...overrides,
  };
  // One version, the contract's text, unless the test gives its versions (decision 074).
  return contract.versions.length > 0
    ? contract
    : { ...contract, versions: [{ language: null, content: contract.content, governs: true }] };
}

const signedContract = makeContract({ status: 'signed', signedAt: SIGNED_AT });

function serve(
  contract: PublicContract | (() => Response),
  sign?: (init?: RequestInit) => Response | Promise<Response>,
  emailEnabled = true,
) {
  const read = typeof contract === 'function' ? contract : () => jsonResponse(200, contract);
  const routes = routeFetch({
    [`GET ${publicUrl}`]: read,
    [`POST ${viewUrl}`]: () => new Response(null, { status: 204 }),
    'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: emailEnabled }),
  });
  fetchMock.mockImplementation((input, init) =>
    sign && input === signUrl && init?.method === 'POST' ? Promise.resolve(sign(init)) : routes(input, init),
  );
}

function renderPage() {
  return renderWithAuth(
    <StrictMode>
      <Route path="/contract/:contractId/sign" component={ContractSignPage} />
    </StrictMode>,
    { user: null, path: `/contract/${token}/sign` },
  );
}

function callsTo(url: string) {
  return fetchMock.mock.calls.filter(([input, init]) => input === url && init?.method === 'POST');
}

function expectSignedOn(sentence: string) {
  const date = screen.getByText('November 23, 2026 at 4:36 PM UTC');
  expect(date).toHaveAttribute('datetime', SIGNED_AT);
  expect(date.closest('p')).toHaveTextContent(sentence);
}

function signatureCanvas() {
  return screen.getByRole('img', { name: /Signature pad/ });
}

async function fillSigner(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByLabelText('Full Name'), '  Sarah Johnson ');
  await user.type(screen.getByLabelText('Email'), 'Sarah@Example.com');
}

beforeEach(() => {
  // Toasts live in a module-level store; close the previous test's toast so none leaks in.
  const { result, unmount } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  unmount();
});

describe('ContractSignPage: reading the contract', () => {
  it('shows a skeleton while the contract loads', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading contract' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("says 'Contract Not Found' for an unknown link, and records no view", async () => {
    serve(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Contract not found' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no contract to sign at this link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(callsTo(viewUrl)).toHaveLength(0);
  });

  it("says 'Contract Not Found' for an expired or replaced link, and asks for a new one", async () => {
    serve(() => jsonResponse(410, { code: 'GONE', message: 'This signing link has expired' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This signing link has expired or was replaced by a newer one. Ask the venue to send you a new link.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the contract could not be loaded (busy server, offline)', async () => {
    let reads = 0;
    serve(() => {
      reads += 1;
      return reads === 1
        ? jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many requests' })
        : jsonResponse(200, makeContract());
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded just now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding Venue Agreement' })).toBeInTheDocument();
  });

  it("shows 'Contract Already Signed' with the date and the signed PDF, without a form or a view", async () => {
    serve(signedContract);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Contract Already Signed' })).toBeInTheDocument();
    expectSignedOn('Wedding Venue Agreement was signed on November 23, 2026 at 4:36 PM UTC.');
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `/api/contracts/${token}/public/pdf`);
    expect(download).toHaveAttribute('download');
    expect(screen.queryByRole('form', { name: 'Sign the contract' })).not.toBeInTheDocument();
    expect(callsTo(viewUrl)).toHaveLength(0);
  });

  it('shows the Sent badge, the name and the text in the venue’s colours', async () => {
    serve(makeContract());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding Venue Agreement' })).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('Hacienda Rosa')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Contract text' })).toHaveTextContent(/Sarah & Michael/);
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#1E3A8A'));
  });

  it('shows the content as text, a <script> included, with its line breaks', async () => {
    const content = 'Clause 1: <script>alert(1)</script>\n<b>Clause 2</b> &amp; more';
    serve(makeContract({ content, templateName: null }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Standard Contract' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Contract text' });
    expect(article.textContent).toBe(content);
    expect(article.querySelector('script, b')).toBeNull();
    expect(article).toHaveClass('whitespace-pre-wrap');
  });

  it('records the view of a sent contract once, however often the page renders, reads or mounts again', async () => {
    serve(makeContract());
    const { queryClient, location } = renderPage();
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(viewUrl)).toHaveLength(1));
    await act(() => queryClient.refetchQueries());
    // Away and back: the page mounts again with the contract, still sent, from the cache.
    act(() => location.navigate('/elsewhere'));
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();
    act(() => location.navigate(`/contract/${token}/sign`));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(viewUrl)).toHaveLength(1);
    expect(callsTo(viewUrl)[0]?.[1]?.body).toBeUndefined();
  });

  it('records no view for a contract already viewed', async () => {
    serve(makeContract({ status: 'viewed' }));
    renderPage();
    expect(await screen.findByText('Viewed')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(viewUrl)).toHaveLength(0);
  });
});

describe('ContractSignPage: signing', () => {
  it('offers name, email, the 600 by 200 signature box, Clear and the consent disclosure', async () => {
    serve(makeContract());
    renderPage();
    expect(await screen.findByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(signatureCanvas()).toHaveClass('aspect-[3/1]', 'w-full');
    expect(screen.getByRole('group', { name: 'Signature' })).toHaveClass('max-w-[604px]', 'border-2');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT })).not.toBeChecked();
    // The disclosure opens with the words (#11).
    expect(screen.getByRole('checkbox', { name: /^I agree to sign electronically\. / })).toBe(
      screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }),
    );
  });

  it("answers a blank signature with the 'Signature required' toast and posts nothing", async () => {
    serve(makeContract(), () => jsonResponse(200, signedContract));
    const { user } = renderPage();
    await fillSigner(user);
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    expect(await screen.findByText('Please provide your signature before submitting.')).toBeInTheDocument();
    expect(screen.getAllByText('Signature required').length).toBeGreaterThan(0);
    expect(callsTo(signUrl)).toHaveLength(0);
  });

  it("closes the 'Signature required' toast once the signer draws", async () => {
    serve(makeContract(), () => jsonResponse(200, signedContract));
    const { user } = renderPage();
    await fillSigner(user);
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    const askedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('Please provide your signature before submitting.')).toBeInTheDocument();

    fireEvent.pointerUp(signatureCanvas());

    // It is the drawing that closes it, not its timer: wait only while the toast's own time, which
    // began after the press, cannot yet be up (not a fixed second, which a busy machine may use up).
    await waitFor(
      () => expect(screen.queryByText('Please provide your signature before submitting.')).not.toBeInTheDocument(),
      { timeout: askedAt + TOAST_DURATION_MS - 250 - Date.now() },
    );
    expect(screen.queryByText('Signature required')).not.toBeInTheDocument();
  });

  it('treats a cleared drawing as blank', async () => {
    serve(makeContract(), () => jsonResponse(200, signedContract));
    const { user } = renderPage();
    await fillSigner(user);
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    expect(await screen.findByText('Please provide your signature before submitting.')).toBeInTheDocument();
    expect(callsTo(signUrl)).toHaveLength(0);
  });

  it('requires the name, a valid email and the consent, and posts nothing without them', async () => {
    serve(makeContract(), () => jsonResponse(200, signedContract));
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Email'), 'sarah.example.com');
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    expect(await screen.findByText('Signer name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Agree to sign electronically to continue')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText('Signature required')).not.toBeInTheDocument();
    expect(callsTo(signUrl)).toHaveLength(0);
  });

  it('signs: posts the signer, the drawing and the consent, toasts, and shows the signed contract', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    serve(makeContract(), () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderPage();
    await fillSigner(user);
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    expect(await screen.findByRole('button', { name: 'Signing...' })).toBeDisabled();
    expect(JSON.parse(callsTo(signUrl)[0]?.[1]?.body as string)).toEqual({
      signerName: 'Sarah Johnson',
      signerEmail: 'sarah@example.com',
      signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
      consent: true,
      // The page's language: the certificate is written in it and the trail records it.
      language: 'en',
    });
    answer(jsonResponse(200, signedContract));

    expect(await screen.findByText('Contract signed successfully')).toBeInTheDocument();
    expect(screen.getByText('A copy will be received by email.')).toBeInTheDocument();
    // The signer is taken from the form (gone) to the outcome.
    expect(screen.getByRole('heading', { name: 'Contract Signed' })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expectSignedOn('Wedding Venue Agreement was signed on November 23, 2026 at 4:36 PM UTC.');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/contracts/${token}/public/pdf`,
    );
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(callsTo(signUrl)).toHaveLength(1);
    scrollTo.mockRestore();
  });

  it('promises no e-mailed copy when this installation cannot send e-mail', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    serve(makeContract(), () => jsonResponse(200, signedContract), false);
    const { user } = renderPage();
    await fillSigner(user);
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('Contract signed successfully')).toBeInTheDocument();
    expect(screen.getByText('Download your signed copy to keep it.')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you. Download the signed copy below and keep it for your records.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/by email/)).not.toBeInTheDocument();
    scrollTo.mockRestore();
  });

  it("shows 'Error signing contract' with the server's message, then the contract as it now is", async () => {
    let reads = 0;
    serve(
      () => {
        reads += 1;
        return jsonResponse(200, reads === 1 ? makeContract() : signedContract);
      },
      () => jsonResponse(409, { code: 'CONFLICT', message: 'This contract has already been signed' }),
    );
    const { user } = renderPage();
    await fillSigner(user);
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    expect(await screen.findByText('Error signing contract')).toBeInTheDocument();
    expect(screen.getByText('This contract has already been signed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Contract Already Signed' })).toBeInTheDocument();
  });

  it("puts the server's field errors in place and keeps the form", async () => {
    const message = 'Please provide your signature before submitting.';
    serve(makeContract(), () =>
      jsonResponse(400, { code: 'VALIDATION_FAILED', message, fieldErrors: { signature: [message] } }),
    );
    const { user } = renderPage();
    await fillSigner(user);
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    expect(await screen.findByText('Error signing contract')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Signature' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    expect(screen.getByLabelText('Full Name')).toHaveValue('  Sarah Johnson ');

    // Drawing again takes the complaint away.
    fireEvent.pointerUp(signatureCanvas());
    await waitFor(() => expect(group).not.toHaveAccessibleDescription(expect.stringContaining(message) as string));
  });

  it("falls back to 'Failed to sign contract' when the server gives no message", async () => {
    serve(makeContract(), () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderPage();
    await fillSigner(user);
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    const toast = (await screen.findByText('Error signing contract')).closest('li');
    expect(within(toast!).getByText('Failed to sign contract')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Contract' })).toBeEnabled();
  });
});

describe('ContractSignPage: a signed-in client from the portal', () => {
  const emma = { name: 'Emma Johnson', email: 'emma@example.com' };

  it('starts the form from their name and e-mail, which they may change, and leads back to the portal', async () => {
    serve(makeContract({ signedInClient: emma }), () => jsonResponse(200, { ...signedContract, signedInClient: emma }));
    const { user, location } = renderPage();
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveValue('Emma Johnson');
    expect(screen.getByLabelText('Email')).toHaveValue('emma@example.com');
    expect(screen.getByRole('link', { name: 'Back to your portal' })).toHaveAttribute('href', '/client-portal');

    await user.clear(name);
    await user.type(name, 'Emma J. Johnson');
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    expect(await screen.findByRole('heading', { name: 'Contract Signed' })).toBeInTheDocument();
    expect(JSON.parse(callsTo(signUrl)[0]?.[1]?.body as string)).toMatchObject({
      signerName: 'Emma J. Johnson',
      signerEmail: 'emma@example.com',
    });
    await user.click(screen.getByRole('link', { name: 'Back to your portal' }));
    expect(location.history.at(-1)).toBe('/client-portal');
  });

  it('leaves the form empty and offers no portal to a visitor from the e-mailed link', async () => {
    serve(makeContract(), () => jsonResponse(200, signedContract));
    const { user } = renderPage();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Back to your portal' })).not.toBeInTheDocument();

    await fillSigner(user);
    fireEvent.pointerUp(signatureCanvas());
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByRole('heading', { name: 'Contract Signed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your portal' })).not.toBeInTheDocument();
  });
});
