// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/auth/roles.ts';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { makeTemplate, recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { ContractTemplatesSection } from './contract-templates-section.tsx';

const fetchMock = installFetchMock();

const wedding = makeTemplate();
const garden = makeTemplate({
  id: 2,
  name: 'Garden Ceremony',
  content: 'Garden ceremony for {{coupleNames}}.',
  // 03:00 UTC on 6 October is still the 5th in Chicago.
  createdAt: '2026-10-06T03:00:00.000Z',
  isDefault: false,
});

function serve(templates: ContractTemplate[], routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({ 'GET /api/contract-templates': () => jsonResponse(200, templates), ...routes }),
  );
}

async function renderSection(role: StaffRole = 'owner', clientLanguage: Language = 'en') {
  const rendered = renderWithAuth(<ContractTemplatesSection clientLanguage={clientLanguage} />, {
    user: makeStaffUser(role),
  });
  const list = await screen.findByRole('list', { name: 'Contract templates' });
  return { ...rendered, list };
}

function row(list: HTMLElement, name: string) {
  return within(list).getByText(name).closest('li') as HTMLElement;
}

function countGets() {
  return fetchMock.mock.calls.filter(([url, init]) => url === '/api/contract-templates' && init?.method === 'GET')
    .length;
}

describe('Contract Templates', () => {
  it('lists the templates with the default marked and the day each was made at the venue', async () => {
    serve([wedding, garden]);
    const { list } = await renderSection();
    expect(within(row(list, 'Wedding Venue Agreement')).getByText('Default')).toBeInTheDocument();
    expect(row(list, 'Wedding Venue Agreement')).toHaveTextContent('Created Oct 1, 2026');
    expect(within(row(list, 'Garden Ceremony')).queryByText('Default')).not.toBeInTheDocument();
    expect(row(list, 'Garden Ceremony')).toHaveTextContent('Created Oct 5, 2026');
    // Only a template that is not the default offers to become it.
    expect(screen.queryByRole('button', { name: 'Set Wedding Venue Agreement as default' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Garden Ceremony as default' })).toBeInTheDocument();
  });

  it('adds a template through its dialog, with a merge field inserted by its button', async () => {
    const create = recordingReply(201, makeTemplate({ id: 3, name: 'Corporate Event', isDefault: false }));
    serve([wedding], { 'POST /api/contract-templates': create });
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Template' });

    await user.type(within(dialog).getByLabelText('Template Name'), 'Corporate Event');
    const content = within(dialog).getByLabelText('Template Content');
    await user.type(content, 'Event on ');
    await user.click(within(dialog).getByRole('button', { name: 'Event date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByText('Template created')).toBeInTheDocument();
    expect(create.bodies).toEqual([{ name: 'Corporate Event', content: 'Event on {{eventDate}}' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(countGets()).toBe(2));
  });

  it('edits a template with PATCH', async () => {
    const patch = recordingReply(200, { ...garden, name: 'Garden Wedding' });
    serve([wedding, garden], { 'PATCH /api/contract-templates/2': patch });
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Edit Garden Ceremony' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect(within(dialog).getByLabelText('Template Content')).toHaveValue(garden.content);

    await user.clear(within(dialog).getByLabelText('Template Name'));
    await user.type(within(dialog).getByLabelText('Template Name'), 'Garden Wedding');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(patch.bodies).toEqual([{ name: 'Garden Wedding', content: garden.content }]);
  });

  it('puts the server’s unknown merge field refusal on the content field and keeps the dialog open', async () => {
    serve([wedding], {
      'PATCH /api/contract-templates/1': () =>
        jsonResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'Unknown merge field {{deposit}}',
          fieldErrors: { content: ['Unknown merge field {{deposit}}'] },
        }),
    });
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Edit Wedding Venue Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByText('Failed to save template')).toBeInTheDocument();
    const content = within(dialog).getByLabelText('Template Content');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Unknown merge field {{deposit}}'));
    expect(screen.getByRole('dialog', { name: 'Edit Template' })).toBeInTheDocument();
  });

  it('makes another template the default', async () => {
    const patch = recordingReply(200, { ...garden, isDefault: true });
    serve([wedding, garden], { 'PATCH /api/contract-templates/2': patch });
    const { user } = await renderSection();
    serve(
      [
        { ...wedding, isDefault: false },
        { ...garden, isDefault: true },
      ],
      { 'PATCH /api/contract-templates/2': patch },
    );
    await user.click(screen.getByRole('button', { name: 'Set Garden Ceremony as default' }));

    expect(await screen.findByText('Default template changed')).toBeInTheDocument();
    expect(patch.bodies).toEqual([{ isDefault: true }]);
    const list = screen.getByRole('list', { name: 'Contract templates' });
    await waitFor(() => expect(within(row(list, 'Garden Ceremony')).getByText('Default')).toBeInTheDocument());
    expect(within(row(list, 'Wedding Venue Agreement')).queryByText('Default')).not.toBeInTheDocument();
  });

  it('deletes a template after asking', async () => {
    let deletes = 0;
    const remove = () => {
      deletes += 1;
      return new Response(null, { status: 204 });
    };
    serve([wedding, garden], { 'DELETE /api/contract-templates/2': remove });
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete Garden Ceremony' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this template?' });
    expect(deletes).toBe(0);
    serve([wedding], { 'DELETE /api/contract-templates/2': remove });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Template' }));

    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    expect(deletes).toBe(1);
    await waitFor(() => expect(screen.queryByText('Garden Ceremony')).not.toBeInTheDocument());
  });

  it('lets a coordinator read the templates but change nothing', async () => {
    serve([wedding, garden]);
    const { user } = await renderSection('coordinator');
    expect(screen.queryByRole('button', { name: 'Add Template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as default$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Garden Ceremony' }));
    const dialog = await screen.findByRole('dialog', { name: 'Garden Ceremony' });
    expect(within(dialog).getByLabelText('Template Content')).toHaveValue(garden.content);
    expect(within(dialog).getByLabelText('Template Content')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Template Name')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('group', { name: 'Insert field:' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save Template' })).not.toBeInTheDocument();
  });

  describe('Spanish versions (decision 074)', () => {
    const translated = makeTemplate({
      id: 3,
      name: 'Boda bilingüe',
      isDefault: false,
      translations: { es: { content: 'Acuerdo entre {{venueName}} y {{coupleNames}}.', name: 'Contrato bilingüe' } },
    });

    it('flags each template with no Spanish version as Missing, and not one that has it', async () => {
      serve([wedding, translated]);
      const { list } = await renderSection();
      const weddingRow = row(list, 'Wedding Venue Agreement');
      expect(weddingRow).toHaveTextContent('Spanish version');
      expect(within(weddingRow).getByText('Missing')).toBeInTheDocument();
      expect(within(row(list, 'Boda bilingüe')).queryByText('Missing')).not.toBeInTheDocument();
    });

    it('flags a Spanish version written without its name as the Spanish name Missing (session 31)', async () => {
      const unnamed = makeTemplate({
        id: 4,
        name: 'Garden Party',
        isDefault: false,
        translations: { es: { content: 'Acuerdo entre {{venueName}} y {{coupleNames}}.' } },
      });
      serve([unnamed]);
      const { list } = await renderSection();
      const unnamedRow = row(list, 'Garden Party');
      expect(unnamedRow).toHaveTextContent('Spanish name');
      expect(unnamedRow).not.toHaveTextContent('Spanish version');
      expect(within(unnamedRow).getByText('Missing')).toBeInTheDocument();
    });

    it('writes the Spanish name in the Spanish tab, flagged until written, and saves it with the version', async () => {
      const patch = recordingReply(200, wedding);
      serve([{ ...wedding, translations: { es: { content: 'Acuerdo para {{coupleNames}}' } } }], {
        'PATCH /api/contract-templates/1': patch,
      });
      const { user } = await renderSection();
      await user.click(screen.getByRole('button', { name: 'Edit Wedding Venue Agreement' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
      const spanishTab = within(dialog).getByRole('tab', { name: /Spanish version/ });
      expect(spanishTab).toHaveTextContent('Name missing');

      await user.click(spanishTab);
      const name = within(dialog).getByLabelText('Name in Spanish');
      expect(name).toHaveAttribute('lang', 'es');
      expect(name).toHaveValue('');
      expect(name).toHaveAccessibleDescription(
        'Couples who read Spanish see the Template Name above, as written, until you write this one.',
      );
      await user.type(name, 'Contrato de boda');
      expect(spanishTab).not.toHaveTextContent(/missing/i);
      expect(name).toHaveAccessibleDescription(
        'The contract’s name for couples who read Spanish: in their e-mails, signing page and PDF.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

      expect(await screen.findByText('Template saved')).toBeInTheDocument();
      expect(patch.bodies).toEqual([
        {
          name: wedding.name,
          content: wedding.content,
          translations: { es: { content: 'Acuerdo para {{coupleNames}}', name: 'Contrato de boda' } },
        },
      ]);
    });

    it('refuses a Spanish name without the Spanish text, on its tab', async () => {
      const patch = recordingReply(200, wedding);
      serve([wedding], { 'PATCH /api/contract-templates/1': patch });
      const { user } = await renderSection();
      await user.click(screen.getByRole('button', { name: 'Edit Wedding Venue Agreement' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
      await user.click(within(dialog).getByRole('tab', { name: /Spanish version/ }));
      await user.type(within(dialog).getByLabelText('Name in Spanish'), 'Contrato de boda');
      await user.click(within(dialog).getByRole('tab', { name: 'English (original)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

      const version = await within(dialog).findByLabelText('Content in Spanish');
      expect(version).toHaveAttribute('aria-invalid', 'true');
      expect(version).toHaveAccessibleDescription(
        expect.stringContaining('Write the text of this version too, or clear its name'),
      );
      expect(version).toBeVisible();
      expect(patch.bodies).toEqual([]);
    });

    it('writes the Spanish version in its own tab, the flag going once it has words, and saves it', async () => {
      const patch = recordingReply(200, {
        ...wedding,
        translations: { es: { content: 'Acuerdo para {{coupleNames}}' } },
      });
      serve([wedding], { 'PATCH /api/contract-templates/1': patch });
      const { user } = await renderSection();
      await user.click(screen.getByRole('button', { name: 'Edit Wedding Venue Agreement' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
      expect(within(dialog).getByRole('tab', { name: 'English (original)' })).toHaveAttribute('aria-selected', 'true');
      const spanishTab = within(dialog).getByRole('tab', { name: /Spanish version/ });
      expect(spanishTab).toHaveTextContent('Missing');

      await user.click(spanishTab);
      const version = within(dialog).getByLabelText('Content in Spanish');
      expect(version).toHaveAttribute('lang', 'es');
      expect(version).toHaveAccessibleDescription(
        'Contracts for couples who read Spanish use the content above, in English, until you write this one.',
      );
      await user.type(version, 'Acuerdo para ');
      await user.click(within(dialog).getByRole('button', { name: 'Couple names' }));
      expect(spanishTab).not.toHaveTextContent('Missing');
      await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

      expect(await screen.findByText('Template saved')).toBeInTheDocument();
      expect(patch.bodies).toEqual([
        {
          name: wedding.name,
          content: wedding.content,
          translations: { es: { content: 'Acuerdo para {{coupleNames}}' } },
        },
      ]);
    });

    it('checks the Spanish version as the content is checked, showing its tab with the error', async () => {
      const patch = recordingReply(200, wedding);
      serve([wedding], { 'PATCH /api/contract-templates/1': patch });
      const { user } = await renderSection();
      await user.click(screen.getByRole('button', { name: 'Edit Wedding Venue Agreement' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
      await user.click(within(dialog).getByRole('tab', { name: /Spanish version/ }));
      await user.type(within(dialog).getByLabelText('Content in Spanish'), 'Hola {{{{novia}}');
      await user.click(within(dialog).getByRole('tab', { name: 'English (original)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

      const version = await within(dialog).findByLabelText('Content in Spanish');
      expect(version).toHaveAttribute('aria-invalid', 'true');
      expect(version).toHaveAccessibleDescription(expect.stringContaining('Unknown merge field {{novia}}'));
      // The tab with the error is shown.
      expect(within(dialog).getByRole('tab', { name: /Spanish version/ })).toHaveAttribute('aria-selected', 'true');
      expect(version).toBeVisible();
      expect(patch.bodies).toEqual([]);
    });

    it('offers an English version to a venue whose Client Language is Spanish', async () => {
      serve([{ ...wedding, language: 'es' }]);
      const { user, list } = await renderSection('owner', 'es');
      expect(row(list, 'Wedding Venue Agreement')).toHaveTextContent('English version');
      await user.click(screen.getByRole('button', { name: 'Edit Wedding Venue Agreement' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
      expect(within(dialog).getByRole('tab', { name: 'Spanish (original)' })).toBeInTheDocument();
      expect(within(dialog).getByRole('tab', { name: /English version/ })).toBeInTheDocument();
    });
  });
});
