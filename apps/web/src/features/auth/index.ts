// Public surface of the auth feature, composed by src/app.
export { AuthDialogs } from './components/auth-dialogs';
