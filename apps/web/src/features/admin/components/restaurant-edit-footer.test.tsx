/**
 * The edit dialog keeps Save and Cancel in one footer after the photos (it sticks to the bottom of
 * the dialog's view in CSS), Save still submits the form, and the photos say they save at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { answerRoutes, json } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { adminUser } from '../test/admin-fixtures';
import { RestaurantModal } from './restaurant-modal';

function renderEdit() {
  const sent = answerRoutes({
    'GET /api/restaurants/12': () => json(testRestaurant()),
    'GET /api/restaurants/12/business-email': () => json({ business_email: 'a@bestia.example' }),
    'PUT /api/restaurants/12': () => json(testRestaurant()),
  });
  renderWithProviders(
    <RestaurantModal restaurantId={12} name="Bestia" initialMode="edit" onClose={vi.fn()} />,
    { user: adminUser },
  );
  return sent;
}

const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the edit dialog’s footer', () => {
  it('puts Save and Cancel after the photos, and Save still sends the form', async () => {
    const sent = renderEdit();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bestia' });
    const photos = await within(dialog).findByRole('region', { name: 'Photos' });
    expect(photos).toHaveTextContent('Photo changes are saved at once.');
    const saveButton = within(dialog).getByRole('button', { name: 'Save changes' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(follows(saveButton, photos)).toBe(true);
    expect(follows(cancel, photos)).toBe(true);
    expect(photos).not.toContainElement(saveButton);
    expect(saveButton.parentElement).toBe(cancel.parentElement);

    fireEvent.click(saveButton);
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  });

  it('speaks Spanish', async () => {
    await loadLanguage('es');
    try {
      renderEdit();
      const photos = await screen.findByRole('region', { name: 'Fotos' });
      expect(photos).toHaveTextContent('Los cambios en las fotos se guardan al instante.');
    } finally {
      await loadLanguage('en');
    }
  });
});
