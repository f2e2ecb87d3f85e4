/** Claiming a listing: /restaurants/{id}/claim and /claim-demo. */
export { ClaimDemoPage } from './pages/claim-demo-page';
export { ClaimPage } from './pages/claim-page';
