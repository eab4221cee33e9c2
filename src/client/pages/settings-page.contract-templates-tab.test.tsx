// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/auth/roles.ts';
import { makeTemplate } from '#client/test/contract-fixtures.ts';
import { jsonResponse, makeStaffUser, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings } from '#client/test/settings-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

const fetchMock = installFetchMock();

async function openTemplatesTab(role: StaffRole) {
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/settings': () => jsonResponse(200, makeSettings()),
      'GET /api/contract-templates': () => jsonResponse(200, [makeTemplate()]),
    }),
  );
  const { user } = renderWithAuth(<SettingsPage />, { user: makeStaffUser(role) });
  await user.click(await screen.findByRole('tab', { name: 'Contract Templates' }));
  return screen.findByRole('list', { name: 'Contract templates' });
}

describe('Contract Templates tab', () => {
  it('lists the venue’s templates, which save through their own dialog, not the settings Save', async () => {
    const list = await openTemplatesTab('manager');
    expect(within(list).getByText('Wedding Venue Agreement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Template' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('is read-only for a coordinator', async () => {
    const list = await openTemplatesTab('coordinator');
    expect(within(list).getByRole('button', { name: 'View Wedding Venue Agreement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Wedding Venue Agreement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Wedding Venue Agreement' })).not.toBeInTheDocument();
  });
});
