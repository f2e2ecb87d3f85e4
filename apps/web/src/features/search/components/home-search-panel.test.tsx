import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { answer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { manySuggestions, mockViewport, searchResponse } from '../test/search-fixtures';
import { HomeSearchPanel } from './home-search-panel';

function CurrentUrl() {
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search}</p>;
}

function renderPanel() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<HomeSearchPanel />} />
        <Route path="*" element={null} />
      </Routes>
      <button type="button">Elsewhere</button>
      <CurrentUrl />
    </>,
  );
}

const box = () => screen.getByRole('combobox', { name: 'Location, Restaurant, or Cuisine' });
const url = () => screen.getByTestId('url').textContent;

beforeEach(() => {
  answer('get', '/api/restaurants/suggestions', manySuggestions);
  answer('get', '/api/restaurants/search', searchResponse());
  vi.stubGlobal('matchMedia', mockViewport(false));
});
afterEach(() => vi.unstubAllGlobals());

describe('home search panel', () => {
  it('shows the typed text row and 4 suggestions per group when wide', async () => {
    renderPanel();
    fireEvent.change(box(), { target: { value: 'pi' } });
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getByRole('option', { name: 'Search: "pi"' })).toBeInTheDocument();
    const locations = await screen.findByRole('group', { name: 'Locations' });
    expect(within(locations).getAllByRole('option')).toHaveLength(4);
    expect(
      within(screen.getByRole('group', { name: 'Restaurants' })).getAllByRole('option'),
    ).toHaveLength(4);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows 3 per group when narrow, with the short select labels', async () => {
    vi.stubGlobal('matchMedia', mockViewport(true));
    renderPanel();
    fireEvent.change(box(), { target: { value: 'pi' } });
    const cuisines = await screen.findByRole('group', { name: 'Cuisines' });
    expect(within(cuisines).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'All Areas' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All Styles' })).toBeInTheDocument();
  });

  it('moves through the options with the arrow keys and opens a location with Enter', async () => {
    renderPanel();
    fireEvent.change(box(), { target: { value: 'ar' } });
    await screen.findByRole('group', { name: 'Locations' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const active = screen.getByRole('option', { name: 'Area 1' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', active.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(url()).toBe('/search-results?location=Area+1');
  });

  it('closes on Escape, and clears on a second Escape', async () => {
    renderPanel();
    fireEvent.change(box(), { target: { value: 'ar' } });
    await screen.findByRole('group', { name: 'Locations' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('ar');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
  });

  it('sends a picked cuisine to the filtered results', async () => {
    renderPanel();
    fireEvent.change(box(), { target: { value: 'c' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Cuisine 2' }));
    expect(url()).toBe('/search-results?cuisine=Cuisine+2');
  });

  it('opens a restaurant page from its suggestion', async () => {
    renderPanel();
    fireEvent.change(box(), { target: { value: 'pl' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Place 3, Venice' }));
    expect(url()).toBe('/restaurants/3');
  });

  it('clears the typed text when clicking elsewhere, but not inside the panel', () => {
    renderPanel();
    fireEvent.change(box(), { target: { value: 'tacos' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Price' }));
    expect(box()).toHaveValue('tacos');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box()).toHaveValue('');
  });

  it("'Let's Go' opens the results with the text and the chosen filters", async () => {
    renderPanel();
    fireEvent.change(box(), { target: { value: 'pasta' } });
    await screen.findByRole('option', { name: 'Italian' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Cuisine' }), {
      target: { value: 'Italian' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: '2' } });
    expect(screen.getByRole('option', { name: '$$ - Moderate' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Let's Go" }));
    expect(url()).toBe('/search-results?searchInput=pasta&cuisine=Italian&priceRange=2');
  });
});
