import '../../../app/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppThemeProvider } from '../../../app/AppThemeProvider';
import { createQueryClient } from '../../../app/queryClient';
import { AppToastContainer } from '../../../app/toast';

/** A profile component with the app's providers and toasts, outside the router. */
export function renderProfile(ui: ReactElement) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {ui}
        <AppToastContainer />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
