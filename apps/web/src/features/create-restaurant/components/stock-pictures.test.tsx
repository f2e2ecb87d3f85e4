import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { stockPictures, stubWizardFetch } from '../test/wizard-fixtures';
import { PicturePicker } from './steps/picture-picker';

afterEach(() => vi.unstubAllGlobals());

function renderPicker(value = '') {
  const onPick = vi.fn();
  renderWithProviders(
    <PicturePicker
      name="preview_img"
      value={value}
      onChange={vi.fn()}
      onPick={onPick}
      sitePictures={[]}
    />,
  );
  return onPick;
}

describe('picture picker: the stock pictures', () => {
  it('shows the pictures the API lists, named by scene, the first rows and then all', async () => {
    stubWizardFetch();
    const onPick = renderPicker();
    expect(screen.getByText('Loading our pictures…')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Use our dining room picture' }));
    expect(onPick).toHaveBeenCalledWith('/images/restaurants/4.svg');
    expect(screen.getAllByRole('button', { name: /^Use our / })).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 9 pictures' }));
    expect(screen.getAllByRole('button', { name: /^Use our / })).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Use our curry picture' })).toBeInTheDocument();
  });

  it('shows them all when the chosen one is past the first rows, and marks it', async () => {
    stubWizardFetch();
    renderPicker('/images/restaurants/9.svg');
    const curry = await screen.findByRole('button', { name: 'Use our curry picture' });
    expect(curry).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show fewer pictures' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, and tries again on request', async () => {
    const stock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(jsonResponse({ errors: ['server: Internal error'] }, 500))
      .mockResolvedValue(jsonResponse({ pictures: stockPictures }));
    vi.stubGlobal('fetch', stock);
    renderPicker();

    expect(await screen.findByText('Our pictures could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Use our pasta picture' }),
    ).toBeInTheDocument();
    expect(stock).toHaveBeenCalledWith('/api/images/stock', expect.anything());
  });
});
