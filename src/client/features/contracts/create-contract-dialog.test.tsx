// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import {
  makeBooking,
  makeContract,
  makeSentContract,
  makeTemplate,
  recordingReply,
} from '#client/test/contract-fixtures.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { CreateContractDialog } from './create-contract-dialog.tsx';

const fetchMock = installFetchMock();

const bookings: Booking[] = [
  makeBooking(),
  makeBooking({
    id: 43,
    coupleNames: 'Ana & Luis',
    email: 'ana@example.com',
    totalAmount: '8200.50',
    status: 'deposit_paid',
    eventDate: '2031-08-02T22:00:00.000Z',
  }),
  makeBooking({ id: 44, coupleNames: 'Priya & Sam', status: 'inquiry' }),
  makeBooking({ id: 45, coupleNames: 'Emma & Noah', status: 'contract_sent' }),
];
const defaultTemplate = makeTemplate();
const gardenTemplate = makeTemplate({
  id: 2,
  name: 'Garden Ceremony',
  content: 'Garden ceremony for {{coupleNames}} with {{guestCount}} guests.',
  isDefault: false,
});

function serve({
  bookingList = bookings,
  templates = [gardenTemplate, defaultTemplate],
  routes = {},
}: {
  bookingList?: Booking[];
  templates?: ContractTemplate[];
  routes?: Record<string, (init?: RequestInit) => Response>;
} = {}) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/bookings': () => jsonResponse(200, bookingList),
      'GET /api/contract-templates': () => jsonResponse(200, templates),
      'GET /api/contracts': () => jsonResponse(200, []),
      ...routes,
    }),
  );
}

async function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderWithAuth(<CreateContractDialog open timeZone="America/Chicago" onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Create Contract' });
  return { ...rendered, dialog, onClose };
}

async function chooseBooking(user: ReturnType<typeof renderWithAuth>['user'], name: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: 'Booking' }));
  await user.click(await screen.findByRole('option', { name }));
}

function requests() {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({ url: url as string, method: init?.method, body: init?.body }));
}

describe('Create Contract dialog', () => {
  it('keeps both buttons disabled until a booking is chosen, and offers only booked and deposit-paid ones', async () => {
    serve();
    const { user, dialog } = await renderDialog();
    const draftButton = within(dialog).getByRole('button', { name: 'Save as Draft' });
    const sendButton = within(dialog).getByRole('button', { name: 'Create & Send' });
    expect(draftButton).toBeDisabled();
    expect(sendButton).toBeDisabled();

    await user.click(await within(dialog).findByRole('combobox', { name: 'Booking' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Soonest event first, each with its day at the venue.
    expect(options).toEqual(['Sarah & Michael — Jun 14, 2031', 'Ana & Luis — Aug 2, 2031']);
    await user.click(screen.getByRole('option', { name: /Ana & Luis/ }));

    expect(draftButton).toBeEnabled();
    expect(sendButton).toBeEnabled();
  });

  it('pre-fills the client email and amount from the chosen booking', async () => {
    serve();
    const { user, dialog } = await renderDialog();
    const amount = within(dialog).getByLabelText('Contract Amount ($)');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '0');

    await chooseBooking(user, /Ana & Luis/);
    expect(within(dialog).getByLabelText('Client Email')).toHaveValue('ana@example.com');
    expect(amount).toHaveValue(8200.5);

    await chooseBooking(user, /Sarah & Michael/);
    expect(within(dialog).getByLabelText('Client Email')).toHaveValue('sarah@example.com');
    expect(amount).toHaveValue(12500);
  });

  it('starts from the venue’s default template and pre-fills the name and content from the one chosen', async () => {
    const create = recordingReply(201, makeContract());
    serve({ routes: { 'POST /api/contracts': create } });
    const { user, dialog } = await renderDialog();
    const template = within(dialog).getByRole('combobox', { name: 'Template' });
    const content = within(dialog).getByLabelText('Contract Content');
    await waitFor(() => expect(template).toHaveTextContent('Wedding Venue Agreement (default)'));
    expect(content).toHaveValue(defaultTemplate.content);

    await user.click(template);
    await user.click(await screen.findByRole('option', { name: 'Garden Ceremony' }));
    expect(content).toHaveValue(gardenTemplate.content);

    await chooseBooking(user, /Sarah & Michael/);
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    await screen.findByText('Contract created');
    expect(create.bodies).toEqual([
      {
        bookingId: 42,
        templateId: 2,
        templateName: 'Garden Ceremony',
        content: gardenTemplate.content,
        signerEmail: 'sarah@example.com',
        amount: '12500.00',
        status: 'draft',
      },
    ]);
  });

  it('shows both warnings when nothing is eligible and no template exists', async () => {
    serve({ bookingList: [bookings[2]!, bookings[3]!], templates: [] });
    const { dialog } = await renderDialog();
    expect(
      await within(dialog).findByText(
        'No bookings available for contracts. Only bookings with "Booked" or "Deposit Paid" status are eligible.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        'No templates available. Create templates in Settings or use custom contract option.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Booking' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Create & Send' })).toBeDisabled();
  });

  it('Create & Send creates, then sends with the new id, and says it was sent', async () => {
    const created = makeContract({ id: '7d444840-9dc0-41ae-b8f5-1a6b4e8d5e11' });
    serve({
      routes: {
        'POST /api/contracts': () => jsonResponse(201, created),
        [`POST /api/contracts/${created.id}/send`]: () => jsonResponse(200, makeSentContract({ id: created.id })),
      },
    });
    const { user, dialog, onClose } = await renderDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Contract Content')).not.toHaveValue(''));
    await chooseBooking(user, /Sarah & Michael/);
    await user.click(within(dialog).getByRole('button', { name: 'Create & Send' }));

    expect(await screen.findByText('Contract sent')).toBeInTheDocument();
    expect(screen.getByText('Contract has been sent to client for e-signature.')).toBeInTheDocument();
    expect(requests().map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/contracts',
      `POST /api/contracts/${created.id}/send`,
    ]);
    expect(requests()[1]?.body).toBeUndefined();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why creating failed and keeps the form open', async () => {
    serve({
      routes: {
        'POST /api/contracts': () =>
          jsonResponse(409, {
            code: 'CONFLICT',
            message: 'Only booked or deposit-paid bookings can get a contract',
          }),
      },
    });
    const { user, dialog, onClose } = await renderDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Contract Content')).not.toHaveValue(''));
    await chooseBooking(user, /Sarah & Michael/);
    await user.click(within(dialog).getByRole('button', { name: 'Create & Send' }));

    expect(await screen.findByText('Failed to create contract')).toBeInTheDocument();
    expect(screen.getByText('Only booked or deposit-paid bookings can get a contract')).toBeInTheDocument();
    expect(requests()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Create & Send' })).toBeEnabled();
  });

  it('says why sending failed, and closes: the draft exists and the list offers Send', async () => {
    const created = makeContract();
    serve({
      routes: {
        'POST /api/contracts': () => jsonResponse(201, created),
        [`POST /api/contracts/${created.id}/send`]: () =>
          jsonResponse(503, { code: 'INTERNAL', message: 'The mail server is not answering' }),
      },
    });
    const { user, dialog, onClose } = await renderDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Contract Content')).not.toHaveValue(''));
    await chooseBooking(user, /Sarah & Michael/);
    await user.click(within(dialog).getByRole('button', { name: 'Create & Send' }));

    expect(await screen.findByText('Failed to send contract')).toBeInTheDocument();
    expect(screen.getByText('The mail server is not answering')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s unknown merge field refusal on the content field', async () => {
    serve({
      routes: {
        'POST /api/contracts': () =>
          jsonResponse(400, {
            code: 'VALIDATION_FAILED',
            message: 'Unknown merge field {{deposit}}',
            fieldErrors: { content: ['Unknown merge field {{deposit}}'] },
          }),
      },
    });
    const { user, dialog } = await renderDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Contract Content')).not.toHaveValue(''));
    await chooseBooking(user, /Sarah & Michael/);
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText('Failed to create contract')).toBeInTheDocument();
    const content = within(dialog).getByLabelText('Contract Content');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Unknown merge field {{deposit}}'));
  });

  it('refuses an unknown merge field before sending anything', async () => {
    serve();
    const { user, dialog } = await renderDialog();
    const content = within(dialog).getByLabelText('Contract Content');
    await waitFor(() => expect(content).not.toHaveValue(''));
    await user.clear(content);
    await user.type(content, 'Deposit due: {{{{deposit}}');
    await chooseBooking(user, /Sarah & Michael/);
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));

    expect(await within(dialog).findByText('Unknown merge field {{deposit}}')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('makes a custom contract: no template, and a name it requires', async () => {
    const create = recordingReply(201, makeContract({ templateId: null, templateName: 'Private Dinner' }));
    serve({ routes: { 'POST /api/contracts': create } });
    const { user, dialog } = await renderDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Contract Content')).not.toHaveValue(''));
    await user.click(within(dialog).getByLabelText('Create custom contract'));
    expect(within(dialog).queryByRole('combobox', { name: 'Template' })).not.toBeInTheDocument();
    await chooseBooking(user, /Sarah & Michael/);
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    expect(await within(dialog).findByText('Contract name is required')).toBeInTheDocument();
    expect(create.bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Contract Name'), 'Private Dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Contract created')).toBeInTheDocument();
    expect(create.bodies[0]).toMatchObject({ templateId: null, templateName: 'Private Dinner', bookingId: 42 });
  });

  it('inserts a merge field where the caret is', async () => {
    serve({ templates: [] });
    const { user, dialog } = await renderDialog();
    const content = within(dialog).getByLabelText('Contract Content');
    await user.type(content, 'Dear , welcome');
    (content as HTMLTextAreaElement).setSelectionRange(5, 5);
    const fields = within(dialog).getByRole('group', { name: 'Insert field:' });
    await user.click(within(fields).getByRole('button', { name: 'Couple names' }));
    expect(content).toHaveValue('Dear {{coupleNames}}, welcome');
  });

  describe('in language versions (decision 074)', () => {
    const bilingualTemplate = makeTemplate({
      translations: { es: { content: 'Acuerdo entre {{venueName}} y {{coupleNames}} del {{eventDate}}.' } },
    });
    const spanishBooking = makeBooking({
      id: 46,
      coupleNames: 'Lucía & Mateo',
      email: 'lucia@example.com',
      language: 'es',
    });

    async function created(
      create: ReturnType<typeof recordingReply>,
      dialog: HTMLElement,
      user: ReturnType<typeof renderWithAuth>['user'],
    ) {
      await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
      await screen.findByText('Contract created');
      return create.bodies[0] as Record<string, unknown>;
    }

    it('starts a Spanish-reading couple’s contract from the template’s Spanish version, in Spanish', async () => {
      const create = recordingReply(201, makeContract());
      serve({
        bookingList: [bookings[0]!, spanishBooking],
        templates: [bilingualTemplate],
        routes: { 'POST /api/contracts': create },
      });
      const { user, dialog } = await renderDialog();
      const content = within(dialog).getByLabelText('Contract Content');
      await waitFor(() => expect(content).toHaveValue(bilingualTemplate.content));
      expect(within(dialog).getByRole('combobox', { name: 'Contract Language' })).toHaveTextContent('English');

      await chooseBooking(user, /Lucía & Mateo/);
      expect(within(dialog).getByRole('combobox', { name: 'Contract Language' })).toHaveTextContent('Spanish');
      expect(content).toHaveValue(bilingualTemplate.translations.es!.content);
      expect(content).toHaveAttribute('lang', 'es');
      const body = await created(create, dialog, user);
      expect(body).toMatchObject({ content: bilingualTemplate.translations.es!.content, language: 'es' });
      expect(body).not.toHaveProperty('translations');
    });

    it('falls back whole to the original when the template has no Spanish version, and says so', async () => {
      const create = recordingReply(201, makeContract());
      serve({ bookingList: [spanishBooking], templates: [defaultTemplate], routes: { 'POST /api/contracts': create } });
      const { user, dialog } = await renderDialog();
      await waitFor(() =>
        expect(within(dialog).getByLabelText('Contract Content')).toHaveValue(defaultTemplate.content),
      );
      await chooseBooking(user, /Lucía & Mateo/);
      expect(within(dialog).getByLabelText('Contract Content')).toHaveValue(defaultTemplate.content);
      expect(
        within(dialog).getByText(
          'This template has no Spanish version: the contract is in English, its original. Write one in Settings → Contract Templates.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: 'Bilingual contract (both versions)' })).toBeDisabled();
      const body = await created(create, dialog, user);
      // English, the venue's language: the spec's payload, with no language named.
      expect(body).toEqual({
        bookingId: 46,
        templateId: 1,
        templateName: defaultTemplate.name,
        content: defaultTemplate.content,
        signerEmail: 'lucia@example.com',
        amount: '12500.00',
        status: 'draft',
      });
    });

    it('makes a bilingual contract: both versions, the chosen language governing', async () => {
      const create = recordingReply(201, makeContract());
      serve({
        bookingList: [spanishBooking],
        templates: [bilingualTemplate],
        routes: { 'POST /api/contracts': create },
      });
      const { user, dialog } = await renderDialog();
      await waitFor(() => expect(within(dialog).getByLabelText('Contract Content')).not.toHaveValue(''));
      await chooseBooking(user, /Lucía & Mateo/);
      // Staff choose English to govern, with the Spanish version beside it.
      await user.click(within(dialog).getByRole('combobox', { name: 'Contract Language' }));
      await user.click(await screen.findByRole('option', { name: 'English' }));
      const bilingual = within(dialog).getByRole('checkbox', { name: 'Bilingual contract (both versions)' });
      expect(bilingual).toHaveAccessibleDescription('The English version governs: where the two differ, it prevails.');
      await user.click(bilingual);
      expect(within(dialog).getByLabelText('Contract Content in English')).toHaveValue(bilingualTemplate.content);
      const spanish = within(dialog).getByLabelText('Contract Content in Spanish');
      expect(spanish).toHaveValue(bilingualTemplate.translations.es!.content);
      expect(spanish).toHaveAttribute('lang', 'es');
      const body = await created(create, dialog, user);
      expect(body).toMatchObject({
        content: bilingualTemplate.content,
        language: 'en',
        translations: { es: { content: bilingualTemplate.translations.es!.content } },
      });
    });

    describe('named in each language (session 31)', () => {
      const namedTemplate = makeTemplate({
        translations: {
          es: { content: bilingualTemplate.translations.es!.content, name: 'Contrato de alquiler del lugar para boda' },
        },
      });

      it('names a Spanish contract with the template’s Spanish name, says so, and sends it', async () => {
        const create = recordingReply(201, makeContract());
        serve({ bookingList: [spanishBooking], templates: [namedTemplate], routes: { 'POST /api/contracts': create } });
        const { user, dialog } = await renderDialog();
        const used = await within(dialog).findByTestId('contract-name-used');
        expect(used).toHaveTextContent('The couple reads it as “Wedding Venue Agreement”.');
        await chooseBooking(user, /Lucía & Mateo/);
        expect(used).toHaveTextContent('The couple reads it as “Contrato de alquiler del lugar para boda”.');
        expect(within(used).getByText('“Contrato de alquiler del lugar para boda”')).toHaveAttribute('lang', 'es');
        const body = await created(create, dialog, user);
        expect(body).toMatchObject({ templateName: 'Contrato de alquiler del lugar para boda', language: 'es' });
      });

      it('keeps the template’s name for a Spanish version that has none', async () => {
        const create = recordingReply(201, makeContract());
        serve({
          bookingList: [spanishBooking],
          templates: [bilingualTemplate],
          routes: { 'POST /api/contracts': create },
        });
        const { user, dialog } = await renderDialog();
        await within(dialog).findByTestId('contract-name-used');
        await chooseBooking(user, /Lucía & Mateo/);
        const body = await created(create, dialog, user);
        expect(body).toMatchObject({ templateName: bilingualTemplate.name, language: 'es' });
      });

      it('gives a bilingual contract’s other version its name, and shows both', async () => {
        const create = recordingReply(201, makeContract());
        serve({ bookingList: [spanishBooking], templates: [namedTemplate], routes: { 'POST /api/contracts': create } });
        const { user, dialog } = await renderDialog();
        await chooseBooking(user, /Lucía & Mateo/);
        await user.click(within(dialog).getByRole('combobox', { name: 'Contract Language' }));
        await user.click(await screen.findByRole('option', { name: 'English' }));
        await user.click(within(dialog).getByRole('checkbox', { name: 'Bilingual contract (both versions)' }));
        expect(within(dialog).getByTestId('contract-name-used')).toHaveTextContent(
          'The couple reads it as “Wedding Venue Agreement” and, in Spanish, “Contrato de alquiler del lugar para boda”.',
        );
        const body = await created(create, dialog, user);
        expect(body).toMatchObject({
          templateName: 'Wedding Venue Agreement',
          language: 'en',
          translations: {
            es: {
              content: bilingualTemplate.translations.es!.content,
              name: 'Contrato de alquiler del lugar para boda',
            },
          },
        });
      });
    });

    it('keeps a text staff edited when a booking is chosen after', async () => {
      serve({ bookingList: [spanishBooking], templates: [bilingualTemplate] });
      const { user, dialog } = await renderDialog();
      const content = within(dialog).getByLabelText('Contract Content');
      await waitFor(() => expect(content).not.toHaveValue(''));
      await user.clear(content);
      await user.type(content, 'Our own words');
      await chooseBooking(user, /Lucía & Mateo/);
      expect(content).toHaveValue('Our own words');
      expect(within(dialog).getByRole('combobox', { name: 'Contract Language' })).toHaveTextContent('English');
    });
  });
});
