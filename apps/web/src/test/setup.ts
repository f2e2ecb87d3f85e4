import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@/i18n/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
