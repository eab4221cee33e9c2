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
      subject: 'Checking in, Ana Lopez',
      text: 'Following up on your inquiry\n\nHi Ana Lopez,',
      html: '',
      source: { type: 'lead', id: 7, name: 'Ana Lopez' },
    });
    const save = recordingReply(200, { ...followUp, enabled: true, delayDays: 5 });
    serve({ 'POST /api/automations/2/preview': preview, 'PUT /api/automations/2': save });
    const { user } = renderWithAuth(<AutomationsSection readOnly={false} />, { user: makeStaffUser('owner') });
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
    expect(shown).toHaveTextContent('Filled from the lead Ana Lopez.');
    expect(shown).toHaveTextContent('Subject: Checking in, Ana Lopez');
    expect(preview.bodies[0]).toMatchObject({ kind: 'lead_follow_up', subject: 'Checking in, {{coupleNames}}' });

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead follow-up saved')).toBeInTheDocument();
    expect(save.bodies[0]).toMatchObject({ enabled: true, delayDays: 5, subject: 'Checking in, {{coupleNames}}' });
  });

  it('shows a field the automation has not where it was typed, sending nothing', async () => {
    serve();
    const { user } = renderWithAuth(<AutomationsSection readOnly={false} />, { user: makeStaffUser('owner') });
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
    renderWithAuth(<AutomationsSection readOnly />, { user: makeStaffUser('coordinator') });
    const card = await screen.findByRole('region', { name: 'Inquiry acknowledgement' });
    expect(within(card).getByRole('switch')).toBeDisabled();
    expect(within(card).getByLabelText('Message')).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
