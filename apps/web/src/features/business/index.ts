// Public surface of the business feature. Each page is its own chunk: the landing page never
// carries get-started's catalogue search, nor get-started the landing page.
import { lazyWithPreload } from '@/lib/lazy-with-preload';

export const BusinessLandingPage = lazyWithPreload(() =>
  import('./pages/business-landing-page').then((m) => m.BusinessLandingPage),
);
export const GetStartedPage = lazyWithPreload(() =>
  import('./pages/get-started-page').then((m) => m.GetStartedPage),
);
