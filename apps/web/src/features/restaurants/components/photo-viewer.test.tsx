import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { PhotosSection } from './photos-section';

const gallery = [1, 2, 3, 4, 5].map((n) => `/images/restaurants/${n}.svg`);

function renderPhotos() {
  renderWithProviders(<PhotosSection restaurant={testRestaurant({ image_gallery: gallery })} />);
}

/** The viewer's arrow keys and Escape, pressed where the browser would send them. */
function press(key: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key });
}

afterEach(() => loadLanguage('en'));

describe('photo viewer', () => {
  it('opens at the chosen photo, moves with the arrow keys and closes with Escape', async () => {
    renderPhotos();
    const second = screen.getByRole('button', { name: 'Photo 2 of Bestia' });
    second.focus();
    fireEvent.click(second);

    const viewer = await screen.findByRole('dialog', { name: 'Photos of Bestia' });
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    expect(within(viewer).getByText('2 of 5')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of Bestia' })).toHaveAttribute(
      'src',
      gallery[1],
    );
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    await waitFor(() => expect(viewer).toContainElement(document.activeElement as HTMLElement));

    press('ArrowRight');
    expect(await within(viewer).findByText('3 of 5')).toBeInTheDocument();
    press('ArrowLeft');
    expect(await within(viewer).findByText('2 of 5')).toBeInTheDocument();

    press('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second).toHaveFocus();
  });

  it('opens with the Next button and closes with the close button', async () => {
    renderPhotos();
    const first = screen.getByRole('button', { name: 'Photo 1 of Bestia' });
    fireEvent.click(first);
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Bestia' });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(await within(viewer).findByText('2 of 5')).toBeInTheDocument();

    // Tab goes round the viewer's buttons, not out of it.
    const close = within(viewer).getByRole('button', { name: 'Close photos' });
    const next = within(viewer).getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(next).toHaveFocus();

    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(first).toHaveFocus();
  });

  it('speaks Spanish: its name, counter and buttons', async () => {
    await loadLanguage('es');
    renderPhotos();
    fireEvent.click(screen.getByRole('button', { name: 'Foto 4 de Bestia' }));
    const viewer = await screen.findByRole('dialog', { name: 'Fotos de Bestia' });
    expect(within(viewer).getByText('4 de 5')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Foto siguiente' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Cerrar fotos' })).toBeInTheDocument();
    expect(within(viewer).getByRole('group', { name: '4 de 5' })).toBeInTheDocument();
  });
});
