import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse } from '@/test/render';
import {
  crawlResult,
  isolateWizardTests,
  requestBody,
  storedDraft,
  stubWizardFetch,
} from '../test/wizard-fixtures';
import { renderWizard } from '../test/render-wizard';

isolateWizardTests();

const field = (label: string) => screen.getByLabelText(label);
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function fetchInformation(url = 'https://www.bestia.example/') {
  fireEvent.change(field('Website URL'), { target: { value: url } });
  fireEvent.change(field('Which restaurant? (optional)'), {
    target: { value: 'Our Silver Lake location' },
  });
  click('Fetch Information');
}

const crawlFailure = (status: number, code: string, params?: Record<string, number>) =>
  jsonResponse({ errors: [`url: ${code}`], details: [{ field: 'url', code, params }] }, status);

describe('create restaurant wizard: Fetch Information', () => {
  it('fills the form from the website, moves to step 2, and leaves unstated fields empty', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({
        result: crawlResult({
          name: 'Bestia',
          description: 'Rustic Italian cooking.',
          website: 'https://www.bestia.example',
          cuisines: 'Italian',
          cost: 3,
          phone: '213-514-5724',
          address: '2121 E 7th Pl, Los Angeles',
          opening_hours: { mon: [{ open: '17:00', close: '23:00' }] },
        }),
      }),
    );
    stubWizardFetch(fetchMock);
    renderWizard({ user: null });
    fetchInformation();

    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We filled in 8 fields from bestia.example',
    );
    expect(field('Name')).toHaveValue('Bestia');
    expect(field('Website')).toHaveValue('https://www.bestia.example');
    expect(field('Preview image')).toHaveValue('');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/crawl');
    expect(init?.method).toBe('POST');
    expect(requestBody(fetchMock.mock.calls[0])).toEqual({
      url: 'https://www.bestia.example/',
      instruction: 'Our Silver Lake location',
    });

    const draft = storedDraft();
    expect(draft?.values).toMatchObject({
      cuisines: 'Italian',
      cost: '3',
      phone: '(213) 514-5724',
      address: '2121 E 7th Pl, Los Angeles',
      neighborhood: '',
      dining_style: '',
      executive_chef: '',
      parking_details: '',
    });
    expect(draft?.week.mon).toEqual({ closed: false, ranges: [{ open: '17:00', close: '23:00' }] });
    expect(draft?.week.tue.closed).toBe(true);
  });

  it('shows the host and its stages while reading, and Cancel aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    stubWizardFetch(
      vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      ),
    );
    renderWizard({ user: null });
    fetchInformation();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });

    expect(screen.getByText('Reading bestia.example')).toBeInTheDocument();
    expect(screen.getByText('Connecting to bestia.example')).toBeInTheDocument();
    expect(screen.getByText('Reading the page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fetch Information' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    click('Cancel');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    vi.useRealTimers();
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByText('Reading bestia.example')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Restaurant Website');
  });

  it('says the fetch failed, with the specific reason translated under it', async () => {
    stubWizardFetch(vi.fn(async () => crawlFailure(422, 'crawl.httpStatus', { status: 404 })));
    renderWizard({ user: null });
    fetchInformation();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to fetch restaurant information. Please try again or continue manually.',
    );
    expect(alert).toHaveTextContent('The website answered with status 404');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Restaurant Website');
  });

  it("says 'No restaurant information found' when the site states nothing", async () => {
    stubWizardFetch(vi.fn(async () => crawlFailure(422, 'crawl.nothingFound')));
    renderWizard({ user: null });
    fetchInformation();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No restaurant information found');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    click('Continue Manually');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Basic Information');
  });

  it('asks for a valid URL before fetching', () => {
    const fetchMock = vi.fn();
    stubWizardFetch(fetchMock);
    renderWizard({ user: null });
    click('Fetch Information');
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
