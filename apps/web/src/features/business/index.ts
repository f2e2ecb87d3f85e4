// Public surface of the business feature: the landing page with its contact form, and get-started.
export { BusinessLandingPage } from './pages/business-landing-page';
export { GetStartedPage } from './pages/get-started-page';
