import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { answer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { stockPictures } from '../test/wizard-fixtures';
import { PicturePicker } from './steps/picture-picker';

const STOCK = '/api/images/stock';

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
    answer('get', STOCK, { pictures: stockPictures });
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
    answer('get', STOCK, { pictures: stockPictures });
    renderPicker('/images/restaurants/9.svg');
    const curry = await screen.findByRole('button', { name: 'Use our curry picture' });
    expect(curry).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show fewer pictures' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, and tries again on request', async () => {
    // The first read fails, the retry lists the pictures.
    const stock = answer('get', STOCK, { pictures: stockPictures });
    answer('get', STOCK, { errors: ['server: Internal error'] }, { status: 500, once: true });
    renderPicker();

    expect(await screen.findByText('Our pictures could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Use our pasta picture' }),
    ).toBeInTheDocument();
    expect(stock).toMatchObject([{ method: 'GET', path: '/api/images/stock' }]);
  });
});
