// Public surface of the business feature. Each page is its own chunk: the landing page never
// carries get-started's catalogue search, nor get-started the landing page.
import { lazy } from 'react';

export const BusinessLandingPage = lazy(() =>
  import('./pages/business-landing-page').then((m) => ({ default: m.BusinessLandingPage })),
);
export const GetStartedPage = lazy(() =>
  import('./pages/get-started-page').then((m) => ({ default: m.GetStartedPage })),
);
