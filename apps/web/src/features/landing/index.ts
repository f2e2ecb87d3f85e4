// Public surface of the landing feature, composed by src/app.
export { LandingPage } from './components/landing-page';
