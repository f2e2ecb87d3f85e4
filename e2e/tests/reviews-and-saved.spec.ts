import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fillSignUp, openSignUp, test, uniqueDiner } from './fixtures.ts';

type Listed = { id: number; name: string; review_count: number };

/** A restaurant of the seeded catalogue, picked by position so tests do not share one. */
async function restaurantAt(request: APIRequestContext, index: number): Promise<Listed> {
  const list = await request.get('/api/restaurants/?pageSize=60');
  const restaurants = (await list.json()).Restaurants as Listed[];
  return restaurants[index % restaurants.length]!;
}

async function signUpNewDiner(page: Page) {
  const diner = uniqueDiner();
  const dialog = await openSignUp(page);
  await fillSignUp(dialog, diner);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();
  return diner;
}

const reviewCount = (page: Page, count: number) =>
  page.getByText(count === 1 ? '(1 review)' : `(${count} reviews)`).first();

test('a diner writes, edits and deletes a review; counts follow at once', async ({
  page,
  request,
}) => {
  test.slow();
  const restaurant = await restaurantAt(request, 7);
  await signUpNewDiner(page);

  // ?review=true opens the form on arrival.
  await page.goto(`/restaurants/${restaurant.id}?review=true`);
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await expect(dialog).toBeVisible();
  // No star is chosen for the diner.
  await expect(dialog.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Please tell us about your experience')).toBeVisible();
  await expect(dialog.getByText('Please rate your experience')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Post review' })).toBeDisabled();
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await expect(dialog.getByText('Please rate your experience')).toBeHidden();

  await dialog.getByLabel('Your review').fill('x'.repeat(501));
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Review can not exceed 500 characters')).toBeVisible();

  const text = 'Lovely <b>pasta</b>, warm service.';
  await dialog.getByLabel('Your review').fill(text);
  await expect(dialog.getByText('Review can not exceed 500 characters')).toBeHidden();
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();

  const reviews = page.locator('#reviews');
  const mine = reviews.getByRole('article', { name: 'Review by Erin T.' });
  await expect(mine.getByText(text, { exact: true })).toBeVisible();
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(reviewCount(page, restaurant.review_count + 1)).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toBeHidden();
  await expect(reviews.getByText('You have reviewed this restaurant')).toBeVisible();

  // Edit from the all-reviews page.
  await page.goto(`/restaurants/${restaurant.id}/reviews`);
  const item = page.getByRole('article', { name: 'Review by Erin T.' });
  await item.getByRole('button', { name: 'Edit your review' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your review' });
  await expect(edit.getByLabel('Your review')).toHaveValue(text);
  await edit.getByLabel('Your review').fill('Even better the second time.');
  await edit.getByRole('radio', { name: '2 stars' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(item.getByText('Even better the second time.')).toBeVisible();
  await expect(item.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();

  await item.getByRole('button', { name: 'Delete your review' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your review?' });
  await confirm.getByRole('button', { name: 'Delete review' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: 'Review by Erin T.' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Write a review' })).toBeVisible();
  await expect(reviewCount(page, restaurant.review_count)).toBeVisible();
});

test('a diner saves and unsaves from a card and from the restaurant page', async ({ page }) => {
  await signUpNewDiner(page);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Save / }) })
    .first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').innerText()).trim();
  const heart = card.getByRole('button', { name: `Save ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The saved list shows it as a card, with the fixed profile line.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('link', { name: 'My Saved Restaurants' }).click();
  await expect(page).toHaveURL(/view=saved-restaurants/);
  const saved = page.getByRole('article', { name });
  await expect(saved).toBeVisible();
  await expect(page.getByText('Joined December 2022')).toBeVisible();

  // Unsaving from the list drops the card and leaves the empty text.
  await saved.getByRole('button', { name: `Save ${name}` }).click();
  await expect(saved).toBeHidden();
  await expect(
    page.getByText('You have no favorite restaurants to show on this list.'),
  ).toBeVisible();

  // The restaurant page has its own toggle; the choice survives a reload.
  await page.goto('/');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const pageToggle = page.getByRole('button', { name: `Save ${name}` });
  await expect(pageToggle).toHaveAttribute('aria-pressed', 'false');
  await pageToggle.click();
  await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: `Save ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByRole('button', { name: `Save ${name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: `Save ${name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('signed out, saving and reviewing open the sign-in dialog', async ({ page, request }) => {
  await page.goto('/');
  const heart = page.getByRole('button', { name: /^Save / }).first();
  await heart.click();
  const signIn = page.getByRole('dialog', { name: 'Welcome to TableFor!' });
  await expect(signIn).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await signIn.getByRole('button', { name: 'Close' }).click();
  await expect(signIn).toBeHidden();

  const restaurant = await restaurantAt(request, 11);
  await page.goto(`/restaurants/${restaurant.id}`);
  await page.getByRole('button', { name: `Save ${restaurant.name}` }).click();
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Write a review' }).click();
  await expect(signIn).toBeVisible();
  // Signing in from there lets the diner write the review straight away.
  await signIn.getByRole('button', { name: 'Demo User' }).click();
  await expect(signIn).toBeHidden();
  await page.getByRole('button', { name: 'Write a review' }).click();
  await expect(page.getByRole('dialog', { name: 'Write a review' })).toBeVisible();
});
