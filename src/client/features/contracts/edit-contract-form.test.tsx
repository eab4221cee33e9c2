// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createContractSchema } from '#shared/contracts/contracts.schemas.ts';
import { makeContract, recordingReply } from '#client/test/contract-fixtures.ts';
import { routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { EditContractForm } from './edit-contract-form.tsx';

const fetchMock = installFetchMock();

const ENGLISH = 'This agreement is made between Rose Hall and Lucía & Mateo. The deposit is $2,000.00.';
const SPANISH = 'Este contrato se celebra entre Rose Hall y Lucía & Mateo. El depósito es de $2,000.00.';
const bilingualDraft = makeContract({
  coupleNames: 'Lucía & Mateo',
  signerEmail: 'lucia@example.com',
  content: ENGLISH,
  language: 'en',
  translations: { es: { content: SPANISH } },
});

function renderForm(contract = bilingualDraft) {
  const patch = recordingReply(200, contract);
  fetchMock.mockImplementation(routeFetch({ [`PATCH /api/contracts/${contract.id}`]: patch }));
  const onDone = vi.fn();
  const rendered = renderWithAuth(<EditContractForm contract={contract} onDone={onDone} />);
  const form = screen.getByRole('button', { name: 'Save Changes' }).closest('form')!;
  return { ...rendered, patch, onDone, form };
}

async function save(user: ReturnType<typeof renderWithAuth>['user'], form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
}

/** The message the Create Contract form (the same shared schema) gives a blank Spanish version. */
function createFormMessageForBlankSpanish() {
  const result = createContractSchema.safeParse({
    bookingId: 1,
    templateId: 1,
    templateName: 'Wedding Venue Agreement',
    content: ENGLISH,
    signerEmail: 'lucia@example.com',
    language: 'en',
    translations: { es: { content: '' } },
  });
  const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === 'translations.es.content');
  return issue!.message;
}

describe('Edit of a bilingual draft (decision 074, amended in session 31)', () => {
  it('shows both versions, each labelled by its language and marked with its lang, and which governs', () => {
    const { form } = renderForm();
    const english = within(form).getByLabelText('Contract Content in English');
    const spanish = within(form).getByLabelText('Contract Content in Spanish');
    expect(english).toHaveValue(ENGLISH);
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).toHaveValue(SPANISH);
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveAccessibleDescription('Shown beside the English version, which prevails.');
    const bilingual = within(form).getByRole('checkbox', { name: 'Bilingual contract (both versions)' });
    expect(bilingual).toBeChecked();
    expect(bilingual).toHaveAccessibleDescription('The English version governs: where the two differ, it prevails.');
  });

  it('sends an edit of the Spanish version in translations, in the same PATCH as the rest', async () => {
    const { user, form, patch, onDone } = renderForm();
    const spanish = within(form).getByLabelText('Contract Content in Spanish');
    await user.clear(spanish);
    await user.type(spanish, 'El depósito es de $2,500.00.');
    await save(user, form);

    expect(await screen.findByText('Contract updated')).toBeInTheDocument();
    expect(patch.bodies).toEqual([
      {
        templateName: 'Wedding Venue Agreement',
        signerEmail: 'lucia@example.com',
        amount: '12500.00',
        content: ENGLISH,
        translations: { es: { content: 'El depósito es de $2,500.00.' } },
      },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('says so when the English changed and the Spanish did not, and sends both when both changed', async () => {
    const { user, form, patch } = renderForm();
    const notice =
      'You changed the English version: make the Spanish version say the same, or the couple signs two texts that disagree.';
    await user.type(within(form).getByLabelText('Contract Content in English'), ' Balance due in 30 days.');
    expect(within(form).getByText(notice)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Contract Content in Spanish'), ' Saldo a 30 días.');
    expect(within(form).queryByText(notice)).not.toBeInTheDocument();
    await save(user, form);

    await screen.findByText('Contract updated');
    expect(patch.bodies).toEqual([
      expect.objectContaining({
        content: `${ENGLISH} Balance due in 30 days.`,
        translations: { es: { content: `${SPANISH} Saldo a 30 días.` } },
      }),
    ]);
  });

  it('refuses an empty Spanish version with the Create Contract form’s message, and sends nothing', async () => {
    const { user, form, patch } = renderForm();
    const spanish = within(form).getByLabelText('Contract Content in Spanish');
    await user.clear(spanish);
    await save(user, form);

    const message = createFormMessageForBlankSpanish();
    expect(message).toBe('Contract content is required');
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(spanish).toHaveAttribute('aria-invalid', 'true');
    expect(patch.bodies).toEqual([]);
  });

  it('makes the draft one-language when staff untick Bilingual, and gives the text back when they tick it again', async () => {
    const { user, form, patch } = renderForm();
    const bilingual = within(form).getByRole('checkbox', { name: 'Bilingual contract (both versions)' });
    await user.type(within(form).getByLabelText('Contract Content in Spanish'), ' Gracias.');
    await user.click(bilingual);
    expect(within(form).queryByLabelText('Contract Content in Spanish')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Contract Content')).toHaveAttribute('lang', 'en');
    expect(bilingual).toHaveAccessibleDescription(
      'Saving removes the Spanish version: the contract will be in English only.',
    );
    await user.click(bilingual);
    expect(within(form).getByLabelText('Contract Content in Spanish')).toHaveValue(`${SPANISH} Gracias.`);
    await user.click(bilingual);
    await save(user, form);

    await screen.findByText('Contract updated');
    expect(patch.bodies).toEqual([expect.objectContaining({ content: ENGLISH, translations: {} })]);
  });
});

describe('Edit of a one-language draft', () => {
  it('keeps the Spanish version’s name, lets staff change it, and gives it back with the text (session 31)', async () => {
    const named = makeContract({
      ...bilingualDraft,
      translations: { es: { content: SPANISH, name: 'Contrato de alquiler' } },
    });
    const { user, form, patch } = renderForm(named);
    const name = within(form).getByLabelText('Contract Name in Spanish');
    expect(name).toHaveValue('Contrato de alquiler');
    expect(name).toHaveAttribute('lang', 'es');
    const bilingual = within(form).getByRole('checkbox', { name: 'Bilingual contract (both versions)' });
    await user.click(bilingual);
    expect(within(form).queryByLabelText('Contract Name in Spanish')).not.toBeInTheDocument();
    await user.click(bilingual);
    expect(within(form).getByLabelText('Contract Name in Spanish')).toHaveValue('Contrato de alquiler');
    await user.clear(within(form).getByLabelText('Contract Name in Spanish'));
    await user.type(within(form).getByLabelText('Contract Name in Spanish'), 'Contrato del salón');
    await save(user, form);

    await screen.findByText('Contract updated');
    expect(patch.bodies).toEqual([
      expect.objectContaining({ translations: { es: { content: SPANISH, name: 'Contrato del salón' } } }),
    ]);
  });

  it('is the form it was: one text with no language, no Bilingual choice, the same payload', async () => {
    const draft = makeContract();
    const { user, form, patch } = renderForm(draft);
    const content = within(form).getByLabelText('Contract Content');
    expect(content).not.toHaveAttribute('lang');
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/Contract Content in/)).not.toBeInTheDocument();
    await user.type(content, ' Thank you.');
    await save(user, form);

    await screen.findByText('Contract updated');
    expect(patch.bodies).toEqual([
      {
        templateName: 'Wedding Venue Agreement',
        signerEmail: 'sarah@example.com',
        amount: '12500.00',
        content: `${draft.content} Thank you.`,
      },
    ]);
  });
});
