import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { answer, answerWith, json, requestsSent } from '@/test/msw';
import { crawlResult, stockPictures, storedDraft } from '../test/wizard-fixtures';
import { renderWizard } from '../test/render-wizard';

// The picker's stock pictures answer every test; a test answers the crawl it is about.
beforeEach(() => {
  answer('get', '/api/images/stock', { pictures: stockPictures });
});
afterEach(() => sessionStorage.clear());

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
  json({ errors: [`url: ${code}`], details: [{ field: 'url', code, params }] }, status);

describe('create restaurant wizard: Fetch Information', () => {
  it('fills the form from the website, moves to step 2, and leaves unstated fields empty', async () => {
    const sent = answer('post', '/api/crawl', {
      result: crawlResult({
        name: 'Bestia',
        description: 'Rustic Italian cooking.',
        website: 'https://www.bestia.example',
        cuisines: 'Italian',
        cost: 3,
        phone: '213-514-5724',
        address: '2121 E 7th Pl, Los Angeles',
        opening_hours: { mon: [{ open: '17:00', close: '23:00' }] },
        field_sources: {
          name: 'structured',
          description: 'tags',
          website: 'structured',
          cuisines: 'structured',
          cost: 'structured',
          phone: 'text',
          address: 'structured',
          opening_hours: 'text',
        },
      }),
    });
    renderWizard({ user: null });
    fetchInformation();

    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('We filled in 8 fields from bestia.example');
    // Where each was read, so the owner knows which to look at twice.
    expect(notice).toHaveTextContent(
      "From the site's structured data: Name, Website, Street address (optional), Cuisines, and Cost.",
    );
    expect(notice).toHaveTextContent("From the page's tags: Description.");
    expect(notice).toHaveTextContent("From the page's text: Phone and Operation hours.");
    expect(field('Name')).toHaveValue('Bestia');
    expect(field('Website')).toHaveValue('https://www.bestia.example');
    expect(field('Preview image')).toHaveValue('');

    expect(sent[0]?.path).toBe('/api/crawl');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({
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

  it('says when the site builds its page in the browser, keeping what was read', async () => {
    answer('post', '/api/crawl', {
      result: crawlResult({ name: 'Bestia', client_rendered: true }),
    });
    renderWizard({ user: null });
    fetchInformation();

    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('We filled in 1 field from bestia.example');
    expect(notice).toHaveTextContent(
      'This site builds its page in the browser, so we could read only what its page header states.',
    );
    expect(field('Name')).toHaveValue('Bestia');
  });

  it('says nothing about the browser for a page read whole', async () => {
    answer('post', '/api/crawl', { result: crawlResult({ name: 'Bestia', cuisines: 'Italian' }) });
    renderWizard({ user: null });
    fetchInformation();

    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('builds its page in the browser');
  });

  it('shows the host and its stages while reading, and Cancel aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    // The crawl never answers: only Cancel ends it, through the request's signal.
    answerWith('post', '/api/crawl', ({ signal: received }) => {
      signal = received;
      return new Promise<Response>(() => {});
    });
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
    answerWith('post', '/api/crawl', () => crawlFailure(422, 'crawl.httpStatus', { status: 404 }));
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
    answerWith('post', '/api/crawl', () => crawlFailure(422, 'crawl.nothingFound'));
    renderWizard({ user: null });
    fetchInformation();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No restaurant information found');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    click('Continue Manually');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Basic Information');
  });

  it('asks for a valid URL before fetching', () => {
    renderWizard({ user: null });
    click('Fetch Information');
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(requestsSent().filter((request) => request.path !== '/api/images/stock')).toEqual([]);
  });
});
