/** Renders /create-restaurant with a session that signs in like the dialog does. */
import { Route } from 'react-router';
import type { User } from '@tablefor/shared';
import { renderWithSignIn } from '@/test/render-with-sign-in';
import { CreateRestaurantPage } from '../pages/create-restaurant-page';

export const renderWizard = ({ user, signInAs }: { user: User | null; signInAs?: User }) =>
  renderWithSignIn(<Route path="create-restaurant" element={<CreateRestaurantPage />} />, {
    route: '/create-restaurant',
    user,
    signInAs,
  });
