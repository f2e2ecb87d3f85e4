/**
 * Renders the topic search pages with a session that signs in like the dialog does, and the
 * queries their tests share.
 */
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import type { User } from '@tablefor/shared';
import { testUser } from '@/test/render';
import { renderWithSignIn } from '@/test/render-with-sign-in';
import { resultsPath, TOPIC_SEARCH_PATH } from '../lib/routes';
import { TopicSearchPage } from '../pages/topic-search-page';
import { TopicSearchResultsPage } from '../pages/topic-search-results-page';

const routes = (
  <>
    <Route path="create-restaurant/topic-search" element={<TopicSearchPage />} />
    <Route
      path="create-restaurant/topic-search/results/:taskId"
      element={<TopicSearchResultsPage />}
    />
  </>
);

export const renderTopicSearch = ({
  user = null,
  route = TOPIC_SEARCH_PATH,
}: { user?: User | null; route?: string } = {}) => renderWithSignIn(routes, { route, user });

export const renderResults = (taskId = 'task-1', user: User | null = testUser) =>
  renderTopicSearch({ user, route: resultsPath(taskId) });

export const resultCard = (name: string) => screen.getByRole('article', { name });
export const clickButton = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
export const selectionToolbar = () => screen.getByRole('group', { name: 'Selected results' });
