import './app/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';

const router = createAppRouter();
const queryClient = createQueryClient();

// The API client lives outside React; let it navigate through the router.
configureApiClient({ navigate: (to) => void router.navigate(to) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
