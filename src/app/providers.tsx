import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createStyleCache } from '@/app/style-cache';
import { pageSystem } from '@/components/ui/system';
// The system's global CSS, generated at build time (scripts/chakra-global-css.ts).
import 'virtual:chakra-global.css';
import { i18n } from '@/lib/i18n';

/** One style cache per page, created with the page's CSP nonce (see style-cache.ts). */
const styleCache = createStyleCache();

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={styleCache}>
        <ChakraProvider value={pageSystem()}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ChakraProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
