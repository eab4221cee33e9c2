// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { automationKindInfo } from '#shared/automations/automation-kinds.ts';
import type { Automation } from '#shared/automations/automations.schemas.ts';
import { recordingReply } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { AutomationsSection } from './automations-tab.tsx';

const fetchMock = installFetchMock();

function makeAutomation(id: number, kind: Automation['kind'], changes: Partial<Automation> = {}): Automation {
  const info = automationKindInfo[kind];
  return {
    id,
    kind,
    enabled: info.enabledByDefault,
    delayDays: info.delay?.defaultDays ?? null,
    subject: info.defaultSubject,
    body: info.defaultBody,
    translations: {},
    reviewLink: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...changes,
  };
}

const acknowledgement = makeAutomation(1, 'inquiry_acknowledgement');
const followUp = makeAutomation(2, 'lead_follow_up');

function serve(routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(
    routeFetch({ 'GET /api/automations': () => jsonResponse(200, [acknowledgement, followUp]), ...routes }),
  );
}

describe('Settings → Automations', () => {
  it('previews the draft, then saves it with the switch and the delay', async () => {
    const preview = recordingReply(200, {
      language: 'en',
      subject: 'Checking in, Ana Lopez',
      text: 'Following up on your inquiry\n\nHi Ana Lopez,',
      html: '',
      source: { type: 'lead', id: 7, name: 'Ana Lopez' },
    });
    const save = recordingReply(200, { ...followUp, enabled: true, delayDays: 5 });
    serve({ 'POST /api/automations/2/preview?language=en': preview, 'PUT /api/automations/2': save });
    const { user } = renderWithAuth(<AutomationsSection readOnly={false} clientLanguage="en" />, {
      user: makeStaffUser('owner'),
    });
    const card = await screen.findByRole('region', { name: 'Lead follow-up' });

    await user.click(within(card).getByRole('switch', { name: 'Lead follow-up on' }));
    const delay = within(card).getByLabelText('Days after the inquiry');
    await user.clear(delay);
    await user.type(delay, '5');
    const subject = within(card).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Checking in, {{{{coupleNames}}');
    await user.click(within(card).getByRole('button', { name: 'Preview' }));
    const shown = await within(card).findByRole('region', { name: 'Preview' });
    expect(shown).toHaveTextContent('In English. Filled from the lead Ana Lopez.');
    expect(shown).toHaveTextContent('Subject: Checking in, Ana Lopez');
    expect(preview.bodies[0]).toMatchObject({ kind: 'lead_follow_up', subject: 'Checking in, {{coupleNames}}' });

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead follow-up saved')).toBeInTheDocument();
    expect(save.bodies[0]).toMatchObject({ enabled: true, delayDays: 5, subject: 'Checking in, {{coupleNames}}' });
  });

  it('shows a field the automation has not where it was typed, sending nothing', async () => {
    serve();
    const { user } = renderWithAuth(<AutomationsSection readOnly={false} clientLanguage="en" />, {
      user: makeStaffUser('owner'),
    });
    const card = await screen.findByRole('region', { name: 'Inquiry acknowledgement' });
    const message = within(card).getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Hi {{{{firstName}}');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('This automation has no merge field {{firstName}}')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('lets a coordinator read the automations without changing them', async () => {
    serve();
    renderWithAuth(<AutomationsSection readOnly clientLanguage="en" />, { user: makeStaffUser('coordinator') });
    const card = await screen.findByRole('region', { name: 'Inquiry acknowledgement' });
    expect(within(card).getByRole('switch')).toBeDisabled();
    expect(within(card).getByLabelText('Message')).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('flags an edited e-mail with no Spanish version, and saves and previews the version written', async () => {
    const saved = {
      ...followUp,
      body: 'Hi {{coupleNames}}, any news?',
      translations: { es: { subject: 'Hola', body: 'Hola, {{coupleNames}}' } },
    };
    const save = recordingReply(200, saved);
    const preview = recordingReply(200, {
      language: 'es',
      subject: 'Hola',
      text: 'Hola, Ana Lopez',
      html: '',
      source: { type: 'lead', id: 7, name: 'Ana Lopez' },
    });
    serve({ 'PUT /api/automations/2': save, 'POST /api/automations/2/preview?language=es': preview });
    const { user } = renderWithAuth(<AutomationsSection readOnly={false} clientLanguage="en" />, {
      user: makeStaffUser('owner'),
    });
    const card = await screen.findByRole('region', { name: 'Lead follow-up' });
    const version = within(card).getByRole('group', { name: /Spanish version/ });
    // VenueDesk's own e-mail has a Spanish version of VenueDesk's: nothing is missing.
    expect(version).toHaveTextContent('Couples who read Spanish get VenueDesk’s Spanish version');
    expect(within(version).queryByText('Missing')).not.toBeInTheDocument();

    const message = within(card).getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Hi {{{{coupleNames}}, any news?');
    expect(within(version).getByText('Missing')).toBeInTheDocument();
    expect(version).toHaveTextContent(
      'Couples who read Spanish get the English e-mail above until you write this version.',
    );

    await user.type(within(version).getByLabelText('Subject in Spanish'), 'Hola');
    await user.type(within(version).getByLabelText('Message in Spanish'), 'Hola, {{{{coupleNames}}');
    expect(within(version).queryByText('Missing')).not.toBeInTheDocument();
    expect(within(version).getByLabelText('Message in Spanish')).toHaveAttribute('lang', 'es');

    await user.click(within(card).getByRole('button', { name: 'Preview in Spanish' }));
    const shown = await within(card).findByRole('region', { name: 'Preview' });
    expect(shown).toHaveTextContent('In Spanish. Filled from the lead Ana Lopez.');
    expect(shown).toHaveAttribute('lang', 'es');

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead follow-up saved')).toBeInTheDocument();
    expect(save.bodies[0]).toMatchObject({
      body: 'Hi {{coupleNames}}, any news?',
      translations: { es: { subject: 'Hola', body: 'Hola, {{coupleNames}}' } },
    });
  });

  it('shows a Spanish version’s error on its own field', async () => {
    serve();
    const { user } = renderWithAuth(<AutomationsSection readOnly={false} clientLanguage="en" />, {
      user: makeStaffUser('owner'),
    });
    const card = await screen.findByRole('region', { name: 'Lead follow-up' });
    const version = within(card).getByRole('group', { name: /Spanish version/ });
    await user.type(within(version).getByLabelText('Subject in Spanish'), 'Hola');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(version).findByText('Enter a message')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('offers an English version when the venue’s couples read Spanish first', async () => {
    serve();
    renderWithAuth(<AutomationsSection readOnly={false} clientLanguage="es" />, { user: makeStaffUser('owner') });
    const card = await screen.findByRole('region', { name: 'Lead follow-up' });
    expect(within(card).getByRole('group', { name: /English version/ })).toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: /Spanish version/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Preview in English' })).toBeInTheDocument();
  });

  it('says when a preview asked in Spanish is the English e-mail those couples get instead', async () => {
    const preview = recordingReply(200, {
      language: 'en',
      subject: 'Your inquiry',
      text: 'Hi Ana Lopez',
      html: '',
      source: { type: 'lead', id: 7, name: 'Ana Lopez' },
    });
    serve({ 'POST /api/automations/2/preview?language=es': preview });
    const { user } = renderWithAuth(<AutomationsSection readOnly={false} clientLanguage="en" />, {
      user: makeStaffUser('owner'),
    });
    const card = await screen.findByRole('region', { name: 'Lead follow-up' });
    await user.click(within(card).getByRole('button', { name: 'Preview in Spanish' }));
    const shown = await within(card).findByRole('region', { name: 'Preview' });
    expect(shown).toHaveTextContent(
      'In English: couples who read Spanish get this e-mail until it has a version in their language.',
    );
    expect(shown).toHaveAttribute('lang', 'en');
  });
});
