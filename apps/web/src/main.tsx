import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { languageReady } from './i18n/i18n';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

void languageReady.then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
