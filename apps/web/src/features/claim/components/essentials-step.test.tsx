import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { button, fakeBackend, renderFlow, verify } from '../test/claim-flow-harness';

const file = (name: string, type: string, bytes = 1) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('business essentials', () => {
  it('requires the phone and a booking method, and a URL for an external system', async () => {
    renderFlow(fakeBackend());
    await verify();
    expect(screen.getByLabelText('E-mail')).toHaveValue('orders@trattoria.example');
    fireEvent.click(button('Continue'));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose how guests book')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '2135550147' } });
    expect(screen.getByLabelText('Phone')).toHaveValue('(213) 555-0147');
    fireEvent.click(screen.getByLabelText(/External System/));
    fireEvent.click(button('Continue'));
    expect(screen.getByText('Booking URL is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Booking URL')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Booking URL'), { target: { value: 'book here' } });
    fireEvent.click(button('Continue'));
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Booking URL'), {
      target: { value: 'https://book.example/prova' },
    });
    fireEvent.click(button('Continue'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Current Pain Points' }),
    ).toBeInTheDocument();
  });

  it('takes an empty website but not one that is not http(s), nor a short phone', async () => {
    renderFlow(fakeBackend());
    await verify();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '213555' } });
    fireEvent.change(screen.getByLabelText('Website (optional)'), {
      target: { value: 'ftp://trattoria.example' },
    });
    fireEvent.click(screen.getByLabelText(/Phone Only/));
    fireEvent.click(button('Continue'));
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '2135550147' } });
    fireEvent.change(screen.getByLabelText('Website (optional)'), { target: { value: '' } });
    fireEvent.click(button('Continue'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Current Pain Points' }),
    ).toBeInTheDocument();
  });

  it('checks files as they are picked and lists the accepted ones with a remove button', async () => {
    renderFlow(fakeBackend());
    await verify();
    const media = button(/Photos & Menu/);
    expect(media).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(media);
    expect(media).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByLabelText('Menu (PDF, at most 10 MB)');
    const photos = screen.getByLabelText('Photos (JPG, PNG or WebP, at most 5 MB each, up to 10)');

    fireEvent.change(menu, { target: { files: [file('menu.docx', 'application/msword')] } });
    expect(screen.getByText('The menu must be a PDF file')).toBeInTheDocument();
    const bigMenu = file('menu.pdf', 'application/pdf', 10 * 1024 * 1024 + 1);
    fireEvent.change(menu, { target: { files: [bigMenu] } });
    expect(screen.getByText('The menu must be at most 10 MB')).toBeInTheDocument();
    fireEvent.change(menu, { target: { files: [file('menu.pdf', 'application/pdf')] } });
    expect(screen.queryByText(/The menu must be/)).not.toBeInTheDocument();
    expect(button('Remove menu.pdf')).toBeInTheDocument();

    fireEvent.change(photos, { target: { files: [file('hall.gif', 'image/gif')] } });
    expect(screen.getByText('Photos must be JPG, PNG or WebP images')).toBeInTheDocument();
    const bigPhoto = file('hall.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1);
    fireEvent.change(photos, { target: { files: [bigPhoto] } });
    expect(screen.getByText('Each photo must be at most 5 MB')).toBeInTheDocument();
    const eleven = Array.from({ length: 11 }, (_, n) => file(`p${n}.webp`, 'image/webp'));
    fireEvent.change(photos, { target: { files: eleven } });
    expect(screen.getByText('At most 10 photos')).toBeInTheDocument();
    fireEvent.change(photos, {
      target: { files: [file('hall.jpg', 'image/jpeg'), file('bar.png', 'image/png')] },
    });
    const list = screen.getByText('hall.jpg').closest('ul')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(button('Remove hall.jpg'));
    expect(screen.queryByText('hall.jpg')).not.toBeInTheDocument();
    expect(screen.getByText('bar.png')).toBeInTheDocument();
    fireEvent.click(button('Remove menu.pdf'));
    expect(screen.queryByText('menu.pdf')).not.toBeInTheDocument();
  });

  it('goes back to the verification, which remembers the verified address', async () => {
    renderFlow(fakeBackend());
    await verify();
    fireEvent.click(button('Back'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Ownership' }),
    ).toBeInTheDocument();
    expect(screen.getByText('orders@trattoria.example')).toBeInTheDocument();
    fireEvent.click(button('Continue'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Essentials' }),
    ).toBeInTheDocument();
    // Another address must be verified again.
    fireEvent.click(button('Back'));
    fireEvent.click(await screen.findByRole('button', { name: 'Use another address' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
  });
});
