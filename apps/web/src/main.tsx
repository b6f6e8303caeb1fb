import './app/i18n';
import { configureApiClient } from './api/client';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { startApp } from './first-screen/startApp';

const router = createAppRouter();
const queryClient = createQueryClient();

// The API client lives outside React; let it navigate through the router.
configureApiClient({ navigate: (to) => void router.navigate(to) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void startApp(root, router, queryClient);
