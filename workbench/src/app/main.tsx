import { GlobalStyles } from '@contentful/f36-components';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import './workbench.css';

// The field editors translate their labels with Lingui: English, their own default messages.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en-US', messages: {} });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <GlobalStyles />
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
