// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { settingsKeys } from '#client/features/settings/index.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { makeSettings } from '#client/test/settings-fixtures.ts';
import { EventTypeField } from './booking-form-fields.tsx';

const fetchMock = installFetchMock();

function BookingTypeForm({ eventType }: { eventType: string }) {
  const { control } = useForm({ defaultValues: { eventType } });
  return <EventTypeField control={control} name="eventType" />;
}

function renderField(eventType: string, venueTypes: string[] | null) {
  const { user, queryClient } = renderWithAuth(<BookingTypeForm eventType={eventType} />);
  if (venueTypes) queryClient.setQueryData(settingsKeys.all, { ...makeSettings(), eventTypes: venueTypes });
  return user;
}

describe('EventTypeField with the venue’s own event types', () => {
  it('adds the venue types that are not standard ones, with a generic description', async () => {
    const user = renderField('Garden Ceremony', ['Garden Ceremony', 'wedding', 'Rooftop Party']);
    expect(await screen.findByText("One of your venue's own event types.")).toHaveClass('italic');

    await user.click(screen.getByLabelText('Event Type'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(24);
    expect(options.slice(0, 2)).toEqual(['Wedding', 'Quinceañera']);
    expect(options.slice(-2)).toEqual(['Garden Ceremony', 'Rooftop Party']);
    expect(options.filter((option) => option?.toLowerCase() === 'wedding')).toHaveLength(1);
    // The field reads what the signed-in app loaded; it makes no request of its own.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still shows a booking’s type that is in neither list', async () => {
    const user = renderField('Pool Party', ['Garden Ceremony']);
    expect(screen.getByLabelText('Event Type')).toHaveTextContent('Pool Party');
    await user.click(screen.getByLabelText('Event Type'));
    expect(screen.getAllByRole('option')).toHaveLength(24);
  });

  it('offers the 22 standard types when the settings are not loaded', async () => {
    const user = renderField('Wedding', null);
    await user.click(screen.getByLabelText('Event Type'));
    expect(screen.getAllByRole('option')).toHaveLength(22);
  });
});
