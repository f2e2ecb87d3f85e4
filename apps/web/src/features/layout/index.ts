// Public surface of the layout feature, composed by src/app.
export { TopBar } from './components/top-bar';
export { Footer } from './components/footer';
