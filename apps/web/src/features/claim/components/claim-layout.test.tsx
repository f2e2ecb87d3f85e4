import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { button, fakeBackend, refusal, renderFlow, verify } from '../test/claim-flow-harness';

afterEach(async () => {
  await loadLanguage('en');
});

describe('the claim frame', () => {
  it('shows the five steps, the one in progress, those completed and the percent done', async () => {
    renderFlow(fakeBackend());
    expect(screen.getByText('TableFor')).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Claim progress' }));
    const items = steps.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Verification (current step)',
      '2Essentials (not started)',
      '3Pain Points (not started)',
      '4Goals (not started)',
      '5Review (not started)',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    await verify();
    expect(steps.getByText(/completed/).closest('li')).toHaveTextContent('Verification');
    expect(steps.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('20% complete')).toBeInTheDocument();
    for (const bar of screen.getAllByRole('progressbar', { name: 'Claim progress' })) {
      expect(bar).toHaveAttribute('aria-valuenow', '20');
    }
  });

  it('opens the legal pages in a new tab and links to support', () => {
    renderFlow(fakeBackend());
    for (const [name, href] of [
      [/Terms of Service/, '/terms-of-service'],
      [/Privacy Policy/, '/privacy-policy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@/),
    );
  });
});

describe('in Spanish', () => {
  it('switches language from the header, and keeps the choice', async () => {
    renderFlow(fakeBackend());
    fireEvent.click(within(screen.getByRole('group', { name: 'Language' })).getByText('Español'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifica que eres el responsable' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('es');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    expect(screen.getByText('0 % completado')).toBeInTheDocument();
  });

  it("shows the steps, the code boxes and the server's refusals in Spanish", async () => {
    await loadLanguage('es');
    const backend = fakeBackend({
      verifyCode: vi.fn(async () => {
        throw refusal(400, 'claim.codeExpired', 'This code has expired. Please request a new one.');
      }),
    });
    renderFlow(backend);
    fireEvent.change(screen.getByLabelText('Correo del negocio'), {
      target: { value: 'no-es-correo' },
    });
    fireEvent.click(button('Enviar código'));
    expect(await screen.findByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Correo del negocio'), {
      target: { value: 'orders@trattoria.example' },
    });
    fireEvent.click(button('Enviar código'));
    expect(
      await screen.findByText('¡Código de verificación enviado correctamente!'),
    ).toBeInTheDocument();
    expect(backend.sendCode).toHaveBeenCalledWith(expect.objectContaining({ language: 'es' }));
    expect(screen.getByText('Reenvío disponible en 60 segundos')).toBeInTheDocument();
    expect(screen.getByLabelText('Dígito 1 de 6')).toBeInTheDocument();
    fireEvent.click(button('Verificar'));
    expect(
      await screen.findByText('Introduce el código completo de 6 dígitos'),
    ).toBeInTheDocument();
    '123456'.split('').forEach((digit, index) =>
      fireEvent.change(screen.getByLabelText(`Dígito ${index + 1} de 6`), {
        target: { value: digit },
      }),
    );
    fireEvent.click(button('Verificar'));
    expect(
      await screen.findByText('Este código ha caducado. Solicita uno nuevo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Dígito 1 de 6')).toBeInvalid());
  });
});
