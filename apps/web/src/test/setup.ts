import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@/i18n/i18n';
import { endTest, listen, server } from './msw';

beforeAll(listen);
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  // Test files share one document when vitest runs them without isolation: nothing a test put
  // in the page outside React's roots (a portal's host, a hydrated page) is left for the next.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  endTest();
});

// jsdom has <dialog> without showModal() and close(): enough of them for the app's Modal
// (open attribute, the close event); the browser's top layer and inertness are e2e's to check.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
