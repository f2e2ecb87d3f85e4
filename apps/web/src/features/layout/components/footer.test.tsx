import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { Footer } from './footer';

afterEach(() => {
  vi.useRealTimers();
});

it("dates the copyright on the marketplace's calendar, as the server renders it", () => {
  // 03:00 on 1 January in UTC (and later in Tokyo) is still 31 December in Los Angeles.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-01T03:00:00Z'));
  renderWithProviders(<Footer />);
  expect(screen.getByText('© 2026 TableFor, Inc. All rights reserved.')).toBeInTheDocument();
});
