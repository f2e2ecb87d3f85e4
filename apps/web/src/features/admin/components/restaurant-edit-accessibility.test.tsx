/** The edit's accessibility group: drawn from the field inventory, checked and sent by it. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESSIBILITY_NOTE_MAX_LENGTH } from '@tablefor/shared';
import { answer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { adminUser } from '../test/admin-fixtures';
import { RestaurantEditForm } from './restaurant-edit-form';

function renderForm() {
  const onSaved = vi.fn();
  answer('get', '/api/restaurants/12/business-email', { business_email: 'orders@bestia.example' });
  const puts = answer('put', '/api/restaurants/12', testRestaurant());
  renderWithProviders(
    <RestaurantEditForm restaurant={testRestaurant()} onCancel={vi.fn()} onSaved={onSaved} />,
    { user: adminUser },
  );
  return { onSaved, puts };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe("the edit's accessibility", () => {
  it(
    'starts from the listing, and sends the whole group with what was changed',
    { timeout: 15_000 },
    async () => {
      const { onSaved, puts } = renderForm();
      const group = screen.getByRole('group', { name: 'Accessibility' });
      expect(screen.getByRole('checkbox', { name: 'Step-free entrance' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Hearing loop' })).not.toBeChecked();
      expect(screen.getByLabelText('Accessibility note')).toHaveValue(
        'Ramp at the Santa Fe Ave door.',
      );
      expect(group).toBeInTheDocument();

      fireEvent.click(screen.getByRole('checkbox', { name: 'Hearing loop' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Step-free entrance' }));
      save();
      await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5_000 });
      expect((puts[0]?.body as { accessibility: unknown }).accessibility).toEqual({
        step_free_entrance: false,
        accessible_restroom: false,
        accessible_seating: true,
        hearing_loop: true,
        note: 'Ramp at the Santa Fe Ave door.',
      });
    },
  );

  it('shows a too-long note under it and sends nothing', async () => {
    const { puts } = renderForm();
    fireEvent.change(screen.getByLabelText('Accessibility note'), {
      target: { value: 'x'.repeat(ACCESSIBILITY_NOTE_MAX_LENGTH + 1) },
    });
    save();
    expect(
      await screen.findByText(`Must be at most ${ACCESSIBILITY_NOTE_MAX_LENGTH} characters`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Accessibility note')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });
});
