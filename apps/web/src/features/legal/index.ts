// Public surface of the legal feature: the Terms of Service and Privacy Policy pages.
export { PrivacyPolicyPage } from './pages/privacy-policy-page';
export { TermsOfServicePage } from './pages/terms-of-service-page';
